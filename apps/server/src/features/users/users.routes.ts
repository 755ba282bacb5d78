import { users } from '@ausweis/shared/contracts/users';
import { endpointRoutes, route } from '../../http/endpoints';
import { resolveTenant } from '../../http/guards';
import { accountRateLimit } from '../../http/rate-limit';
import { authOf, scopeOf } from '../../http/request-context';
import { removeFromTenant } from './remove-from-tenant.service';
import { resetPassword } from './reset-password.service';
import { saveOwnProfile } from './save-own-profile.service';
import { saveUser } from './save-user.service';
import { resendInvitation, withdrawInvitation } from './tenant-invitations';
import { findUsers, getOwnProfile, getUserProfile } from './user-queries';

/**
 * 'Mein Profil' (a family): one's own data; works without a selected tenant (then without group and
 * notify). 'Benutzerverwaltung' (ad family): tenant Admins and super admins, for the users of the
 * selected tenant.
 */
export const usersRoutes = endpointRoutes((ctx) => [
  route(users.ownProfile, (_request, req) => getOwnProfile(ctx, authOf(req), req.tenant?.id ?? null), {
    onRequest: resolveTenant(ctx, false),
  }),
  // Checks the current password on an e-mail change: limited like the own password change.
  route(users.saveOwnProfile, (request, req) => saveOwnProfile(ctx, authOf(req), request), {
    config: accountRateLimit(ctx),
  }),
  route(users.find, (request, req) => findUsers(ctx.db, scopeOf(req), request)),
  route(users.profile, (request, req) => getUserProfile(ctx, authOf(req), scopeOf(req), request.user_id)),
  route(users.saveProfile, (request, req) => saveUser(ctx, authOf(req), scopeOf(req), request)),
  route(users.removeFromTenant, async (request, req) => {
    await removeFromTenant(ctx, authOf(req), scopeOf(req), request.user_profile_id);
    return { ok: true as const };
  }),
  route(users.resendInvitation, async (request, req) => {
    await resendInvitation(ctx, scopeOf(req), request.invitation_id);
    return { ok: true as const };
  }),
  route(users.withdrawInvitation, async (request, req) => {
    await withdrawInvitation(ctx, scopeOf(req), request.invitation_id);
    return { ok: true as const };
  }),
  route(users.resetPassword, async (request, req) => {
    await resetPassword(ctx, authOf(req), scopeOf(req), request.user_id);
    return { ok: true as const };
  }),
]);

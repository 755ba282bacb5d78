import { users } from '@ausweis/shared/contracts/users';
import { requireAccessOf, tenantAccessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { resolveTenant } from '../../http/guards';
import { accountRateLimit } from '../../http/rate-limit';
import { authOf, scopeOf } from '../../http/request-context';
import { originOf } from '../auth/public';
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
  route(users.ownProfile, ({ req }) => getOwnProfile(ctx, authOf(req), req.tenant?.id ?? null), {
    onRequest: resolveTenant(ctx, false),
  }),
  // Checks the current password on an e-mail change: limited like the own password change.
  route(users.saveOwnProfile, ({ input, req }) => saveOwnProfile(ctx, authOf(req), input, originOf(req)), {
    config: accountRateLimit(ctx),
  }),
  route(users.find, ({ input, req }) => findUsers(ctx.db, scopeOf(req), input)),
  route(users.profile, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'member', 'read', input.user_id);
    return getUserProfile(ctx, authOf(req), scopeOf(req), input.user_id);
  }),
  route(users.saveProfile, async ({ input, req }) => {
    // Without a user id the form invites a new member.
    if (input.user_id !== undefined) await requireAccessOf(ctx.db, req, 'member', 'change', input.user_id);
    return saveUser(ctx, authOf(req), scopeOf(req), input, tenantAccessorOf(req));
  }),
  route(users.removeFromTenant, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'member', 'change', input.user_profile_id);
    await removeFromTenant(ctx, authOf(req), scopeOf(req), input.user_profile_id, tenantAccessorOf(req));
    return { ok: true as const };
  }),
  route(users.resendInvitation, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'invitation', 'change', input.invitation_id);
    await resendInvitation(ctx, tenantAccessorOf(req), input.invitation_id);
    return { ok: true as const };
  }),
  route(users.withdrawInvitation, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'invitation', 'change', input.invitation_id);
    await withdrawInvitation(ctx, tenantAccessorOf(req), input.invitation_id);
    return { ok: true as const };
  }),
  route(users.resetPassword, async ({ input, req }) => {
    await requireAccessOf(ctx.db, req, 'member', 'change', input.user_id);
    await resetPassword(ctx, authOf(req), scopeOf(req), input.user_id);
    return { ok: true as const };
  }),
]);

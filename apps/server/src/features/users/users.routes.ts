import { API } from '@ausweis/shared/api-paths';
import { OkResponse } from '@ausweis/shared/schemas/account';
import { paged } from '@ausweis/shared/schemas/pagination';
import {
  FindUsersRequest,
  InvitationRequest,
  RemoveFromTenantRequest,
  ResetPasswordRequest,
  SaveOwnProfileRequest,
  SaveUserRequest,
  SaveUserResponse,
  UserListRow,
  UserProfile,
  UserProfileQuery,
} from '@ausweis/shared/schemas/users';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../http/families';
import { resolveTenant } from '../../http/guards';
import { authOf, tenantOf } from '../../http/request-context';
import { resendInvitation, withdrawInvitation } from './tenant-invitations';
import { findUsers, getOwnProfile, getUserProfile } from './user-queries';
import { removeFromTenant, resetPassword, saveOwnProfile, saveUser } from './users.service';

export const usersRoutes: FeatureRoutes = {
  /** 'Mein Profil': one's own data; works without a selected tenant (then without group and notify). */
  a(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const optionalTenant = resolveTenant(ctx, false);
    r.get(
      `/api${API.users.ownProfile}`,
      { schema: { response: { 200: UserProfile } }, onRequest: optionalTenant },
      (req) => getOwnProfile(ctx, authOf(req), req.tenant?.id ?? null),
    );
    r.post(
      `/api${API.users.ownProfile}`,
      { schema: { body: SaveOwnProfileRequest, response: { 200: SaveUserResponse } } },
      (req) => saveOwnProfile(ctx, authOf(req), req.body),
    );
  },
  /** 'Benutzerverwaltung': tenant Admins and super admins, for the users of the selected tenant. */
  ad(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `/api${API.users.find}`,
      { schema: { body: FindUsersRequest, response: { 200: paged(UserListRow) } } },
      (req) => findUsers(ctx.db, tenantOf(req).id, req.body),
    );
    r.get(
      `/api${API.users.profile}`,
      { schema: { querystring: UserProfileQuery, response: { 200: UserProfile } } },
      (req) => getUserProfile(ctx, authOf(req), tenantOf(req).id, req.query.user_id),
    );
    r.post(
      `/api${API.users.profile}`,
      { schema: { body: SaveUserRequest, response: { 200: SaveUserResponse } } },
      (req) => saveUser(ctx, authOf(req), tenantOf(req).id, req.body),
    );
    r.post(
      `/api${API.users.removeFromTenant}`,
      { schema: { body: RemoveFromTenantRequest, response: { 200: OkResponse } } },
      async (req) => {
        await removeFromTenant(ctx, authOf(req), tenantOf(req).id, req.body.user_profile_id);
        return { ok: true as const };
      },
    );
    r.post(
      `/api${API.users.resendInvitation}`,
      { schema: { body: InvitationRequest, response: { 200: OkResponse } } },
      async (req) => {
        await resendInvitation(ctx, tenantOf(req).id, req.body.invitation_id);
        return { ok: true as const };
      },
    );
    r.post(
      `/api${API.users.withdrawInvitation}`,
      { schema: { body: InvitationRequest, response: { 200: OkResponse } } },
      async (req) => {
        await withdrawInvitation(ctx, tenantOf(req).id, req.body.invitation_id);
        return { ok: true as const };
      },
    );
    r.post(
      `/api${API.users.resetPassword}`,
      { schema: { body: ResetPasswordRequest, response: { 200: OkResponse } } },
      async (req) => {
        await resetPassword(ctx, authOf(req), tenantOf(req).id, req.body.user_id);
        return { ok: true as const };
      },
    );
  },
};

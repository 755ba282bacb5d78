/**
 * Users (docs/product.md#api users): the own profile ('Mein Profil', the a family) and the users of the selected
 * tenant ('Benutzerverwaltung', the ad family: tenant Admins and super admins).
 */
import { defineEndpoints } from '../endpoint';
import { OkResponse } from '../schemas/account';
import { paged } from '../schemas/pagination';
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
} from '../schemas/users';

export const users = defineEndpoints('users', {
  ownProfile: {
    method: 'GET',
    path: '/a/profile',
    response: UserProfile,
    summary: 'The own profile; without a selected tenant without group and notify flags.',
  },
  saveOwnProfile: {
    method: 'POST',
    path: '/a/profile',
    request: SaveOwnProfileRequest,
    response: SaveUserResponse,
    summary: 'Saves the own profile.',
  },
  find: {
    method: 'POST',
    path: '/a/ad/users/find',
    request: FindUsersRequest,
    response: paged(UserListRow),
    summary: "Paged list of the tenant's users and open invitations.",
  },
  profile: {
    method: 'GET',
    path: '/a/ad/users/profile',
    request: UserProfileQuery,
    response: UserProfile,
    summary: 'A user of the tenant.',
  },
  saveProfile: {
    method: 'POST',
    path: '/a/ad/users/profile',
    request: SaveUserRequest,
    response: SaveUserResponse,
    summary: 'Creates (invites) or changes a user of the tenant.',
  },
  removeFromTenant: {
    method: 'POST',
    path: '/a/ad/users/remove_from_tenant',
    request: RemoveFromTenantRequest,
    response: OkResponse,
    summary: 'Removes a user from the tenant.',
  },
  resendInvitation: {
    method: 'POST',
    path: '/a/ad/users/resend_invitation',
    request: InvitationRequest,
    response: OkResponse,
    summary: 'Mails a pending invitation again.',
  },
  withdrawInvitation: {
    method: 'POST',
    path: '/a/ad/users/withdraw_invitation',
    request: InvitationRequest,
    response: OkResponse,
    summary: 'Withdraws a pending invitation.',
  },
  resetPassword: {
    method: 'POST',
    path: '/a/ad/reset_password',
    request: ResetPasswordRequest,
    response: OkResponse,
    summary: 'Mails a user of the tenant a link to set a new password.',
  },
});

/**
 * What other features use of auth (the user management invites, resets and notifies through it).
 * Only what they really need; everything else in auth stays private (see .dependency-cruiser.cjs).
 */
export {
  sendEmailChangeLink,
  sendPasswordLink,
  sendTenantAccessMail,
  sendTenantInviteLink,
} from './account-mails';
export { endInvitation, joinTenant } from './tenant-invite.service';

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
/** The user management records one's own profile changes in the account's trails. */
export { appendOwnEvent, originOf, type TrailOrigin } from './account-trail';
/** The app context counts second-step codes per user with it. */
export { secondFactorAttemptLimit } from './second-factor/code-limit';
export { endInvitation, joinTenant } from './tenant-invite.service';

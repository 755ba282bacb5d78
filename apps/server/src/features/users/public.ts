/** What other features use of user management: the tenant form invites its first admin through it. */
export { invitedEvent, inviteUserToTenant } from './invite-user.service';

/**
 * What other features use of user management: the tenant form invites its first admin through it;
 * invoices and erasure requests are mailed to the tenant's notify users.
 */
export { invitedEvent, inviteUserToTenant } from './invite-user.service';
export { notifyRecipients } from './notify-recipients';

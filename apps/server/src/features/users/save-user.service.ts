/** POST user profile (docs/product.md#screens user edit): an admin creates, attaches or updates a user of the tenant. */

import { can } from '@ausweis/shared/permissions';
import type { SaveUserRequest, SaveUserResponse } from '@ausweis/shared/schemas/users';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tenantMemberships } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { recordChange, recordChanges, type TenantAccessor } from '../../http/access';
import { endUserSessions } from '../../http/active-user';
import { badRequest, forbidden } from '../../http/app-error';
import { type AuthUser, userSubject } from '../../http/request-context';
import { uniqueConflict } from '../../http/unique-conflicts';
import { applyAccountChange, changedAccountFields } from './account-change';
import { invitedEvent, inviteUserToTenant } from './invite-user.service';
import { dropUnusedAccount } from './tenant-invitations';
import { ACCOUNT_LOCKED } from './user-errors';
import { accountEditable, findMember, type UserRow } from './user-queries';

const OWN_FIELDS_LOCKED = () =>
  forbidden('Gruppe, Deaktiviert und Benachrichtigen können am eigenen Profil nicht geändert werden.');
const DISABLED_LOCKED = () =>
  badRequest(
    'Deaktiviert kann erst geändert werden, wenn die E-Mail-Adresse bestätigt und das Passwort gesetzt ist.',
    'disabled',
  );

/**
 * A tenant Admin corrects the address of a member who never set a password: that is an invitation of
 * the corrected address (answered and shown like any invitation, whether or not the address has an
 * account), and the member row goes; the old account goes too unless something else holds it.
 */
async function reinviteAtNewAddress(
  ctx: AppContext,
  tx: Tx,
  scope: TenantScope,
  membershipId: number,
  user: UserRow,
  req: z.output<typeof SaveUserRequest>,
  who: TenantAccessor,
): Promise<SaveUserResponse> {
  await tx
    .delete(tenantMemberships)
    .where(scope.where(tenantMemberships, eq(tenantMemberships.id, membershipId)));
  // Removed from the tenant: the old account's sessions end.
  await endUserSessions(ctx, tx, user.id);
  const invited = await inviteUserToTenant(ctx, tx, scope, req, { attachExisting: false });
  await dropUnusedAccount(tx, user.id);
  await recordChanges(tx, who, [
    { action: 'user.removed', record: 'user', ids: [user.id] },
    invitedEvent(invited),
  ]);
  return INVITED;
}

/** The answer to every tenant Admin's invitation: it names no user and says nothing of the address. */
const INVITED: SaveUserResponse = {
  id: null,
  attached_existing: false,
  email_validation_sent: false,
  invitation_sent: true,
};

/** POST user profile (admins): creates (or attaches by e-mail) or updates a user of the tenant. */
export async function saveUser(
  ctx: AppContext,
  actor: AuthUser,
  scope: TenantScope,
  req: z.output<typeof SaveUserRequest>,
  who: TenantAccessor,
): Promise<SaveUserResponse> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (req.user_id === undefined) {
        const superAdmin = can(userSubject(actor), 'tenants.actInAny');
        const invited = await inviteUserToTenant(ctx, tx, scope, req, { attachExisting: superAdmin });
        await recordChange(tx, who, invitedEvent(invited));
        // A tenant Admin gets the same answer for a new and for an existing address.
        if (!superAdmin) return INVITED;
        return {
          id: invited.user_id,
          attached_existing: !invited.created,
          email_validation_sent: false,
          invitation_sent: invited.created,
        };
      }
      const { user, membership } = await findMember(tx, scope, req.user_id);
      const own = user.id === actor.id;
      const membershipChanged =
        req.user_group !== membership.user_group || req.use_for_notify !== membership.use_for_notify;
      if (own && (membershipChanged || req.disabled !== user.disabled)) throw OWN_FIELDS_LOCKED();
      const accountFields = changedAccountFields(req, user);
      const accountChanged = accountFields.length > 0;
      if (accountChanged && !(await accountEditable(tx, actor, user))) throw ACCOUNT_LOCKED();
      if (req.disabled !== user.disabled && (!user.email_validated || user.must_reset_password))
        throw DISABLED_LOCKED();
      const superAdmin = can(userSubject(actor), 'tenants.actInAny');
      // A tenant Admin correcting the address of someone who never set a password invites that address.
      if (!superAdmin && !own && req.email !== user.email && user.password_hash === null)
        return reinviteAtNewAddress(ctx, tx, scope, membership.id, user, req, who);
      const result = accountChanged
        ? await applyAccountChange(ctx, tx, user, req, { tellOwner: superAdmin })
        : { email_validation_sent: false };
      if (membershipChanged) {
        await tx
          .update(tenantMemberships)
          .set({ user_group: req.user_group, use_for_notify: req.use_for_notify })
          .where(scope.where(tenantMemberships, eq(tenantMemberships.id, membership.id)));
      }
      const fields = [
        ...accountFields,
        ...(req.use_for_notify !== membership.use_for_notify ? ['use_for_notify'] : []),
      ];
      const ofUser = { record: 'user' as const, ids: [user.id] };
      await recordChanges(tx, who, [
        ...(req.user_group !== membership.user_group
          ? [{ ...ofUser, action: 'user.role_changed' as const, fields: ['user_group'] }]
          : []),
        ...(fields.length > 0 ? [{ ...ofUser, action: 'record.changed' as const, fields }] : []),
      ]);
      return { id: user.id, attached_existing: false, ...result };
    });
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
}

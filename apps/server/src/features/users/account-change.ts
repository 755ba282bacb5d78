/** A change of a user's own account data (name, salutation, disabled, e-mail), shared by both profile saves. */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import {
  createOneTimeToken,
  sendAddressInUseNotice,
  sendEmailChangeLink,
  sendPasswordLink,
} from '../auth/public';
import { USER_ERRORS } from './user-errors';
import type { UserRow } from './user-queries';

export interface AccountChange {
  email: string;
  salutation: string;
  forename: string;
  lastname: string;
  disabled: boolean;
}

/**
 * Applies name, salutation, disabled and e-mail changes to a user. A new e-mail does not replace the old
 * one: the user is locked (email_validated false) until the link mailed to the new address is used. A
 * user who never set a password just gets the invitation again at the corrected address.
 *
 * quietTaken (a tenant Admin changing someone else's address): an address that belongs to another
 * account is answered like a free one (the user is locked with the change pending, which can never
 * complete), and its owner gets a notice instead of a link, so the change cannot be used to probe
 * which addresses have an account. Everyone else is told that the address is taken.
 */
export async function applyAccountChange(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  change: AccountChange,
  quietTaken?: { tenantName: string },
): Promise<{ email_validation_sent: boolean }> {
  const emailChanged = change.email !== user.email;
  const invitedOnly = user.password_hash === null;
  const [taken] = emailChanged ? await tx.select().from(users).where(eq(users.email, change.email)) : [];
  if (taken && (!quietTaken || invitedOnly)) throw USER_ERRORS.emailTaken();
  await tx
    .update(users)
    .set({
      salutation: change.salutation,
      forename: change.forename || null,
      lastname: change.lastname,
      disabled: change.disabled,
      // A new address or a lock ends the user's sessions (re-enabling must not revive old tokens).
      ...(emailChanged || change.disabled !== user.disabled
        ? { token_version: sql`${users.token_version} + 1` }
        : {}),
      ...(emailChanged
        ? invitedOnly
          ? { email: change.email, email_validated: false }
          : { email_validated: false }
        : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, user.id));
  if (!emailChanged) return { email_validation_sent: false };
  const person = { ...user, ...change, email: invitedOnly ? change.email : user.email };
  if (taken && quietTaken) {
    // The pending change shows as for a free address; its link is never sent, so it cannot complete.
    await createOneTimeToken(tx, user.id, 'EmailChange', change.email);
    await sendAddressInUseNotice(ctx, tx, taken, quietTaken.tenantName);
  } else if (invitedOnly) await sendPasswordLink(ctx, tx, person, 'invite');
  else await sendEmailChangeLink(ctx, tx, person, change.email);
  return { email_validation_sent: true };
}

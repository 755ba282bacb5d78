/** A change of a user's own account data (name, salutation, disabled, e-mail), shared by both profile saves. */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { endUserSessions } from '../../http/active-user';
import { badRequest } from '../../http/app-error';
import { sendEmailChangeLink, sendPasswordLink } from '../auth/public';
import { USER_ERRORS } from './user-errors';
import type { UserRow } from './user-queries';

export interface AccountChange {
  email: string;
  salutation: string;
  forename: string;
  lastname: string;
  disabled: boolean;
}

/** The names of the account's fields the change changes (never their values), for the audit trail. */
export function changedAccountFields(change: AccountChange, user: UserRow): string[] {
  const fields: string[] = [];
  if (change.email !== user.email) fields.push('email');
  if (change.salutation !== user.salutation) fields.push('salutation');
  if ((change.forename || null) !== user.forename) fields.push('forename');
  if (change.lastname !== user.lastname) fields.push('lastname');
  if (change.disabled !== user.disabled) fields.push('disabled');
  return fields;
}

/**
 * Refuses an address that another account has, at once. Only a super admin is told whose it is; anyone
 * else learns no more than that it is taken.
 */
async function assertEmailFree(tx: Tx, email: string, tellOwner: boolean): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id, forename: users.forename, lastname: users.lastname })
    .from(users)
    .where(eq(users.email, email));
  if (!taken) return;
  if (!tellOwner) throw USER_ERRORS.emailTaken();
  const name = [taken.forename, taken.lastname].filter(Boolean).join(' ');
  throw badRequest(`Diese E-Mail-Adresse gehört bereits zum Benutzer „${name}“ (ID ${taken.id}).`, 'email');
}

/**
 * Applies name, salutation, disabled and e-mail changes to a user. A new e-mail does not replace the old
 * one: the change waits beside the account (the EmailChange link mailed to the new address holds it), the
 * old address keeps working, and the new one replaces it only when its link is opened. A user who never
 * set a password just gets the invitation again at the corrected address. An address that another
 * account has is refused at once (the super admin, `tellOwner`, is told whose).
 */
export async function applyAccountChange(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  change: AccountChange,
  { tellOwner }: { tellOwner: boolean },
): Promise<{ email_validation_sent: boolean }> {
  const emailChanged = change.email !== user.email;
  const invitedOnly = user.password_hash === null;
  if (emailChanged) await assertEmailFree(tx, change.email, tellOwner);
  await tx
    .update(users)
    .set({
      salutation: change.salutation,
      forename: change.forename || null,
      lastname: change.lastname,
      disabled: change.disabled,
      ...(emailChanged && invitedOnly ? { email: change.email, email_validated: false } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(users.id, user.id));
  // A lock ends the user's sessions (re-enabling must not revive old tokens), and so does the
  // address of an account nobody has used yet.
  if (change.disabled !== user.disabled || (emailChanged && invitedOnly))
    await endUserSessions(ctx, tx, user.id);
  if (!emailChanged) return { email_validation_sent: false };
  if (invitedOnly) await sendPasswordLink(ctx, tx, { ...user, ...change }, 'invite');
  else await sendEmailChangeLink(ctx, tx, { ...user, ...change, email: user.email }, change.email);
  return { email_validation_sent: true };
}

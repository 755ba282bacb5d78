/**
 * The user behind a session token, re-read per request, and why a user may not work right now. In http/
 * because the authenticate guard needs it; the auth feature's login uses the same refusals.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { endedSessions, users } from '../db/schema/index';
import { AppError } from './app-error';
import type { AuthUser } from './request-context';
import type { SessionClaims } from './tokens';

/** Why a user who proved who they are (password or token) may still not work. */
export const USER_REFUSALS = {
  disabled: new AppError(
    403,
    'USER_DISABLED',
    'Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an Ihre Organisation.',
  ),
  emailNotValidated: new AppError(
    403,
    'EMAIL_NOT_VALIDATED',
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen gesendet haben.',
  ),
  resetPending: new AppError(
    403,
    'PASSWORD_RESET_PENDING',
    'Ihr Passwort wurde zurückgesetzt. Bitte legen Sie über den Link in der E-Mail ein neues Passwort fest.',
  ),
} as const;

type UserRow = typeof users.$inferSelect;

/** Why a user may not work right now, or null when they may. */
export function refusalOf(user: UserRow): AppError | null {
  if (user.disabled) return USER_REFUSALS.disabled;
  if (user.must_reset_password) return USER_REFUSALS.resetPending;
  if (!user.email_validated) return USER_REFUSALS.emailNotValidated;
  return null;
}

const toAuthUser = (u: UserRow): AuthUser => ({
  id: u.id,
  email: u.email,
  salutation: u.salutation,
  forename: u.forename,
  lastname: u.lastname,
  is_super_admin: u.is_super_admin,
  can_invoice: u.can_invoice,
  can_report: u.can_report,
});

export const SESSION_ENDED = () =>
  new AppError(401, 'UNAUTHORIZED', 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');

/**
 * The user behind a valid token, if they may still work; otherwise a 401 with the reason. A token of an
 * older token version (password or e-mail changed, password reset, disabled since) or of a session that
 * was logged out has ended.
 */
/** The `users` change that ends every session of the user: their tokens carry the version before it. */
export const endEverySession = () => ({ token_version: sql<number>`${users.token_version} + 1` });

export async function findActiveUser(db: Db, claims: SessionClaims): Promise<AuthUser> {
  const [row] = await db
    .select({
      user: users,
      ended: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.session_id} = ${claims.sessionId})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  const user = row?.user;
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
  const refusal = refusalOf(user);
  if (refusal) throw new AppError(401, refusal.code, refusal.message);
  if (user.token_version !== claims.tokenVersion || row.ended) throw SESSION_ENDED();
  return toAuthUser(user);
}

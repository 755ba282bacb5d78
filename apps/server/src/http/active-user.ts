/**
 * The user behind a session token, re-read per request, and why a user may not work right now. In http/
 * because the authenticate guard needs it; the auth feature's login uses the same refusals.
 */
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { staffSessions, users } from '../db/schema/index';
import { AppError } from './app-error';
import type { AuthUser } from './request-context';
import type { LiveSession, SessionCache } from './session-cache';
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

/** The per-request check's cache of this instance (http/session-cache.ts). */
export type StaffSessionCache = SessionCache<AuthUser>;

/** What the check and the code that ends sessions need. */
export interface SessionCheck {
  db: Db;
  sessions: StaffSessionCache;
}

/** The writing transaction's id, as the change signal names it (migration session_change_signal). */
export const TXID = sql<string>`txid_current()::text`;

/**
 * Ends every session of the user, at once on every instance: their tokens carry the token version before
 * the bump, and their session rows are marked ended (the device list shows them gone). `keep` names the
 * session that goes on (an own password change). Answers the new token version.
 */
export async function endUserSessions(
  ctx: Pick<SessionCheck, 'sessions'>,
  db: Db | Tx,
  userId: number,
  keep?: string,
): Promise<number> {
  const [user] = await db
    .update(users)
    .set({ token_version: sql<number>`${users.token_version} + 1` })
    .where(eq(users.id, userId))
    .returning({ token_version: users.token_version, txid: TXID });
  if (user) ctx.sessions.hold(userId, user.txid);
  await db
    .update(staffSessions)
    .set({ ended_at: sql`now()` })
    .where(
      and(
        eq(staffSessions.user_id, userId),
        isNull(staffSessions.ended_at),
        keep === undefined ? undefined : ne(staffSessions.id, keep),
      ),
    );
  return user?.token_version ?? 0;
}

/** How often a session's last_seen_at is written at most: one cheap conditional update a minute. */
const SEEN_EVERY_SECONDS = 60;

/**
 * Seconds until the session's expiry and since it was last seen, if its row is not ended: a scalar
 * subquery of the user query (cheaper to plan than a join; `s.user_id` binds the row to the token's user).
 */
const sessionTimes = (sessionId: string) => sql<(number | string)[] | null>`(
  select array[extract(epoch from s.expires_at - now()), extract(epoch from now() - s.last_seen_at)]::float8[]
  from ${staffSessions} s
  where s.id = ${sessionId} and s.user_id = ${sql.identifier('users')}.${sql.identifier('id')} and s.ended_at is null
)`;

/** User and session row in one query: the live session, or the 401 that refuses it. */
async function loadSession(db: Db, claims: SessionClaims): Promise<LiveSession<AuthUser>> {
  const at = Date.now();
  const [row] = await db
    .select({ user: users, times: sessionTimes(claims.sessionId) })
    .from(users)
    .where(eq(users.id, claims.userId));
  const user = row?.user;
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');
  const refusal = refusalOf(user);
  if (refusal) throw new AppError(401, refusal.code, refusal.message);
  const [left, seenAgo] = (row.times ?? []).map(Number);
  if (left === undefined || seenAgo === undefined || !(left > 0)) throw SESSION_ENDED();
  return {
    userId: user.id,
    user: toAuthUser(user),
    tokenVersion: user.token_version,
    expiresAt: at + left * 1000,
    seenAt: at - seenAgo * 1000,
  };
}

/**
 * The user behind a valid token, if they may still work; otherwise a 401 with the reason. A token of an
 * older token version (password or e-mail changed, password reset, disabled since) or of a session whose
 * row is ended (logout, 'Überall abmelden') or past its expiry has ended. User and session are read in
 * one query, or taken from this instance's cache (http/session-cache.ts).
 */
export async function findActiveUser(
  { db, sessions }: SessionCheck,
  claims: SessionClaims,
): Promise<AuthUser> {
  const load = () => loadSession(db, claims);
  let session = await sessions.read(claims.sessionId, claims.userId, load);
  // A token newer than what is held (just issued on another instance): the message is still on its way.
  if (session.tokenVersion < claims.tokenVersion) session = await load();
  const at = Date.now();
  if (session.tokenVersion !== claims.tokenVersion || session.expiresAt <= at) throw SESSION_ENDED();
  if (at - session.seenAt >= SEEN_EVERY_SECONDS * 1000) {
    session.seenAt = at;
    await markSeen(db, claims.sessionId);
  }
  return session.user;
}

/** last_seen_at = now, unless another request of the session wrote it within the last minute. */
async function markSeen(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ last_seen_at: sql`now()` })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        lt(staffSessions.last_seen_at, sql`now() - ${sql.raw(`interval '${SEEN_EVERY_SECONDS} seconds'`)}`),
      ),
    );
}

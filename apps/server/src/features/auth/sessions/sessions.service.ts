/**
 * Server-side staff sessions (docs/product.md#behaviour session): one staff_sessions row per sign-in,
 * named by its tokens' `sid`. Every request checks the row (http/active-user.ts); a logout, 'Überall
 * abmelden' or a reused refresh token ends it at once, on every instance.
 */
import type { RefreshResponse } from '@ausweis/shared/schemas/auth';
import type { StaffSession } from '@ausweis/shared/schemas/auth-sessions';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { staffSessions, users } from '../../../db/schema/index';
import {
  endUserSessions,
  refusalOf,
  SESSION_ENDED,
  type SessionCheck,
  TXID,
} from '../../../http/active-user';
import { AppError, notFound } from '../../../http/app-error';
import { newSessionId, type SessionClaims } from '../../../http/tokens';
import { deviceName, ipPrefix } from '../../../platform/device';
import { appendOwnEvent, type TrailOrigin } from '../account-trail';
import type { SignIn } from '../sign-in';
import { makeRefreshToken, readRefreshToken } from './refresh-token';

type Ctx = Pick<AppContext, 'db' | 'tokens' | 'config' | 'sessions'>;

/** Two tabs of one browser may spend the same refresh token at once: the later one within this gets the pair again. */
const RACE_GRACE = sql`interval '30 seconds'`;

const REFRESH_REUSED = () =>
  new AppError(
    401,
    'SESSION_ENDED_REUSE',
    'Ihre Sitzung wurde zur Sicherheit beendet, weil ein bereits verwendeter Anmeldeschlüssel erneut benutzt wurde. Bitte melden Sie sich erneut an.',
  );

/** Rows of sessions that ended by expiry more than a day ago: nothing refers to them any more. */
async function dropOldSessions(db: Db): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expires_at, sql`now() - interval '1 day'`));
}

/** An access token of the session (its login time kept; 401 once the session is over). */
export async function issueToken(ctx: Pick<AppContext, 'tokens'>, claims: SessionClaims) {
  const issued = await ctx.tokens.sign(claims);
  if (!issued) throw SESSION_ENDED();
  return { token: issued.token, jwt_token_duration_minutes: issued.minutes };
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A new session's row and its first tokens. */
export async function startSession(
  ctx: Ctx,
  user: { id: number; token_version: number },
  signIn: SignIn,
  /** Runs in the transaction that opens the session (its audit trail event). */
  opened?: (tx: Tx, sessionId: string) => Promise<void>,
): Promise<RefreshResponse> {
  await dropOldSessions(ctx.db);
  const loginAt = Math.floor(Date.now() / 1000);
  const sessionId = newSessionId();
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, sessionId, user.id, signIn, loginAt, ctx.tokens.sessionMaxHours);
    await opened?.(tx, sessionId);
  });
  const access = await issueToken(ctx, {
    userId: user.id,
    tokenVersion: user.token_version,
    loginAt,
    sessionId,
  });
  return { ...access, refresh_token: makeRefreshToken(ctx.config.jwtSecret, { sessionId, counter: 0 }) };
}

async function insertSession(
  tx: Tx,
  sessionId: string,
  userId: number,
  signIn: SignIn,
  loginAt: number,
  maxHours: number,
) {
  await tx.insert(staffSessions).values({
    id: sessionId,
    user_id: userId,
    device: deviceName(signIn.userAgent),
    ip_prefix: ipPrefix(signIn.ip),
    sign_in_method: signIn.method,
    created_at: isoOf(loginAt),
    last_seen_at: isoOf(loginAt),
    expires_at: isoOf(loginAt + maxHours * 3600),
  });
}

/** The session of a refresh token with its user, as the refresh needs them. */
async function sessionWithUser(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      user: users,
      counter: staffSessions.refresh_counter,
      loginAt: sql<number>`floor(extract(epoch from ${staffSessions.created_at}))::int`,
      live: sql<boolean>`${staffSessions.ended_at} is null and ${staffSessions.expires_at} > now()`,
      inGrace: sql<boolean>`coalesce(${staffSessions.refreshed_at} > now() - ${RACE_GRACE}, false)`,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.user_id))
    .where(eq(staffSessions.id, sessionId));
  return row;
}

/** Marks one session ended (a reuse, a logout); true when it was the user's. */
async function endOne(
  ctx: Pick<SessionCheck, 'sessions'>,
  db: Db | Tx,
  sessionId: string,
  userId?: number,
): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ ended_at: sql`coalesce(${staffSessions.ended_at}, now())` })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        userId === undefined ? undefined : eq(staffSessions.user_id, userId),
      ),
    )
    .returning({ user_id: staffSessions.user_id, txid: TXID });
  for (const row of rows) ctx.sessions.hold(row.user_id, row.txid);
  return rows.length > 0;
}

/**
 * Spends a refresh token: the current one moves the counter on (atomically, so one of two concurrent
 * uses wins) and answers a new access token with the next refresh token. The one just before it,
 * within RACE_GRACE of that move, answers the current pair again (two tabs refreshing together); any
 * older one is a reuse, a sign of a stolen token, and ends the session. No refresh reaches past the
 * session's expiry, nor passes an ended session or a user who may no longer work.
 */
export async function refreshSession(ctx: Ctx, refreshToken: string): Promise<RefreshResponse> {
  const claims = readRefreshToken(ctx.config.jwtSecret, refreshToken);
  if (!claims) throw SESSION_ENDED();
  const row = await sessionWithUser(ctx.db, claims.sessionId);
  if (!row?.live) throw SESSION_ENDED();
  const refusal = refusalOf(row.user);
  if (refusal) throw new AppError(401, refusal.code, refusal.message);
  let counter = row.counter;
  if (claims.counter === counter) {
    const [moved] = await ctx.db
      .update(staffSessions)
      .set({ refresh_counter: counter + 1, refreshed_at: sql`now()`, last_seen_at: sql`now()` })
      .where(and(eq(staffSessions.id, claims.sessionId), eq(staffSessions.refresh_counter, counter)))
      .returning({ counter: staffSessions.refresh_counter });
    // Another request spent it first: read again, where the grace for the previous token applies.
    if (!moved) return refreshSession(ctx, refreshToken);
    counter = moved.counter;
  } else if (claims.counter > counter || !(claims.counter === counter - 1 && row.inGrace)) {
    await endOne(ctx, ctx.db, claims.sessionId);
    throw REFRESH_REUSED();
  }
  const access = await issueToken(ctx, {
    userId: row.user.id,
    tokenVersion: row.user.token_version,
    loginAt: row.loginAt,
    sessionId: claims.sessionId,
  });
  return {
    ...access,
    refresh_token: makeRefreshToken(ctx.config.jwtSecret, { sessionId: claims.sessionId, counter }),
  };
}

/** Logout: the session's row is ended, so its tokens and refresh token are refused from now on. */
export async function endCurrentSession(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  session: SessionClaims,
  origin: TrailOrigin,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await endOne(ctx, tx, session.sessionId, session.userId))
      await appendOwnEvent(tx, session.userId, origin, SIGNED_OUT);
  });
  await dropOldSessions(ctx.db);
}

const SIGNED_OUT = { action: 'sign_out.done' } as const;

/** The own sessions that have not ended, the most recently seen first; this request's one marked. */
export async function listOwnSessions(
  ctx: Pick<AppContext, 'db'>,
  session: SessionClaims,
): Promise<StaffSession[]> {
  const rows = await ctx.db
    .select({
      id: staffSessions.id,
      device: staffSessions.device,
      ip_prefix: staffSessions.ip_prefix,
      sign_in_method: staffSessions.sign_in_method,
      created_at: staffSessions.created_at,
      last_seen_at: staffSessions.last_seen_at,
    })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.user_id, session.userId),
        isNull(staffSessions.ended_at),
        gt(staffSessions.expires_at, sql`now()`),
      ),
    )
    .orderBy(desc(staffSessions.last_seen_at), desc(staffSessions.created_at));
  return rows.map((r) => ({ ...r, current: r.id === session.sessionId }));
}

/** Ends one own session; someone else's, or one that does not exist, is not found. */
export async function endOwnSession(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  session: SessionClaims,
  sessionId: string,
  origin: TrailOrigin,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await endOne(ctx, tx, sessionId, session.userId)))
      throw notFound('Diese Anmeldung gibt es nicht (mehr). Bitte laden Sie die Liste neu.');
    await appendOwnEvent(tx, session.userId, origin, SIGNED_OUT);
  });
}

/** 'Überall abmelden': every own session ends, this one included. */
export async function endAllOwnSessions(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  session: SessionClaims,
  origin: TrailOrigin,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await endUserSessions(ctx, tx, session.userId);
    await appendOwnEvent(tx, session.userId, origin, SIGNED_OUT);
  });
}

/**
 * The login throttling of login-limiter.ts with its counters in PostgreSQL (issue 13), so the limits
 * hold across all instances on the database. Same rules as the memory limiter; it uses the rate limit
 * counters table: per address a one-minute window, per account the failures with
 * `expires_at` = last failure + the time after which failures are forgotten.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { countRequest } from '../http/rate-limit-store';
import {
  accountOf,
  assertAccountMayTry,
  forgetFailuresAfterMs,
  type LoginLimiter,
  type LoginLimits,
  tooManyFromAddress,
} from './login-limiter';

const MINUTE_MS = 60_000;

export const loginAddressKey = (namespace: string, ip: string) => `${namespace}login-address:${ip}`;
/** The account's counter: the e-mail address hashed, so the table holds no address (typed or real). */
export const loginAccountKey = (namespace: string, email: string) =>
  `${namespace}login-account:${createHash('sha256').update(accountOf(email)).digest('hex')}`;

/**
 * The account's row, locked until the transaction ends, so parallel tries see each other's failures.
 * clock_timestamp(), not now(): now() is when the transaction began, which may be before the failure
 * that a waiting try sees once it holds the lock.
 */
async function lockAccount(tx: Tx, key: string, forgetMs: number) {
  const forgetUntil = sql`clock_timestamp() + ${forgetMs} * interval '1 millisecond'`;
  await tx.insert(rateLimitCounters).values({ key, count: 0, expires_at: forgetUntil }).onConflictDoNothing();
  const [row] = await tx
    .select({
      failures: sql<number>`case when ${rateLimitCounters.expires_at} <= clock_timestamp() then 0 else ${rateLimitCounters.count} end`,
      // Milliseconds since the last failure, on the database clock.
      sinceLastMs: sql<number>`greatest(0, ${forgetMs} - extract(epoch from (${rateLimitCounters.expires_at} - clock_timestamp())) * 1000)::float8`,
    })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key))
    .for('update');
  if (!row) throw new Error('login account counter missing after insert');
  return { failures: Number(row.failures), sinceLastMs: Number(row.sinceLastMs) };
}

/**
 * Runs the work for one key after the earlier work for it in this process: tries on one account are
 * decided in the order they arrived, as in the memory limiter (the database's row lock alone would let
 * a later try win the race).
 */
function inArrivalOrder() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const next = (running.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    running.set(key, next);
    const forget = () => {
      if (running.get(key) === next) running.delete(key);
    };
    next.then(forget, forget);
    return next;
  };
}

/** `namespace` prefixes the keys (test apps on one database keep apart with it; empty in production). */
export function createPostgresLoginLimiter(db: Db, limits: LoginLimits, namespace = ''): LoginLimiter {
  const forgetMs = forgetFailuresAfterMs(limits);
  const queue = inArrivalOrder();
  const admitInTransaction = (ip: string, accountKey: string) =>
    db.transaction(async (tx) => {
      const { failures, sinceLastMs } = await lockAccount(tx, accountKey, forgetMs);
      assertAccountMayTry(failures, sinceLastMs, limits);
      // Refusing rolls this count back, so refused tries do not count, as in the memory limiter.
      const address = await countRequest(tx, loginAddressKey(namespace, ip), MINUTE_MS);
      if (address.current > limits.ipPerMinute)
        throw tooManyFromAddress(Math.max(1, Math.ceil(address.ttl / 1000)));
      await tx
        .update(rateLimitCounters)
        .set({
          count: failures + 1,
          expires_at: sql`clock_timestamp() + ${forgetMs} * interval '1 millisecond'`,
        })
        .where(eq(rateLimitCounters.key, accountKey));
    });
  return {
    admit(ip, email) {
      const accountKey = loginAccountKey(namespace, email);
      return queue(accountKey, () => admitInTransaction(ip, accountKey));
    },
    async succeeded(email) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, loginAccountKey(namespace, email)));
    },
  };
}

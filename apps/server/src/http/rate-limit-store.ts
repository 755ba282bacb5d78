/**
 * A PostgreSQL store for @fastify/rate-limit: every instance on the database counts into
 * the same window, so a limit holds with one instance or ten. The plugin's memory store stays for
 * PGlite, where there is only one process.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Counter = { current: number; ttl: number };
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** How often one process deletes counters whose window has passed (they are reset on use anyway). */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

/** Milliseconds until the window ends, measured on the database clock (the instances' clocks may differ). */
const remainingMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.expires_at} - now())) * 1000))::float8`;

/**
 * One request more in the window of `key`: a single atomic upsert, so parallel requests on any
 * instance never lose a count. A window that has passed starts again at 1.
 */
export async function countRequest(db: Db, key: string, timeWindowMs: number): Promise<Counter> {
  const windowEnd = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitCounters.expires_at} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, expires_at: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${rateLimitCounters.expires_at} end`,
      },
    })
    .returning({ current: rateLimitCounters.count, ttl: remainingMs });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.current, ttl: Number(row.ttl) };
}

/** The count of `key` without counting (the plugin's `{ increment: false }`); 0 when no window runs. */
export async function readCounter(db: Db, key: string): Promise<Counter> {
  const [row] = await db
    .select({ current: rateLimitCounters.count, ttl: remainingMs })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expires_at, sql`now()`)));
  return row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes the counters whose window has passed; returns how many. */
export async function deleteExpiredCounters(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.expires_at, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/** The key prefix of a route, like the plugin's Redis store: method and URL. */
const routePrefix = (options: ChildOptions) => {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return route?.url ? `${String(route.method)}${String(route.url)}-` : 'manual-';
};

/**
 * The store class for the plugin's `store` option (the plugin constructs it itself, so the class
 * closes over the database; `namespace` keeps test apps apart). Fixed windows only: `continueExceeding` and `exponentialBackoff` are
 * refused instead of silently counting differently from the memory store.
 */
export function postgresRateLimitStore(db: Db, namespace = ''): FastifyRateLimitStoreCtor {
  let lastCleanup = Date.now();

  // Now and then, not on every request: expired rows are harmless (the upsert resets them) but pile up.
  const cleanUpSometimes = () => {
    if (Date.now() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = Date.now();
    deleteExpiredCounters(db).catch(() => undefined);
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: RateLimitOptions,
      private readonly prefix = `${namespace}global-`,
    ) {
      if (options.continueExceeding || options.exponentialBackoff)
        throw new Error('The PostgreSQL rate limit store counts fixed windows only');
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      countRequest(db, this.prefix + key, timeWindow).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
      cleanUpSometimes();
    }

    read(key: string, callback: Callback) {
      readCounter(db, this.prefix + key).then(
        (counter) => callback(null, counter),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: ChildOptions) {
      return new PostgresRateLimitStore(
        routeOptions as RateLimitOptions,
        namespace + routePrefix(routeOptions),
      );
    }
  }

  return PostgresRateLimitStore;
}

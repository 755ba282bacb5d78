/**
 * Counts wrong card-app logins per client address in a fixed one-minute window. Only wrong tries count:
 * many holders behind one school network refreshing their cards must not lock each other out, while
 * guessing activation codes stops after a few tries. On PostgreSQL the count is shared by all
 * instances (rate_limit_counters, like the other limits); with PGlite (one process) it is in memory.
 */
import type { Database, Db } from '../db/client';
import { countRequest, readCounter } from '../http/rate-limit-store';

const WINDOW_MS = 60_000;
/** Above this many tracked addresses, expired windows are swept on the next wrong try. */
const SWEEP_ABOVE = 10_000;

export interface WrongCodeLimit {
  /** True while this address has used up its wrong tries in the current window. */
  blocked(ip: string): Promise<boolean>;
  /** Counts one wrong try of this address. */
  record(ip: string): Promise<void>;
}

/** The limit in this process's memory. */
export function wrongCodeLimit(maxPerMinute: number, now: () => number = Date.now): WrongCodeLimit {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (ip: string) => {
    const w = windows.get(ip);
    if (w && w.resetAt <= now()) {
      windows.delete(ip);
      return undefined;
    }
    return w;
  };
  return {
    blocked: async (ip) => (current(ip)?.count ?? 0) >= maxPerMinute,
    async record(ip) {
      const w = current(ip);
      if (w) {
        w.count += 1;
        return;
      }
      if (windows.size > SWEEP_ABOVE) {
        const t = now();
        for (const [key, value] of windows) if (value.resetAt <= t) windows.delete(key);
      }
      windows.set(ip, { count: 1, resetAt: now() + WINDOW_MS });
    },
  };
}

/** The limit counted in PostgreSQL, shared by every instance on the database. */
export function postgresWrongCodeLimit(db: Db, maxPerMinute: number, namespace = ''): WrongCodeLimit {
  const key = (ip: string) => `${namespace}card-app-wrong-code:${ip}`;
  return {
    blocked: async (ip) => (await readCounter(db, key(ip))).current >= maxPerMinute,
    async record(ip) {
      await countRequest(db, key(ip), WINDOW_MS);
    },
  };
}

/** Which limit an app gets: shared on PostgreSQL, in memory with PGlite. */
export const createWrongCodeLimit = (database: Database, maxPerMinute: number, namespace: string) =>
  database.kind === 'postgres'
    ? postgresWrongCodeLimit(database.db, maxPerMinute, namespace)
    : wrongCodeLimit(maxPerMinute);

/**
 * Tries per key in a fixed window, counted in PostgreSQL (rate_limit_counters, like the other limits)
 * and so shared by every instance on the database. Each try counts before it is checked, so parallel
 * tries cannot slip past the limit; a success forgets the key's count.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import type { RetryLaterError } from '../http/app-error';
import { countRequest } from '../http/rate-limit-store';

export interface AttemptLimit {
  /** Counts one try of `key`; throws the limit's 429 once the window's tries are used up. */
  attempt(key: string): Promise<void>;
  /** The try succeeded: the key's count is forgotten. */
  succeeded(key: string): Promise<void>;
}

export interface AttemptLimits {
  /** Tries per window. */
  max: number;
  windowMs: number;
  /** Names the counters ('second-factor'). */
  name: string;
  /** The refusal, given the seconds until the window ends. */
  refusal: (seconds: number) => RetryLaterError;
}

/** `namespace` prefixes the keys (test apps on one database keep apart with it; empty in production). */
export function createAttemptLimit(db: Db, limits: AttemptLimits, namespace = ''): AttemptLimit {
  const counter = (key: string) => `${namespace}${limits.name}:${key}`;
  return {
    async attempt(key) {
      const { current, ttl } = await countRequest(db, counter(key), limits.windowMs);
      if (current > limits.max) throw limits.refusal(Math.max(1, Math.ceil(ttl / 1000)));
    },
    async succeeded(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counter(key)));
    },
  };
}

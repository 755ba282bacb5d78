import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './timestamps';

/**
 * Request counters of the rate limits on PostgreSQL: one row per route and client key, so
 * every instance on the database counts into the same window. Rows whose window has passed are reset
 * by the next request or deleted now and then (http/rate-limit-store.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expires_at: tstz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expires_at)],
);

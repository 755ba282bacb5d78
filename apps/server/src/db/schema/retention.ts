/** The retention job's runs: when each ran and how many rows each of its rules handled (no ids, no names). */
import { jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { tstz } from './timestamps';

export const retentionRuns = pgTable('retention_runs', {
  id: serial('id').primaryKey(),
  started_at: tstz('started_at').notNull(),
  ended_at: tstz('ended_at').notNull(),
  /** Rows handled per rule, e.g. { anonymised: 3, printExports: 1 } (RetentionCounts). */
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
});

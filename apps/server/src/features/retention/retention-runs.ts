/**
 * The retention job's runs as a record: when each ran and what it deleted (counts only), so that a
 * school's 'Datenschutz' section shows that its deletion periods are kept.
 */
import { RETENTION_RUNS_SHOWN, type RetentionRun } from '@ausweis/shared/schemas/privacy';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retentionRuns } from '../../db/schema/index';

/** Records one run that started at `startedAt` and ends now. */
export async function recordRetentionRun(
  db: Db,
  startedAt: Date,
  counts: Record<string, number>,
): Promise<void> {
  await db
    .insert(retentionRuns)
    .values({ started_at: startedAt.toISOString(), ended_at: new Date().toISOString(), counts });
}

/** The last runs, newest first. */
export const lastRetentionRuns = (db: Db): Promise<RetentionRun[]> =>
  db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(RETENTION_RUNS_SHOWN);

/**
 * The rows of exports built by jobs (print exports, card exports; columns in schema/export-jobs.ts):
 * claiming one for an attempt and failing one for good. Both remove the file an attempt noted on the
 * row but never committed (it died in between), which nothing else would ever find.
 * Across tenants: a job names its export by id; the caller scopes what it does with the row.
 */
import type { ExportJob } from '@ausweis/shared/schemas/export-jobs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../http/app-error';
import { type FileStore, removeQuietly, type StoredStream } from '../platform/file-store';
import type { Db } from './client';
import type { cardExports, printExports } from './schema/index';

type ExportTable = typeof printExports | typeof cardExports;
type ExportRow = ExportTable['$inferSelect'];

const DAY_MS = 86_400_000;

/** What the pages show of an export row; its file is kept `keepDays` from the start. */
export function exportJobOf(r: ExportRow, keepDays: number): ExportJob {
  const hasFile = r.status === 'done' && r.path !== null;
  return {
    id: r.id,
    status: r.status,
    total: r.total,
    done: r.done,
    filename: hasFile ? r.filename : null,
    size: hasFile ? r.size : null,
    error: r.error,
    created_at: r.created_at,
    finished_at: r.finished_at,
    expires_at: hasFile ? new Date(new Date(r.created_at).getTime() + keepDays * DAY_MS).toISOString() : null,
  };
}

/** The finished export's file, streamed from the store; `gone` (a German 404) when it is not there. */
export async function streamExportFile(
  files: FileStore,
  r: ExportRow,
  gone: string,
): Promise<StoredStream & { filename: string }> {
  if (r.status !== 'done' || !r.path || !r.filename) throw notFound(gone);
  const file = await files.stream(r.path).catch(() => {
    throw notFound(gone);
  });
  return { ...file, filename: r.filename };
}

/** One attempt at building an export: the row and the job's attempt number. */
export interface ExportAttempt {
  id: number;
  attempt: number;
}

/** The row while this attempt owns it: running, and no later attempt took it over. */
export const ownedBy = (t: ExportTable, run: ExportAttempt) =>
  and(eq(t.id, run.id), eq(t.status, 'running'), eq(t.attempt, run.attempt));

const unfinished = (t: ExportTable, id: number) =>
  and(eq(t.id, id), inArray(t.status, ['queued', 'running']));

/** Takes the unfinished export for this attempt (running, progress reset); null when done or gone. */
export async function claimExport<T extends ExportTable>(
  db: Db,
  files: FileStore,
  t: T,
  id: number,
  attempt: number,
): Promise<T['$inferSelect'] | null> {
  const table = t as typeof printExports;
  const [before] = await db.select({ path: table.path }).from(table).where(unfinished(t, id));
  const [row] = await db
    .update(table)
    .set({ status: 'running', done: 0, attempt, path: null })
    .where(unfinished(t, id))
    .returning();
  if (before?.path) await removeQuietly(files, [before.path]);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Marks the unfinished export failed for good (the dead-letter worker) and removes its noted file. */
export async function failExport(db: Db, files: FileStore, t: ExportTable, id: number, error: string) {
  const table = t as typeof printExports;
  const [before] = await db.select({ path: table.path }).from(table).where(unfinished(t, id));
  await db
    .update(table)
    .set({ status: 'failed', error, path: null, finished_at: sql`now()` })
    .where(unfinished(t, id));
  if (before?.path) await removeQuietly(files, [before.path]);
}

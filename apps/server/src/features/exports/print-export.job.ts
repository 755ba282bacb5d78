/**
 * The print export as a job (issue 13): any instance builds the zip of a print_exports row (Excel list
 * and print PDF, with the cards drawn so far as its progress), stores it in the file store and, in one
 * transaction with the row's 'done', marks exactly the orders in the file exported. An instance that
 * dies midway marked nothing: its job's heartbeat stops, and another instance builds the file anew.
 * A retried job of a finished export does nothing, so no card is printed twice.
 */
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printExports } from '../../db/schema/index';
import { removeQuietly } from '../../platform/file-store';
import { type JobRun, jobQueue } from '../../platform/jobs';
import { buildExportZip } from './export-files';
import { markExported, printableRecords } from './exports.service';

export const PRINT_EXPORT_QUEUE = jobQueue<{ exportId: number }>('print-export', {
  retryLimit: 3,
  retryDelay: 10,
  // A worker that stops beating for this long is taken for dead, and the job goes to another.
  heartbeatSeconds: 15,
  expireInSeconds: 4 * 60 * 60,
});

/** Where finished exports lie in the file store. */
export const PRINT_EXPORT_FOLDER = 'exports';

/** How often the file is rebuilt when another export took some of its orders meanwhile. */
const MARK_ATTEMPTS = 3;
/** The progress is written at most this often (each write is a row update). */
const PROGRESS_EVERY_MS = 500;

type Ctx = AppContext;

/** This instance builds print exports, one at a time (drawing cards takes a core). */
export function workPrintExports(ctx: Ctx): Promise<void> {
  return ctx.jobs.work(PRINT_EXPORT_QUEUE, (job) => buildPrintExport(ctx, job));
}

async function buildPrintExport(ctx: Ctx, job: JobRun<{ exportId: number }>): Promise<void> {
  const { exportId } = job.data;
  const [run] = await ctx.db
    .update(printExports)
    .set({ status: 'running', done: 0 })
    .where(and(eq(printExports.id, exportId), inArray(printExports.status, ['queued', 'running'])))
    .returning();
  if (!run) return; // finished already (a retried job) or gone
  try {
    await buildAndMark(ctx, exportId, run.order_ids, run.include_exported, run.dont_export);
  } catch (err) {
    ctx.log.error({ err, exportId, attempt: job.retryCount + 1 }, 'print export failed');
    if (job.lastAttempt) await finish(ctx, exportId, { status: 'failed', error: EXPORT_TEXTS.failed });
    throw err;
  }
}

async function buildAndMark(
  ctx: Ctx,
  exportId: number,
  orderIds: number[],
  includeExported: boolean,
  dontExport: boolean,
): Promise<void> {
  let ids = orderIds;
  for (let attempt = 0; attempt < MARK_ATTEMPTS; attempt++) {
    const recs = await printableRecords(ctx.db, ids, includeExported);
    if (recs.length === 0) return finish(ctx, exportId, { status: 'failed', error: EXPORT_TEXTS.nothing });
    await ctx.db
      .update(printExports)
      .set({ total: recs.length, done: 0 })
      .where(eq(printExports.id, exportId));
    const zip = await buildExportZip(ctx, recs, progressOf(ctx, exportId));
    const saved = await ctx.files.saveFile(PRINT_EXPORT_FOLDER, zip.path, 'zip').finally(() => zip.remove());
    const file = { path: saved.path, size: saved.size, filename: zip.filename };
    const stillPrintable = await ctx.db
      .transaction(async (tx) => {
        const left = dontExport
          ? null
          : await markExported(
              tx,
              recs.map((r) => r.order.id),
              includeExported,
            );
        if (left === null)
          await tx.update(printExports).set(doneWith(file, recs.length)).where(eq(printExports.id, exportId));
        return left;
      })
      .catch(async (err: unknown) => {
        await removeQuietly(ctx.files, [file.path]);
        throw err;
      });
    if (stillPrintable === null) return;
    await removeQuietly(ctx.files, [file.path]);
    ids = stillPrintable;
  }
  await finish(ctx, exportId, { status: 'failed', error: EXPORT_TEXTS.busy });
}

const doneWith = (file: { path: string; size: number; filename: string }, cards: number) => ({
  status: 'done' as const,
  path: file.path,
  size: file.size,
  filename: file.filename,
  total: cards,
  done: cards,
  finished_at: sql`now()`,
});

function finish(ctx: Ctx, exportId: number, outcome: { status: 'failed'; error: string }): Promise<void> {
  return ctx.db
    .update(printExports)
    .set({ ...outcome, finished_at: sql`now()` })
    .where(eq(printExports.id, exportId))
    .then(() => undefined);
}

/** Writes the cards drawn so far, at most every PROGRESS_EVERY_MS (never two writes at once). */
function progressOf(ctx: Ctx, exportId: number): (done: number) => void {
  let last = 0;
  let writing = false;
  return (done) => {
    const now = Date.now();
    if (writing || now - last < PROGRESS_EVERY_MS) return;
    last = now;
    writing = true;
    void ctx.db
      .update(printExports)
      .set({ done })
      // Not after the end: a late write must not undo the final count.
      .where(and(eq(printExports.id, exportId), eq(printExports.status, 'running')))
      .catch((err: unknown) => ctx.log.warn({ err, exportId }, 'print export progress'))
      .finally(() => {
        writing = false;
      });
  };
}

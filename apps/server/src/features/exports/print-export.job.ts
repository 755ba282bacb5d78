/**
 * The print export as a job (docs/product.md#print-export): any instance builds the zip of a print_exports row (Excel list
 * and print PDF, with the cards drawn so far as its progress), stores it in the file store and, in one
 * transaction with the row's 'done', marks exactly the orders in the file exported. An instance that
 * dies midway marked nothing: its job's heartbeat stops, and another instance builds the file anew.
 * A retried job of a finished export does nothing, and every write of an attempt is fenced by its
 * number, so an attempt that stalled (and was taken over) cannot mark or overwrite anything: no card
 * is printed twice. An export whose job failed for good is marked failed by the dead-letter worker.
 */

import { groupBy } from '@ausweis/shared/group-by';
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type AuditActor, type AuditEntry, appendAuditEvents } from '../../db/audit-trail';
import type { CardRecord } from '../../db/card-records';
import { claimExport, type ExportAttempt, failExport, ownedBy } from '../../db/export-jobs';
import { printExports } from '../../db/schema/index';
import { jobActor } from '../../http/audit-trail';
import { newStorePath, removeQuietly } from '../../platform/file-store';
import { type JobRun, jobQueue } from '../../platform/jobs';
import { buildExportZip } from './export-files';
import { markExported, printableRecords } from './exports.service';

/** The job's data: the export, and who started it from where (for the audit trail). */
export interface PrintExportJob {
  exportId: number;
  actor?: AuditActor;
}

export const PRINT_EXPORT_QUEUE = jobQueue<PrintExportJob>('print-export', {
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

/**
 * This instance builds print exports, one at a time (drawing cards takes a core), and marks those
 * whose job failed for good (also when the instance that ran it died on its last attempt).
 */
export async function workPrintExports(ctx: Ctx): Promise<void> {
  await ctx.jobs.work(PRINT_EXPORT_QUEUE, (job) => buildPrintExport(ctx, job));
  await ctx.jobs.workFailed(PRINT_EXPORT_QUEUE, ({ exportId }) =>
    failExport(ctx.db, ctx.files, printExports, exportId, EXPORT_TEXTS.failed),
  );
}

/** One event per tenant whose cards are in the file: each tenant's trail names only its own cards. */
function printedEvents(recs: CardRecord[]): AuditEntry[] {
  const byTenant = groupBy(recs, (r) => r.order.tenant_id);
  return [...byTenant].map(([tenantId, own]) => ({
    tenantId,
    action: 'cards.printed' as const,
    record: 'card' as const,
    ids: own.map((r) => r.order.id),
  }));
}

async function buildPrintExport(ctx: Ctx, job: JobRun<PrintExportJob>): Promise<void> {
  const row = await claimExport(ctx.db, ctx.files, printExports, job.data.exportId, job.retryCount);
  if (!row) return; // finished already (a retried job) or gone
  const run = { id: row.id, attempt: job.retryCount };
  let ids = row.order_ids;
  for (let round = 0; round < MARK_ATTEMPTS; round++) {
    const recs = await printableRecords(ctx.db, ids, row.include_exported);
    if (recs.length === 0) return fail(ctx, run, EXPORT_TEXTS.nothing);
    await ctx.db.update(printExports).set({ total: recs.length, done: 0 }).where(ownedBy(printExports, run));
    const zip = await buildExportZip(ctx, recs, progressOf(ctx, run));
    // Noted before it is stored, so that a crash in between leaves no file that nobody knows of.
    const target = newStorePath(PRINT_EXPORT_FOLDER, 'zip');
    const noted = await ctx.db
      .update(printExports)
      .set({ path: target })
      .where(ownedBy(printExports, run))
      .returning({ id: printExports.id });
    if (noted.length === 0) return zip.remove(); // taken over by a later attempt
    const saved = await ctx.files.saveFile(target, zip.path).finally(() => zip.remove());
    const file = { path: saved.path, size: saved.size, filename: zip.filename };
    const outcome = await ctx.db
      .transaction(async (tx) => {
        // Locked, so that a stalled earlier attempt and this one never both commit.
        const [mine] = await tx
          .select({ id: printExports.id })
          .from(printExports)
          .where(ownedBy(printExports, run))
          .for('update');
        if (!mine) return 'superseded' as const;
        const orderIds = recs.map((r) => r.order.id);
        const left = row.dont_export ? null : await markExported(tx, orderIds, row.include_exported);
        if (left !== null) return left;
        await tx.update(printExports).set(doneWith(file, recs.length)).where(ownedBy(printExports, run));
        await appendAuditEvents(tx, jobActor(job.data.actor, row.created_by), printedEvents(recs));
        return 'done' as const;
      })
      .catch(async (err: unknown) => {
        await removeQuietly(ctx.files, [file.path]);
        throw err;
      });
    if (outcome === 'done') return;
    await removeQuietly(ctx.files, [file.path]);
    if (outcome === 'superseded') return;
    ids = outcome;
  }
  await fail(ctx, run, EXPORT_TEXTS.busy);
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

/** An outcome the user reads (nothing left to print, always taken by other exports): no retry. */
async function fail(ctx: Ctx, run: ExportAttempt, error: string): Promise<void> {
  await ctx.db
    .update(printExports)
    .set({ status: 'failed', error, finished_at: sql`now()` })
    .where(ownedBy(printExports, run));
}

/** Writes the cards drawn so far, at most every PROGRESS_EVERY_MS (never two writes at once). */
function progressOf(ctx: Ctx, run: ExportAttempt): (done: number) => void {
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
      // Not after the end, nor for an attempt that was taken over: a late write must not undo the count.
      .where(ownedBy(printExports, run))
      .catch((err: unknown) => ctx.log.warn({ err, exportId: run.id }, 'print export progress'))
      .finally(() => {
        writing = false;
      });
  };
}

/**
 * 'Export Bestellungen' as a job (docs/product.md#print-export): starting writes the export row and its job in one
 * transaction and answers at once; the page follows the row's progress and downloads the finished
 * zip from the file store, as often as needed until retention deletes it.
 */
import { EXPORT_TEXTS, type ExportOrdersRequest, type PrintExport } from '@ausweis/shared/schemas/exports';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../db/audit-trail';
import { exportJobOf, streamExportFile } from '../../db/export-jobs';
import { printExports } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import type { StoredStream } from '../../platform/file-store';
import { countPrintable } from './exports.service';
import { PRINT_EXPORT_QUEUE } from './print-export.job';

type StartRequest = z.output<typeof ExportOrdersRequest>;
type Row = typeof printExports.$inferSelect;

/** How many exports the page lists (the newest). */
const LISTED = 20;

export async function startPrintExport(
  ctx: AppContext,
  userId: number,
  req: StartRequest,
  actor?: AuditActor,
): Promise<PrintExport> {
  const ids = [...new Set(req.order_ids)];
  // Refused at once when nothing can be printed; the job checks again (another export may be quicker).
  if ((await countPrintable(ctx.db, ids, req.include_exported)) === 0)
    throw badRequest(EXPORT_TEXTS.nothing, 'order_ids');
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(printExports)
      .values({
        created_by: userId,
        order_ids: ids,
        include_exported: req.include_exported,
        dont_export: req.dont_export,
      })
      .returning();
    if (!created) throw new Error('print_exports: no row');
    await ctx.jobs.send(PRINT_EXPORT_QUEUE, { exportId: created.id, actor }, { db: tx });
    return created;
  });
  return toPrintExport(ctx, row);
}

export async function listPrintExports(ctx: AppContext): Promise<PrintExport[]> {
  const rows = await ctx.db.select().from(printExports).orderBy(desc(printExports.id)).limit(LISTED);
  return rows.map((r) => toPrintExport(ctx, r));
}

export async function getPrintExport(ctx: AppContext, id: number): Promise<PrintExport> {
  return toPrintExport(ctx, await rowOf(ctx, id));
}

/** The finished zip, streamed from the file store. */
export async function openPrintExportFile(
  ctx: AppContext,
  id: number,
): Promise<StoredStream & { filename: string }> {
  const row = await rowOf(ctx, id);
  // Still being built (or failed): as if there were no such export file.
  if (row.status !== 'done') throw notFound(EXPORT_TEXTS.unknown);
  return streamExportFile(ctx.files, row, EXPORT_TEXTS.gone);
}

async function rowOf(ctx: AppContext, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(printExports).where(eq(printExports.id, id));
  if (!row) throw notFound(EXPORT_TEXTS.unknown);
  return row;
}

function toPrintExport(ctx: Pick<AppContext, 'config'>, r: Row): PrintExport {
  // Retention deletes the file PRINT_EXPORT_KEEP_DAYS after the export was started.
  const keep = ctx.config.printExportKeepDays;
  return { ...exportJobOf(r, keep), requested: r.order_ids.length, dont_export: r.dont_export };
}

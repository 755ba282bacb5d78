/**
 * 'Export Bestellungen' (SPEC §2 order export, §7): the print queue of a country and its download, a
 * zip with the Excel shipping list and the print PDF; the download marks the orders exported.
 */

import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  EXPORT_TEXTS,
  type ExportOrderRow,
  type ExportOrdersQuery,
  type ExportOrdersRequest,
} from '@ausweis/shared/schemas/exports';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { createdOnDays, isTestOrder, notTest } from '../../db/order-queries';
import { baseProducts, orders, tenantProducts, tenants } from '../../db/schema/index';
import { AppError, badRequest } from '../../http/app-error';
import { type CardRecord, loadCardRecords } from '../../platform/card-source';
import { buildExportZip, type ExportZip } from './export-files';
import { notExported, printable } from './print-queue';

type ListQuery = z.output<typeof ExportOrdersQuery>;
type DownloadRequest = z.output<typeof ExportOrdersRequest>;

/** How often a download rebuilds its files when another export took some of its orders meanwhile. */
const MARK_ATTEMPTS = 3;

/** The rows of the print queue, by tenant then order id. */
export async function listExportOrders(db: Db, q: ListQuery): Promise<ExportOrderRow[]> {
  if (q.date_from > q.date_to) throw badRequest(EXPORT_TEXTS.range, 'date_from');
  return db
    .select({
      order_id: orders.id,
      tenant_id: orders.tenant_id,
      country_id: tenants.country_id,
      name: tenants.name,
      name2: tenants.name2,
      street: tenants.street,
      plz: tenants.plz,
      city: tenants.city,
      created_at: orders.created_at,
      product_type: baseProducts.product_type,
      validated: orders.validated,
      is_test: isTestOrder(),
      exported_at: orders.exported_at,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenant_id))
    .innerJoin(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id))
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(
      and(
        printable(),
        eq(tenants.country_id, q.country_id),
        createdOnDays(q.date_from, q.date_to),
        notExported(q.include_exported),
        notTest(q.include_test),
      ),
    )
    .orderBy(asc(orders.tenant_id), asc(orders.id));
}

/** The orders among `ids` that may be printed now, by tenant then order id (as the list). */
async function printableRecords(db: Db, ids: number[], includeExported: boolean): Promise<CardRecord[]> {
  const recs = await loadCardRecords(
    db,
    orders,
    and(inArray(orders.id, ids), printable(), notExported(includeExported)),
  );
  return recs.sort((a, b) => a.order.tenant_id - b.order.tenant_id || a.order.id - b.order.id);
}

export interface ExportDownload {
  /** The zip, read from a file that is already unlinked (nothing to clean up, whatever happens). */
  stream: Readable;
  size: number;
  filename: string;
  /** The orders in the files. */
  orderIds: number[];
}

/** Opens the zip for sending and removes its file at once (the open handle keeps the bytes). */
async function openAndRemove(file: ExportZip): Promise<Pick<ExportDownload, 'stream' | 'size' | 'filename'>> {
  try {
    const handle = await open(file.path, 'r');
    return { stream: handle.createReadStream(), size: file.size, filename: file.filename };
  } finally {
    await file.remove();
  }
}

/**
 * Builds the zip of the qualifying orders among `order_ids` and, unless dont_export, marks exactly
 * those exported. The files are built first: if that fails nothing is marked. If another export
 * took some of them meanwhile, the files are rebuilt without those so nothing is printed twice.
 */
export async function downloadExport(ctx: AppContext, req: DownloadRequest): Promise<ExportDownload> {
  let ids = [...new Set(req.order_ids)];
  for (let attempt = 0; attempt < MARK_ATTEMPTS; attempt++) {
    const recs = await printableRecords(ctx.db, ids, req.include_exported);
    if (recs.length === 0) throw badRequest(EXPORT_TEXTS.nothing, 'order_ids');
    const file = await buildExportZip(ctx, recs);
    const orderIds = recs.map((r) => r.order.id);
    if (req.dont_export) return { ...(await openAndRemove(file)), orderIds };
    const stillPrintable = await markExported(ctx.db, orderIds, req.include_exported).catch(async (err) => {
      await file.remove();
      throw err;
    });
    if (stillPrintable === null) return { ...(await openAndRemove(file)), orderIds };
    await file.remove();
    ids = stillPrintable;
  }
  throw new AppError(409, 'EXPORT_BUSY', EXPORT_TEXTS.busy);
}

/**
 * Marks the orders exported in one transaction under a row lock. Returns null when done, or the
 * ids that still qualify when some no longer do (then nothing is marked and the caller rebuilds).
 */
async function markExported(db: Db, ids: number[], includeExported: boolean): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    // FOR UPDATE re-checks the conditions on the newest row version, after a concurrent export.
    const locked = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenant_id))
      .innerJoin(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id))
      .where(and(inArray(orders.id, ids), printable(), notExported(includeExported)))
      .for('update', { of: orders });
    if (locked.length !== ids.length) return locked.map((r) => r.id);
    await tx
      .update(orders)
      .set({ exported_at: sql`now()`, status: 'added_to_pdf', updated_at: sql`now()` })
      .where(inArray(orders.id, ids));
    return null;
  });
}

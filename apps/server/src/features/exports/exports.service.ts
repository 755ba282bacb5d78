/**
 * 'Export Bestellungen' (docs/product.md#screens order export, #api): the print queue of a country, which orders may be
 * printed now, and marking them exported (the export itself is a job: print-export.job.ts).
 */
import type { ExportOrderRow, ExportOrdersQuery } from '@ausweis/shared/schemas/exports';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type CardRecord, loadCardRecords } from '../../db/card-records';
import type { Db, Tx } from '../../db/client';
import { createdOnDays, fromOrdersWithProduct, isTestOrder, notTest } from '../../db/order-queries';
import { baseProducts, orders, tenants } from '../../db/schema/index';
import { notExported, operatorPrintable } from './print-queue';

type ListQuery = z.output<typeof ExportOrdersQuery>;

/** The rows of the print queue, by tenant then order id. */
export async function listExportOrders(db: Db, q: ListQuery): Promise<ExportOrderRow[]> {
  return fromOrdersWithProduct(db, orders, {
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
    .where(
      and(
        operatorPrintable(),
        eq(tenants.country_id, q.country_id),
        createdOnDays(q.date_from, q.date_to),
        notExported(q.include_exported),
        notTest(q.include_test),
      ),
    )
    .orderBy(asc(orders.tenant_id), asc(orders.id));
}

/** Which of `ids` may be printed now (the conditions on tenants and products need their joins). */
const printableAmong = (ids: number[], includeExported: boolean) =>
  and(inArray(orders.id, ids), operatorPrintable(), notExported(includeExported));

/** `fields` of the orders among `ids` that may be printed now. */
const selectPrintable = <F extends SelectedFields>(
  db: Db | Tx,
  fields: NonNullable<F>,
  ids: number[],
  includeExported: boolean,
) => fromOrdersWithProduct(db, orders, fields).where(printableAmong(ids, includeExported));

/** The orders among `ids` that may be printed now, by tenant then order id (as the list). */
export async function printableRecords(
  db: Db,
  ids: number[],
  includeExported: boolean,
): Promise<CardRecord[]> {
  const recs = await loadCardRecords(db, orders, printableAmong(ids, includeExported));
  return recs.sort((a, b) => a.order.tenant_id - b.order.tenant_id || a.order.id - b.order.id);
}

/** How many of `ids` may be printed now (checked when an export starts, before its job). */
export async function countPrintable(db: Db, ids: number[], includeExported: boolean): Promise<number> {
  const [row] = await selectPrintable(db, { n: sql<number>`count(*)::int` }, ids, includeExported);
  return row?.n ?? 0;
}

/**
 * Marks the orders exported in the caller's transaction under a row lock. Returns null when done, or
 * the ids that still qualify when some no longer do (then nothing is marked and the caller rebuilds).
 */
export async function markExported(
  tx: Tx,
  ids: number[],
  includeExported: boolean,
): Promise<number[] | null> {
  // FOR UPDATE re-checks the conditions on the newest row version, after a concurrent export.
  const locked = await selectPrintable(tx, { id: orders.id }, ids, includeExported).for('update', {
    of: orders,
  });
  if (locked.length !== ids.length) return locked.map((r) => r.id);
  await tx
    .update(orders)
    .set({ exported_at: sql`now()`, status: 'added_to_pdf', updated_at: sql`now()` })
    .where(inArray(orders.id, ids));
  return null;
}

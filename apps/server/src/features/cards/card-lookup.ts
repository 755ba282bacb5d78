/**
 * Finding one card of the tenant for a write: live table only. An id that exists only in the archive
 * answers the archive message (archive rows are read-only); anything else unknown is a 404.
 */
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, ordersArchive } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';

export type OrderRow = typeof orders.$inferSelect;

export const archiveReadOnly = () => new AppError(409, 'ARCHIVE_READ_ONLY', CARD_TEXTS.archiveReadOnly);
export const cardNotFound = () => notFound(CARD_TEXTS.notFound);

/** The live card, locked for this transaction; archive-only ids → 409, unknown or foreign ids → 404. */
export async function liveCardForUpdate(tx: Db | Tx, tenantId: number, orderId: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.tenant_id, tenantId)))
    .for('update');
  if (row) return row;
  const [archived] = await tx
    .select({ id: ordersArchive.id })
    .from(ordersArchive)
    .where(and(eq(ordersArchive.id, orderId), eq(ordersArchive.tenant_id, tenantId)));
  throw archived ? archiveReadOnly() : cardNotFound();
}

/** After retention removed photo and personal data, the card can no longer be changed. */
export function assertDataKept(row: Pick<OrderRow, 'data_deleted_at'>): void {
  if (row.data_deleted_at) throw badRequest(CARD_TEXTS.dataDeleted);
}

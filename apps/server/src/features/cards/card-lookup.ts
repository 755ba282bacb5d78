/**
 * Finding one card of the tenant for a write: live table only. An id that exists only in the archive
 * answers the archive message (archive rows are read-only); anything else unknown is a 404.
 */
import { can } from '@ausweis/shared/permissions';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { orders, ordersArchive } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { AppError, badRequest, forbidden } from '../../http/app-error';
import { subjectOf } from '../../http/request-context';

export type OrderRow = typeof orders.$inferSelect;

/** The archive is for super admins only (docs/product.md#permissions 'Archive toggle'). */
export function assertArchiveAllowed(req: FastifyRequest, fromArchive: boolean): void {
  if (fromArchive && !can(subjectOf(req), 'cards.superadmin')) throw forbidden();
}

export const archiveReadOnly = () => new AppError(409, 'ARCHIVE_READ_ONLY', CARD_TEXTS.archiveReadOnly);

/** The live card, locked for this transaction; archive-only ids → 409, unknown or foreign ids → 404. */
export async function liveCardForUpdate(tx: Db | Tx, scope: TenantScope, orderId: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(scope.where(orders, eq(orders.id, orderId)))
    .for('update');
  if (row) return row;
  const [archived] = await tx
    .select({ id: ordersArchive.id })
    .from(ordersArchive)
    .where(scope.where(ordersArchive, eq(ordersArchive.id, orderId)));
  throw archived ? archiveReadOnly() : noAccess('card');
}

/** After retention removed photo and personal data, the card can no longer be changed. */
export function assertDataKept(row: Pick<OrderRow, 'data_deleted_at'>): void {
  if (row.data_deleted_at) throw badRequest(CARD_TEXTS.dataDeleted);
}

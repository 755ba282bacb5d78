/**
 * Finding one card of the tenant for a write: live table only. An id that exists only in the archive
 * answers the archive message (archive rows are read-only); anything else unknown is a 404.
 */
import { can } from '@ausweis/shared/permissions';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { noAccess, requireAccess, type TenantAccessor } from '../../http/access';
import { badRequest, forbidden } from '../../http/app-error';
import { subjectOf } from '../../http/request-context';
import { germanIsoDate } from '../../platform/german-date';

export type OrderRow = typeof orders.$inferSelect;

/** The archive is for super admins only (docs/product.md#permissions 'Archive toggle'). */
export function assertArchiveAllowed(req: FastifyRequest, fromArchive: boolean): void {
  if (fromArchive && !can(subjectOf(req), 'cards.superadmin')) throw forbidden();
}

/**
 * The live card the asker changes, locked for this transaction; archive-only ids → 409, unknown or
 * foreign ids → 404 (http/access.ts).
 */
export async function liveCardForUpdate(
  tx: Db | Tx,
  who: TenantAccessor,
  orderId: number,
): Promise<OrderRow> {
  await requireAccess(tx, who, { record: 'card', action: 'change', ids: [orderId], lock: true });
  const [row] = await tx
    .select()
    .from(orders)
    .where(who.scope.where(orders, eq(orders.id, orderId)));
  if (!row) throw noAccess('card');
  return row;
}

/** The record a card id names: a live card, or one in the archive. */
export const cardRecord = (fromArchive: boolean) => (fromArchive ? 'archivedCard' : 'card');

/** After retention removed photo and personal data, the card can no longer be changed. */
/**
 * Why a card cannot be restored, or null when it can: its data are gone (erased on request, or wiped when
 * it ended), it is not deleted, or its validity is over.
 */
export function restoreRefusal(
  row: Pick<OrderRow, 'is_delete' | 'card_valid_to' | 'erased_at' | 'data_deleted_at'>,
): string | null {
  if (row.erased_at || row.data_deleted_at) return CARD_TEXTS.dataDeleted;
  if (!row.is_delete || row.card_valid_to <= germanIsoDate()) return CARD_TEXTS.notRestorable;
  return null;
}

export function assertDataKept(row: Pick<OrderRow, 'data_deleted_at'>): void {
  if (row.data_deleted_at) throw badRequest(CARD_TEXTS.dataDeleted);
}

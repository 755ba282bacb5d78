/** A card's photo history (photo_reviews): the events only, never the replaced images. */
import type { PhotoEvent, PhotoHistoryEntry, PhotoRejectReason } from '@ausweis/shared/schemas/photo-review';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { photoReviews, users } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';

export interface PhotoEventEntry {
  tenantId: number;
  orderIds: readonly number[];
  event: PhotoEvent;
  /** The staff member; null for the family's upload. */
  userId: number | null;
  reason?: PhotoRejectReason | null;
  text?: string | null;
}

/** Notes an event for each card, in the caller's transaction. */
export async function notePhotoEvent(tx: Tx, e: PhotoEventEntry): Promise<void> {
  if (e.orderIds.length === 0) return;
  await tx.insert(photoReviews).values(
    e.orderIds.map((orderId) => ({
      tenant_id: e.tenantId,
      order_id: orderId,
      event: e.event,
      user_id: e.userId,
      reason: e.reason ?? null,
      text: e.text || null,
    })),
  );
}

/** The card's photo events, oldest first, with the staff member's name. */
export async function photoHistory(
  db: Db | Tx,
  scope: TenantScope,
  orderId: number,
): Promise<PhotoHistoryEntry[]> {
  const rows = await db
    .select({
      event: photoReviews.event,
      at: photoReviews.created_at,
      by: sql<string | null>`nullif(trim(concat_ws(' ', ${users.forename}, ${users.lastname})), '')`,
      reason: photoReviews.reason,
      text: photoReviews.text,
    })
    .from(photoReviews)
    .leftJoin(users, eq(users.id, photoReviews.user_id))
    .where(scope.where(photoReviews, eq(photoReviews.order_id, orderId)))
    .orderBy(asc(photoReviews.id));
  return rows;
}

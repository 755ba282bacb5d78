/**
 * Wiping a card's photo, signature, drawn card and personal data: the retention job does it to cards
 * whose time is up, an erasure request (features/data-rights) to one card at once. The order row stays
 * with its amounts and billing, so invoices keep adding up.
 */
import { byField, OPTIONAL_PERSON_FIELDS } from '@ausweis/shared/person-fields';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { OrderTable } from '../../db/card-records';
import type { Tx } from '../../db/client';
import { orderLinks, photoReviews, storedFiles } from '../../db/schema/index';
import { clearRenderedCards } from '../card-drawing/public';

/** Locks up to one batch of cards matching `where`, skipping rows another run holds. */
export const lockCards = (tx: Tx, t: OrderTable, where: SQL | undefined, limit: number) =>
  tx
    .select({ id: t.id, image_file_id: t.image_file_id, sign_file_id: t.sign_file_id })
    .from(t)
    .where(where)
    .orderBy(asc(t.id))
    .limit(limit)
    .for('update', { skipLocked: true });
export type LockedCard = Awaited<ReturnType<typeof lockCards>>[number];

/** Deletes photo, signature, drawn card and personal data of the locked cards; returns file paths. */
export async function wipeCards(tx: Tx, t: OrderTable, cards: LockedCard[], now: Date): Promise<string[]> {
  const ids = cards.map((c) => c.id);
  const paths = await clearRenderedCards(tx, t, ids);
  // The order links made from these cards (renewals) carry their data, too.
  await tx.delete(orderLinks).where(inArray(orderLinks.card_order_id, ids));
  // Their photo history (its reasons may describe the photo).
  await tx.delete(photoReviews).where(inArray(photoReviews.order_id, ids));
  await tx
    .update(t)
    .set({
      familyname: '',
      forname: '',
      email: '',
      birthday: null,
      // Every other person field (person-fields.ts), so that a new one is wiped too.
      ...byField(OPTIONAL_PERSON_FIELDS, () => null),
      image_file_id: null,
      sign_file_id: null,
      data_deleted_at: now.toISOString(),
      updated_at: sql`now()`,
    })
    .where(inArray(t.id, ids));
  const fileIds = cards.flatMap((c) => [c.image_file_id, c.sign_file_id]).filter((id) => id !== null);
  if (fileIds.length === 0) return paths;
  const removed = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, fileIds))
    .returning({ path: storedFiles.path });
  return [...paths, ...removed.map((r) => r.path)];
}

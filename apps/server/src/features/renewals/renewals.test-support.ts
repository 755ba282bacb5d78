/** Test fixtures for renewals: a card renewed through one of its renewal links. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLinks, orders } from '../../db/schema/index';
import { createOrderLink } from '../ordering/public';

type Order = typeof orders.$inferSelect;

/** `card` renewed by the order `renewal`, placed through a renewal link of the card (as place_order notes it). */
export async function renewedThrough(db: Db, card: Order, renewal: Order): Promise<void> {
  await createOrderLink(db, {
    tenant_id: card.tenant_id,
    tenant_product_id: card.tenant_product_id,
    source: 'renewal',
    card_order_id: card.id,
    values: card,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await db
    .update(orderLinks)
    .set({ used_at: new Date().toISOString(), order_id: renewal.id })
    .where(eq(orderLinks.card_order_id, card.id));
  await db.update(orders).set({ renewed_by_order_id: renewal.id }).where(eq(orders.id, card.id));
}

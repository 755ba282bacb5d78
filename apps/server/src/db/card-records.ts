/**
 * The records a card is drawn from: an order (live or archived) with its tenant, product and base
 * product, read in one query. The card drawing, the card's code and verdict, the exports and the card
 * pages all start from these.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { fromOrdersWithProduct } from './order-queries';
import { baseProducts, type orders, type ordersArchive, tenantProducts, tenants } from './schema/index';

export type OrderTable = typeof orders | typeof ordersArchive;

/** Everything the card is drawn from. */
export interface CardRecord {
  order: typeof orders.$inferSelect;
  tenant: typeof tenants.$inferSelect;
  product: typeof tenantProducts.$inferSelect;
  base: typeof baseProducts.$inferSelect;
  /** updated_at at full database precision: the rendered card is kept only if the order is unchanged. */
  version: string;
}

/**
 * The card records matching `where` on the live or archive table.
 * Across tenants: the caller's condition decides; a tenant's pages pass its scope, the card app and the
 * verifier page the codes that name one card.
 */
export async function loadCardRecords(
  db: Db | Tx,
  t: OrderTable,
  where: SQL | undefined,
): Promise<CardRecord[]> {
  const rows = await fromOrdersWithProduct(db, t, {
    order: t,
    tenant: tenants,
    product: tenantProducts,
    base: baseProducts,
    version: sql<string>`${t.updated_at}::text`,
  })
    .where(where)
    .orderBy(t.id);
  // The archive row has archived_at on top; the card needs the shared columns only.
  return rows as CardRecord[];
}

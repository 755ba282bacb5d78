/**
 * Who may ask about or act on an order without logging in: whoever holds the order's secret (given by
 * place_order, stored hashed) or the reference of one of its checkouts (as the provider's return URL
 * carries it). Anything else is the same 404 as an unknown order, so ids cannot be probed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentTransactions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new order secret for place_order: the secret for the page, its hash for the order row. */
export function newOrderSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: sha256(secret) };
}

export type OrderAccess =
  | { via: 'order' }
  | { via: 'checkout'; provider: PaymentProvider; providerRef: string };

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** How the secret opens the (live) order, else a 404 (unknown order and wrong secret alike). */
// Across tenants: the order's secret or checkout reference names the order, whichever tenant it is of.
export async function orderAccess(db: Db | Tx, orderId: number, secret: string): Promise<OrderAccess> {
  const [order] = await db
    .select({ hash: orders.order_secret_hash })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.hash && sameHash(order.hash, sha256(secret))) return { via: 'order' };
  const [checkout] = await db
    .select({ provider: paymentTransactions.provider })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.order_id, orderId), eq(paymentTransactions.provider_ref, secret)));
  if (!checkout) throw notFound(ORDER_NOT_FOUND);
  return { via: 'checkout', provider: checkout.provider, providerRef: secret };
}

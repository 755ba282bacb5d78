/** Starting a payment, cancelling an order and the paid state (SPEC §7 payment calls, §4 ordering flow). */
import {
  type GetOrderPayedResponse,
  type PaymentStatus,
  paymentResultPath,
} from '@ausweis/shared/schemas/ordering';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { baseProducts, orders, paymentTransactions, tenantProducts } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { setUnpaidStatus } from './confirm';
import { enabledProvider, providerFor } from './providers';

export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden.';

/**
 * Creates a checkout at the provider for the order's amount and currency (from the server) and records
 * the 'created' transaction. Returns where the browser goes: the checkout, or the success page when the
 * order is paid already (a second click).
 */
export async function startPayment(ctx: AppContext, providerName: string, orderId: number): Promise<string> {
  const provider = providerFor(ctx.config, providerName);
  const [order] = await ctx.db
    .select({
      id: orders.id,
      is_payed: orders.is_payed,
      price: orders.price,
      currency: orders.currency,
      is_delete: orders.is_delete,
      product_type: baseProducts.product_type,
    })
    .from(orders)
    .innerJoin(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id))
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(eq(orders.id, orderId));
  if (!order || order.is_delete) throw notFound(ORDER_NOT_FOUND);
  if (order.is_payed) return paymentResultPath(provider.name, 'success', order.id);
  if (order.price <= 0)
    throw new AppError(400, 'NOTHING_TO_PAY', 'Für diese Bestellung ist nichts zu bezahlen.');
  const start = await provider.createCheckout(ctx, {
    id: order.id,
    amount: order.price,
    currency: order.currency,
    description: `${order.product_type}, Bestellung ${order.id}`,
  });
  await ctx.db.transaction(async (tx) => {
    await tx.insert(paymentTransactions).values({
      order_id: order.id,
      provider: provider.name,
      provider_ref: start.providerRef,
      amount: order.price,
      currency: order.currency,
    });
    await setUnpaidStatus(tx, order.id, 'new');
  });
  return start.redirectUrl;
}

/**
 * The cancel page's call. Anyone may post any id, so it only shows 'cancelled' on an unpaid order;
 * it neither ends a transaction nor stops a later confirmation from paying the order.
 */
export async function cancelOrder(ctx: AppContext, orderId: number): Promise<void> {
  await ctx.db.transaction((tx) => setUnpaidStatus(tx, orderId, 'cancelled'));
}

/** How many of an order's newest open checkouts get_order_payed asks their provider about. */
const CHECKED_OPEN_CHECKOUTS = 3;

/**
 * Asks the providers about the order's newest open checkouts (those that can, e.g. Stripe) so an order
 * paid at the provider is paid here even before the webhook arrives. Failures only get logged: the
 * webhook still comes, and the page asks again.
 */
async function checkOpenCheckouts(ctx: AppContext, orderId: number, log?: FastifyBaseLogger) {
  const open = await ctx.db
    .select({ provider: paymentTransactions.provider, ref: paymentTransactions.provider_ref })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.order_id, orderId), eq(paymentTransactions.state, 'created')))
    .orderBy(desc(paymentTransactions.id))
    .limit(CHECKED_OPEN_CHECKOUTS);
  for (const t of open) {
    const provider = enabledProvider(ctx.config, t.provider);
    if (!provider?.checkOpen) continue;
    try {
      await provider.checkOpen(ctx, t.ref);
    } catch (err) {
      log?.warn({ err, provider: t.provider, orderId }, 'checking an open checkout failed');
    }
  }
}

/** The paid state of an order, nothing else (an open order's checkouts are checked at the provider). */
export async function orderPayedState(
  ctx: AppContext,
  orderId: number,
  log?: FastifyBaseLogger,
): Promise<GetOrderPayedResponse> {
  const [open] = await ctx.db
    .select({ is_payed: orders.is_payed })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (open && !open.is_payed) await checkOpenCheckouts(ctx, orderId, log);
  const [order] = await ctx.db
    .select({ id: orders.id, is_payed: orders.is_payed, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const status: PaymentStatus = order.is_payed
    ? 'paid'
    : order.status === 'failed'
      ? 'failed'
      : order.status === 'cancelled'
        ? 'cancelled'
        : 'open';
  return { order_id: order.id, is_payed: order.is_payed, status };
}

/** Starting a payment, cancelling an order and the paid state (docs/product.md#api payment calls, #behaviour ordering flow). */
import {
  type GetOrderPayedResponse,
  type PaymentProvider,
  type PaymentStatus,
  paymentResultPath,
} from '@ausweis/shared/schemas/ordering';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { baseProducts, orders, paymentTransactions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { endPayment, setUnpaidStatus } from './confirm';
import { ORDER_NOT_FOUND, orderAccess } from './order-access';
import { enabledProvider, providerFor } from './providers';

/** The order ids whose checkout is being started in this process, with the start's promise. */
const starting = new Map<number, Promise<unknown>>();

/**
 * One start at a time per order: a double click (or two tabs) would otherwise find no open checkout
 * twice and open two. The second start waits, then finds the first one's checkout and reuses it.
 * (Across several server instances the refund of a second payment still keeps the order paid once.)
 */
async function oneStartPerOrder<T>(orderId: number, start: () => Promise<T>): Promise<T> {
  const before = starting.get(orderId) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(start);
  starting.set(orderId, run);
  try {
    return await run;
  } finally {
    if (starting.get(orderId) === run) starting.delete(orderId);
  }
}

/**
 * Creates a checkout at the provider for the order's amount and currency (from the server) and records
 * the 'created' transaction. Returns where the browser goes: the checkout, or the success page when the
 * order is paid already (a second click). An order has at most one open checkout: an open one of this
 * provider for the same amount is sent again (two tabs, the back button); any other is ended first
 * (Stripe: expired), so a second payment can only happen in a race, and confirm.ts refunds that.
 */
export function startPayment(
  ctx: AppContext,
  providerName: string,
  orderId: number,
  secret: string,
): Promise<string> {
  return oneStartPerOrder(orderId, () => startPaymentNow(ctx, providerName, orderId, secret));
}

async function startPaymentNow(
  ctx: AppContext,
  providerName: string,
  orderId: number,
  secret: string,
): Promise<string> {
  const provider = providerFor(ctx.config, providerName);
  await orderAccess(ctx.db, orderId, secret);
  const order = await payableOrder(ctx, orderId);
  if (order.is_payed) return paymentResultPath(provider.name, 'success', order.id);
  if (order.price <= 0)
    throw new AppError(400, 'NOTHING_TO_PAY', 'Für diese Bestellung ist nichts zu bezahlen.');

  const open = await openCheckouts(ctx, order.id);
  const reusable = (t: (typeof open)[number]) =>
    t.provider === provider.name && t.amount === order.price && t.currency === order.currency;
  for (const t of open.filter((t) => !reusable(t))) await endCheckout(ctx, t.provider, t.provider_ref);
  let resumedUrl: string | null = null;
  for (const t of open.filter(reusable)) {
    // Newest first: the first one still open is sent again, any older one is ended.
    if (resumedUrl) {
      await endCheckout(ctx, t.provider, t.provider_ref);
      continue;
    }
    const resumed = await provider.resumeCheckout(ctx, {
      orderId: order.id,
      providerRef: t.provider_ref,
      checkoutUrl: checkoutUrlOf(t.details),
    });
    if (resumed.kind === 'redirect') resumedUrl = resumed.url;
    else await endPayment(ctx, t.provider, t.provider_ref, 'cancelled');
  }
  if (resumedUrl) {
    await ctx.db.transaction((tx) => setUnpaidStatus(tx, order.id, 'new'));
    return resumedUrl;
  }
  // Ending a checkout may have found it paid.
  if ((await payableOrder(ctx, order.id)).is_payed)
    return paymentResultPath(provider.name, 'success', order.id);

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
      details: { checkout_url: start.redirectUrl },
    });
    await setUnpaidStatus(tx, order.id, 'new');
  });
  return start.redirectUrl;
}

// Across tenants: the orderer reaches the order through its secret (checked by the caller), no tenant.
async function payableOrder(ctx: AppContext, orderId: number) {
  const [order] = await fromOrdersWithProduct(ctx.db, orders, {
    id: orders.id,
    is_payed: orders.is_payed,
    price: orders.price,
    currency: orders.currency,
    is_delete: orders.is_delete,
    product_type: baseProducts.product_type,
  }).where(eq(orders.id, orderId));
  if (!order || order.is_delete) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order's open checkouts, newest first. */
const openCheckouts = (ctx: AppContext, orderId: number) =>
  ctx.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.order_id, orderId), eq(paymentTransactions.state, 'created')))
    .orderBy(desc(paymentTransactions.id));

const checkoutUrlOf = (details: unknown): string | null => {
  const url = (details as { checkout_url?: unknown } | null)?.checkout_url;
  return typeof url === 'string' ? url : null;
};

/**
 * Ends an open checkout: at the provider where it can (Stripe expires the session), then ours as
 * cancelled. A provider failure only gets logged: should the payer still pay it, confirm.ts pays the
 * order or refunds the money.
 */
async function endCheckout(ctx: AppContext, provider: PaymentProvider, providerRef: string) {
  const impl = enabledProvider(ctx.config, provider);
  if (impl?.cancelCheckout) {
    try {
      if ((await impl.cancelCheckout(ctx, providerRef)) === 'settled') return;
    } catch (err) {
      ctx.log.warn({ err, provider, providerRef }, 'ending an open checkout at the provider failed');
    }
  }
  await endPayment(ctx, provider, providerRef, 'cancelled');
}

/**
 * The cancel page's call, by the orderer (order secret) or the holder of a checkout reference: ends the
 * order's open checkout(s) of that provider (with a reference: only that one) and shows the unpaid
 * order as cancelled. A payment that still completes pays the order (or is refunded).
 */
export async function cancelOrder(
  ctx: AppContext,
  provider: PaymentProvider,
  orderId: number,
  secret: string,
): Promise<void> {
  const access = await orderAccess(ctx.db, orderId, secret);
  const open = (await openCheckouts(ctx, orderId)).filter(
    (t) => t.provider === provider && (access.via === 'order' || t.provider_ref === access.providerRef),
  );
  for (const t of open) await endCheckout(ctx, t.provider, t.provider_ref);
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

/**
 * The paid state of an order, nothing else (an open order's checkouts are checked at the provider).
 * Across tenants: the orderer reaches the order through its secret (checked by the caller), no tenant.
 */
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

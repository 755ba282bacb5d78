/**
 * POST /api/order/paypal/capture (order family): the /paypal_success/{orderId}?token= page's call. It
 * captures at PayPal once and pays through confirm.ts completePayment, which pays the order exactly once
 * and checks the captured amount and currency against the transaction recorded from the order.
 */
import { payments } from '@ausweis/shared/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { paymentTransactions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { completePayment, endPayment, setUnpaidStatus, TRANSACTION_NOT_FOUND } from './confirm';
import { orderPayedState } from './payments.service';
import { captureAtPaypal } from './paypal-provider';
import { providerFor } from './providers';

/**
 * The return to /paypal_success/{orderId}?token=: captures the payment once and answers the paid state.
 * Only an open transaction of this order and PayPal order acts; a repeat just reads the state.
 */
export async function capturePaypalPayment(ctx: AppContext, orderId: number, token: string) {
  providerFor(ctx.config, 'paypal');
  const [t] = await ctx.db
    .select({ state: paymentTransactions.state })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.provider, 'paypal'),
        eq(paymentTransactions.provider_ref, token),
        eq(paymentTransactions.order_id, orderId),
      ),
    );
  if (!t) throw notFound(TRANSACTION_NOT_FOUND);
  if (t.state === 'created') {
    const outcome = await captureAtPaypal(ctx.config, token, orderId);
    if (outcome.kind === 'completed') {
      const r = await completePayment(ctx, 'paypal', token, {
        amount: outcome.amount,
        currency: outcome.currency,
        captureId: outcome.captureId,
        details: { paypal_order_id: token, capture_id: outcome.captureId },
      });
      if (r.kind === 'mismatch') await ctx.db.transaction((tx) => setUnpaidStatus(tx, orderId, 'failed'));
    } else if (outcome.kind === 'failed') {
      await endPayment(ctx, 'paypal', token, 'failed');
    }
  }
  return orderPayedState(ctx, orderId);
}

/** POST /api/order/paypal/capture (order family): the success page's capture call. */
export const paypalCaptureRoute = (ctx: AppContext) =>
  route(payments.paypalCapture, ({ input }) => capturePaypalPayment(ctx, input.order_id, input.token), {
    config: orderRateLimit(ctx),
  });

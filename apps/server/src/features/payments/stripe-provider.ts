/**
 * Stripe Checkout (docs/product.md#payments): enabled by STRIPE_SECRET_KEY. create_payment creates a Checkout
 * Session for the order's amount and currency (from the server) and the browser goes to session.url.
 * The order becomes paid only through confirm.ts, on Stripe's word: the signed webhook
 * (stripe-webhook.routes.ts) or, when the result page asks get_order_payed before the webhook came,
 * checkOpen, which retrieves the session from Stripe. Both may happen, in any order, any number of times.
 */
import { paymentResultPath } from '@ausweis/shared/schemas/ordering';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { completePayment } from './confirm';
import type { PaymentProviderImpl } from './providers';
import { loadStripe, stripeClient } from './stripe-client';

/** Where Stripe's hosted checkout lives (the CSP form-action must allow the redirect after our form). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** Stripe's session id is the transaction's provider_ref. */
type Session = Stripe.Checkout.Session;

/** Confirms a session Stripe reports as paid; anything else changes nothing. */
export async function confirmSession(ctx: AppContext, session: Session) {
  if (session.payment_status !== 'paid' || session.amount_total == null || !session.currency) return null;
  const intent = session.payment_intent;
  return completePayment(ctx, 'stripe', session.id, {
    amount: session.amount_total,
    currency: session.currency,
    captureId: typeof intent === 'string' ? intent : (intent?.id ?? undefined),
    details: { stripe_session: session.id, status: session.status, payment_status: session.payment_status },
  });
}

export const stripeProvider: PaymentProviderImpl = {
  name: 'stripe',
  enabled: (config) => Boolean(config.stripeSecretKey),
  async createCheckout(ctx, order) {
    const base = ctx.config.publicUrl;
    const session = await (await stripeClient(ctx.config)).checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.amount,
            product_data: { name: order.description },
          },
        },
      ],
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id) },
      success_url: `${base}/stripe_success/${order.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/stripe_cancel/${order.id}`,
    });
    if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
    return { providerRef: session.id, redirectUrl: session.url };
  },
  async checkOpen(ctx, providerRef) {
    const session = await (await stripeClient(ctx.config)).checkout.sessions.retrieve(providerRef);
    await confirmSession(ctx, session);
  },
  async resumeCheckout(ctx, checkout) {
    const session = await (await stripeClient(ctx.config)).checkout.sessions.retrieve(checkout.providerRef);
    if (session.status === 'open' && session.url) return { kind: 'redirect', url: session.url };
    if (session.status === 'expired') return { kind: 'gone' };
    // Complete: paid (confirmed here, whether or not the webhook came) or an async payment still on its way.
    await confirmSession(ctx, session);
    const result = paymentResultPath('stripe', 'success', checkout.orderId);
    return { kind: 'redirect', url: `${result}?session_id=${encodeURIComponent(session.id)}` };
  },
  async cancelCheckout(ctx, providerRef) {
    const stripe = await stripeClient(ctx.config);
    try {
      await stripe.checkout.sessions.expire(providerRef);
      return 'cancelled';
    } catch (err) {
      // Only an open session can expire: a paid one is confirmed (and so paid or refunded) instead.
      if (!(err instanceof (await loadStripe()).errors.StripeInvalidRequestError)) throw err;
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'expired') return 'cancelled';
      if (session.payment_status === 'paid') {
        await confirmSession(ctx, session);
        return 'settled';
      }
      throw err;
    }
  },
};

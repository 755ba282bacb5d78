/**
 * The Stripe SDK client and the calls that need no database (refunds), so confirm.ts can refund without
 * importing the provider module (which imports confirm.ts).
 */
import type Stripe from 'stripe';
import type { Config } from '../../config';

/** The SDK, loaded on first use: a server without Stripe keys never pays its start-up time. */
export const loadStripe = async () => (await import('stripe')).default;

let cached: { key: string; base: string | null; client: Stripe } | null = null;

/** The SDK client for this configuration; STRIPE_API_BASE points it elsewhere (tests: a local fake). */
export async function stripeClient(config: Config): Promise<Stripe> {
  const key = config.stripeSecretKey ?? '';
  const base = config.stripeApiBase;
  if (cached?.key === key && cached.base === base) return cached.client;
  const options: ConstructorParameters<typeof Stripe>[1] = { timeout: 20_000, maxNetworkRetries: 1 };
  if (base) {
    const url = new URL(base);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  const StripeSdk = await loadStripe();
  const client = new StripeSdk(key, options);
  cached = { key, base, client };
  return client;
}

/**
 * Refunds a payment intent in full. The idempotency key is the transaction's, so a replayed webhook does
 * not refund twice; a payment Stripe reports as refunded already counts as done. Returns the refund id.
 */
export async function refundAtStripe(config: Config, paymentIntent: string, transactionId: number) {
  try {
    const refund = await (await stripeClient(config)).refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'duplicate',
        metadata: { transaction_id: String(transactionId) },
      },
      { idempotencyKey: `ausweis-refund-${transactionId}` },
    );
    return refund.id;
  } catch (err) {
    if (err instanceof (await loadStripe()).errors.StripeError && err.code === 'charge_already_refunded')
      return 'already_refunded';
    throw err;
  }
}

/**
 * Giving a payment back at its provider: a payment that completes for an order another transaction paid
 * already (two tabs, the back button, Stripe and then PayPal) is refunded in full (confirm.ts).
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import type { Config } from '../../config';
import { refundAtPaypal } from './paypal-provider';
import { refundAtStripe } from './stripe-client';

export interface RefundablePayment {
  transactionId: number;
  /** Stripe payment intent, PayPal capture id; none for the test provider. */
  captureId: string | null;
}

/** Refunds the payment in full and returns the provider's refund id (throws when the provider fails). */
export async function refundAtProvider(
  config: Config,
  provider: PaymentProvider,
  payment: RefundablePayment,
): Promise<string> {
  if (provider === 'test') return `test_refund_${randomBytes(9).toString('base64url')}`;
  if (!payment.captureId)
    throw new Error(`payment transaction ${payment.transactionId} has no ${provider} capture to refund`);
  return provider === 'stripe'
    ? refundAtStripe(config, payment.captureId, payment.transactionId)
    : refundAtPaypal(config, payment.captureId, payment.transactionId);
}

/**
 * Payment providers behind one interface. A provider creates a checkout for an order (recording a
 * payment_transactions row) and later reports the outcome through confirm.ts (completePayment /
 * endPayment), the one code path that marks an order paid, exactly once (a second payment is refunded
 * there). Stripe and PayPal plug in here, and the built-in 'test' provider (no keys configured, never in
 * production).
 */
import type { PaymentProvider, PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { paypalCheckoutOrigins, paypalProvider } from './paypal-provider';
import { STRIPE_CHECKOUT_ORIGIN, stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** What a provider needs to know of the order it charges (amount and currency from the server). */
export interface PayableOrder {
  id: number;
  /** Cents. */
  amount: number;
  currency: string;
  /** For the provider's checkout page. */
  description: string;
}

/** The checkout a provider created; the caller records it as a 'created' payment transaction. */
export interface CheckoutStart {
  /** Stripe session id, PayPal order id or the test session; unique per provider. */
  providerRef: string;
  /** Where the browser goes next (303). */
  redirectUrl: string;
}

/** An open ('created') checkout of ours that create_payment may send the payer back to. */
export interface OpenCheckout {
  orderId: number;
  providerRef: string;
  /** Where the payer was sent when it was created (details.checkout_url), if recorded. */
  checkoutUrl: string | null;
}

/** Where the payer goes for an open checkout: still there (or settled: a result page), or gone. */
export type ResumeResult = { kind: 'redirect'; url: string } | { kind: 'gone' };

export interface PaymentProviderImpl {
  readonly name: PaymentProvider;
  /** Whether the provider can be used with this configuration. */
  enabled(config: Config): boolean;
  /** Creates the checkout at the provider (amount and currency as given, never from the client). */
  createCheckout(ctx: AppContext, order: PayableOrder): Promise<CheckoutStart>;
  /**
   * Optional: asks the provider about a still open checkout (the result page's get_order_payed) and
   * confirms it through confirm.ts when the provider says it is paid, so a late webhook does not matter.
   */
  checkOpen?(ctx: AppContext, providerRef: string): Promise<void>;
  /**
   * The open checkout again (a second click, another tab, the back button) instead of a second one:
   * 'gone' when the provider no longer lets it be paid (expired, voided).
   */
  resumeCheckout(ctx: AppContext, checkout: OpenCheckout): Promise<ResumeResult>;
  /**
   * Optional: ends the checkout at the provider so that it cannot be paid any more (Stripe: expire).
   * 'settled' when it turned out paid already (then confirmed through confirm.ts). Without it, ending
   * our transaction is enough (PayPal: an order that is not captured takes no money).
   */
  cancelCheckout?(ctx: AppContext, providerRef: string): Promise<'cancelled' | 'settled'>;
}

/** The built-in 'Testzahlung': only without provider keys and never in production. */
export const testPaymentEnabled = (config: Config) => testProvider.enabled(config);

const PROVIDERS: Partial<Record<PaymentProvider, PaymentProviderImpl>> = {
  test: testProvider,
  stripe: stripeProvider,
  paypal: paypalProvider,
};

export const PROVIDER_UNAVAILABLE = 'Diese Zahlungsart ist nicht verfügbar.';

/** The enabled provider of that name, or null. */
export const enabledProvider = (config: Config, name: string): PaymentProviderImpl | null => {
  const provider = (PROVIDERS as Record<string, PaymentProviderImpl | undefined>)[name];
  return provider?.enabled(config) ? provider : null;
};

/** The enabled provider of that name, else a German 404. */
export function providerFor(config: Config, name: string): PaymentProviderImpl {
  const provider = (PROVIDERS as Record<string, PaymentProviderImpl | undefined>)[name];
  if (!provider?.enabled(config)) throw new AppError(404, 'PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE);
  return provider;
}

type PaymentButtons = Pick<
  PlaceOrderResponse,
  'pay_pal_client_id' | 'use_pay_pal_sandbox' | 'show_stripe' | 'show_test_payment'
>;

/** Which payment buttons the order page shows (none when nothing is to pay). */
export function paymentButtons(config: Config, somethingToPay: boolean): PaymentButtons {
  const enabled = (name: PaymentProvider) => somethingToPay && Boolean(PROVIDERS[name]?.enabled(config));
  return {
    pay_pal_client_id: enabled('paypal') ? config.paypalClientId : null,
    use_pay_pal_sandbox: config.paypalSandbox,
    show_stripe: enabled('stripe'),
    show_test_payment: enabled('test'),
  };
}

/** Where create_payment's 303 may send the browser: the checkout pages of the configured providers. */
export const checkoutOrigins = (config: Config): string[] => [
  ...(stripeProvider.enabled(config) ? [STRIPE_CHECKOUT_ORIGIN] : []),
  ...paypalCheckoutOrigins(config),
];

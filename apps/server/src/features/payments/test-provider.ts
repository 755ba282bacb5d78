/**
 * The built-in 'Testzahlung' provider: its checkout is our own page (test-checkout.routes.ts) where the
 * user pays, lets the payment fail or cancels; no money moves. Available only when no Stripe or PayPal
 * keys are configured, and never with NODE_ENV=production.
 */
import { randomBytes } from 'node:crypto';
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import type { Config } from '../../config';
import type { PaymentProviderImpl } from './providers';

/** Keys for Stripe or PayPal make them the real providers and switch the test provider off. */
const hasProviderKeys = (config: Config) => Boolean(config.stripeSecretKey || config.paypalClientId);

export const testCheckoutPath = (orderId: number, session: string) =>
  `/api${pathOf(payments.testCheckout, { orderId })}?session=${encodeURIComponent(session)}`;

export const testProvider: PaymentProviderImpl = {
  name: 'test',
  enabled: (config) => !config.production && !hasProviderKeys(config),
  async createCheckout(_ctx, order) {
    // The session is the unguessable reference that the checkout page's buttons must present.
    const session = randomBytes(18).toString('base64url');
    return { providerRef: session, redirectUrl: testCheckoutPath(order.id, session) };
  },
  // Our own page: an open test checkout can always be shown again.
  async resumeCheckout(_ctx, checkout) {
    return { kind: 'redirect', url: testCheckoutPath(checkout.orderId, checkout.providerRef) };
  },
};

/**
 * POST /api/order/stripe/webhook: Stripe's signed events. The signature covers the exact bytes, so this
 * route's own scope parses application/json as the raw buffer (nowhere else). A paid Checkout Session
 * goes through confirm.ts (exactly once, amount and currency checked; a second payment of a paid order is
 * refunded there); a replay or an unknown event answers 200 and changes nothing; a session of no
 * transaction of ours answers 200 too but is logged (ids only); a bad signature is 400.
 */
import { payments } from '@ausweis/shared/contracts/payments';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { route } from '../../http/endpoints';
import { PROVIDER_UNAVAILABLE } from './providers';
import { stripeClient } from './stripe-client';
import { confirmSession } from './stripe-provider';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const intentId = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

export function registerStripeWebhook(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    // The contract's route, registered in this scope only, so the raw-body parser applies to it alone.
    route(payments.stripeWebhook, async ({ req }) => {
      const secret = ctx.config.stripeWebhookSecret;
      if (!ctx.config.stripeSecretKey || !secret)
        throw new AppError(404, 'PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE);
      const signature = req.headers['stripe-signature'];
      if (!Buffer.isBuffer(req.body) || typeof signature !== 'string')
        throw badRequest('Ungültige Stripe-Signatur.');
      const stripe = await stripeClient(ctx.config);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body, signature, secret);
      } catch {
        throw badRequest('Ungültige Stripe-Signatur.');
      }
      if (!PAID_EVENTS.has(event.type)) return { received: true };
      const session = event.data.object as Stripe.Checkout.Session;
      try {
        const result = await confirmSession(ctx, session);
        if (result?.kind === 'mismatch')
          req.log.warn({ session: session.id, orderId: result.orderId }, 'Stripe amount mismatch');
      } catch (err) {
        if (!(err instanceof AppError && err.status === 404)) throw err;
        // A session of no transaction of ours (another system on the same account, or a lost record):
        // nothing to pay here, but someone should be able to see that Stripe reported it.
        req.log.warn(
          { event: event.id, type: event.type, session: session.id, paymentIntent: intentId(session) },
          'Stripe webhook for an unknown checkout session',
        );
      }
      return { received: true };
    }).register(scope);
  });
}

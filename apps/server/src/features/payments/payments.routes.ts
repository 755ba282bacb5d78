/**
 * The public payment calls (docs/product.md#api 'Ordering'): create_payment (HTML form post -> 303 to the
 * provider's checkout), cancel_order, get_order_payed, the built-in 'Testzahlung' checkout page, the
 * PayPal capture and Stripe's webhook, all from the payments contracts.
 */
import { payments } from '@ausweis/shared/contracts/payments';
import { CreatePaymentForm } from '@ausweis/shared/schemas/ordering';
import { badRequest } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import type { FeatureRoutes } from '../../http/families';
import { acceptForms } from '../../http/forms';
import { orderRateLimit } from '../../http/rate-limit';
import { cardAppCodes } from './card-app-codes';
import { orderAccess } from './order-access';
import { cancelOrder, orderPayedState, startPayment } from './payments.service';
import { paypalCaptureRoute } from './paypal.routes';
import { registerStripeWebhook } from './stripe-webhook.routes';
import { asHtml, testCheckoutRoutes } from './test-checkout.routes';

const contractRoutes = endpointRoutes((ctx) => [
  // The form is checked here, not by a schema: the browser navigated here, so errors are HTML pages.
  route(
    payments.createPayment,
    ({ req, reply }) =>
      asHtml(reply, async () => {
        const form = CreatePaymentForm.safeParse(req.body ?? {});
        if (!form.success) {
          const issue = form.error.issues[0];
          if (issue?.path[0] === 'secret') throw badRequest(issue.message, 'secret');
          throw badRequest('Die Bestellnummer fehlt oder ist ungültig.', 'order_id');
        }
        const url = await startPayment(ctx, req.params.provider, form.data.order_id, form.data.secret);
        return reply.header('Cache-Control', 'no-store').redirect(url, 303);
      }),
    { config: orderRateLimit(ctx) },
  ),
  route(
    payments.cancelOrder,
    async ({ input, req }) => {
      await cancelOrder(ctx, req.params.provider, input.order_id, input.secret);
      return { ok: true as const };
    },
    { config: orderRateLimit(ctx) },
  ),
  route(
    payments.getOrderPayed,
    async ({ input, req }) => {
      await orderAccess(ctx.db, input.order_id, input.secret);
      return orderPayedState(ctx, input.order_id, req.log);
    },
    { config: orderRateLimit(ctx) },
  ),
  route(
    payments.cardAppCodes,
    async ({ input }) => ({ codes: await cardAppCodes(ctx, input.order_id, input.secret) }),
    { config: orderRateLimit(ctx) },
  ),
  ...testCheckoutRoutes(ctx),
  paypalCaptureRoute(ctx),
]);

export const paymentsRoutes: FeatureRoutes = {
  order(app, ctx) {
    acceptForms(app);
    contractRoutes.order?.(app, ctx);
    // Its own scope with a raw-body parser (the signature covers the exact bytes).
    registerStripeWebhook(app, ctx);
  },
};

/**
 * The public payment calls (SPEC §7 'Ordering'): create_payment (HTML form post -> 303 to the
 * provider's checkout), cancel_order, get_order_payed, and the built-in 'Testzahlung' checkout page.
 */
import { API, createPaymentPath } from '@ausweis/shared/api-paths';
import {
  CancelOrderRequest,
  CreatePaymentForm,
  GetOrderPayedQuery,
  GetOrderPayedResponse,
  OkResponse,
  PAYMENT_PROVIDERS,
} from '@ausweis/shared/schemas/ordering';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { orderRateLimit } from '../ordering/rate-limit';
import { orderAccess } from './order-access';
import { cancelOrder, orderPayedState, startPayment } from './payments.service';
import { registerPaypalRoutes } from './paypal.routes';
import { registerStripeWebhook } from './stripe-webhook.routes';
import { asHtml, registerTestCheckout } from './test-checkout.routes';

const FORM = 'application/x-www-form-urlencoded';

/** HTML forms post url-encoded bodies; the order family reads them as plain objects. */
function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

export const paymentsRoutes: FeatureRoutes = {
  order(app, ctx) {
    acceptForms(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post<{ Params: { provider: string }; Body: unknown }>(
      `/api${createPaymentPath(':provider')}`,
      { config: orderRateLimit(ctx) },
      (req, reply) =>
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
    );
    r.post(
      `/api${API.ordering.cancelOrder.replace('{provider}', ':provider')}`,
      {
        schema: {
          params: z.object({
            provider: z.enum(PAYMENT_PROVIDERS, { error: 'Unbekannter Zahlungsanbieter.' }),
          }),
          body: CancelOrderRequest,
          response: { 200: OkResponse },
        },
        config: orderRateLimit(ctx),
      },
      async (req) => {
        await cancelOrder(ctx, req.params.provider, req.body.order_id, req.body.secret);
        return { ok: true as const };
      },
    );
    r.get(
      `/api${API.ordering.getOrderPayed}`,
      {
        schema: { querystring: GetOrderPayedQuery, response: { 200: GetOrderPayedResponse } },
        config: orderRateLimit(ctx),
      },
      async (req) => {
        await orderAccess(ctx.db, req.query.order_id, req.query.secret);
        return orderPayedState(ctx, req.query.order_id, req.log);
      },
    );
    registerTestCheckout(app, ctx);
    registerPaypalRoutes(app, ctx);
    registerStripeWebhook(app, ctx);
  },
};

/** The public order calls (SPEC §7 'Ordering'): product info and place_order. */
import { API } from '@ausweis/shared/api-paths';
import { PlaceOrderResponse, ProductInfo, ProductInfoParams } from '@ausweis/shared/schemas/ordering';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import { sendCachedBody } from '../../http/cached-body';
import type { FeatureRoutes } from '../../http/families';
import { authenticate } from '../../http/guards';
import { readMultipart } from '../../http/multipart';
import { placeOrder } from './place-order.service';
import { NOT_ORDERABLE, productInfoAnswer, productInfoKey } from './product-info.service';
import { orderRateLimit } from './rate-limit';

/**
 * Whether the (public) request carries a valid token of an active super admin. No, an invalid or an
 * expired token, or any other user is simply the anonymous order form.
 */
async function isSuperAdminRequest(ctx: AppContext, req: FastifyRequest): Promise<boolean> {
  if (!req.headers.authorization) return false;
  try {
    await authenticate(ctx)(req);
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
  return req.auth?.is_super_admin === true;
}

export const orderingRoutes: FeatureRoutes = {
  order(app, ctx) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `/api${API.ordering.productInfo}/:tenantShortCode/:productShortCode`,
      {
        schema: { params: ProductInfoParams, response: { 200: ProductInfo } },
        config: orderRateLimit(ctx, 4 * (ctx.config.orderRateLimitPerMinute ?? 30)),
        // Sent precompressed from the cache (sendCachedBody).
        compress: false,
      },
      async (req, reply) => {
        const { tenantShortCode, productShortCode } = req.params;
        const answer = await ctx.productInfoCache.get(productInfoKey(tenantShortCode, productShortCode), () =>
          productInfoAnswer(ctx.db, tenantShortCode, productShortCode),
        );
        if (!answer) throw notFound(NOT_ORDERABLE);
        if (answer.status === 404) throw notFound(answer.message);
        return sendCachedBody(req, reply, answer.body);
      },
    );
    r.post(
      `/api${API.ordering.placeOrder}`,
      { schema: { response: { 200: PlaceOrderResponse } }, config: orderRateLimit(ctx) },
      async (req) => {
        const superAdmin = await isSuperAdminRequest(ctx, req);
        return placeOrder(ctx, await readMultipart(req), { superAdmin });
      },
    );
  },
};

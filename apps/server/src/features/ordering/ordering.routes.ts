/** The public order calls (SPEC §7 'Ordering'): product info and place_order. */
import { API } from '@ausweis/shared/api-paths';
import { PlaceOrderResponse, ProductInfo, ProductInfoParams } from '@ausweis/shared/schemas/ordering';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { authenticate } from '../../http/guards';
import { readMultipart } from '../../http/multipart';
import { placeOrder } from './place-order.service';
import { findOrderableProduct, productInfo } from './product-info.service';
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
      },
      async (req) =>
        productInfo(
          ctx.db,
          await findOrderableProduct(ctx.db, req.params.tenantShortCode, req.params.productShortCode),
        ),
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

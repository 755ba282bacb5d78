/** The public order calls (SPEC §7 'Ordering'): product info and place_order. */
import { API } from '@ausweis/shared/api-paths';
import { PlaceOrderResponse, ProductInfo, ProductInfoParams } from '@ausweis/shared/schemas/ordering';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../http/families';
import { readMultipart } from '../../http/multipart';
import { placeOrder } from './place-order.service';
import { findOrderableProduct, productInfo } from './product-info.service';
import { orderRateLimit } from './rate-limit';

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
      async (req) => placeOrder(ctx, await readMultipart(req)),
    );
  },
};

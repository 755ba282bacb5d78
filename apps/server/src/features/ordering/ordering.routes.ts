/** The public order calls (docs/product.md#api 'Ordering'): product info and place_order. */
import { ordering } from '@ausweis/shared/contracts/ordering';
import { mayOrderPaidOrTest } from '@ausweis/shared/record-rules';
import { notFound } from '../../http/app-error';
import { sendCachedBody } from '../../http/cached-body';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { subjectOf } from '../../http/request-context';
import { orderLinkPrefill } from './order-links';
import { placeOrder } from './place-order.service';
import {
  findOrderableProduct,
  NOT_ORDERABLE,
  productInfoAnswer,
  productInfoKey,
} from './product-info.service';

export const orderingRoutes = endpointRoutes((ctx) => [
  route(
    ordering.productInfo,
    async ({ req, reply }) => {
      const { tenantShortCode, productShortCode } = req.params;
      const answer = await ctx.productInfoCache.get(productInfoKey(tenantShortCode, productShortCode), () =>
        productInfoAnswer(ctx.db, tenantShortCode, productShortCode),
      );
      if (!answer) throw notFound(NOT_ORDERABLE);
      if (answer.status === 404) throw notFound(answer.message);
      return sendCachedBody(req, reply, answer.body);
    },
    {
      config: orderRateLimit(ctx, 4 * ctx.config.orderRateLimitPerMinute),
      // Sent precompressed from the cache (sendCachedBody).
      compress: false,
    },
  ),
  route(
    ordering.placeOrder,
    // The order family's guard added the user of a valid token; anyone else orders anonymously.
    ({ input, files, req }) =>
      placeOrder(ctx, { values: input, files }, { superAdmin: mayOrderPaidOrTest(subjectOf(req)) }),
    { config: orderRateLimit(ctx) },
  ),
  route(
    ordering.orderLink,
    async ({ input, reply }) => {
      const op = await findOrderableProduct(ctx.db, input.tenant_short_code, input.product_short_code);
      const prefill = await orderLinkPrefill(ctx, op, input.token);
      // Personal data: kept by no cache.
      return reply.header('Cache-Control', 'no-store').send(prefill);
    },
    { config: orderRateLimit(ctx) },
  ),
]);

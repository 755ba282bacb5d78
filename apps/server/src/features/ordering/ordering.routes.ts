/** The public order calls (SPEC §7 'Ordering'): product info and place_order. */
import { ordering } from '@ausweis/shared/contracts/ordering';
import { can } from '@ausweis/shared/permissions';
import { PlaceOrderForm } from '@ausweis/shared/schemas/order-rules';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/app-error';
import { sendCachedBody } from '../../http/cached-body';
import { endpointRoutes, route } from '../../http/endpoints';
import { authenticate } from '../../http/guards';
import { parseMultipart } from '../../http/multipart';
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
  return can(subjectOf(req), 'orders.manage');
}

export const orderingRoutes = endpointRoutes((ctx) => [
  route(
    ordering.productInfo,
    async (_request, req, reply) => {
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
    async (_request, req) => {
      const superAdmin = await isSuperAdminRequest(ctx, req);
      const form = await parseMultipart(req, PlaceOrderForm, { files: ['image_file'] });
      return placeOrder(ctx, form, { superAdmin });
    },
    { config: orderRateLimit(ctx) },
  ),
  route(
    ordering.orderLink,
    async (request, _req, reply) => {
      const op = await findOrderableProduct(ctx.db, request.tenant_short_code, request.product_short_code);
      const prefill = await orderLinkPrefill(ctx, op, request.token);
      // Personal data: kept by no cache.
      return reply.header('Cache-Control', 'no-store').send(prefill);
    },
    { config: orderRateLimit(ctx) },
  ),
]);

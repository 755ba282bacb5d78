import { API } from '@ausweis/shared/api-paths';
import { FindOrdersRequest, OrderListRow } from '@ausweis/shared/schemas/dashboard';
import { paged } from '@ausweis/shared/schemas/pagination';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../http/families';
import { findOrders } from './orders.service';

export const ordersRoutes: FeatureRoutes = {
  sad(app, ctx) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        `/api${API.orders.find}`,
        { schema: { body: FindOrdersRequest, response: { 200: paged(OrderListRow) } } },
        (req) => findOrders(ctx.db, req.body),
      );
  },
};

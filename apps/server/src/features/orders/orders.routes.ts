import { orders } from '@ausweis/shared/contracts/orders';
import { endpointRoutes, route } from '../../http/endpoints';
import { findOrders } from './orders.service';

export const ordersRoutes = endpointRoutes((ctx) => [
  route(orders.find, ({ input }) => findOrders(ctx.db, input)),
]);

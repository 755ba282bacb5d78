/** 'Liste Bestellungen' (docs/product.md#api orders, super admins): the contracts of the orders feature. */
import { defineEndpoints } from '../endpoint';
import { FindOrdersRequest, OrderListRow } from '../schemas/dashboard';
import { paged } from '../schemas/pagination';

export const orders = defineEndpoints('orders', {
  find: {
    method: 'POST',
    path: '/a/sad/orders/find',
    capability: 'orders.manage',
    request: FindOrdersRequest,
    response: paged(OrderListRow),
    summary: 'Paged list of all orders (super admins), from the live or the archive table.',
  },
});

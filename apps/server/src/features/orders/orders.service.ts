/** The super admin's order list over all tenants (docs/product.md#screens 'Liste Bestellungen'). */
import type { FindOrdersRequest, OrderListRow } from '@ausweis/shared/schemas/dashboard';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fromOrdersWithProduct, isPaidOrder, orderListColumns } from '../../db/order-queries';
import { baseProducts, orders, ordersArchive, tenantProducts, tenants } from '../../db/schema/index';
import { boolFilter, countedRow, equals, findPage, idFilter, startsWith } from '../../http/paging';

/** Filters on the joined tenant and product tables: only these make the count join them. */
const JOINED_FILTERS = ['tenant_name', 'short_code', 'product_type', 'product_short_code'];

// Across tenants: the super admin's order list (the sad family) shows the orders of every tenant.
export async function findOrders(
  db: Db,
  req: z.output<typeof FindOrdersRequest>,
): Promise<Paged<OrderListRow>> {
  const t = req.use_archive ? ordersArchive : orders;
  const joined = JOINED_FILTERS.some((key) => (req.filters[key] ?? '') !== '');
  return findPage(req, {
    db,
    sortable: {
      id: t.id,
      tenant_name: tenants.name,
      tenant_id: t.tenant_id,
      product_type: baseProducts.product_type,
      familyname: sql`lower(${t.familyname})`,
      forname: sql`lower(${t.forname})`,
      is_delete: t.is_delete,
      online_ready: t.online_ready,
      validated: t.validated,
      product_short_code: tenantProducts.product_short_code,
      price: t.price,
      created_at: t.created_at,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      id: idFilter(t.id),
      tenant_id: idFilter(t.tenant_id),
      tenant_name: startsWith(tenants.name),
      short_code: startsWith(tenants.short_code),
      product_type: equals(baseProducts.product_type),
      familyname: startsWith(t.familyname),
      forname: startsWith(t.forname),
      product_short_code: startsWith(tenantProducts.product_short_code),
      is_delete: boolFilter(t.is_delete),
      online_ready: boolFilter(t.online_ready),
      validated: boolFilter(t.validated),
      is_test: boolFilter(t.is_test),
      is_payed: boolFilter(isPaidOrder(t)),
    },
    rows: (where) => fromOrdersWithProduct(db, t, orderListColumns(t)).where(where),
    // Every order has its tenant and product (not null foreign keys): without a filter on them the
    // count reads the orders alone.
    count: (where) =>
      joined
        ? fromOrdersWithProduct(db, t, countedRow).where(where)
        : db.select(countedRow).from(t).where(where),
  });
}

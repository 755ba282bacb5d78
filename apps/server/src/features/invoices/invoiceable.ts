/**
 * Which orders an invoice run bills (README 'Rechnungen'), defined here and nowhere else: the tenant
 * pays for the order (tenant_payee), it is not billed yet, it was confirmed (is_payed, and not
 * cancelled or failed), it was placed in the date range (whole days in German time) by a tenant of
 * the country, it is not a test order unless test orders are included, and it was not deleted before
 * it was printed (a deleted card is billed only once it went to the printer).
 * The list and the billing use the same condition; the query must join tenants and tenantProducts.
 */
import { and, eq, inArray, isNotNull, not, or, type SQL } from 'drizzle-orm';
import { createdOnDays, notTest } from '../../db/order-queries';
import { orders, tenants } from '../../db/schema/index';

export interface InvoiceableFilter {
  date_from: string;
  date_to: string;
  include_test: boolean;
  country_id: string;
}

export function invoiceable(f: InvoiceableFilter): SQL {
  return and(
    // These two match the partial index orders_invoiceable_idx (with created_at).
    eq(orders.tenant_payee, true),
    eq(orders.tenant_payee_billed, false),
    eq(orders.is_payed, true),
    not(inArray(orders.status, ['cancelled', 'failed'])),
    or(not(orders.is_delete), isNotNull(orders.exported_at)),
    createdOnDays(f.date_from, f.date_to),
    eq(tenants.country_id, f.country_id as 'DE'),
    notTest(f.include_test),
  ) as SQL;
}

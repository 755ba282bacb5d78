/**
 * Which orders an invoice run bills (README 'Rechnungsläufe'), defined here and nowhere else: those
 * awaiting an invoice (db/order-queries.ts awaitingInvoice: tenant-paid, confirmed, not billed, not
 * free, not deleted before delivery), placed in the date range (whole days in German time) by a
 * tenant of the country; test orders (order, tenant or product) only when they are included.
 * The list and the billing use the same condition; the query must join tenants and tenantProducts.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { awaitingInvoice, createdOnDays, notTest } from '../../db/order-queries';
import { orders, tenants } from '../../db/schema/index';

export interface InvoiceableFilter {
  date_from: string;
  date_to: string;
  include_test: boolean;
  country_id: string;
}

export function invoiceable(f: InvoiceableFilter): SQL {
  return and(
    awaitingInvoice(orders, { includeTest: f.include_test }),
    notTest(f.include_test),
    createdOnDays(f.date_from, f.date_to),
    eq(tenants.country_id, f.country_id as 'DE'),
  ) as SQL;
}

/**
 * Which orders go to the card printer (docs/product.md#behaviour, #api orders export): live, paid plastic cards whose data
 * still exists and whose photo is cleared (photo review), validated unless the tenant product exports unvalidated ones. The list and the
 * download use the same conditions, so a download never prints what the list would not show; the operator's
 * queue leaves out what the school prints itself.
 */
import { and, eq, isNull, not, or, type SQL } from 'drizzle-orm';
import { isPaidOrder, photoCleared } from '../../db/order-queries';
import { orders, tenantProducts } from '../../db/schema/index';

/** The print rules; the query must join tenants and tenantProducts. */
export function printable(): SQL {
  return and(
    // These two match the partial index orders_print_queue_idx (with exported_at is null).
    eq(orders.is_hardcopy, true),
    not(orders.is_delete),
    isPaidOrder(orders),
    isNull(orders.data_deleted_at),
    // A photo waiting for review or rejected is not printed.
    photoCleared(orders),
    or(eq(orders.validated, true), eq(tenantProducts.export_unvalidated, true)),
  ) as SQL;
}

/**
 * The operator's print queue ('Export Bestellungen'): the print rules, without the products the school
 * prints itself ('Druck in der Einrichtung', school-print), so no card is printed twice.
 */
export const operatorPrintable = (): SQL =>
  and(printable(), eq(tenantProducts.print_at_school, false)) as SQL;

/** Not printed yet (unless the caller includes exported ones). */
export const notExported = (includeExported: boolean): SQL | undefined =>
  includeExported ? undefined : isNull(orders.exported_at);

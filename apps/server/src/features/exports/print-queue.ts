/**
 * Which orders go to the card printer (SPEC §4, §7 orders export): live, paid plastic cards whose data
 * still exists, validated unless the tenant product exports unvalidated ones. The list and the
 * download use the same conditions, so a download never prints what the list would not show.
 */
import { type AnyColumn, and, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { orders, tenantProducts, tenants } from '../../db/schema/index';

/** The print rules; the query must join tenants and tenantProducts. */
export function printable(): SQL {
  return and(
    // The first three match the partial index orders_print_queue_idx (with exported_at is null).
    eq(orders.is_hardcopy, true),
    not(orders.is_delete),
    or(eq(orders.is_payed, true), inArray(orders.status, ['payed', 'added_to_pdf'])),
    isNull(orders.data_deleted_at),
    or(eq(orders.validated, true), eq(tenantProducts.export_unvalidated, true)),
  ) as SQL;
}

/** Not printed yet (unless the caller includes exported ones). */
export const notExported = (includeExported: boolean): SQL | undefined =>
  includeExported ? undefined : isNull(orders.exported_at);

/** Test orders: the order, its tenant or its product is a test. */
export const isTestOrder = sql<boolean>`(${orders.is_test} or ${tenants.is_test} or ${tenantProducts.is_test})`;

/** Leaves test orders out unless they are wanted. */
export const notTest = (includeTest: boolean): SQL | undefined =>
  includeTest ? undefined : not(isTestOrder);

/**
 * Orders created on the days date_from..date_to (YYYY-MM-DD), whole days in German time (SPEC §5 date
 * filters; export, invoice runs and report alike). `column` is orders.created_at unless given.
 */
export function createdOnDays(dateFrom: string, dateTo: string, column: AnyColumn = orders.created_at): SQL {
  // From 00:00:00 of the first day up to the end of 23:59:59 of the last (the next midnight, exclusive).
  return sql`${column} >= (${dateFrom}::date)::timestamp at time zone 'Europe/Berlin'
    and ${column} < (${dateTo}::date + 1)::timestamp at time zone 'Europe/Berlin'`;
}

/**
 * Invoice runs, read side (docs/product.md#api 'Orders and invoices'): the invoiceable orders per tenant, the
 * payment runs and a run's orders. Billing itself is in billing.service.ts.
 */

import type { FindPaymentRunsRequest } from '@ausweis/shared/schemas/invoices';
import {
  INVOICE_TEXTS,
  type InvoiceableQuery,
  type InvoiceableRow,
  type PaymentRunOrderRow,
  type PaymentRunRow,
} from '@ausweis/shared/schemas/invoices';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fromOrdersWithProduct, orderListColumns } from '../../db/order-queries';
import { orders, ordersArchive, paymentRuns, tenants, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { countedRow, findPage, idBoundFilter, idFilter, type PageQuery } from '../../http/paging';
import { germanIsoDate } from '../../platform/german-date';
import { invoiceable } from './invoiceable';
import { paymentStateColumn, paymentStateFilter } from './payment-state-sql';

type ListQuery = z.output<typeof InvoiceableQuery>;

/** docs/product.md#fields 'Invoice run row': one row per tenant (and currency), by tenant name. */
export async function listInvoiceable(db: Db, q: ListQuery): Promise<InvoiceableRow[]> {
  return invoiceableQuery(db, q);
}

/** The query behind listInvoiceable (the benchmark also sends its SQL straight to the driver). */
export function invoiceableQuery(db: Db, q: ListQuery) {
  return fromOrdersWithProduct(db, orders, {
    tenant_id: orders.tenant_id,
    tenant_name: tenants.name,
    count: count(),
    country_id: tenants.country_id,
    sum_price: sql<number>`sum(${orders.price})::bigint`.mapWith(Number),
    currency: orders.currency,
    mindate: sql<string>`${min(orders.created_at)}`.mapWith((v) => new Date(v).toISOString()),
    maxdate: sql<string>`${max(orders.created_at)}`.mapWith((v) => new Date(v).toISOString()),
  })
    .where(invoiceable(q))
    .groupBy(orders.tenant_id, tenants.name, tenants.country_id, orders.currency)
    .orderBy(asc(tenants.name), asc(orders.tenant_id), asc(orders.currency));
}

/** A user's name, or e-mail without one (users joined): who created a run or booked a payment. */
export const userName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.forename}, ${users.lastname})), ''), ${users.email})`;

const runColumns = {
  id: paymentRuns.id,
  tenant_id: paymentRuns.tenant_id,
  tenant_name: tenants.name,
  total_count: paymentRuns.total_count,
  total_amount: paymentRuns.total_amount,
  currency: paymentRuns.currency,
  till_date: paymentRuns.till_date,
  user_profile_id: paymentRuns.user_profile_id,
  created_by: userName,
  created_at: paymentRuns.created_at,
  invoice_number: paymentRuns.invoice_number,
  invoice_date: paymentRuns.invoice_date,
  invoice_state: paymentRuns.invoice_state,
  invoice_mails: paymentRuns.invoice_mails,
  leitweg_id: sql<string | null>`${paymentRuns.invoice}->'buyer'->>'leitweg_id'`,
  // The cancellation (run-cancel.ts).
  cancelled_at: paymentRuns.cancelled_at,
  cancellation_number: paymentRuns.cancellation_number,
  cancellation_date: paymentRuns.cancellation_date,
  cancellation_state: paymentRuns.cancellation_state,
};

/** Payment runs with their tenant: all the list's count needs (its filters are on the runs). */
const runsWithTenant = <F extends SelectedFields>(db: Db, fields: NonNullable<F>) =>
  db.select(fields).from(paymentRuns).innerJoin(tenants, eq(tenants.id, paymentRuns.tenant_id));

/** A run's payment figures, its state as of today in German time. */
const paymentColumns = () => ({
  due_date: paymentRuns.due_date,
  paid_amount: paymentRuns.paid_amount,
  payment_state: paymentStateColumn(germanIsoDate()),
});

const runsFrom = (db: Db) =>
  runsWithTenant(db, { ...runColumns, ...paymentColumns() }).leftJoin(
    users,
    eq(users.id, paymentRuns.user_profile_id),
  );

/** Payment runs, newest first by default (docs/product.md#api filter_payment_runs). */
export function findPaymentRuns(
  db: Db,
  req: z.output<typeof FindPaymentRunsRequest>,
): Promise<Paged<PaymentRunRow>> {
  const q: PageQuery<PaymentRunRow> = {
    db,
    sortable: {
      id: paymentRuns.id,
      tenant_id: paymentRuns.tenant_id,
      tenant_name: tenants.name,
      total_count: paymentRuns.total_count,
      total_amount: paymentRuns.total_amount,
      till_date: paymentRuns.till_date,
      invoice_number: paymentRuns.invoice_number,
      due_date: paymentRuns.due_date,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      tenant_id: idFilter(paymentRuns.tenant_id),
      id: idFilter(paymentRuns.id),
      // The range of the runs just created, whose invoices the billing page follows.
      id_from: idBoundFilter(paymentRuns.id, 'gte'),
      id_to: idBoundFilter(paymentRuns.id, 'lte'),
      payment_state: paymentStateFilter,
    },
    rows: (where) => runsFrom(db).where(where),
    count: (where) => runsWithTenant(db, countedRow).where(where),
  };
  return findPage(req, q);
}

/** One run as listed, or 404. */
export async function paymentRunById(db: Db, id: number): Promise<PaymentRunRow> {
  const [row] = await runsFrom(db).where(eq(paymentRuns.id, id));
  if (!row) throw notFound(INVOICE_TEXTS.runNotFound);
  return row;
}

/** The runs as listed, in id order (a billing's answer). */
export function paymentRunsByIds(db: Db, ids: number[]): Promise<PaymentRunRow[]> {
  return runsFrom(db).where(inArray(paymentRuns.id, ids)).orderBy(asc(paymentRuns.id));
}

/** docs/product.md#fields 'Payment run order': the run's orders, live and archived, by id. */
export async function listPaymentRunOrders(db: Db, runId: number): Promise<PaymentRunOrderRow[]> {
  await paymentRunById(db, runId);
  const select = (table: typeof orders | typeof ordersArchive, fromArchive: boolean) =>
    fromOrdersWithProduct(db, table, {
      ...orderListColumns(table),
      from_archive: sql<boolean>`${fromArchive}::boolean`,
    }).where(eq(table.payment_run_id, runId));
  const [live, archived] = await Promise.all([select(orders, false), select(ordersArchive, true)]);
  return [...live, ...archived].sort((a, b) => b.id - a.id);
}

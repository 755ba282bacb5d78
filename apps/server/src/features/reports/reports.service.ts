/**
 * 'Bestellungen report' (docs/product.md#api GET invoice orders report): the orders placed in a date range, live
 * and archived, without test orders, grouped in the database; the figures are built by report-figures.ts.
 */
import { type OrderReport, REPORT_DAILY_MAX_DAYS, type ReportQuery } from '@ausweis/shared/schemas/reports';
import dayjs from 'dayjs';
import { and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { createdOnDays, fromOrdersWithProduct, isConfirmedOrder, notTest } from '../../db/order-queries';
import { orders, ordersArchive, tenants } from '../../db/schema/index';
import { receivables } from './receivables';
import { buildReport, type ReportBucket } from './report-figures';

type Query = z.output<typeof ReportQuery>;

/** The grouped orders of one table (orders or orders_archive). */
function reportBuckets(db: Db, table: typeof orders | typeof ordersArchive, q: Query, unit: 'day' | 'month') {
  const fmt = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const confirmed = sql<boolean>`${isConfirmedOrder(table)}`;
  const period = sql<string>`to_char(${table.created_at} at time zone 'Europe/Berlin', ${sql.raw(`'${fmt}'`)})`;
  // What the orderers paid (the tenant pays its own orders on invoice).
  const received =
    sql<number>`sum(case when ${table.tenant_payee} then 0 else ${table.paid_amount} end)::bigint`.mapWith(
      Number,
    );
  // Across tenants: the super admins' report counts the orders of every tenant.
  return fromOrdersWithProduct(db, table, {
    country_id: tenants.country_id,
    currency: table.currency,
    is_online: table.is_online,
    is_hardcopy: table.is_hardcopy,
    tenant_payee: table.tenant_payee,
    confirmed,
    period,
    n: sql<number>`count(*)::int`.mapWith(Number),
    price_sum: sql<number>`sum(${table.price})::bigint`.mapWith(Number),
    received,
  })
    .where(and(createdOnDays(q.date_from, q.date_to, table.created_at), notTest(false, table)))
    .groupBy(
      tenants.country_id,
      table.currency,
      table.is_online,
      table.is_hardcopy,
      table.tenant_payee,
      confirmed,
      period,
    );
}

/** Days are charted up to REPORT_DAILY_MAX_DAYS, longer ranges per month. */
export const reportUnit = (q: Query): 'day' | 'month' =>
  dayjs(q.date_to).diff(dayjs(q.date_from), 'day') + 1 <= REPORT_DAILY_MAX_DAYS ? 'day' : 'month';

/** The report's two queries, live orders and archive (the benchmark also sends their SQL raw). */
export const reportQueries = (db: Db, q: Query, unit: 'day' | 'month') =>
  [reportBuckets(db, orders, q, unit), reportBuckets(db, ordersArchive, q, unit)] as const;

export async function orderReport(ctx: Pick<AppContext, 'config' | 'db'>, q: Query): Promise<OrderReport> {
  const unit = reportUnit(q);
  const [[live, archived], owed] = await Promise.all([
    Promise.all(reportQueries(ctx.db, q, unit)),
    receivables(ctx.db),
  ]);
  const { billing } = ctx.config;
  const report = buildReport(
    { date_from: q.date_from, date_to: q.date_to },
    unit,
    [...live, ...archived] as ReportBucket[],
    {
      card_cost: billing.cardCostCents,
      porto_cost: billing.portoCents,
    },
  );
  return { ...report, receivables: owed };
}

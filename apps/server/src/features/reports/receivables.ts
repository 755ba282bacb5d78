/** The report's open and overdue invoice amounts (ReportReceivables), summed in the database. */
import type { ReportReceivables } from '@ausweis/shared/schemas/reports';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentRuns } from '../../db/schema/index';
import { germanIsoDate } from '../../platform/german-date';
import { owingRun } from '../invoices/public';

/** Open and overdue per currency on `today` (YYYY-MM-DD, German time). */
export function receivables(db: Db, today = germanIsoDate()): Promise<ReportReceivables[]> {
  const owed = sql`${paymentRuns.total_amount} - ${paymentRuns.paid_amount}`;
  // Across tenants: the super admins' report sums the runs of every tenant.
  return db
    .select({
      currency: paymentRuns.currency,
      open: sql<number>`sum(${owed})::bigint`.mapWith(Number),
      overdue:
        sql<number>`coalesce(sum(${owed}) filter (where ${paymentRuns.due_date} < ${today}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(paymentRuns)
    .where(owingRun())
    .groupBy(paymentRuns.currency)
    .orderBy(asc(paymentRuns.currency));
}

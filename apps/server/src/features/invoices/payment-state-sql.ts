/**
 * paymentStateOf (shared/schemas/invoices.ts) in SQL: the condition of each payment state on a German
 * day, for the runs list's filter and state column, the reminders and the report. Overdue runs are
 * found by payment_runs_open_due_idx (not cancelled, by due date).
 */
import { PAYMENT_STATES, type PaymentState } from '@ausweis/shared/schemas/invoices';
import { and, gt, gte, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { paymentRuns as r } from '../../db/schema/index';
import type { FilterValue } from '../../http/paging';
import { germanIsoDate } from '../../platform/german-date';

/** Not cancelled and not fully paid. */
export const owingRun = (): SQL => and(isNull(r.cancelled_at), lt(r.paid_amount, r.total_amount)) as SQL;

/** Owing after its due date on `today` (YYYY-MM-DD). */
export const overdueRun = (today: string): SQL => and(owingRun(), lt(r.due_date, today)) as SQL;

/** The condition of `state` on `today`, exactly as paymentStateOf decides. */
export function paymentStateIs(state: PaymentState, today: string): SQL {
  const notDue = () => and(owingRun(), gte(r.due_date, today));
  const conditions: Record<PaymentState, () => SQL | undefined> = {
    cancelled: () => isNotNull(r.cancelled_at),
    paid: () => and(isNull(r.cancelled_at), gte(r.paid_amount, r.total_amount)),
    overdue: () => overdueRun(today),
    partly_paid: () => and(notDue(), gt(r.paid_amount, 0)),
    open: () => and(notDue(), lte(r.paid_amount, 0)),
  };
  return conditions[state]() as SQL;
}

/** The run's payment state on `today` as a column. */
export const paymentStateColumn = (today: string) =>
  sql<PaymentState>`case ${sql.join(
    PAYMENT_STATES.map((s) => sql`when ${paymentStateIs(s, today)} then ${s}`),
    sql` `,
  )} end`;

/** The runs list's payment_state filter: a state of PAYMENT_STATES today; anything else matches nothing. */
export const paymentStateFilter = (v: FilterValue): SQL =>
  (PAYMENT_STATES as readonly unknown[]).includes(v)
    ? paymentStateIs(v as PaymentState, germanIsoDate())
    : sql`false`;

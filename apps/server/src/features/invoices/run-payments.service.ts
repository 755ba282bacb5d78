/**
 * 'Zahlung erfassen' and 'Zahlung zurücknehmen' on a payment run (super admins with can_invoice), and
 * the run's payments panel: its payments, reversed ones included, and the reminders sent.
 */
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import {
  type BookPaymentRequest,
  PAYMENT_TEXTS,
  type RunPaymentsResponse,
} from '@ausweis/shared/schemas/run-payments';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentRuns, runPayments, runReminders, users } from '../../db/schema/index';
import type { Accessor } from '../../http/access';
import { badRequest, notFound } from '../../http/app-error';
import { userName } from './invoices.service';
import { bookPayment } from './run-payments';

/** Books a payment typed by hand; more than the run still owes is refused (a typo, another run's). */
export function bookManualPayment(
  db: Db,
  who: Accessor,
  req: z.output<typeof BookPaymentRequest>,
): Promise<void> {
  return db.transaction(async (tx) => {
    // Across tenants: a payment run, found by its id, names its tenant.
    const [run] = await tx
      .select({
        total: paymentRuns.total_amount,
        paid: paymentRuns.paid_amount,
        currency: paymentRuns.currency,
        cancelled_at: paymentRuns.cancelled_at,
      })
      .from(paymentRuns)
      .where(eq(paymentRuns.id, req.payment_run_id))
      .for('update');
    if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
    const open = run.total - run.paid;
    if (!run.cancelled_at && open <= 0) throw badRequest(PAYMENT_TEXTS.nothingOpen, 'amount');
    if (!run.cancelled_at && req.amount > open)
      throw badRequest(PAYMENT_TEXTS.overOpen(open, run.currency), 'amount');
    await bookPayment(tx, who, {
      runId: req.payment_run_id,
      paidOn: req.paid_on,
      amount: req.amount,
      note: req.note,
      source: 'manual',
      userId: who.userId,
    });
  });
}

/**
 * The run's payments, newest first, and its reminders.
 * Across tenants: the rows of one payment run, found by its id.
 */
export async function listRunPayments(db: Db, runId: number): Promise<RunPaymentsResponse> {
  const [payments, reminders] = await Promise.all([
    db
      .select({
        id: runPayments.id,
        paid_on: runPayments.paid_on,
        amount: runPayments.amount,
        source: runPayments.source,
        note: runPayments.note,
        booked_by: userName,
        created_at: runPayments.created_at,
        reversed_at: runPayments.reversed_at,
      })
      .from(runPayments)
      .leftJoin(users, eq(users.id, runPayments.user_profile_id))
      .where(eq(runPayments.payment_run_id, runId))
      .orderBy(desc(runPayments.paid_on), desc(runPayments.id)),
    db
      .select({
        id: runReminders.id,
        sent_at: runReminders.sent_at,
        recipients: runReminders.recipients,
        open_amount: runReminders.open_amount,
      })
      .from(runReminders)
      .where(eq(runReminders.payment_run_id, runId))
      .orderBy(desc(runReminders.sent_at)),
  ]);
  return { payments, reminders };
}

/**
 * Payments received on payment runs: each booking adds a run_payments row and raises the run's
 * paid_amount in the same transaction, under the run's row lock, so the payment state
 * (paymentStateOf) always agrees with the payments listed. A reversal is the same, backwards.
 */
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { PAYMENT_TEXTS } from '@ausweis/shared/schemas/run-payments';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentRuns, type RUN_PAYMENT_SOURCES, runPayments } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';

export interface PaymentBooking {
  runId: number;
  /** Value date (YYYY-MM-DD). */
  paidOn: string;
  /** In cents, positive. */
  amount: number;
  note?: string | null;
  source: (typeof RUN_PAYMENT_SOURCES)[number];
  /** The bank's reference of a statement entry. */
  entryRef?: string | null;
  userId?: number | null;
}

/**
 * Books a payment on a run in the caller's transaction; returns the payment's id, or null when the
 * bank entry (entryRef) was booked before. A cancelled run takes no payment (409).
 * Across tenants: the payment names the run; its tenant is the run's.
 */
export async function bookPayment(tx: Tx, b: PaymentBooking): Promise<number | null> {
  const [run] = await tx
    .select({ tenant_id: paymentRuns.tenant_id, cancelled_at: paymentRuns.cancelled_at })
    .from(paymentRuns)
    .where(eq(paymentRuns.id, b.runId))
    .for('update');
  if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
  if (run.cancelled_at) throw new AppError(409, 'RUN_CANCELLED', INVOICE_TEXTS.cancelledNoPayment);
  const [payment] = await tx
    .insert(runPayments)
    .values({
      payment_run_id: b.runId,
      tenant_id: run.tenant_id,
      paid_on: b.paidOn,
      amount: b.amount,
      note: b.note ?? null,
      source: b.source,
      entry_ref: b.entryRef ?? null,
      user_profile_id: b.userId ?? null,
    })
    .onConflictDoNothing({ target: runPayments.entry_ref })
    .returning({ id: runPayments.id });
  if (!payment) return null;
  await tx
    .update(paymentRuns)
    .set({ paid_amount: sql`${paymentRuns.paid_amount} + ${b.amount}` })
    .where(eq(paymentRuns.id, b.runId));
  return payment.id;
}

/**
 * Reverses a booked payment in the caller's transaction: it stays listed with reversed_at, and the
 * run's paid_amount drops by its amount, under the run's row lock (as bookPayment takes it).
 * Reversing twice is refused (409). Answers the payment's run.
 * Across tenants: the payment, found by its id, names its run and tenant.
 */
export async function reversePayment(tx: Tx, paymentId: number): Promise<number> {
  const runId = await runOfPayment(tx, paymentId);
  await tx.select({ id: paymentRuns.id }).from(paymentRuns).where(eq(paymentRuns.id, runId)).for('update');
  const [reversed] = await tx
    .update(runPayments)
    .set({ reversed_at: sql`now()` })
    .where(and(eq(runPayments.id, paymentId), isNull(runPayments.reversed_at)))
    .returning({ amount: runPayments.amount });
  if (!reversed) throw new AppError(409, 'PAYMENT_REVERSED', PAYMENT_TEXTS.alreadyReversed);
  await tx
    .update(paymentRuns)
    .set({ paid_amount: sql`${paymentRuns.paid_amount} - ${reversed.amount}` })
    .where(eq(paymentRuns.id, runId));
  return runId;
}

/**
 * The run a payment was booked on, or the German 404.
 * Across tenants: the payment, found by its id, names its run.
 */
export async function runOfPayment(db: Db | Tx, paymentId: number): Promise<number> {
  const [found] = await db
    .select({ runId: runPayments.payment_run_id })
    .from(runPayments)
    .where(eq(runPayments.id, paymentId));
  if (!found) throw notFound(PAYMENT_TEXTS.paymentNotFound);
  return found.runId;
}

/**
 * Payments received on payment runs: each booking adds a run_payments row and raises the run's
 * paid_amount in the same transaction, under the run's row lock, so the payment state
 * (paymentStateOf) always agrees with the payments listed. A reversal is the same, backwards.
 * Both are recorded in the run's tenant's audit trail in the same transaction: the action and the
 * payments' ids (a payment names its run, its amount in cents and through the run the invoice number).
 */
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { PAYMENT_TEXTS } from '@ausweis/shared/schemas/run-payments';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentRuns, type RUN_PAYMENT_SOURCES, runPayments } from '../../db/schema/index';
import { type Accessor, recordChanges } from '../../http/access';
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
 */
export async function bookPayment(tx: Tx, who: Accessor, b: PaymentBooking): Promise<number | null> {
  const [id] = await bookPayments(tx, who, [b]);
  return id ?? null;
}

/** Rows per statement: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/**
 * Books many payments at once (a bank statement), in a few statements whatever their number: the
 * runs are locked in id order, a cancelled or unknown one refuses the whole batch, and each run's
 * paid_amount rises by what was booked on it. Returns the payments' ids in the bookings' order (null:
 * the entry was booked before, or earlier in the same batch). One 'payment.booked' event per tenant
 * names the payments booked on its runs.
 * Across tenants: the payment names the run; its tenant is the run's.
 */
export async function bookPayments(
  tx: Tx,
  who: Accessor,
  bookings: readonly PaymentBooking[],
): Promise<(number | null)[]> {
  const runIds = [...new Set(bookings.map((b) => b.runId))].sort((a, z) => a - z);
  const runs = new Map<number, { tenant_id: number; cancelled_at: string | null }>();
  for (const part of chunks(runIds)) {
    const locked = await tx
      .select({
        id: paymentRuns.id,
        tenant_id: paymentRuns.tenant_id,
        cancelled_at: paymentRuns.cancelled_at,
      })
      .from(paymentRuns)
      .where(inArray(paymentRuns.id, part))
      .orderBy(paymentRuns.id)
      .for('update');
    for (const r of locked) runs.set(r.id, r);
  }
  for (const b of bookings) {
    const run = runs.get(b.runId);
    if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
    if (run.cancelled_at) throw new AppError(409, 'RUN_CANCELLED', INVOICE_TEXTS.cancelledNoPayment);
  }
  const ids: (number | null)[] = [];
  const paid = new Map<number, number>();
  const bookedPerTenant = new Map<number, number[]>();
  for (const part of chunks(bookings)) {
    const inserted = await tx
      .insert(runPayments)
      .values(
        part.map((b) => ({
          payment_run_id: b.runId,
          tenant_id: runs.get(b.runId)?.tenant_id ?? 0,
          paid_on: b.paidOn,
          amount: b.amount,
          note: b.note ?? null,
          source: b.source,
          entry_ref: b.entryRef ?? null,
          user_profile_id: b.userId ?? null,
        })),
      )
      .onConflictDoNothing({ target: runPayments.entry_ref })
      .returning({ id: runPayments.id, entry_ref: runPayments.entry_ref });
    // A bank entry is found by its reference; manual payments (no reference) come back in order.
    const byRef = new Map(inserted.filter((r) => r.entry_ref !== null).map((r) => [r.entry_ref, r.id]));
    const manual = inserted.filter((r) => r.entry_ref === null).map((r) => r.id);
    for (const b of part) {
      const id = b.entryRef ? byRef.get(b.entryRef) : manual.shift();
      if (b.entryRef) byRef.delete(b.entryRef);
      ids.push(id ?? null);
      if (id === undefined) continue;
      paid.set(b.runId, (paid.get(b.runId) ?? 0) + b.amount);
      const tenantId = runs.get(b.runId)?.tenant_id ?? 0;
      const perTenant = bookedPerTenant.get(tenantId) ?? [];
      perTenant.push(id);
      bookedPerTenant.set(tenantId, perTenant);
    }
  }
  for (const part of chunks([...paid])) {
    const amounts = sql.join(
      part.map(([id, amount]) => sql`when ${id} then ${amount}`),
      sql` `,
    );
    await tx
      .update(paymentRuns)
      .set({ paid_amount: sql`${paymentRuns.paid_amount} + (case ${paymentRuns.id} ${amounts} end)::int` })
      .where(
        inArray(
          paymentRuns.id,
          part.map(([id]) => id),
        ),
      );
  }
  await recordChanges(
    tx,
    who,
    [...bookedPerTenant].map(([tenantId, paymentIds]) => ({
      tenantId,
      action: 'payment.booked' as const,
      record: 'runPayment' as const,
      ids: paymentIds,
    })),
  );
  return ids;
}

/**
 * Reverses a booked payment in the caller's transaction: it stays listed with reversed_at, and the
 * run's paid_amount drops by its amount, under the run's row lock (as bookPayment takes it).
 * Reversing twice is refused (409). Answers the payment's run; its trail gets 'payment.reversed'.
 * Across tenants: the payment, found by its id, names its run and tenant.
 */
export async function reversePayment(tx: Tx, who: Accessor, paymentId: number): Promise<number> {
  const runId = await runOfPayment(tx, paymentId);
  const [run] = await tx
    .select({ tenant_id: paymentRuns.tenant_id })
    .from(paymentRuns)
    .where(eq(paymentRuns.id, runId))
    .for('update');
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
  await recordChanges(tx, who, [
    { tenantId: run?.tenant_id ?? null, action: 'payment.reversed', record: 'runPayment', ids: [paymentId] },
  ]);
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

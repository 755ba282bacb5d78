/**
 * 'Stornieren' (README 'Rechnungsläufe'): a run's issued invoice is never changed or deleted but
 * cancelled by a cancellation invoice (Stornorechnung), an EN 16931 credit note (type 381) with its own
 * gap-free number (ST-<year>-<n>) that repeats the invoice's seller, buyer and lines and names it (BG-3).
 * One transaction, under the run's row lock: the number, cancelled_at, exactly the run's orders
 * billable again, the audit events and the job that draws and mails the cancellation after the commit
 * (run-cancel.job.ts). Refused, with nothing changed: a cancelled run, a run with a booked payment, an
 * invoice not issued yet, and a run whose orders went to the archive (they could not be billed again).
 */
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { orders, ordersArchive, paymentRuns } from '../../db/schema/index';
import { type Accessor, recordChanges } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import { germanIsoDate } from '../../platform/german-date';
import { nextInvoiceNumbers } from './invoice-numbers';
import { sendCancellationJob } from './run-cancel.job';

const refuse = (code: string, message: string) => new AppError(409, code, message);

/**
 * Locks the run and refuses what may not be cancelled; answers its tenant.
 * Across tenants: super admins cancel a payment run by its id; the run names its tenant.
 */
async function lockCancellable(tx: Tx, runId: number): Promise<number> {
  const [run] = await tx
    .select({
      tenant_id: paymentRuns.tenant_id,
      cancelled_at: paymentRuns.cancelled_at,
      paid_amount: paymentRuns.paid_amount,
      invoice_state: paymentRuns.invoice_state,
    })
    .from(paymentRuns)
    .where(eq(paymentRuns.id, runId))
    .for('update');
  if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
  if (run.cancelled_at) throw refuse('RUN_CANCELLED', INVOICE_TEXTS.cancelledTwice);
  if (run.paid_amount > 0) throw refuse('RUN_PAID', INVOICE_TEXTS.cancelPaid);
  if (run.invoice_state !== 'issued') throw refuse('INVOICE_NOT_ISSUED', INVOICE_TEXTS.cancelNotIssued);
  const [archived] = await tx
    .select({ id: ordersArchive.id })
    .from(ordersArchive)
    .where(eq(ordersArchive.payment_run_id, runId))
    .limit(1);
  if (archived) throw refuse('RUN_ARCHIVED', INVOICE_TEXTS.cancelArchived);
  return run.tenant_id;
}

/**
 * Cancels the run's invoice (see the file's comment). A second request waits for the first's lock and
 * then finds the run cancelled (409): exactly one cancellation.
 * Across tenants: super admins cancel a payment run by its id; the run names its tenant.
 */
export async function cancelRun(ctx: AppContext, runId: number, who: Accessor): Promise<void> {
  const date = germanIsoDate(new Date());
  await ctx.db.transaction(async (tx) => {
    const tenantId = await lockCancellable(tx, runId);
    const [number] = await nextInvoiceNumbers(tx, Number(date.slice(0, 4)), 1, 'ST');
    if (!number) throw new Error('cancellation number missing');
    // Exactly the run's orders: as before their billing, so the invoiceable list shows them again.
    const unbilled = await tx
      .update(orders)
      .set({ tenant_payee_billed: false, payment_run_id: null, updated_at: sql`now()` })
      .where(eq(orders.payment_run_id, runId))
      .returning({ id: orders.id });
    await tx
      .update(paymentRuns)
      .set({
        cancelled_at: sql`now()` as unknown as string,
        cancellation_number: number,
        cancellation_date: date,
        cancellation_state: 'pending',
      })
      .where(eq(paymentRuns.id, runId));
    await sendCancellationJob(ctx, tx, runId);
    await recordChanges(tx, who, [
      { tenantId, action: 'invoice.cancelled', record: 'paymentRun', ids: [runId] },
      ...(unbilled.length > 0
        ? [
            {
              tenantId,
              action: 'cards.unbilled' as const,
              record: 'card' as const,
              ids: unbilled.map((o) => o.id),
            },
          ]
        : []),
    ]);
  });
}

/**
 * The invoice of a payment run as a job: the billing transaction writes the run (with its number) and
 * this job together, so a crash after the commit loses nothing: any instance draws the PDF and queues
 * its mails later. Drawing, storing and queueing happen in one transaction under the run's row lock,
 * together with the state 'issued', so a retried job (a lost acknowledgement, a dead instance) finds
 * the invoice issued and does nothing: the invoice is drawn and mailed once. The number was drawn by
 * the billing; the job never draws one. After the last attempt the run's invoice is 'failed' until a
 * super admin starts it again (retryRunInvoice, which also restarts a failed cancellation invoice).
 */
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { paymentRuns } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { writeWithFiles } from '../../platform/file-write';
import { type JobQueue, jobQueue } from '../../platform/jobs';
import type { InvoiceDocument } from './invoice-document';
import { extraRecipientsOf, invoiceRunOf, queueInvoiceMails, storedOrDrawnPdf } from './invoice-files';
import { retryCancellation } from './run-cancel.job';

type InvoiceJob = { runId: number };

/**
 * 1 + 5 attempts, the pauses doubling from a minute to at most half an hour; a worker that stops
 * beating is taken for dead and the job goes to another instance.
 */
export const invoiceQueue = (ctx: Pick<AppContext, 'config'>): JobQueue<InvoiceJob> =>
  jobQueue<InvoiceJob>('invoice.issue', {
    retryLimit: ctx.config.invoiceJobRetries.limit,
    retryDelay: ctx.config.invoiceJobRetries.delaySeconds,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    heartbeatSeconds: 30,
    expireInSeconds: 15 * 60,
  });

/** Sends the invoice job of a run in the transaction that wrote (or reset) the run. */
export async function sendInvoiceJob(ctx: AppContext, tx: Tx, runId: number): Promise<void> {
  await ctx.jobs.send(invoiceQueue(ctx), { runId }, { db: tx });
}

/** Sends the invoice jobs of many runs in one statement, in the transaction that wrote them. */
export async function sendInvoiceJobs(ctx: AppContext, tx: Tx, runIds: number[]): Promise<void> {
  await ctx.jobs.sendMany(
    invoiceQueue(ctx),
    runIds.map((runId) => ({ runId })),
    { db: tx },
  );
}

/** Invoice jobs fetched at once (drawn one after the other; the next batch is fetched at once). */
const INVOICES_PER_FETCH = 10;

/** This instance draws and mails invoices, and marks those whose job failed for good. */
export async function workInvoices(ctx: AppContext): Promise<void> {
  const queue = invoiceQueue(ctx);
  // In batches: a billing of many tenants sends its jobs at once, and one per poll would take hours.
  await ctx.jobs.work(
    queue,
    async (job) => {
      await issueRunInvoice(ctx, job.data.runId);
    },
    { batchSize: INVOICES_PER_FETCH },
  );
  await ctx.jobs.workFailed(queue, ({ runId }) => failRunInvoice(ctx, runId));
}

/**
 * Draws, stores and mails the run's invoice unless it is issued already; returns the mails queued.
 * Across tenants: the job, given a payment run id, names its tenant.
 */
export async function issueRunInvoice(ctx: AppContext, runId: number): Promise<number> {
  return writeWithFiles(ctx, async (tx, scope) => {
    const [run] = await invoiceRunOf(tx, runId).for('update', { of: paymentRuns });
    // Issued already (a retried job) or gone with its tenant: nothing to do.
    if (!run || run.state === 'issued') return 0;
    const invoice = run.invoice as InvoiceDocument;
    // A download may have drawn it meanwhile (the PDF of a stored invoice is always the same).
    const pdf = await storedOrDrawnPdf(ctx, tx, scope.files, runId, run);
    const mails = await queueInvoiceMails(
      ctx,
      tx,
      scope.files,
      run.tenant_id,
      invoice,
      pdf,
      extraRecipientsOf(run),
    );
    await tx
      .update(paymentRuns)
      .set({ invoice_state: 'issued', invoice_mails: mails })
      .where(eq(paymentRuns.id, runId));
    return mails;
  });
}

/**
 * After the last attempt (or a job lost with its instance): the run's invoice is 'failed'.
 * Across tenants: the job, given a payment run id, names its tenant.
 */
async function failRunInvoice(ctx: AppContext, runId: number): Promise<void> {
  const failed = await ctx.db
    .update(paymentRuns)
    .set({ invoice_state: 'failed' })
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.invoice_state, 'pending')))
    .returning({ id: paymentRuns.id });
  if (failed.length > 0) ctx.log.error({ runId }, 'invoice failed for good');
}

/**
 * 'Erneut versuchen': a failed invoice is pending again, with a new job (both or neither).
 * Across tenants: super admins retry a payment run's invoice by the run's id.
 */
export async function retryRunInvoice(ctx: AppContext, runId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .select({ state: paymentRuns.invoice_state })
      .from(paymentRuns)
      .where(eq(paymentRuns.id, runId))
      .for('update');
    if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
    // A cancelled run's failed cancellation invoice is the one started again.
    if (run.state !== 'failed' && (await retryCancellation(ctx, tx, runId))) return;
    if (run.state !== 'failed') throw new AppError(409, 'INVOICE_NOT_FAILED', INVOICE_TEXTS.notFailed);
    await tx.update(paymentRuns).set({ invoice_state: 'pending' }).where(eq(paymentRuns.id, runId));
    await sendInvoiceJob(ctx, tx, runId);
  });
}

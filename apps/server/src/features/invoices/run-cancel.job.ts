/**
 * The cancellation invoice of a cancelled run as a job, like the invoice's (invoice-issue.job.ts): the
 * cancelling transaction writes the number and this job together; the job draws the PDF/A-3 with its
 * CII credit note from the run's stored invoice, stores it and queues its mails to the invoice's
 * recipients, in one transaction with the state 'issued' under the run's row lock, so a retried job
 * does nothing: drawn and mailed once. After the last attempt the state is 'failed' until a super
 * admin starts it again ('Erneut versuchen', retryCancellation).
 */
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { paymentRuns, storedFiles } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { writeWithFiles } from '../../platform/file-write';
import { storeFile } from '../../platform/images';
import { type JobQueue, jobQueue } from '../../platform/jobs';
import { cancellationDocument } from './cancellation-document';
import type { InvoiceDocument } from './invoice-document';
import { extraRecipientsOf, invoiceFileName, queueInvoiceMails } from './invoice-files';
import { renderInvoicePdf } from './invoice-pdf';

type CancellationJob = { runId: number };

/** The same attempts and pauses as the invoice's job. */
const cancellationQueue = (ctx: Pick<AppContext, 'config'>): JobQueue<CancellationJob> =>
  jobQueue<CancellationJob>('invoice.cancel', {
    retryLimit: ctx.config.invoiceJobRetries.limit,
    retryDelay: ctx.config.invoiceJobRetries.delaySeconds,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    heartbeatSeconds: 30,
    expireInSeconds: 15 * 60,
  });

/** Sends the cancellation job in the transaction that cancelled (or reset) the run. */
export async function sendCancellationJob(ctx: AppContext, tx: Tx, runId: number): Promise<void> {
  await ctx.jobs.send(cancellationQueue(ctx), { runId }, { db: tx });
}

/** This instance draws and mails cancellation invoices, and marks those whose job failed for good. */
export async function workCancellations(ctx: AppContext): Promise<void> {
  const queue = cancellationQueue(ctx);
  await ctx.jobs.work(queue, async (job) => {
    await issueCancellation(ctx, job.data.runId);
  });
  await ctx.jobs.workFailed(queue, ({ runId }) => failCancellation(ctx, runId));
}

/**
 * A cancelled run with its cancellation document and stored PDF's path (if any).
 * Across tenants: a payment run, found by its id, names its tenant.
 */
function cancelledRunOf(db: Db | Tx, runId: number) {
  return db
    .select({
      tenant_id: paymentRuns.tenant_id,
      invoice: paymentRuns.invoice,
      number: paymentRuns.cancellation_number,
      date: paymentRuns.cancellation_date,
      state: paymentRuns.cancellation_state,
      additional_emails: paymentRuns.additional_emails,
      path: storedFiles.path,
    })
    .from(paymentRuns)
    .leftJoin(storedFiles, eq(storedFiles.id, paymentRuns.cancellation_file_id))
    .where(eq(paymentRuns.id, runId));
}

type CancelledRun = Awaited<ReturnType<typeof cancelledRunOf>>[number];

const documentOf = (run: CancelledRun): InvoiceDocument | null =>
  run.number && run.date ? cancellationDocument(run.invoice as InvoiceDocument, run.number, run.date) : null;

/**
 * Draws, stores and mails the run's cancellation unless it is issued already; returns the mails queued.
 * Across tenants: the job, given a payment run id, names its tenant.
 */
export async function issueCancellation(ctx: AppContext, runId: number): Promise<number> {
  return writeWithFiles(ctx, async (tx, scope) => {
    const [run] = await cancelledRunOf(tx, runId).for('update', { of: paymentRuns });
    const doc = run && documentOf(run);
    if (!run || !doc || run.state !== 'pending') return 0;
    const pdf = await renderInvoicePdf(doc);
    const fileId = await storeFile(tx, scope.files, {
      kind: 'invoice',
      tenantId: run.tenant_id,
      bytes: pdf,
      mime: 'application/pdf',
      extension: 'pdf',
    });
    const extra = extraRecipientsOf(run);
    const mails = await queueInvoiceMails(ctx, tx, scope.files, run.tenant_id, doc, pdf, extra);
    await tx
      .update(paymentRuns)
      .set({ cancellation_state: 'issued', cancellation_mails: mails, cancellation_file_id: fileId })
      .where(eq(paymentRuns.id, runId));
    return mails;
  });
}

/**
 * After the last attempt: the run's cancellation is 'failed'.
 * Across tenants: the job, given a payment run id, names its tenant.
 */
async function failCancellation(ctx: AppContext, runId: number): Promise<void> {
  const failed = await ctx.db
    .update(paymentRuns)
    .set({ cancellation_state: 'failed' })
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.cancellation_state, 'pending')))
    .returning({ id: paymentRuns.id });
  if (failed.length > 0) ctx.log.error({ runId }, 'cancellation invoice failed for good');
}

/**
 * 'Erneut versuchen' for a failed cancellation: pending again, with a new job (both or neither).
 * Across tenants: super admins retry a payment run's cancellation by the run's id.
 */
export async function retryCancellation(ctx: AppContext, tx: Tx, runId: number): Promise<boolean> {
  const reset = await tx
    .update(paymentRuns)
    .set({ cancellation_state: 'pending' })
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.cancellation_state, 'failed')))
    .returning({ id: paymentRuns.id });
  if (reset.length === 0) return false;
  await sendCancellationJob(ctx, tx, runId);
  return true;
}

/**
 * The cancellation PDF of a cancelled run: the stored one, or drawn from the stored invoice again.
 * Across tenants: a payment run, found by its id, names its tenant.
 */
export async function cancellationPdfOf(ctx: AppContext, runId: number) {
  const [run] = await cancelledRunOf(ctx.db, runId);
  if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
  const doc = documentOf(run);
  if (!doc) throw new AppError(409, 'RUN_NOT_CANCELLED', INVOICE_TEXTS.notCancelled);
  const stored = run.path ? await ctx.files.read(run.path).catch(() => null) : null;
  return { filename: invoiceFileName(doc), bytes: stored ?? (await renderInvoicePdf(doc)) };
}

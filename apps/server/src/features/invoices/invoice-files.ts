/**
 * The invoice PDF of a payment run (drawn once from the run's stored invoice, kept in the file store)
 * and the invoice mail with the PDF attached, to the tenant's notify users and extra recipients. A run
 * billed to a Leitweg-ID also has its XRechnung XML, written from the same stored invoice whenever it
 * is needed (the stored invoice never changes, so neither does the XML), attached beside the PDF.
 */

import { formatDate, formatMoney } from '@ausweis/shared/format';
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { paymentRuns, storedFiles } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { FileStore } from '../../platform/file-store';
import { writeWithFiles } from '../../platform/file-write';
import { storeFile } from '../../platform/images';
import { type RenderedMail, renderMail } from '../../platform/mail/render';
import { notifyRecipients } from '../users/public';
import type { InvoiceDocument } from './invoice-document';
import { invoiceKind } from './invoice-metadata';
import { renderInvoicePdf, renderXRechnungXml } from './invoice-pdf';

export const invoiceFileName = (invoice: Pick<InvoiceDocument, 'number' | 'cancels'>) =>
  `${invoiceKind(invoice)}_${invoice.number}.pdf`;
const xmlFileName = (invoice: Pick<InvoiceDocument, 'number'>) => `XRechnung_${invoice.number}.xml`;

/** Renders the invoice, stores it as the run's invoice file; returns the bytes. */
export async function storeInvoicePdf(
  db: Db | Tx,
  files: FileStore,
  runId: number,
  tenantId: number,
  invoice: InvoiceDocument,
): Promise<Buffer> {
  const bytes = await renderInvoicePdf(invoice);
  const fileId = await storeFile(db, files, {
    kind: 'invoice',
    tenantId,
    bytes,
    mime: 'application/pdf',
    extension: 'pdf',
  });
  // Across tenants: a payment run, found by its id, names its tenant.
  await db.update(paymentRuns).set({ invoice_file_id: fileId }).where(eq(paymentRuns.id, runId));
  return bytes;
}

/**
 * What drawing and mailing a run's invoice needs of it, with its stored PDF's path (if any).
 * Across tenants: a payment run, found by its id, names its tenant.
 */
export function invoiceRunOf(db: Db | Tx, runId: number) {
  return db
    .select({
      tenant_id: paymentRuns.tenant_id,
      invoice: paymentRuns.invoice,
      state: paymentRuns.invoice_state,
      additional_emails: paymentRuns.additional_emails,
      path: storedFiles.path,
    })
    .from(paymentRuns)
    .leftJoin(storedFiles, eq(storedFiles.id, paymentRuns.invoice_file_id))
    .where(eq(paymentRuns.id, runId));
}

/** The run's extra invoice recipients, as the billing stored them. */
export const extraRecipientsOf = (run: { additional_emails: string | null }): string[] =>
  run.additional_emails ? run.additional_emails.split(', ') : [];

/** The stored PDF of the run, or drawn and stored now (call with the run row locked). */
export async function storedOrDrawnPdf(
  ctx: Pick<AppContext, 'files'>,
  tx: Tx,
  files: FileStore,
  runId: number,
  run: { tenant_id: number; invoice: unknown; path: string | null },
): Promise<Buffer> {
  const stored = run.path ? await ctx.files.read(run.path).catch(() => null) : null;
  return stored ?? storeInvoicePdf(tx, files, runId, run.tenant_id, run.invoice as InvoiceDocument);
}

/** The run's invoice PDF: the stored one, or drawn again from the stored invoice if the file is gone. */
export async function invoicePdfOf(ctx: AppContext, runId: number) {
  const [run] = await invoiceRunOf(ctx.db, runId);
  if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
  const invoice = run.invoice as InvoiceDocument;
  const file = { filename: invoiceFileName(invoice), tenantId: run.tenant_id, invoice };
  const stored = run.path ? await ctx.files.read(run.path).catch(() => null) : null;
  if (stored) return { ...file, bytes: stored };
  // Drawn once even when several downloads ask at the same moment: the run row is locked meanwhile.
  const bytes = await inFileTransaction(ctx, async (tx, files) => {
    const [again] = await invoiceRunOf(tx, runId).for('update', { of: paymentRuns });
    return storedOrDrawnPdf(ctx, tx, files, runId, again ?? run);
  });
  return { ...file, bytes };
}

/** The run's XRechnung XML; 404 when the run was not billed to a Leitweg-ID. */
export async function invoiceXmlOf(ctx: AppContext, runId: number) {
  const [run] = await invoiceRunOf(ctx.db, runId);
  if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
  const invoice = run.invoice as InvoiceDocument;
  const xml = await renderXRechnungXml(invoice);
  if (xml === null) throw notFound(INVOICE_TEXTS.noXRechnung);
  return { filename: xmlFileName(invoice), bytes: Buffer.from(xml, 'utf8') };
}

/** Runs `work` in a transaction whose stored files are removed again if it fails. */
function inFileTransaction<T>(ctx: AppContext, work: (tx: Tx, files: FileStore) => Promise<T>): Promise<T> {
  return writeWithFiles(ctx, (tx, scope) => work(tx, scope.files));
}

/** The mail of a cancellation invoice: what it cancels, and that nothing is to be paid. */
function cancellationMail(invoice: InvoiceDocument, cancels: NonNullable<InvoiceDocument['cancels']>) {
  return {
    subject: `Stornorechnung ${invoice.number} zu Rechnung ${cancels.number} – ${invoice.seller.name}`,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `anbei erhalten Sie unsere Stornorechnung ${invoice.number} vom ${formatDate(invoice.date)}. Sie hebt unsere Rechnung ${cancels.number} vom ${formatDate(cancels.date)} über ${formatMoney(invoice.gross, invoice.currency)} vollständig auf.`,
        invoice.payment_terms,
        'Die PDF-Datei ist zugleich eine elektronische Rechnung nach EN 16931 (ZUGFeRD/Factur-X, Gutschrift) und kann direkt in Buchhaltungsprogramme eingelesen werden.',
      ],
    }),
  };
}

function invoiceMail(invoice: InvoiceDocument) {
  if (invoice.cancels) return cancellationMail(invoice, invoice.cancels);
  return {
    subject: `Rechnung ${invoice.number} – ${invoice.seller.name}`,
    ...renderMail({
      greeting: 'Guten Tag,',
      paragraphs: [
        `anbei erhalten Sie unsere Rechnung ${invoice.number} vom ${formatDate(invoice.date)} für die Ausweise, die ${invoice.buyer.name} im Zeitraum ${formatDate(invoice.period_from)} bis ${formatDate(invoice.period_to)} übernommen hat.`,
        `Rechnungsbetrag: ${formatMoney(invoice.gross, invoice.currency)}. ${invoice.payment_terms}`,
        invoice.buyer.leitweg_id
          ? `Die elektronische Rechnung (XRechnung 3.0, Leitweg-ID ${invoice.buyer.leitweg_id}) liegt als XML-Datei bei; die PDF-Datei ist die lesbare Fassung und enthält dieselbe XRechnung.`
          : 'Die PDF-Datei ist zugleich eine elektronische Rechnung nach EN 16931 (ZUGFeRD/Factur-X) und kann direkt in Buchhaltungsprogramme eingelesen werden.',
      ],
    }),
  };
}

/**
 * Queues one invoice mail per recipient (notify users and extras, each address once), each with its
 * own copy of the PDF (and of the XRechnung XML, if any), because an attachment is removed once its
 * mail went out. Returns the count.
 * `mail`: another text with the invoice attached (the payment reminder).
 */
export async function queueInvoiceMails(
  ctx: Pick<AppContext, 'mail'>,
  tx: Tx,
  files: FileStore,
  tenantId: number,
  invoice: InvoiceDocument,
  pdf: Buffer,
  extra: string[],
  mail: RenderedMail & { subject: string } = invoiceMail(invoice),
): Promise<number> {
  const recipients = [...new Set([...(await notifyRecipients(tx, tenantId)), ...extra])];
  const xml = recipients.length > 0 ? await renderXRechnungXml(invoice) : null;
  for (const to of recipients) {
    const fileId = await storeFile(tx, files, {
      kind: 'export',
      tenantId,
      bytes: pdf,
      mime: 'application/pdf',
      extension: 'pdf',
    });
    const xmlFileId =
      xml === null
        ? null
        : await storeFile(tx, files, {
            kind: 'export',
            tenantId,
            bytes: Buffer.from(xml, 'utf8'),
            mime: 'application/xml',
            extension: 'xml',
          });
    await ctx.mail.queue(tx, {
      to,
      ...mail,
      attachment: { fileId, name: invoiceFileName(invoice) },
      ...(xmlFileId === null ? {} : { extraAttachment: { fileId: xmlFileId, name: xmlFileName(invoice) } }),
    });
  }
  return recipients.length;
}

/**
 * Mails the run's invoice again; refused while its job has not mailed it (that would be a second first
 * mail), once it is cancelled, and when nobody would receive it.
 */
export async function resendInvoice(ctx: AppContext, runId: number, extra: string[]): Promise<number> {
  // Across tenants: a payment run, found by its id, names its tenant.
  const [run] = await ctx.db
    .select({ state: paymentRuns.invoice_state, cancelled_at: paymentRuns.cancelled_at })
    .from(paymentRuns)
    .where(eq(paymentRuns.id, runId));
  if (!run) throw notFound(INVOICE_TEXTS.runNotFound);
  if (run.state !== 'issued') throw new AppError(409, 'INVOICE_NOT_ISSUED', INVOICE_TEXTS.notIssued);
  if (run.cancelled_at) throw new AppError(409, 'RUN_CANCELLED', INVOICE_TEXTS.cancelledNoResend);
  const { bytes, tenantId, invoice } = await invoicePdfOf(ctx, runId);
  return inFileTransaction(ctx, async (tx, files) => {
    const count = await queueInvoiceMails(ctx, tx, files, tenantId, invoice, bytes, extra);
    if (count === 0) throw badRequest(INVOICE_TEXTS.noRecipients, 'additional_emails');
    return count;
  });
}

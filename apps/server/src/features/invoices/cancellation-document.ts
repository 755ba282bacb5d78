/** The cancellation invoice (Stornorechnung) of a run's stored invoice: a credit note (type 381). */
import type { InvoiceDocument } from './invoice-document';

/** The cancellation invoice of `invoice`, numbered `number` on `date` (pure: the same every time). */
export function cancellationDocument(
  invoice: InvoiceDocument,
  number: string,
  date: string,
): InvoiceDocument {
  return {
    ...invoice,
    number,
    date,
    due_date: date,
    cancels: { number: invoice.number, date: invoice.date },
    payment_terms: `Diese Stornorechnung hebt unsere Rechnung ${invoice.number} vollständig auf. Es ist nichts zu zahlen; bitte überweisen Sie den Betrag der Rechnung nicht.`,
  };
}

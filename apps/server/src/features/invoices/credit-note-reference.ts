/**
 * The preceding invoice reference (BG-3: BT-25 number, BT-26 date) in the CII XML of a cancellation
 * invoice. @e-invoice-eu/core validates `cac:BillingReference` (toEInvoice sets it, and its UBL carries
 * it), but its CII mapping reads the number one level too high, so its CII lacks
 * ram:InvoiceReferencedDocument; it is added to the PDF's embedded XML here, unless it is there.
 */
import type { PDFRawStream } from '@cantoo/pdf-lib';
import type { InvoiceDocument } from './invoice-document';

type Cancels = NonNullable<InvoiceDocument['cancels']>;

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The CII with the reference after the header's monetary summation (its place in the schema). */
export function withPrecedingInvoice(xml: string, cancels: Cancels): string {
  if (xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const after = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(after)) throw new Error('credit note CII: no header monetary summation');
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${xmlText(cancels.number)}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${cancels.date.replace(/-/g, '')}` +
    '</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>';
  return xml.replace(after, `${after}${reference}`);
}

/** The e-invoice PDF with its embedded XML (factur-x.xml or xrechnung.xml) given the reference. */
export async function embedPrecedingInvoice(bytes: Uint8Array, cancels: Cancels): Promise<Uint8Array> {
  const { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } = await import('@cantoo/pdf-lib');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const attachment = pdf.getAttachments().find((a) => a.name.endsWith('.xml'));
  if (!attachment || !('embeddedFileDict' in attachment)) throw new Error('invoice PDF: no embedded XML');
  const ref = attachment.embeddedFileDict.get(PDFName.of('F'));
  const old = ref && (pdf.context.lookup(ref) as PDFRawStream | undefined);
  if (!(ref instanceof PDFRef) || !old) throw new Error('invoice PDF: embedded XML stream missing');
  const data = new TextEncoder().encode(
    withPrecedingInvoice(new TextDecoder().decode(attachment.data), cancels),
  );
  const stream = pdf.context.flateStream(data);
  for (const [key, value] of old.dict.entries())
    if (key !== PDFName.of('Length') && key !== PDFName.of('Filter')) stream.dict.set(key, value);
  const params = stream.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
  params?.set(PDFName.of('Size'), PDFNumber.of(data.length));
  params?.delete(PDFName.of('CheckSum'));
  pdf.context.assign(ref, stream);
  return pdf.save();
}

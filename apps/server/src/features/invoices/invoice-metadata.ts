/**
 * The invoice PDF's document properties in German. @e-invoice-eu/core writes its own, in English
 * ('Invoice RE-… dated … issued by …', keywords 'Invoice', its name as creator), into both the document
 * information and the XMP metadata; PDF/A wants the two to agree, so both are rewritten here with the
 * same German values, and viewers show the title in their title bar.
 */
import { formatDate } from '@ausweis/shared/format';
import type { InvoiceDocument } from './invoice-document';

/** The application that wrote the invoice, and the tools it used for the PDF. */
const CREATOR = 'Ausweisportal';
const PRODUCER = 'Ausweisportal (pdfkit, e-invoice-eu)';
const INVOICE_KEYWORDS = 'Rechnung, E-Rechnung, ZUGFeRD, Factur-X, EN 16931';

/** 'Rechnung', or 'Stornorechnung' for a cancellation invoice. */
export const invoiceKind = (doc: Pick<InvoiceDocument, 'cancels'>) =>
  doc.cancels ? 'Stornorechnung' : 'Rechnung';

export const invoiceTitle = (doc: Pick<InvoiceDocument, 'number' | 'cancels'>) =>
  `${invoiceKind(doc)} ${doc.number}`;

const invoiceSubject = (doc: Pick<InvoiceDocument, 'number' | 'date' | 'seller' | 'buyer' | 'cancels'>) =>
  `${invoiceTitle(doc)} vom ${formatDate(doc.date)} von ${doc.seller.name} an ${doc.buyer.name}`;

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The library writes the XMP byte for char code (latin1); the packet is UTF-8, so new values go in as
 * their UTF-8 bytes, one char per byte, and the whole goes back byte for byte.
 */
const utf8Chars = (s: string) => Buffer.from(xmlText(s), 'utf8').toString('latin1');

/** Replaces the text of one XMP element; the library's layout changed if it is not there. */
function replaceElement(xmp: string, pattern: RegExp, value: string): string {
  if (!pattern.test(xmp)) throw new Error(`invoice XMP: ${pattern.source} not found`);
  return xmp.replace(pattern, (_m, open: string, close: string) => `${open}${utf8Chars(value)}${close}`);
}

/** The XMP packet with the German title, description, creator, tool, producer and keywords. */
function germanXmp(xmp: string, doc: InvoiceDocument): string {
  const li = (element: string) =>
    new RegExp(`(<${element}>\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)[\\s\\S]*?(</rdf:li>)`);
  const plain = (element: string) => new RegExp(`(<${element}>)[\\s\\S]*?(</${element}>)`);
  let out = replaceElement(xmp, li('dc:title'), invoiceTitle(doc));
  out = replaceElement(out, li('dc:description'), invoiceSubject(doc));
  out = replaceElement(out, li('dc:creator'), doc.seller.name);
  out = replaceElement(out, plain('xmp:CreatorTool'), CREATOR);
  out = replaceElement(out, plain('pdf:Producer'), PRODUCER);
  return out.replace(
    /<\/pdf:Producer>/,
    `</pdf:Producer><pdf:Keywords>${utf8Chars(INVOICE_KEYWORDS)}</pdf:Keywords>`,
  );
}

/** The finished e-invoice PDF with German document properties (information dictionary and XMP alike). */
export async function germanMetadata(bytes: Uint8Array, doc: InvoiceDocument): Promise<Buffer> {
  const { PDFDocument, PDFName, PDFRawStream, PDFRef } = await import('@cantoo/pdf-lib');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  pdf.setTitle(invoiceTitle(doc), { showInWindowTitleBar: true });
  pdf.setSubject(invoiceSubject(doc));
  pdf.setKeywords([INVOICE_KEYWORDS]);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(CREATOR);
  pdf.setProducer(PRODUCER);
  const ref = pdf.catalog.get(PDFName.of('Metadata'));
  const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : undefined;
  if (!(ref instanceof PDFRef) || !(stream instanceof PDFRawStream) || stream.dict.has(PDFName.of('Filter')))
    throw new Error('invoice PDF: no uncompressed XMP metadata stream');
  const xmp = Buffer.from(stream.getContents()).toString('latin1');
  const german = Buffer.from(germanXmp(xmp, doc), 'latin1');
  pdf.context.assign(
    ref,
    pdf.context.stream(german, { Type: 'Metadata', Subtype: 'XML', Length: german.length }),
  );
  return Buffer.from(await pdf.save());
}

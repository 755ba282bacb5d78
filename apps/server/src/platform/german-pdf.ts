/**
 * A German A4 document drawn with pdfkit (the invoice, the processing record, the disclosure): DejaVu
 * registered as 'Regular' and 'Bold', language de-DE, and the bytes collected until `end()`.
 */
import { parsedDejaVuFont } from './pdf-fonts';

export type GermanPdf = PDFKit.PDFDocument;

/** A new document and the promise of its bytes, resolved once the caller has called `pdf.end()`. */
export async function germanPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ pdf: GermanPdf; bytes: Promise<Buffer> }> {
  // pdfkit loads with the first PDF, not with the server (start-up time, memory).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', lang: 'de-DE', ...options });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('Regular', await parsedDejaVuFont('regular'));
  pdf.registerFont('Bold', await parsedDejaVuFont('bold'));
  return { pdf, bytes };
}

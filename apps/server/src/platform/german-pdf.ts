/**
 * A German A4 document drawn with pdfkit (the invoice, the processing record, the disclosure): DejaVu
 * registered as 'Regular' and 'Bold', language de-DE, and the bytes collected until `end()`.
 */
import type { Font } from 'fontkit';
import { type DejaVuStyle, dejaVuFont } from './pdf-fonts';

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
  pdf.registerFont('Regular', await parsedFont('regular'));
  pdf.registerFont('Bold', await parsedFont('bold'));
  return { pdf, bytes };
}

const parsed = new Map<DejaVuStyle, Font>();

/**
 * The font parsed once per process and shared by every document (pdfkit takes a parsed font in place
 * of its file): a file handed over is parsed anew per document, its tables decoded and its glyphs
 * shaped again. Each document keeps its own subset of the glyphs it uses; drawing is synchronous.
 */
async function parsedFont(style: DejaVuStyle): Promise<PDFKit.Mixins.PDFFontSource> {
  let font = parsed.get(style);
  if (!font) {
    const { create } = await import('fontkit');
    font = create(dejaVuFont(style));
    parsed.set(style, font);
  }
  // pdfkit's types list only files; it draws with any parsed fontkit font.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

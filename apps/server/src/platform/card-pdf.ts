/**
 * The print PDF as vectors: each card is the shared layout's SVG (the same markup the preview shows and
 * the PNG is rasterised from), redrawn with pdfkit: text as real PDF text in DejaVu Sans, shapes and
 * barcode bars as vector paths, images embedded (the photo once per card as JPEG, logo, stamp and
 * signature once per document). Pages stream out as they are drawn.
 */
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { type DejaVuStyle, parsedDejaVuFont } from './pdf-fonts';
import { drawSvg, type PdfImage } from './svg-pdf';

/** ID-1 card size (ISO/IEC 7810): 85.6 x 53.98 mm. */
export const ID1_MM = { width: 85.6, height: 53.98 } as const;
const MM_TO_PT = 72 / 25.4;
/** The PDF page: one card, in points. */
export const ID1_PT = { width: ID1_MM.width * MM_TO_PT, height: ID1_MM.height * MM_TO_PT } as const;

export interface PrintImage {
  key: string;
  /** JPEG or PNG bytes (see print-images.ts). */
  data: Buffer;
  /** Used by many cards (a tenant's logo): embedded once per document under its key. */
  shared: boolean;
}

export interface PrintCard {
  /** The card's SVG from renderCardSvg, its images referenced by printImageHref. */
  svg: string;
  images: PrintImage[];
  /** The card's back (renderCardBackSvg: the signed QR code), drawn on the page after the front. */
  back?: string;
}

/**
 * pdfkit keeps the layout of every distinct word for the whole document, and names differ on every
 * card: the cache is dropped every so many pages (the labels every card repeats are laid out anew).
 */
const LAYOUT_CACHE_PAGES = 100;

/**
 * A printer's calibration: how far every side is moved (mm; right and down positive), so that a card
 * printer that places its print a little off prints the card where it belongs.
 */
export interface PrintOffset {
  x_mm: number;
  y_mm: number;
}

/** The document being written: its shared images (embedded once) stay open from card to card. */
interface PdfState {
  doc: PDFKit.PDFDocument;
  shared: Map<string, PdfImage>;
  offset: PrintOffset | undefined;
}

/**
 * The print PDF of `cards` as a stream: one ID-1 page each (and one for its back, when it has one), in
 * order, written as they are drawn.
 */
export function cardsPdfStream(
  cards: AsyncIterable<PrintCard> | Iterable<PrintCard>,
  offset?: PrintOffset,
): Readable {
  const out = new PassThrough({ highWaterMark: 1024 * 1024 });
  writeCardsPdf(cards, out, offset).catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** The print PDF of `cards` in memory (one card's download, a print at school, tests). */
export async function cardsPdfBuffer(
  cards: AsyncIterable<PrintCard> | Iterable<PrintCard>,
  offset?: PrintOffset,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of cardsPdfStream(cards, offset)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Resolves once `out` wants more, rejects when it fails or closes first. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', onDrain).off('error', onError).off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (err: Error) => done(err);
    const onClose = () => done(new Error('print PDF: output closed early'));
    out.on('drain', onDrain).on('error', onError).on('close', onClose);
  });
}

async function writeCardsPdf(
  cards: AsyncIterable<PrintCard> | Iterable<PrintCard>,
  out: Writable,
  offset: PrintOffset | undefined,
) {
  // pdfkit (with fontkit) loads with the first print PDF, not with the server: start-up time, memory.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: 'Ausweise', Producer: 'Ausweisportal', Creator: 'Ausweisportal' },
  });
  for (const style of ['regular', 'bold', 'italic', 'boldItalic'] as DejaVuStyle[]) {
    doc.registerFont(style, await parsedDejaVuFont(style));
  }
  const ended = once(doc, 'end');
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  const state: PdfState = { doc, shared: new Map(), offset };
  let pages = 0;
  for await (const card of cards) {
    // The reader gave up (the zip failed): drawing the rest would be for nothing.
    if (out.destroyed) throw new Error('print PDF: output closed early');
    drawCardPage(state, card);
    if (++pages % LAYOUT_CACHE_PAGES === 0) dropLayoutCaches(doc);
    // pdfkit writes as it draws and cannot wait: the next card waits for the reader instead.
    if (out.writableNeedDrain) await drained(out);
  }
  if (pages === 0) throw new Error('print PDF: no cards');
  doc.end();
  await ended;
  out.end();
}

/** Empties the fonts' layout caches (pdfkit's own field; nothing happens if a later version drops it). */
function dropLayoutCaches(doc: PDFKit.PDFDocument) {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(fonts ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null);
  }
}

function drawCardPage(state: PdfState, card: PrintCard) {
  const { doc, shared, offset } = state;
  const own = new Map<string, PdfImage>();
  for (const image of card.images) {
    if (!image.shared) own.set(image.key, doc.openImage(image.data));
    else if (!shared.has(image.key)) shared.set(image.key, doc.openImage(image.data));
  }
  const drawing = { doc, images: (key: string) => own.get(key) ?? shared.get(key) };
  for (const side of card.back ? [card.svg, card.back] : [card.svg]) {
    doc.addPage({ size: [ID1_PT.width, ID1_PT.height], margin: 0 });
    doc.save();
    if (offset) doc.translate(offset.x_mm * MM_TO_PT, offset.y_mm * MM_TO_PT);
    // The card's viewBox fills the page, stretched as when rasterised for the PNG.
    drawSvg(drawing, side, ID1_PT.width, ID1_PT.height);
    doc.restore();
  }
}

/**
 * Reads what tests need from a PDF: pages with their size, text (unpdf, i.e. pdf.js) and drawing
 * operators, and the image objects. Object dictionaries are read from the raw bytes, which works for
 * the PDFs pdfkit writes (no object streams, no cross-reference streams).
 */
import { inflateSync } from 'node:zlib';
import { extractText, extractTextItems, getDocumentProxy, type StructuredTextItem } from 'unpdf';

export interface PdfImageObject {
  width: number;
  height: number;
  filter: string | null;
  /** A soft mask (the alpha channel of a PNG). */
  mask: boolean;
}

export interface PdfPage {
  /** Width and height in points. */
  size: [number, number];
  text: string;
  items: StructuredTextItem[];
  /** The page's content stream, inflated. */
  content: string;
}

export interface PdfSummary {
  pages: PdfPage[];
  images: PdfImageObject[];
}

interface RawObject {
  id: number;
  dict: string;
  stream: Buffer | null;
}

function rawObjects(pdf: Buffer): Map<number, RawObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, RawObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const s = body.indexOf('stream');
    if (s < 0) {
      objects.set(Number(m[1]), { id: Number(m[1]), dict: body, stream: null });
      continue;
    }
    const dataStart = start + s + 'stream'.length + (text[start + s + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(body.slice(0, s))?.[1] ?? 0);
    objects.set(Number(m[1]), {
      id: Number(m[1]),
      dict: body.slice(0, s),
      stream: pdf.subarray(dataStart, dataStart + length),
    });
  }
  return objects;
}

export async function readPdf(pdf: Buffer): Promise<PdfSummary> {
  const objects = rawObjects(pdf);
  const images: PdfImageObject[] = [];
  const masks = new Set<number>();
  for (const o of objects.values()) {
    const smask = /\/SMask (\d+) 0 R/.exec(o.dict);
    if (smask) masks.add(Number(smask[1]));
  }
  for (const o of objects.values()) {
    if (!/\/Subtype \/Image\b/.test(o.dict)) continue;
    images.push({
      width: Number(/\/Width (\d+)/.exec(o.dict)?.[1]),
      height: Number(/\/Height (\d+)/.exec(o.dict)?.[1]),
      filter: /\/Filter \/(\w+)/.exec(o.dict)?.[1] ?? null,
      mask: masks.has(o.id),
    });
  }
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  const { items } = await extractTextItems(doc);
  const pageDicts = [...objects.values()].filter((o) => /\/Type \/Page\b(?!s)/.test(o.dict));
  const pages: PdfPage[] = [];
  for (let i = 0; i < doc.numPages; i++) {
    const page = await doc.getPage(i + 1);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    // pdfkit writes the pages in order, so the n-th page object is page n.
    const contentId = Number(/\/Contents (\d+) 0 R/.exec(pageDicts[i]?.dict ?? '')?.[1]);
    const stream = objects.get(contentId)?.stream;
    const flate = /\/Filter \/FlateDecode/.test(objects.get(contentId)?.dict ?? '');
    pages.push({
      size: [x1 - x0, y1 - y0],
      text: text[i] ?? '',
      items: items[i] ?? [],
      content: stream ? (flate ? inflateSync(stream) : stream).toString('latin1') : '',
    });
  }

  return { pages, images };
}

/** How often a content stream uses an operator (e.g. 're' for rectangles, 'Do' for images). */
export const countOperator = (content: string, op: string): number =>
  content.split('\n').filter((line) => line === op || line.endsWith(` ${op}`)).length;

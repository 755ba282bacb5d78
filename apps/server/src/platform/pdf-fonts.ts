/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package for PDFs drawn with pdfkit: wide Latin coverage, so
 * any name prints; embedded (pdfkit keeps only the glyphs used), so no PDF depends on system fonts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font } from 'fontkit';

export type DejaVuStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FILES: Record<DejaVuStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
};

const loaded = new Map<DejaVuStyle, Buffer>();

/** The font file's bytes, read once per process. */
function dejaVuFont(style: DejaVuStyle): Buffer {
  let bytes = loaded.get(style);
  if (!bytes) {
    const pkg = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
    bytes = readFileSync(path.join(path.dirname(pkg), 'ttf', FILES[style]));
    loaded.set(style, bytes);
  }
  return bytes;
}

const parsed = new Map<DejaVuStyle, Font>();

/**
 * The font parsed once per process and shared by every document (pdfkit takes a parsed font in place
 * of its file): a file handed over is parsed anew per document, its tables decoded and its glyphs
 * shaped again. Each document keeps its own subset of the glyphs it uses; drawing is synchronous.
 */
export async function parsedDejaVuFont(style: DejaVuStyle): Promise<PDFKit.Mixins.PDFFontSource> {
  let font = parsed.get(style);
  if (!font) {
    const { create } = await import('fontkit');
    font = create(dejaVuFont(style));
    parsed.set(style, font);
  }
  // pdfkit's types list only files; it draws with any parsed fontkit font.
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package for PDFs drawn with pdfkit: wide Latin coverage, so
 * any name prints; embedded (pdfkit keeps only the glyphs used), so no PDF depends on system fonts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type DejaVuStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FILES: Record<DejaVuStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
};

const loaded = new Map<DejaVuStyle, Buffer>();

/** The font file's bytes, read once per process. */
export function dejaVuFont(style: DejaVuStyle): Buffer {
  let bytes = loaded.get(style);
  if (!bytes) {
    const pkg = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
    bytes = readFileSync(path.join(path.dirname(pkg), 'ttf', FILES[style]));
    loaded.set(style, bytes);
  }
  return bytes;
}

/**
 * Building blocks the variants share: photo, label badge, data grid, barcode, stamp with signature,
 * watermark. Coordinates are layout units: the card is 850 x 540 (tenths of a millimetre, ID-1).
 */
import type { CardField } from './card-fields';
import { LINE_GAP, labelHeight, labelLines } from './card-labels';
import type { CardLabelLanguages } from './label-languages';
import { clean, contrastText, escapeXml, image, rect, text } from './svg';
import type { CardLayoutInput } from './types';

export const CARD_W = 850;
export const CARD_H = 540;

export const INK = '#1a1a1a';
export const MUTED = '#5b6573';

/** Per-render context: the input and unique ids for clip paths. */
export interface LayoutContext {
  input: CardLayoutInput;
  id: (name: string) => string;
  /** Collected <defs> content. */
  defs: string[];
  /** The languages the labels are printed in. */
  languages: CardLabelLanguages;
}

export interface LabelStyle {
  size: number;
  width: number;
  fill?: string;
  anchor?: 'start' | 'middle';
  opacity?: number;
}

/**
 * A label in the card's languages (card-labels.ts), its first line's top at `y`: the markup and the
 * height down to its last baseline. In German alone it is one line of `size`.
 */
export function label(
  ctx: LayoutContext,
  x: number,
  y: number,
  german: string,
  o: LabelStyle,
): { svg: string; height: number } {
  const lines = labelLines(german, ctx.languages, o.size, o.width);
  let baseline = y;
  const svg = lines.map((line, i) => {
    baseline += i === 0 ? line.size : line.size * LINE_GAP;
    return text(x, baseline, line.text, {
      size: line.size,
      fill: o.fill ?? MUTED,
      anchor: o.anchor,
      maxWidth: o.width,
      opacity: o.opacity,
    });
  });
  return { svg: svg.join(''), height: baseline - y };
}

/** A rounded clip path; returns its id. */
export function clipRect(
  ctx: LayoutContext,
  name: string,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  const id = ctx.id(name);
  ctx.defs.push(
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>`,
  );
  return id;
}

/** The cardholder's photo, cropped to its box; a neutral silhouette while there is none (preview). */
export function photo(ctx: LayoutContext, x: number, y: number, w: number, h: number, frame = '#c9ced6') {
  const clip = clipRect(ctx, 'photo', x, y, w, h, 8);
  const src = ctx.input.images?.photo;
  const picture = image(src, x, y, w, h, { fit: 'xMidYMid slice', clipId: clip });
  const placeholder = picture
    ? ''
    : `<g clip-path="url(#${clip})">${rect(x, y, w, h, '#e7ebf0')}` +
      `<circle cx="${x + w / 2}" cy="${y + h * 0.4}" r="${w * 0.22}" fill="#c3cad4"/>` +
      `<ellipse cx="${x + w / 2}" cy="${y + h * 0.98}" rx="${w * 0.42}" ry="${h * 0.3}" fill="#c3cad4"/></g>`;
  return `${placeholder}${picture}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="none" stroke="${frame}" stroke-width="2"/>`;
}

/** The label badge (up to 2 characters) as a circle in its colour. */
export function labelBadge(
  label: { value: string; color: string } | null,
  cx: number,
  cy: number,
  r: number,
) {
  if (!label) return '';
  const fill = escapeXml(label.color);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#ffffff" stroke-width="4"/>` +
    text(cx, cy + r * 0.36, label.value, {
      size: r * 1.05,
      bold: true,
      anchor: 'middle',
      fill: contrastText(label.color),
      maxWidth: r * 1.6,
    })
  );
}

export interface GridOptions {
  x: number;
  y: number;
  /** Column x offsets from x, and the width each column may use. */
  columns: number[];
  colWidth: number;
  /** The grid's bottom; rows shrink to fit. */
  bottom: number;
  rowHeight?: number;
  labelColor?: string;
  valueColor?: string;
}

/**
 * Label-over-value pairs in rows of columns; returns the markup and the y below the last row. Labels
 * with translations take more lines: the rows grow by that, and all shrink alike when they must fit.
 */
export function fieldGrid(
  ctx: LayoutContext,
  fields: CardField[],
  o: GridOptions,
): { svg: string; bottom: number } {
  if (fields.length === 0) return { svg: '', bottom: o.y };
  const rows = Math.ceil(fields.length / o.columns.length);
  const rowHeight = o.rowHeight ?? 54;
  // The labels' extra height over one German line, at the full label size.
  const slotAt = (size: number) =>
    Math.max(...fields.map((f) => labelHeight(labelLines(f.label, ctx.languages, size, o.colWidth))));
  const natural = rowHeight + slotAt(16) - 16;
  const rowH = Math.min(natural, (o.bottom - o.y) / rows);
  const scaled = (rowH / natural) * rowHeight;
  const labelSize = Math.min(16, scaled * 0.32);
  const valueSize = Math.min(25, scaled * 0.5);
  const slot = slotAt(labelSize);
  const parts = fields.map((f, i) => {
    const col = o.columns[i % o.columns.length] ?? 0;
    const top = o.y + Math.floor(i / o.columns.length) * rowH;
    const x = o.x + col;
    const l = label(ctx, x, top, f.label, { size: labelSize, width: o.colWidth, fill: o.labelColor });
    return (
      l.svg +
      text(x, top + slot + valueSize * 1.12, f.value || ' ', {
        size: valueSize,
        bold: true,
        fill: f.color ?? o.valueColor ?? INK,
        maxWidth: o.colWidth,
        minSize: valueSize * 0.6,
      })
    );
  });
  return { svg: parts.join(''), bottom: o.y + rows * rowH };
}

/** One labelled value on its own line (name, address); `bottom` is the value's baseline. */
export function labelled(
  ctx: LayoutContext,
  x: number,
  y: number,
  german: string,
  value: string,
  o: { width: number; size?: number; labelSize?: number; color?: string; labelColor?: string },
): { svg: string; bottom: number } {
  const size = o.size ?? 28;
  const l = label(ctx, x, y, german, { size: o.labelSize ?? 16, width: o.width, fill: o.labelColor });
  const bottom = y + l.height + size * 1.1;
  return {
    svg:
      l.svg +
      text(x, bottom, value || ' ', {
        size,
        bold: true,
        fill: o.color ?? INK,
        maxWidth: o.width,
        minSize: size * 0.6,
      }),
    bottom,
  };
}

/** The barcode: the bars (pre-rendered image) and its text below; '' when the card has no barcode. */
export function barcode(ctx: LayoutContext, x: number, y: number, w: number, barHeight: number) {
  const value = ctx.input.barcode_text?.trim();
  if (!value) return '';
  const bars = image(ctx.input.barcode_image, x, y, w, barHeight, { fit: 'none' });
  return (
    // White backing with a quiet zone on both sides (scanners need it; the watermark must not touch it).
    rect(x - 20, y - 6, w + 40, barHeight + 34, '#ffffff', 'rx="4"') +
    bars +
    text(x + w / 2, y + barHeight + 21, value, {
      size: 18,
      anchor: 'middle',
      spacing: 2,
      fill: INK,
      maxWidth: w,
    })
  );
}

export interface SignatureOptions {
  x: number;
  y: number;
  w: number;
  /** Stamp box size; the signature is drawn over the stamp's lower half. */
  stamp: { w: number; h: number };
  sign: { w: number; h: number };
  /** The signature sits beside the stamp (association: both at stamp size) instead of over it. */
  beside?: boolean;
  captionSize?: number;
}

/** Stamp, the signer's signature over it, a line and the signer description below. */
export function signatureBlock(ctx: LayoutContext, o: SignatureOptions) {
  const { images, card_signer_desc } = ctx.input;
  const cx = o.x + o.w / 2;
  let stampX = cx - o.stamp.w / 2;
  let signX = cx - o.sign.w / 2;
  const signY = o.beside ? o.y : o.y + o.stamp.h - o.sign.h * 0.8;
  if (o.beside) {
    const gap = 10;
    stampX = cx - (o.stamp.w + o.sign.w + gap) / 2;
    signX = stampX + o.stamp.w + gap;
  }
  const lineY = Math.max(o.y + o.stamp.h, signY + o.sign.h) + 6;
  const caption = clean(card_signer_desc);
  return (
    image(images?.stamp, stampX, o.y, o.stamp.w, o.stamp.h, { opacity: 0.9 }) +
    image(images?.sign, signX, signY, o.sign.w, o.sign.h) +
    `<line x1="${o.x}" y1="${lineY}" x2="${o.x + o.w}" y2="${lineY}" stroke="${MUTED}" stroke-width="1.5"/>` +
    (caption
      ? label(ctx, cx, lineY + 4, caption, { size: o.captionSize ?? 16, width: o.w, anchor: 'middle' }).svg
      : '')
  );
}

/** The cardholder's own signature on a line with a caption; '' when not given. */
export function studentSignature(
  ctx: LayoutContext,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
) {
  const sign = image(ctx.input.images?.student_sign, x, y, w, h);
  if (!sign) return '';
  return (
    sign +
    `<line x1="${x}" y1="${y + h + 2}" x2="${x + w}" y2="${y + h + 2}" stroke="${MUTED}" stroke-width="1.5"/>` +
    label(ctx, x + w / 2, y + h + 4, caption, { size: 13, width: w, anchor: 'middle' }).svg
  );
}

/** The 'COPY-SAFE' watermark: repeated, rotated, faint, over the whole card including the photo. */
export function copySafeWatermark(color: string) {
  const parts: string[] = [];
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 5; col++) {
      const x = col * 230 + (row % 2) * 115 - 80;
      const y = row * 95 + 20;
      parts.push(
        text(x, y, 'COPY-SAFE', {
          size: 30,
          bold: true,
          fill: color,
          opacity: 0.07,
          spacing: 3,
          transform: `rotate(-22 ${x} ${y})`,
        }),
      );
    }
  }
  return `<g aria-hidden="true">${parts.join('')}</g>`;
}

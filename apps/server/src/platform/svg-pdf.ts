/**
 * Draws the SVG our own code writes (the shared card layout, bwip-js bars) with pdfkit, as vectors:
 * <text> as real PDF text in DejaVu Sans, rectangles, circles, lines and paths as paths, <image> as an
 * embedded image prepared beforehand (see print-images.ts) or, for an SVG image, drawn as vectors too.
 * Markup outside that set is an error, so a layout change that needs more fails loudly in the tests.
 */
import { textWidth } from '@ausweis/shared/card-layout/text-metrics';
import type { DejaVuStyle } from './pdf-fonts';
import { numbers, parseSvg, type SvgNode } from './svg-tree';

type Pdf = PDFKit.PDFDocument;
export type PdfImage = PDFKit.Mixins.OpenedImage;

/** How the SVG names an image that the drawing gets ready-made (the card layout accepts blob: URLs). */
const IMAGE_REF = 'blob:print-image/';
export const printImageHref = (key: string) => `${IMAGE_REF}${encodeURIComponent(key)}`;

export interface SvgDrawing {
  doc: Pdf;
  /** Opened images by the key of their printImageHref. */
  images: (key: string) => PdfImage | undefined;
}

/** Drawing state of one SVG document. */
interface DrawState extends SvgDrawing {
  clips: Map<string, SvgNode>;
}

const num = (value: string | undefined, fallback = 0) => {
  const n = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(n) ? n : fallback;
};

/** Draws `svg` so that its viewBox fills width x height at the origin, stretched (preserveAspectRatio="none"). */
export function drawSvg(drawing: SvgDrawing, svg: string, width: number, height: number) {
  const { doc } = drawing;
  const root = parseSvg(svg);
  const [vx = 0, vy = 0, vw = width, vh = height] = numbers(root.attrs.viewBox);
  doc.save();
  doc.transform(width / vw, 0, 0, height / vh, (-vx * width) / vw, (-vy * height) / vh);
  drawChildren({ ...drawing, clips: new Map() }, root);
  doc.restore();
}

function drawChildren(state: DrawState, node: SvgNode) {
  for (const child of node.children) drawNode(state, child);
}

function drawNode(state: DrawState, node: SvgNode) {
  const { doc } = state;
  const a = node.attrs;
  switch (node.name) {
    case 'title':
      return;
    case 'defs':
      for (const clip of node.children) {
        if (clip.name !== 'clipPath' || !clip.attrs.id)
          throw new Error(`print PDF: <${clip.name}> in <defs>`);
        state.clips.set(clip.attrs.id, clip);
      }
      return;
    case 'g':
      doc.save();
      applyTransform(doc, a.transform);
      applyClip(state, a['clip-path']);
      drawChildren(state, node);
      doc.restore();
      return;
    case 'rect': {
      const rx = num(a.rx);
      const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
      if (rx > 0) doc.roundedRect(x, y, w, h, rx);
      else doc.rect(x, y, w, h);
      return paint(doc, a);
    }
    case 'circle':
      doc.circle(num(a.cx), num(a.cy), num(a.r));
      return paint(doc, a);
    case 'ellipse':
      doc.ellipse(num(a.cx), num(a.cy), num(a.rx), num(a.ry));
      return paint(doc, a);
    case 'line':
      doc.moveTo(num(a.x1), num(a.y1)).lineTo(num(a.x2), num(a.y2));
      return paint(doc, { ...a, fill: 'none' });
    case 'path':
      return drawPath(doc, a);
    case 'text':
      return drawText(doc, node);
    case 'image':
      return drawImage(state, a);
    default:
      throw new Error(`print PDF: <${node.name}> is not supported`);
  }
}

/** Fills and/or strokes the current path as the SVG attributes say (fill defaults to black). */
function paint(doc: Pdf, a: Record<string, string>) {
  const fill = a.fill ?? '#000000';
  const stroke = a.stroke && a.stroke !== 'none' ? a.stroke : null;
  const hasFill = fill !== 'none';
  doc.save();
  if (a.opacity !== undefined) doc.opacity(num(a.opacity, 1));
  if (a['fill-opacity'] !== undefined) doc.fillOpacity(num(a['fill-opacity'], 1));
  if (stroke) doc.lineWidth(num(a['stroke-width'], 1));
  if (hasFill && stroke) doc.fillAndStroke(fill, stroke);
  else if (hasFill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
  doc.restore();
}

/** SVG transforms as the layout writes them: scale, translate, rotate (about a point). */
function applyTransform(doc: Pdf, transform: string | undefined) {
  if (!transform) return;
  for (const [, fn, args] of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = numbers(args);
    if (fn === 'scale') doc.scale(v[0] ?? 1, v[1] ?? v[0] ?? 1);
    else if (fn === 'translate') doc.translate(v[0] ?? 0, v[1] ?? 0);
    else if (fn === 'rotate') doc.rotate(v[0] ?? 0, { origin: [v[1] ?? 0, v[2] ?? 0] });
    else throw new Error(`print PDF: transform ${fn} is not supported`);
  }
}

function applyClip(state: DrawState, ref: string | undefined) {
  if (!ref) return;
  const id = /^url\(#([^)]+)\)$/.exec(ref)?.[1];
  const clip = id ? state.clips.get(id) : undefined;
  if (!clip) throw new Error(`print PDF: unknown clip ${ref}`);
  for (const shape of clip.children) {
    if (shape.name !== 'rect') throw new Error(`print PDF: <${shape.name}> in a clip path`);
    const s = shape.attrs;
    state.doc.roundedRect(num(s.x), num(s.y), num(s.width), num(s.height), num(s.rx));
  }
  state.doc.clip();
}

/** A path; bwip-js draws bars as vertical strokes, which become filled rectangles (exact edges). */
function drawPath(doc: Pdf, a: Record<string, string>) {
  const d = a.d ?? '';
  const bars = a.stroke && a.stroke !== 'none' ? verticalBars(d) : null;
  if (!bars) {
    doc.path(d);
    return paint(doc, a);
  }
  const width = num(a['stroke-width'], 1);
  for (const [x, top, height] of bars) doc.rect(x - width / 2, top, width, height);
  doc.fill(a.stroke ?? '#000000');
}

/** A path of vertical lines only ('M x y1 L x y2' ...) as [x, top, height]; null for any other path. */
function verticalBars(d: string): [number, number, number][] | null {
  const segment = /\s*M\s*(-?[\d.]+)[\s,]+(-?[\d.]+)\s*L\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/y;
  const bars: [number, number, number][] = [];
  let end = 0;
  for (let m = segment.exec(d); m; m = segment.exec(d)) {
    const [x1, y1, x2, y2] = m.slice(1).map(Number) as [number, number, number, number];
    if (x1 !== x2) return null;
    bars.push([x1, Math.min(y1, y2), Math.abs(y2 - y1)]);
    end = segment.lastIndex;
  }
  return bars.length > 0 && d.slice(end).trim() === '' ? bars : null;
}

const FONT_STYLE: Record<string, DejaVuStyle> = {
  'normal-normal': 'regular',
  'bold-normal': 'bold',
  'normal-italic': 'italic',
  'bold-italic': 'boldItalic',
};

/**
 * A <text> at its baseline. The layout fits texts by Arial's widths; DejaVu Sans runs wider, so a text
 * wider than Arial would set it is narrowed (PDF horizontal scaling) to the width the layout planned.
 */
function drawText(doc: Pdf, node: SvgNode) {
  const a = node.attrs;
  const value = node.text;
  if (!value.trim()) return;
  const size = num(a['font-size'], 16);
  const bold = a['font-weight'] === 'bold';
  const style =
    FONT_STYLE[`${bold ? 'bold' : 'normal'}-${a['font-style'] === 'italic' ? 'italic' : 'normal'}`];
  const spacing = num(a['letter-spacing']);
  doc.font(style ?? 'regular').fontSize(size);
  const natural = doc.widthOfString(value, { characterSpacing: spacing });
  const planned = textWidth(value, bold) * size + spacing * Math.max(Array.from(value).length - 1, 0);
  const scaling = natural > planned && planned > 0 ? Math.max(50, (100 * planned) / natural) : 100;
  const width = (natural * scaling) / 100;
  let x = num(a.x);
  const y = num(a.y);
  if (a['text-anchor'] === 'middle') x -= width / 2;
  else if (a['text-anchor'] === 'end') x -= width;
  doc.save();
  applyTransform(doc, a.transform);
  doc.fillColor(a.fill ?? '#000000', a['fill-opacity'] !== undefined ? num(a['fill-opacity'], 1) : 1);
  doc.text(value, x, y, {
    baseline: 'alphabetic',
    lineBreak: false,
    characterSpacing: spacing,
    horizontalScaling: scaling,
  });
  doc.restore();
}

function drawImage(state: DrawState, a: Record<string, string>) {
  const { doc } = state;
  const href = a.href ?? '';
  const [x, y, w, h] = [num(a.x), num(a.y), num(a.width), num(a.height)];
  const fit = a.preserveAspectRatio ?? 'xMidYMid meet';
  doc.save();
  if (a.opacity !== undefined) doc.opacity(num(a.opacity, 1));
  applyClip(state, a['clip-path']);
  if (href.startsWith('data:image/svg+xml;base64,')) {
    drawSvgImage(state, Buffer.from(href.slice(26), 'base64').toString('utf8'), x, y, w, h, fit);
  } else if (href.startsWith(IMAGE_REF)) {
    const key = decodeURIComponent(href.slice(IMAGE_REF.length));
    const image = state.images(key);
    if (!image) throw new Error(`print PDF: image ${key} was not prepared`);
    if (fit === 'none') doc.image(image, x, y, { width: w, height: h });
    else {
      // Like SVG: 'slice' covers the box and is cut at its edges, 'meet' fits inside it.
      doc.rect(x, y, w, h).clip();
      const box: [number, number] = [w, h];
      const placing = fit.endsWith('slice') ? { cover: box } : { fit: box };
      doc.image(image, x, y, { ...placing, align: 'center', valign: 'center' });
    }
  } else {
    throw new Error('print PDF: images must be prepared (printImageHref) or SVG');
  }
  doc.restore();
}

/** An SVG image (the barcode bars) drawn as vectors into its box. */
function drawSvgImage(
  state: DrawState,
  markup: string,
  x: number,
  y: number,
  w: number,
  h: number,
  fit: string,
) {
  const svg = parseSvg(markup);
  const [vx = 0, vy = 0, vw = w, vh = h] = numbers(svg.attrs.viewBox);
  let sx = w / vw;
  let sy = h / vh;
  let dx = x;
  let dy = y;
  if (fit !== 'none') {
    sx = sy = Math.min(sx, sy);
    dx += (w - vw * sx) / 2;
    dy += (h - vh * sy) / 2;
  }
  state.doc.transform(sx, 0, 0, sy, dx - vx * sx, dy - vy * sy);
  drawChildren(state, svg);
}

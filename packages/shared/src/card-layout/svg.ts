/**
 * SVG building blocks of the card layout. Every text and attribute value passes through `escapeXml` (or is
 * a checked colour / URL), so user input can never leave its text node or attribute.
 */
import { textWidth } from './text-metrics';

/** Arial metrics everywhere: Liberation Sans on the server, Arial/Helvetica/Roboto in browsers. */
export const FONT_FAMILY = "Arial, 'Liberation Sans', Helvetica, Roboto, sans-serif";

/** Whether XML 1.0 allows the code point (a stray control character would make the SVG unparsable). */
function xmlAllowed(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  // Lone surrogates (for..of yields pairs as one code point) and the two non-characters.
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}

/** Text for a text node or an attribute value: invalid characters dropped, markup characters escaped. */
export function escapeXml(value: string): string {
  let allowed = '';
  for (const ch of value) if (xmlAllowed(ch.codePointAt(0) ?? 0)) allowed += ch;
  return allowed
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One line of display text: trimmed, whitespace runs (newlines too) collapsed; '' for null. */
export const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

const COLOR_RE = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A #RGB / #RRGGBB colour, or the fallback when the value is anything else. */
export const safeColor = (value: string | null | undefined, fallback: string): string =>
  value && COLOR_RE.test(value.trim()) ? value.trim() : fallback;

const HREF_RE = /^(?:data:image\/(?:png|jpeg|jpg|gif|webp|svg\+xml)[;,]|blob:|https?:\/\/|\/(?!\/))/i;

/** An image URL the card may load (data:image, blob:, http(s), same-origin path), escaped; else null. */
export function safeHref(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && HREF_RE.test(v) ? escapeXml(v) : null;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  italic?: boolean;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Shrink (down to minSize), then cut with an ellipsis, to stay within this width. */
  maxWidth?: number;
  /** Smallest size when shrinking; default 75 % of size. */
  minSize?: number;
  /** Letter spacing in layout units. */
  spacing?: number;
  opacity?: number;
  transform?: string;
}

const widthAt = (value: string, size: number, bold: boolean, spacing: number) =>
  textWidth(value, bold) * size + spacing * Math.max(value.length - 1, 0);

/** The text and font size that fit `maxWidth`: first shrink to minSize, then cut with '…'. */
export function fitText(value: string, style: TextStyle): { text: string; size: number } {
  const { size, bold = false, spacing = 0, maxWidth } = style;
  if (maxWidth === undefined) return { text: value, size };
  const width = widthAt(value, size, bold, spacing);
  if (width <= maxWidth) return { text: value, size };
  const minSize = style.minSize ?? size * 0.75;
  const shrunk = Math.max(minSize, (size * maxWidth) / width);
  if (widthAt(value, shrunk, bold, spacing) <= maxWidth) return { text: value, size: shrunk };
  // No character is narrower than 0.19 em: anything beyond this count cannot fit anyway.
  const chars = Array.from(value).slice(0, Math.ceil(maxWidth / (0.19 * shrunk)) + 2);
  while (chars.length > 1 && widthAt(`${chars.join('').trimEnd()}…`, shrunk, bold, spacing) > maxWidth) {
    chars.pop();
  }
  return { text: `${chars.join('').trimEnd()}…`, size: shrunk };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A <text> element, fitted to maxWidth; '' for an empty value. */
export function text(x: number, y: number, value: string | null | undefined, style: TextStyle): string {
  const v = clean(value);
  if (!v) return '';
  const fitted = fitText(v, style);
  const attrs = [
    `x="${round(x)}"`,
    `y="${round(y)}"`,
    `font-size="${round(fitted.size)}"`,
    style.bold ? 'font-weight="bold"' : '',
    style.italic ? 'font-style="italic"' : '',
    `fill="${style.fill ?? '#1a1a1a'}"`,
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.spacing ? `letter-spacing="${style.spacing}"` : '',
    style.opacity !== undefined ? `fill-opacity="${style.opacity}"` : '',
    style.transform ? `transform="${style.transform}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(fitted.text)}</text>`;
}

export interface ImageStyle {
  /** SVG preserveAspectRatio; default contain, centred. */
  fit?: string;
  clipId?: string;
  opacity?: number;
}

/** An <image> element for a safe URL; '' when there is none. */
export function image(
  href: string | null | undefined,
  x: number,
  y: number,
  w: number,
  h: number,
  style: ImageStyle = {},
): string {
  const safe = safeHref(href);
  if (!safe) return '';
  const attrs = [
    `href="${safe}"`,
    `x="${x}" y="${y}" width="${w}" height="${h}"`,
    `preserveAspectRatio="${style.fit ?? 'xMidYMid meet'}"`,
    style.clipId ? `clip-path="url(#${style.clipId})"` : '',
    style.opacity !== undefined ? `opacity="${style.opacity}"` : '',
  ].filter(Boolean);
  return `<image ${attrs.join(' ')}/>`;
}

/** A rectangle; `extra` is trusted markup (attributes built here, never user input). */
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** Black or white, whichever reads better on the background colour. */
export function contrastText(background: string): string {
  let hex = background.replace('#', '');
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#1a1a1a' : '#ffffff';
}

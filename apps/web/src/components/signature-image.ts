/**
 * The signature as an image: its fixed size, and a typed name set in a handwriting font (the way to
 * sign without drawing). The font is the device's own: script faces of Windows, Apple systems and
 * Android, else the browser's cursive face, slanted.
 */

/** Size of the exported PNG; the pad on screen keeps this aspect ratio at any width. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 240;

/** 'data:image/png;base64,XXXX' -> 'XXXX'. */
export const stripDataUrl = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** Handwriting faces, in CSS font-family syntax. */
export const SIGNATURE_FONT =
  '"Segoe Script", "Snell Roundhand", "Bradley Hand", "Ink Free", "Dancing Script", cursive';

const LARGEST_PX = 96;
const SMALLEST_PX = 24;
/** The name sits on the pad's line (22 % above the bottom) and keeps 8 % of the width free on each side. */
const BASELINE = 0.78;
const MARGIN = 0.08;

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * The typed name as a SIGNATURE_WIDTH x SIGNATURE_HEIGHT PNG (base64 without prefix, transparent like a
 * drawn one), as large as fits; null for an empty name or without canvas.
 */
export function typedSignaturePng(name: string): string | null {
  const text = name.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const room = SIGNATURE_WIDTH * (1 - 2 * MARGIN);
  let size = LARGEST_PX;
  const setFont = () => {
    ctx.font = `italic ${size}px ${SIGNATURE_FONT}`;
  };
  setFont();
  while (size > SMALLEST_PX && ctx.measureText(text).width > room) {
    size -= 4;
    setFont();
  }
  ctx.fillStyle = '#111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.direction = RIGHT_TO_LEFT.test(text) ? 'rtl' : 'ltr';
  ctx.fillText(text, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT * BASELINE, room);
  return stripDataUrl(canvas.toDataURL('image/png'));
}

/**
 * The barcode bars as an SVG data URL, drawn by bwip-js with the product's barcode type. The same code runs
 * in the browser (preview; import this module lazily, bwip-js is large) and on the server (PNG/PDF).
 */
import { code39, code128, drawingSVG, ean8, interleaved2of5, qrcode } from 'bwip-js/generic';
import type { BarcodeType } from '../constants';
import { BWIP_BARCODES, type BwipBcid } from './barcode';

const ENCODERS = { code128, interleaved2of5, code39, ean8 } satisfies Record<BwipBcid, unknown>;

export interface BarcodeSvgOptions {
  /**
   * Preview: an EAN-8 text whose check digit does not match is drawn from its first 7 digits, a shorter
   * one padded with zeros, so the orderer sees bars while typing.
   */
  lenient?: boolean;
}

/**
 * The bars (no human-readable text: the card prints that itself) as an SVG document, or null when the text
 * cannot be encoded in this type (e.g. letters in EAN-8).
 */
export function barcodeSvg(type: BarcodeType, text: string, options: BarcodeSvgOptions = {}): string | null {
  const { bcid, includecheck } = BWIP_BARCODES[type];
  let value = text.trim();
  if (!value) return null;
  if (bcid === 'code39') value = value.toUpperCase();
  if (bcid === 'ean8' && options.lenient) {
    if (/^\d{1,6}$/.test(value)) value = value.padStart(7, '0');
    else if (/^\d{8}$/.test(value) && !ean8CheckOk(value)) value = value.slice(0, 7);
  }
  try {
    const svg = ENCODERS[bcid](
      { bcid, text: value, includecheck, includetext: false, scale: 2, height: 10, paddingwidth: 0 },
      drawingSVG(),
    );
    // Crisp bars when rasterised (PNG/PDF) at sizes that do not align with whole pixels.
    return svg.replace('<svg ', '<svg shape-rendering="crispEdges" ');
  } catch {
    return null;
  }
}

/** The bars as a data: URL for CardLayoutInput.barcode_image, or null (see barcodeSvg). */
export function barcodeDataUrl(type: BarcodeType, text: string, options?: BarcodeSvgOptions): string | null {
  const svg = barcodeSvg(type, text, options);
  // bwip-js emits ASCII only, so btoa (browser and Node) is safe.
  return svg ? `data:image/svg+xml;base64,${btoa(svg)}` : null;
}

function ean8CheckOk(digits: string): boolean {
  const d = Array.from(digits, Number);
  const sum = d.slice(0, 7).reduce((acc, n, i) => acc + n * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[7];
}

/**
 * A QR code (BWIPP's default error correction M, with its quiet zone) as an SVG document, black on white: the signed
 * card code on the card app and on the printed card's back.
 */
export function qrSvg(text: string): string {
  return qrcode(
    { bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4, backgroundcolor: 'FFFFFF' },
    drawingSVG(),
  );
}

/**
 * The card as PNG (card info, card app, downloads): the shared card layout's SVG, rasterised by sharp;
 * images are embedded as data: URLs (the rasteriser loads nothing from outside). The print PDF draws
 * the same SVG as vectors (card-pdf.ts).
 */
import { barcodeDataUrl } from '@ausweis/shared/card-layout/barcode-svg';
import {
  buildCardLayoutInput,
  type CardOrderSource,
  type CardProductSource,
  type CardTenantSource,
} from '@ausweis/shared/card-layout/build-input';
import { renderCardSvg } from '@ausweis/shared/card-layout/render-card-svg';
import type { CardImages, CardLayoutInput } from '@ausweis/shared/card-layout/types';
import { CARD_PREVIEW } from '@ausweis/shared/constants';
import sharp from 'sharp';

export type CardImageBytes = Partial<Record<keyof CardImages, Buffer | null>>;

const MIME_BY_MAGIC: [string, (b: Buffer) => boolean][] = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  [
    'image/webp',
    (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

/** Image bytes as a data: URL by their magic number; null for anything that is not PNG/JPEG/GIF/WebP. */
export function imageDataUrl(bytes: Buffer | null | undefined): string | null {
  if (!bytes || bytes.length < 12) return null;
  const mime = MIME_BY_MAGIC.find(([, test]) => test(bytes))?.[0];
  return mime ? `data:${mime};base64,${bytes.toString('base64')}` : null;
}

export interface CardRenderSource {
  tenant: CardTenantSource;
  /** Tenant product with its base product's texts (card_title, card_signer_desc, ...). */
  product: CardProductSource;
  order: CardOrderSource;
  /** Stored file bytes: logo, stamp, sign (product's or tenant's), photo, student_sign. */
  images: CardImageBytes;
}

/**
 * CardLayoutInput for a real card from plain records: images as data: URLs, the real barcode drawn by
 * bwip-js in the product's barcode type (text only if it cannot be encoded in that type).
 */
export function cardInputFromRecords(src: CardRenderSource): CardLayoutInput {
  const images: CardImages = {};
  for (const [key, bytes] of Object.entries(src.images) as [keyof CardImages, Buffer | null][]) {
    images[key] = imageDataUrl(bytes);
  }
  const input = buildCardLayoutInput({ tenant: src.tenant, product: src.product, order: src.order, images });
  const type = src.product.barcode_type;
  if (type && input.barcode_text) input.barcode_image = barcodeDataUrl(type, input.barcode_text);
  return input;
}

export interface CardPngOptions {
  /** Pixel width; the height keeps the 600x380 aspect. Default 600 (docs/product.md#limits). */
  width?: number;
  /** The thin outline at the card's edge; default true (off for print). */
  border?: boolean;
}

/** The card as PNG: 600x380 by default, or `width` wide with the same aspect. */
export async function renderCardPng(input: CardLayoutInput, options: CardPngOptions = {}): Promise<Buffer> {
  const width = Math.round(options.width ?? CARD_PREVIEW.width);
  const height = Math.round((width * CARD_PREVIEW.height) / CARD_PREVIEW.width);
  return rasterise(input, width, height, options.border ?? true);
}

async function rasterise(input: CardLayoutInput, width: number, height: number, border: boolean) {
  const svg = renderCardSvg(input, { width, height, border });
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

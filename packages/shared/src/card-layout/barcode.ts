/**
 * The product's barcode types (docs/product.md#fields) as bwip-js encoders, and which text a card's barcode carries.
 * Pure data and rules: the drawing itself is in barcode-svg.ts (bwip-js), so this stays light to import.
 */
import type { BarcodeType } from '../constants';
import { barcodePreview, generatedBarcode } from '../schemas/barcode-rules';
import { clean } from './svg';

export type BwipBcid = 'code128' | 'interleaved2of5' | 'code39' | 'ean8';

/** bwip-js encoder and options per product barcode type; server and browser draw with the same one. */
export const BWIP_BARCODES: Record<BarcodeType, { bcid: BwipBcid; includecheck: boolean }> = {
  code_128: { bcid: 'code128', includecheck: false },
  code_2_5_interleaved: { bcid: 'interleaved2of5', includecheck: false },
  code_39_with_checksum: { bcid: 'code39', includecheck: true },
  code_39_without_checksum: { bcid: 'code39', includecheck: false },
  code_ean8: { bcid: 'ean8', includecheck: false },
};

export interface BarcodeSettings {
  barcode_type?: BarcodeType | null;
  generate_barcode?: boolean;
  barcode_prefix?: string | null;
  barcode_len?: number | null;
}

/** Whether the product prints a barcode at all. */
export const hasBarcode = (p: BarcodeSettings): boolean => p.barcode_type != null || !!p.generate_barcode;

/**
 * The barcode text of the order form's preview (docs/product.md#screens): a generated barcode shows the prefix, zeros and
 * up to 1234 to reach barcode_len; otherwise the external id as typed, with the same pattern until
 * something is typed. Null when the product has no barcode.
 */
export function previewBarcodeText(p: BarcodeSettings, externalId?: string | null): string | null {
  if (!hasBarcode(p)) return null;
  const typed = clean(externalId);
  if (!p.generate_barcode && typed) return typed;
  return barcodePreview(p.barcode_prefix ?? null, p.barcode_len ?? null);
}

/**
 * The card number of a product with 'Barcode generieren': the prefix padded with zeros around the order
 * id to barcode_len, e.g. GS00000303. Stored as the card's external id when the order is written
 * (and by the migration that filled it in for older cards, in SQL that must agree with this), so staff
 * find the card by the number printed on it. Null when the product does not generate one.
 */
export function generatedCardNumber(p: BarcodeSettings, orderId: number): string | null {
  return p.generate_barcode ? generatedBarcode(p.barcode_prefix ?? null, p.barcode_len ?? 0, orderId) : null;
}

/**
 * The barcode text of a real card: the stored external id, or for a generated barcode without one its
 * generatedCardNumber. Null when there is nothing to encode.
 */
export function cardBarcodeText(
  p: BarcodeSettings,
  externalId: string | null | undefined,
  orderId?: number | null,
): string | null {
  if (!hasBarcode(p)) return null;
  const stored = clean(externalId);
  if (stored) return stored;
  return orderId == null ? null : generatedCardNumber(p, orderId);
}

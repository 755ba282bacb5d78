/**
 * The barcode rules of a product (docs/product.md#behaviour): which types take a prefix, when the external id is forced,
 * the generated barcode and its preview, and the form's side effects. Server, web and the card layout
 * run the same code.
 */
import { BARCODE_TYPES_WITH_PREFIX, type BarcodeType } from '../constants';
import type { ProductValues } from './product-values';

/** Whether the barcode type lets the prefix be edited (code_128 and both code_39 types). */
export const barcodePrefixAllowed = (type: BarcodeType | null | undefined): boolean =>
  type != null && BARCODE_TYPES_WITH_PREFIX.includes(type);

/** Whether the barcode settings force 'external id needed' (a type is set, or generate is ticked). */
export const barcodeForcesExternalId = (
  v: Pick<ProductValues, 'barcode_type' | 'generate_barcode'>,
): boolean => v.barcode_type != null || v.generate_barcode;

/**
 * Whether an order of this product must carry an external id (docs/product.md#validation): the product needs it, or a
 * barcode type is set without generation (the barcode is then the external id the orderer types).
 */
export const externalIdRequired = (
  p: Pick<ProductValues, 'need_external_id' | 'barcode_type' | 'generate_barcode'>,
): boolean => p.need_external_id || (p.barcode_type != null && !p.generate_barcode);

/** The shortest barcode_len a generated barcode may have: the prefix counts toward the length. */
export const minBarcodeLen = (v: Pick<ProductValues, 'generate_barcode' | 'barcode_prefix'>): number =>
  v.generate_barcode ? (v.barcode_prefix?.length ?? 0) + 1 : 1;

/** A generated barcode: the prefix, padded with zeros to barcode_len (docs/product.md#behaviour). */
export function generatedBarcode(prefix: string | null, len: number, serial: number): string {
  const p = prefix ?? '';
  const digits = String(serial);
  return p + digits.padStart(Math.max(len - p.length, digits.length), '0');
}

/** The card preview's barcode text (docs/product.md#screens): the prefix, then zeros, then up to 1234, to reach barcode_len. */
export function barcodePreview(prefix: string | null, len: number | null): string {
  const p = prefix ?? '';
  const room = Math.max((len ?? p.length + 4) - p.length, 0);
  return p + '1234'.slice(0, room).padStart(room, '0');
}

/**
 * The product form's barcode side effects (docs/product.md#behaviour) applied to the values: no type resets prefix, generate
 * and length; a prefix only for code_128 and code_39; a type or 'generate' forces need_external_id.
 */
export function applyBarcodeRules<T extends ProductValues>(v: T): T {
  const out = { ...v };
  if (out.barcode_type == null) {
    out.barcode_type = null;
    out.barcode_prefix = null;
    out.generate_barcode = false;
    out.barcode_len = null;
  } else if (!barcodePrefixAllowed(out.barcode_type)) {
    out.barcode_prefix = null;
  }
  if (barcodeForcesExternalId(out)) out.need_external_id = true;
  return out;
}

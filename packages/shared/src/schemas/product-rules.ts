/**
 * The product's limits and German messages (docs/product.md#behaviour product form, #validation product rules), and the small rules
 * the card edit shares (hex colour, label). The rules on whole values are in product-issues.ts, the
 * values themselves in product-values.ts, the validity dates in product-validity.ts.
 */
import { type BarcodeType, LABEL_MAX } from '../constants';
import { MESSAGES } from '../validation/messages';
import { PRODUCT_IMAGE_LABELS, type ProductImageKind } from './product-images';

/** Readable German names of the barcode types (the form's select). */
export const BARCODE_TYPE_LABELS: Record<BarcodeType, string> = {
  code_128: 'Code 128',
  code_2_5_interleaved: 'Code 2/5 Interleaved',
  code_39_with_checksum: 'Code 39 mit Prüfziffer',
  code_39_without_checksum: 'Code 39 ohne Prüfziffer',
  code_ean8: 'EAN-8',
};

export const PRODUCT_CODE_MAX = 30;
export const BARCODE_LEN_MAX = 30;
export const BARCODE_PREFIX_MAX = 20;
export const MAX_YEARS_VALID_MAX = 10;
export const DAYS_BEFORE_RENEW_MAX = 365;
/** 1000 € in cents: a price above this is a typo. */
export const PRICE_MAX_CENTS = 100_000;
export const FIELD_DESC_MAX = 40;
export const TEXT_MAX = 200;
/** The colour field emits #RRGGBB (docs/product.md#screens: at most 7 characters). */
export const COLOR_MAX = 7;

/** German texts of the product rules beyond the shared docs/product.md#validation messages. */
export const PRODUCT_MESSAGES = {
  /** The images that neither the product nor the tenant has (in German, naming the images, not 'Please select the image(s).'). */
  imagesMissing: (kinds: readonly ProductImageKind[]) =>
    kinds.length === 1
      ? `Bitte wählen Sie ein Bild für „${PRODUCT_IMAGE_LABELS[kinds[0] ?? 'logo']}“ aus.`
      : `Bitte wählen Sie Bilder für ${new Intl.ListFormat('de').format(kinds.map((k) => `„${PRODUCT_IMAGE_LABELS[k]}“`))} aus.`,
  codeTaken: 'Dieser Produktcode ist bei diesem Mandanten bereits vergeben.',
  codeLocked: 'Der Produktcode kann nach dem Anlegen nicht mehr geändert werden.',
  productLocked: 'Das Produkt kann nach dem Anlegen nicht mehr geändert werden.',
  codeFormat: 'Bitte nur Buchstaben (A-Z), Ziffern, - und _ angeben',
  color: 'Bitte eine Farbe wie #F7AD15 angeben',
  price: 'Bitte einen Betrag wie 4,90 angeben',
  priceMax: 'Bitte einen Betrag bis 1000,00 angeben',
  maxYears: `Bitte einen Wert zwischen 1 und ${MAX_YEARS_VALID_MAX} angeben`,
  daysBeforeRenew: `Bitte einen Wert zwischen 0 und ${DAYS_BEFORE_RENEW_MAX} angeben`,
  barcodeLen: (min: number) => `Bitte eine Länge zwischen ${min} und ${BARCODE_LEN_MAX} angeben`,
  notAllowed: 'Dieses Produkt darf für diesen Mandanten nicht angelegt werden.',
  notConfigured: 'Dieses Produkt ist für diesen Mandanten nicht freigegeben.',
  noPrice: 'Für dieses Produkt ist im Land des Mandanten kein Preis hinterlegt.',
  validToHint: (max: string) => `Hinweis: Das Datum sollte vor dem ${max} liegen.`,
} as const;

const HEX_COLOR_RE = /^#[0-9A-Fa-f]{6}$/;

/** A colour like #F7AD15. */
export const isHexColor = (v: string): boolean => HEX_COLOR_RE.test(v);

/** The label rules (docs/product.md#validation, product and card edit): at most 2 characters, hex colour, both when on. */
export function labelErrors(v: {
  with_lable: boolean;
  lable_value: string | null;
  lable_color: string | null;
}): Partial<Record<'lable_value' | 'lable_color', string>> {
  const out: Partial<Record<'lable_value' | 'lable_color', string>> = {};
  if (v.lable_value && v.lable_value.length > LABEL_MAX) out.lable_value = MESSAGES.maxLen(LABEL_MAX);
  else if (v.with_lable && !v.lable_value) out.lable_value = MESSAGES.required;
  if (v.lable_color && !isHexColor(v.lable_color)) out.lable_color = PRODUCT_MESSAGES.color;
  else if (v.with_lable && !v.lable_color) out.lable_color = MESSAGES.required;
  return out;
}

/**
 * Builds CardLayoutInput from plain records (tenant, tenant product with its base product's texts, the
 * order or the order form's student info), so the order page, the card-info page and the server's PNG/PDF
 * rendering fill the card the same way.
 */
import { type BarcodeSettings, cardBarcodeText, previewBarcodeText } from './barcode';
import { cardTenantNames } from './card-tenant';
import { cardLabelLanguages } from './label-languages';
import { clean } from './svg';
import type { CardImages, CardLayoutInput } from './types';

export interface CardTenantSource {
  name: string;
  name2?: string | null;
  street?: string | null;
  plz?: string | null;
  city?: string | null;
}

/** Base product texts plus the tenant product's settings (docs/product.md#fields), as stored or as product info. */
export interface CardProductSource extends BarcodeSettings {
  product_type: string;
  card_title?: string | null;
  card_title2?: string | null;
  card_signer_desc?: string | null;
  external_id_name?: string | null;
  external_department_name?: string | null;
  /** The tenant product's name override; the tenant's name when empty. */
  tenant_name?: string | null;
  tenant_name2?: string | null;
  need_external_id?: boolean;
  need_external_department?: boolean;
  print_email?: boolean;
  print_email_color?: string | null;
  with_lable?: boolean;
  lable_value?: string | null;
  lable_color?: string | null;
  /** When given, a field is drawn only if needed; otherwise whenever its description is set. */
  needs_field1?: boolean;
  needs_field2?: boolean;
  needs_field3?: boolean;
  field1_desc?: string | null;
  field2_desc?: string | null;
  field3_desc?: string | null;
  /** The languages of the card's labels (label-languages.ts); German only when absent. */
  card_label_languages?: string | null;
}

/** The order (or the order form's student info while ordering). */
export interface CardOrderSource {
  /** The order id: the serial of a generated barcode without a stored one. */
  id?: number | null;
  familyname?: string | null;
  forname?: string | null;
  birthday?: string | null;
  email?: string | null;
  student_city?: string | null;
  student_street?: string | null;
  external_id?: string | null;
  external_department?: string | null;
  field1?: string | null;
  field2?: string | null;
  field3?: string | null;
  card_valid_to?: string | null;
  /** The card's own label (card edit); when absent the product's label applies. */
  with_lable?: boolean | null;
  lable_value?: string | null;
  lable_color?: string | null;
}

export interface CardSource {
  tenant: CardTenantSource;
  product: CardProductSource;
  order: CardOrderSource;
  images?: CardImages;
  /** The order form's preview: the docs/product.md#screens barcode preview text instead of a real barcode. */
  preview?: boolean;
  /** Pre-rendered bars for the barcode text (barcode-svg.ts); the card shows just the text without. */
  barcode_image?: string | null;
}

const fieldDesc = (p: CardProductSource, n: 1 | 2 | 3): string | null => {
  const needs = p[`needs_field${n}`];
  if (needs === false) return null;
  return clean(p[`field${n}_desc`]) || null;
};

/** CardLayoutInput from plain records; see CardSource. */
export function buildCardLayoutInput(src: CardSource): CardLayoutInput {
  const { tenant, product: p, order: o } = src;
  const institution = cardTenantNames(p, tenant);
  const orderLabel = o.with_lable != null;
  const barcodeText = src.preview
    ? previewBarcodeText(p, o.external_id)
    : cardBarcodeText(p, o.external_id, o.id);
  // A generated barcode is the card number: show it as the external id when none was entered.
  const externalId = clean(o.external_id) || (p.generate_barcode ? barcodeText : null);
  return {
    product_type: p.product_type,
    card_title: clean(p.card_title) || p.product_type,
    card_title2: p.card_title2 ?? null,
    card_signer_desc: p.card_signer_desc ?? null,
    external_id_name: p.external_id_name ?? null,
    external_department_name: p.external_department_name ?? null,
    tenant_name: institution.name,
    tenant_name2: institution.name2,
    tenant_street: tenant.street ?? null,
    tenant_plz: tenant.plz ?? null,
    tenant_city: tenant.city ?? null,
    familyname: o.familyname ?? '',
    forname: o.forname ?? '',
    birthday: o.birthday ?? null,
    email: o.email ?? null,
    print_email: !!p.print_email,
    print_email_color: p.print_email_color ?? null,
    student_city: o.student_city ?? null,
    student_street: o.student_street ?? null,
    external_id: externalId,
    need_external_id: !!p.need_external_id,
    external_department: o.external_department ?? null,
    need_external_department: !!p.need_external_department,
    field1_desc: fieldDesc(p, 1),
    field2_desc: fieldDesc(p, 2),
    field3_desc: fieldDesc(p, 3),
    field1: o.field1 ?? null,
    field2: o.field2 ?? null,
    field3: o.field3 ?? null,
    card_valid_to: o.card_valid_to ?? null,
    with_lable: orderLabel ? !!o.with_lable : !!p.with_lable,
    lable_value: orderLabel ? (o.lable_value ?? p.lable_value ?? null) : (p.lable_value ?? null),
    lable_color: orderLabel ? (o.lable_color ?? p.lable_color ?? null) : (p.lable_color ?? null),
    barcode_text: barcodeText,
    barcode_image: src.barcode_image ?? null,
    label_languages: cardLabelLanguages(p.card_label_languages),
    images: src.images ?? {},
  };
}

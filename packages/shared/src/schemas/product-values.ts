/**
 * A tenant product's values (docs/product.md#fields): every field the product form writes, as stored (money in cents,
 * dates YYYY-MM-DD, null for an empty text) or, before the checks, null where a value is still missing.
 * The one shape of the product: the details answer, the upsert request (products.ts) and the form
 * (product-form.ts) are built from it. Defaults, the field groups and the normalizing live here too.
 */
import { z } from 'zod';
import { CARD_LABEL_LANGUAGES } from '../card-layout/label-languages';
import { BARCODE_TYPES } from '../constants';
import { applyBarcodeRules } from './barcode-rules';

export const PRODUCT_BOOLEAN_FIELDS = [
  'can_online',
  'can_hardcopy',
  'export_unvalidated',
  'print_at_school',
  'photo_review',
  'online_free',
  'hardcopy_free',
  'hardcopy_online_free',
  'is_disabled',
  'is_test',
  'payment_disabled',
  'tenant_payment',
  'need_external_id',
  'need_external_department',
  'generate_barcode',
  'hide_city',
  'hide_street',
  'with_lable',
  'print_email',
  'needs_field1',
  'needs_field2',
  'needs_field3',
] as const;

/** An object shape with the same schema for each key (the many boolean flags). */
export function shapeOf<K extends string, S extends z.ZodType>(
  keys: readonly K[],
  make: () => S,
): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, S>;
}

const optionalText = () => z.string().nullable();
const optionalNumber = () => z.number().nullable();

export const ProductValues = z.object({
  product_id: optionalNumber(),
  /** '' or null while missing (the upsert reads an empty code as null); stored upper-case. */
  product_short_code: optionalText(),
  tenant_name: optionalText(),
  tenant_name2: optionalText(),
  price_online: optionalNumber(),
  price_hardcopy: optionalNumber(),
  price_hardcopy_online: optionalNumber(),
  ...shapeOf(PRODUCT_BOOLEAN_FIELDS, () => z.boolean()),
  card_valid_from: optionalText(),
  card_valid_to: optionalText(),
  barcode_type: z.enum(BARCODE_TYPES).nullable(),
  barcode_hint: optionalText(),
  barcode_prefix: optionalText(),
  barcode_len: optionalNumber(),
  lable_value: optionalText(),
  lable_color: optionalText(),
  print_email_color: optionalText(),
  days_before_renew: optionalNumber(),
  max_years_valid: optionalNumber(),
  restrict_email_dns: optionalText(),
  field1_desc: optionalText(),
  field2_desc: optionalText(),
  field3_desc: optionalText(),
  card_label_languages: z.enum(CARD_LABEL_LANGUAGES),
});
export type ProductValues = z.output<typeof ProductValues>;
export type ProductField = keyof ProductValues;

export const PRODUCT_FIELDS: readonly ProductField[] = ProductValues.keyof().options;

export const PRICE_FIELDS = ['price_online', 'price_hardcopy', 'price_hardcopy_online'] as const;

/**
 * Fields only a super admin may set (docs/product.md#permissions: prices, free flags, test and payment flags, e-mail domain
 * restriction; plus the validity term from the tenant configuration). For others the server keeps the
 * stored value (or the tenant configuration's default on a new product) and ignores what was sent.
 */
export const SUPER_ADMIN_FIELDS = [
  ...PRICE_FIELDS,
  'online_free',
  'hardcopy_free',
  'hardcopy_online_free',
  'is_test',
  'payment_disabled',
  'tenant_payment',
  'print_at_school',
  'restrict_email_dns',
  'max_years_valid',
  'days_before_renew',
] as const satisfies readonly ProductField[];

/** Fixed once the product exists (docs/product.md#fields: product_short_code locked after creation). */
export const LOCKED_AFTER_CREATE = [
  'product_id',
  'product_short_code',
] as const satisfies readonly ProductField[];

export const isSuperAdminField = (field: string): boolean =>
  (SUPER_ADMIN_FIELDS as readonly string[]).includes(field);

/** A new product's values before the tenant configuration fills in prices and term. */
export function emptyProductValues(): ProductValues {
  return {
    product_id: null,
    product_short_code: '',
    tenant_name: null,
    tenant_name2: null,
    price_online: null,
    price_hardcopy: null,
    price_hardcopy_online: null,
    can_online: true,
    can_hardcopy: true,
    export_unvalidated: false,
    print_at_school: false,
    photo_review: false,
    online_free: false,
    hardcopy_free: false,
    hardcopy_online_free: false,
    is_disabled: false,
    is_test: false,
    payment_disabled: false,
    tenant_payment: false,
    card_valid_from: null,
    card_valid_to: null,
    need_external_id: false,
    need_external_department: false,
    barcode_type: null,
    barcode_hint: null,
    generate_barcode: false,
    barcode_prefix: null,
    barcode_len: null,
    hide_city: false,
    hide_street: false,
    with_lable: false,
    lable_value: null,
    lable_color: null,
    print_email: false,
    print_email_color: null,
    days_before_renew: null,
    max_years_valid: null,
    restrict_email_dns: null,
    needs_field1: false,
    needs_field2: false,
    needs_field3: false,
    field1_desc: null,
    field2_desc: null,
    field3_desc: null,
    card_label_languages: 'de',
  };
}

/** Just the product's values of a larger record (the details answer, a stored row), each with its type. */
export function pickProductValues<T extends ProductValues>(source: T): Pick<T, ProductField> {
  return Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, source[field]])) as Pick<T, ProductField>;
}

/** Produktcode as stored: trimmed and upper-case. */
export const normalizeProductCode = (v: string | null | undefined): string => (v ?? '').trim().toUpperCase();

const emptyToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

/** Trims texts, empties to null, upper-cases the codes and colours, strips '@' from the domain. */
export function normalizeProductValues<T extends ProductValues>(v: T): T {
  const out = {
    ...v,
    product_short_code: normalizeProductCode(v.product_short_code),
    tenant_name: emptyToNull(v.tenant_name),
    tenant_name2: emptyToNull(v.tenant_name2),
    barcode_hint: emptyToNull(v.barcode_hint),
    barcode_prefix: emptyToNull(v.barcode_prefix)?.toUpperCase() ?? null,
    lable_value: emptyToNull(v.lable_value),
    lable_color: emptyToNull(v.lable_color)?.toUpperCase() ?? null,
    print_email_color: emptyToNull(v.print_email_color)?.toUpperCase() ?? null,
    restrict_email_dns: emptyToNull(v.restrict_email_dns)?.replace(/^@/, '').toLowerCase() ?? null,
    field1_desc: emptyToNull(v.field1_desc),
    field2_desc: emptyToNull(v.field2_desc),
    field3_desc: emptyToNull(v.field3_desc),
  };
  return applyBarcodeRules(out);
}

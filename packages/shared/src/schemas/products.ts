/**
 * Tenant products (SPEC §3 base product + tenant product, §7 products): the API schemas and the product
 * form's zod schema. The rules themselves live in product-rules.ts. Money in cents, dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { BARCODE_TYPES, COUNTRIES, LABEL_MAX } from '../constants';
import { zFormBool, zFormOptionalId } from '../validation/form-data';
import { MESSAGES } from '../validation/messages';
import { hasControlChars, zId } from '../validation/zod';
import { PaginationRequest } from './pagination';
import {
  BARCODE_PREFIX_MAX,
  COLOR_MAX,
  FIELD_DESC_MAX,
  formatMoneyInput,
  isIsoDate,
  normalizeProductValues,
  type PRICE_FIELDS,
  PRODUCT_BOOLEAN_FIELDS,
  PRODUCT_CODE_MAX,
  PRODUCT_MESSAGES,
  type ProductIssue,
  type ProductValues,
  parseMoneyInput,
  productIssues,
  TEXT_MAX,
  type ValidToContext,
} from './product-rules';

// ---------------------------------------------------------------------------------------------------
// API schemas

export const FindProductsRequest = PaginationRequest;
export type FindProductsRequest = z.input<typeof FindProductsRequest>;

export const ProductListRow = z.object({
  id: z.number(),
  product_id: z.number(),
  product_type: z.string(),
  product_short_code: z.string(),
  tenant_short_code: z.string(),
  tenant_name: z.string().nullable(),
  tenant_name2: z.string().nullable(),
  price_online: z.number(),
  price_hardcopy: z.number(),
  price_hardcopy_online: z.number(),
  can_online: z.boolean(),
  can_hardcopy: z.boolean(),
  is_disabled: z.boolean(),
  is_test: z.boolean(),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
});
export type ProductListRow = z.infer<typeof ProductListRow>;

/** What the form needs to know of the base product (SPEC §3 base product). */
export const BaseProductInfo = z.object({
  product_type: z.string(),
  description: z.string(),
  currency: z.string(),
  external_id_name: z.string(),
  external_department_name: z.string(),
  needs_logo: z.boolean(),
  needs_stamp: z.boolean(),
  needs_sign: z.boolean(),
});
export type BaseProductInfo = z.infer<typeof BaseProductInfo>;

const imageFlags = z.object({ logo: z.boolean(), stamp: z.boolean(), sign: z.boolean() });

/** The selected tenant as the product form sees it. */
export const ProductTenantInfo = z.object({
  id: z.number(),
  short_code: z.string(),
  country_id: z.enum(COUNTRIES),
  is_test: z.boolean(),
  /** Which images the tenant has (a product without its own image uses the tenant's). */
  images: imageFlags,
});
export type ProductTenantInfo = z.infer<typeof ProductTenantInfo>;

/** A base product the tenant may use (tenant_base_products with the base product and country prices). */
export const AvailableProduct = BaseProductInfo.extend({
  product_id: z.number(),
  max_years_valid: z.number(),
  days_before_renew: z.number(),
  payment_disabled: z.boolean(),
  tenant_payment: z.boolean(),
  can_create_tenant_product: z.boolean(),
  /** List prices of the tenant's country in cents; null when the product has none there. */
  price_online: z.number().nullable(),
  price_hardcopy: z.number().nullable(),
  price_hardcopy_online: z.number().nullable(),
});
export type AvailableProduct = z.infer<typeof AvailableProduct>;

export const AvailableProductsResponse = z.object({
  products: z.array(AvailableProduct),
  tenant: ProductTenantInfo,
});
export type AvailableProductsResponse = z.infer<typeof AvailableProductsResponse>;

export const ProductDetailsQuery = z.object({ id: zId() });

/** An object shape with the same schema for each key (the many boolean flags). */
function shapeOf<K extends string, S extends z.ZodType>(keys: readonly K[], make: () => S): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, S>;
}

/** GET details and the upsert's answer: the stored product with what the form shows around it. */
export const ProductDetails = z.object({
  id: z.number(),
  product_id: z.number(),
  product_type: z.string(),
  product_short_code: z.string(),
  tenant_name: z.string().nullable(),
  tenant_name2: z.string().nullable(),
  price_online: z.number(),
  price_hardcopy: z.number(),
  price_hardcopy_online: z.number(),
  ...shapeOf(PRODUCT_BOOLEAN_FIELDS, () => z.boolean()),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
  barcode_type: z.enum(BARCODE_TYPES).nullable(),
  barcode_hint: z.string().nullable(),
  barcode_prefix: z.string().nullable(),
  barcode_len: z.number().nullable(),
  lable_value: z.string().nullable(),
  lable_color: z.string().nullable(),
  print_email_color: z.string().nullable(),
  days_before_renew: z.number(),
  max_years_valid: z.number(),
  restrict_email_dns: z.string().nullable(),
  field1_desc: z.string().nullable(),
  field2_desc: z.string().nullable(),
  field3_desc: z.string().nullable(),
  product: BaseProductInfo,
  tenant: ProductTenantInfo,
  /** Media paths below /api (GET /anon/media/{fileId}/{sha256}); null without an own image. */
  logo_file: z.string().nullable(),
  stamp_file: z.string().nullable(),
  sign_file: z.string().nullable(),
  /** The direct order link (absolute, from PUBLIC_URL). */
  order_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductDetails = z.infer<typeof ProductDetails>;

// Multipart values arrive as strings; these accept both the strings and the JSON types.
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const zFlag = () =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: MESSAGES.required }),
  );
const zText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: MESSAGES.required })
      .trim()
      .refine((v) => !hasControlChars(v), { error: MESSAGES.controlChars })
      .max(max, { error: MESSAGES.maxLen(max) })
      .nullable(),
  );
const zWhole = (max: number) =>
  z.preprocess((v) => {
    const b = blankToNull(v);
    return typeof b === 'string' && /^-?\d+$/.test(b.trim()) ? Number(b) : b;
  }, z
    .number({ error: MESSAGES.integer })
    .int({ error: MESSAGES.integer })
    .min(0, { error: MESSAGES.integer })
    .max(max, { error: MESSAGES.integer })
    .nullable());
const zIsoDate = () =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: MESSAGES.validDate })
      .refine((s) => isIsoDate(s), { error: MESSAGES.validDate })
      .nullable(),
  );

/**
 * POST upsert (multipart): `id` when editing, the product fields (any subset; what is not sent keeps its
 * stored value) and the image files file_logo / file_stamp / file_sign, or remove_logo / ... to drop an
 * own image. Cross-field rules run afterwards on the merged values (productIssues).
 */
export const ProductUpsertRequest = z.object({
  id: zId().optional(),
  product_id: z.preprocess(blankToNull, zId().nullable()).optional(),
  product_short_code: zText(PRODUCT_CODE_MAX).optional(),
  tenant_name: zText(TEXT_MAX).optional(),
  tenant_name2: zText(TEXT_MAX).optional(),
  price_online: zWhole(10_000_000).optional(),
  price_hardcopy: zWhole(10_000_000).optional(),
  price_hardcopy_online: zWhole(10_000_000).optional(),
  ...shapeOf(PRODUCT_BOOLEAN_FIELDS, () => zFlag().optional()),
  card_valid_from: zIsoDate().optional(),
  card_valid_to: zIsoDate().optional(),
  barcode_type: z
    .preprocess(blankToNull, z.enum(BARCODE_TYPES, { error: 'Unbekannter Barcode-Typ' }).nullable())
    .optional(),
  barcode_hint: zText(TEXT_MAX).optional(),
  barcode_prefix: zText(BARCODE_PREFIX_MAX).optional(),
  barcode_len: zWhole(1000).optional(),
  lable_value: zText(LABEL_MAX).optional(),
  lable_color: zText(COLOR_MAX).optional(),
  print_email_color: zText(COLOR_MAX).optional(),
  days_before_renew: zWhole(100_000).optional(),
  max_years_valid: zWhole(1000).optional(),
  restrict_email_dns: zText(TEXT_MAX).optional(),
  field1_desc: zText(FIELD_DESC_MAX).optional(),
  field2_desc: zText(FIELD_DESC_MAX).optional(),
  field3_desc: zText(FIELD_DESC_MAX).optional(),
  remove_logo: zFlag().optional(),
  remove_stamp: zFlag().optional(),
  remove_sign: zFlag().optional(),
});
export type ProductUpsertRequest = z.output<typeof ProductUpsertRequest>;

/**
 * POST upsert as multipart: the same fields as text (an empty `id` creates), flags by the one form
 * rule (zFormBool), and the files PRODUCT_IMAGE_FIELDS.
 */
export const ProductUpsertForm = ProductUpsertRequest.extend({
  id: zFormOptionalId(),
  ...shapeOf(PRODUCT_BOOLEAN_FIELDS, () => zFormBool().optional()),
  remove_logo: zFormBool().optional(),
  remove_stamp: zFormBool().optional(),
  remove_sign: zFormBool().optional(),
});

// ---------------------------------------------------------------------------------------------------
// The form

const formText = z.string();
/**
 * What the form edits, the fields of ProductUpsertRequest as inputs hold them: prices as German decimals,
 * whole numbers as text, dates YYYY-MM-DD or null, optional texts as ''. productFormSchema adds the rules.
 */
export const ProductFormFields = z.object({
  product_id: z.number().nullable(),
  product_short_code: formText,
  tenant_name: formText,
  tenant_name2: formText,
  price_online: formText,
  price_hardcopy: formText,
  price_hardcopy_online: formText,
  ...shapeOf(PRODUCT_BOOLEAN_FIELDS, () => z.boolean()),
  card_valid_from: formText.nullable(),
  card_valid_to: formText.nullable(),
  barcode_type: z.enum(BARCODE_TYPES).nullable(),
  barcode_hint: formText,
  barcode_prefix: formText,
  barcode_len: formText,
  lable_value: formText,
  lable_color: formText,
  print_email_color: formText,
  days_before_renew: formText,
  max_years_valid: formText,
  restrict_email_dns: formText,
  field1_desc: formText,
  field2_desc: formText,
  field3_desc: formText,
});
export type ProductFormValues = z.output<typeof ProductFormFields>;

const NUMBER_TEXT_FIELDS = ['barcode_len', 'max_years_valid', 'days_before_renew'] as const;

/** Stored values -> form values. */
export function toFormValues(v: ProductValues): ProductFormValues {
  return {
    ...v,
    price_online: formatMoneyInput(v.price_online),
    price_hardcopy: formatMoneyInput(v.price_hardcopy),
    price_hardcopy_online: formatMoneyInput(v.price_hardcopy_online),
    barcode_len: v.barcode_len == null ? '' : String(v.barcode_len),
    max_years_valid: v.max_years_valid == null ? '' : String(v.max_years_valid),
    days_before_renew: v.days_before_renew == null ? '' : String(v.days_before_renew),
    tenant_name: v.tenant_name ?? '',
    tenant_name2: v.tenant_name2 ?? '',
    barcode_hint: v.barcode_hint ?? '',
    barcode_prefix: v.barcode_prefix ?? '',
    lable_value: v.lable_value ?? '',
    lable_color: v.lable_color ?? '',
    print_email_color: v.print_email_color ?? '',
    restrict_email_dns: v.restrict_email_dns ?? '',
    field1_desc: v.field1_desc ?? '',
    field2_desc: v.field2_desc ?? '',
    field3_desc: v.field3_desc ?? '',
  };
}

/** Form values -> normalized stored values, plus the issues of fields that could not be read. */
export function fromFormValues(f: ProductFormValues): { values: ProductValues; issues: ProductIssue[] } {
  const issues: ProductIssue[] = [];
  const money = (field: (typeof PRICE_FIELDS)[number]) => {
    const cents = parseMoneyInput(f[field]);
    if (Number.isNaN(cents)) {
      issues.push({ field, message: PRODUCT_MESSAGES.price });
      return null;
    }
    return cents;
  };
  const whole = (field: (typeof NUMBER_TEXT_FIELDS)[number]) => {
    const t = f[field].trim();
    if (t === '') return null;
    if (!/^\d+$/.test(t)) {
      issues.push({ field, message: MESSAGES.integer });
      return null;
    }
    return Number(t);
  };
  const values = normalizeProductValues({
    ...f,
    price_online: money('price_online'),
    price_hardcopy: money('price_hardcopy'),
    price_hardcopy_online: money('price_hardcopy_online'),
    barcode_len: whole('barcode_len'),
    max_years_valid: whole('max_years_valid'),
    days_before_renew: whole('days_before_renew'),
  });
  return { values, issues };
}

/** The form's zod schema (react-hook-form resolver): the shapes, then every product rule. */
export function productFormSchema(ctx: ValidToContext) {
  return ProductFormFields.superRefine((form, zc) => {
    const { values, issues } = fromFormValues(form);
    const unreadable = new Set(issues.map((i) => i.field));
    const all = [...issues, ...productIssues(values, ctx).filter((i) => !unreadable.has(i.field))];
    for (const issue of all) zc.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}

/**
 * Tenant products (docs/product.md#fields base product + tenant product, #api products): the API schemas, built on the
 * product's values (product-values.ts). The rules are in product-issues.ts, the form's schema in
 * product-form.ts. Money in cents, dates YYYY-MM-DD.
 */
import { z } from 'zod';
import { CARD_LABEL_LANGUAGES } from '../card-layout/label-languages';
import { BARCODE_TYPES, COUNTRIES, LABEL_MAX } from '../constants';
import { zFormBool, zFormOptionalId } from '../validation/form-data';
import { MESSAGES } from '../validation/messages';
import { hasControlChars, requiredError, zId, zIsoDate } from '../validation/zod';
import { PaginationRequest } from './pagination';
import { BARCODE_PREFIX_MAX, COLOR_MAX, FIELD_DESC_MAX, PRODUCT_CODE_MAX, TEXT_MAX } from './product-rules';
import { PRODUCT_BOOLEAN_FIELDS, type ProductField, ProductValues, shapeOf } from './product-values';

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

/** What the form needs to know of the base product (docs/product.md#fields base product). */
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

/**
 * GET details and the upsert's answer: the stored product, its values (those the table requires never
 * null), with what the form shows around it.
 */
export const ProductDetails = ProductValues.extend({
  id: z.number(),
  product_id: z.number(),
  product_type: z.string(),
  product_short_code: z.string(),
  price_online: z.number(),
  price_hardcopy: z.number(),
  price_hardcopy_online: z.number(),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
  days_before_renew: z.number(),
  max_years_valid: z.number(),
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
    z.boolean(requiredError),
  );
const zText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string(requiredError)
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
const zOptionalIsoDate = () => z.preprocess(blankToNull, zIsoDate().nullable());

/**
 * How the upsert reads each product field, from multipart text or JSON, into its stored type. Checked
 * against ProductValues: the request has exactly the product's fields, each parsed to the stored type.
 */
const upsertFields = {
  product_id: z.preprocess(blankToNull, zId().nullable()),
  product_short_code: zText(PRODUCT_CODE_MAX),
  tenant_name: zText(TEXT_MAX),
  tenant_name2: zText(TEXT_MAX),
  price_online: zWhole(10_000_000),
  price_hardcopy: zWhole(10_000_000),
  price_hardcopy_online: zWhole(10_000_000),
  ...shapeOf(PRODUCT_BOOLEAN_FIELDS, zFlag),
  card_valid_from: zOptionalIsoDate(),
  card_valid_to: zOptionalIsoDate(),
  barcode_type: z.preprocess(
    blankToNull,
    z.enum(BARCODE_TYPES, { error: 'Unbekannter Barcode-Typ' }).nullable(),
  ),
  barcode_hint: zText(TEXT_MAX),
  barcode_prefix: zText(BARCODE_PREFIX_MAX),
  barcode_len: zWhole(1000),
  lable_value: zText(LABEL_MAX),
  lable_color: zText(COLOR_MAX),
  print_email_color: zText(COLOR_MAX),
  days_before_renew: zWhole(100_000),
  max_years_valid: zWhole(1000),
  restrict_email_dns: zText(TEXT_MAX),
  field1_desc: zText(FIELD_DESC_MAX),
  field2_desc: zText(FIELD_DESC_MAX),
  field3_desc: zText(FIELD_DESC_MAX),
  card_label_languages: z.enum(CARD_LABEL_LANGUAGES, { error: 'Unbekannte Sprachen der Beschriftung' }),
} satisfies { [K in ProductField]: z.ZodType<ProductValues[K]> };

/**
 * POST upsert (multipart): `id` when editing, the product fields (any subset; what is not sent keeps its
 * stored value) and the image files file_logo / file_stamp / file_sign, or remove_logo / ... to drop an
 * own image. Cross-field rules run afterwards on the merged values (productIssues).
 */
export const ProductUpsertRequest = z.object({
  id: zId().optional(),
  ...z.object(upsertFields).partial().shape,
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

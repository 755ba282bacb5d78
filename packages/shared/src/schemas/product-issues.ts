/**
 * Every docs/product.md#validation product rule on a product's values, as the list of German issues per field. The server
 * runs it on the values it is about to store, the form (product-form.ts) on what the user typed.
 */
import { BARCODE_TYPES } from '../constants';
import { ISO_DATE_FORMAT } from '../format';
import { invalidDateMessage } from '../validation/date-rules';
import { MESSAGES } from '../validation/messages';
import { isEmailDomain } from '../validation/rules';
import { minBarcodeLen } from './barcode-rules';
import {
  BARCODE_LEN_MAX,
  BARCODE_PREFIX_MAX,
  DAYS_BEFORE_RENEW_MAX,
  FIELD_DESC_MAX,
  isHexColor,
  labelErrors,
  MAX_YEARS_VALID_MAX,
  PRICE_MAX_CENTS,
  PRODUCT_CODE_MAX,
  PRODUCT_MESSAGES,
  TEXT_MAX,
} from './product-rules';
import { checkValidTo, isIsoDate, type ValidToContext } from './product-validity';
import { PRICE_FIELDS, type ProductField, type ProductValues } from './product-values';

const PRODUCT_CODE_RE = /^[A-Z0-9_-]+$/;

export interface ProductIssue {
  field: ProductField | 'images';
  message: string;
}

/** Every rule on (normalized) values; the first issue per field, in form order. */
export function productIssues(v: ProductValues, ctx: ValidToContext): ProductIssue[] {
  const issues: ProductIssue[] = [];
  const add = (field: ProductIssue['field'], message: string) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, message });
  };
  if (v.product_id == null) add('product_id', MESSAGES.required);
  if (!v.product_short_code) add('product_short_code', MESSAGES.required);
  else if (v.product_short_code.length > PRODUCT_CODE_MAX)
    add('product_short_code', MESSAGES.maxLen(PRODUCT_CODE_MAX));
  else if (!PRODUCT_CODE_RE.test(v.product_short_code))
    add('product_short_code', PRODUCT_MESSAGES.codeFormat);
  for (const f of ['tenant_name', 'tenant_name2', 'barcode_hint'] as const) {
    if ((v[f]?.length ?? 0) > TEXT_MAX) add(f, MESSAGES.maxLen(TEXT_MAX));
  }

  for (const f of PRICE_FIELDS) {
    const p = v[f];
    if (p == null) add(f, MESSAGES.required);
    else if (!Number.isInteger(p) || p < 0) add(f, PRODUCT_MESSAGES.price);
    else if (p > PRICE_MAX_CENTS) add(f, PRODUCT_MESSAGES.priceMax);
  }
  if (v.max_years_valid == null) add('max_years_valid', MESSAGES.required);
  else if (!Number.isInteger(v.max_years_valid)) add('max_years_valid', MESSAGES.integer);
  else if (v.max_years_valid < 1 || v.max_years_valid > MAX_YEARS_VALID_MAX)
    add('max_years_valid', PRODUCT_MESSAGES.maxYears);
  if (v.days_before_renew == null) add('days_before_renew', MESSAGES.required);
  else if (!Number.isInteger(v.days_before_renew)) add('days_before_renew', MESSAGES.integer);
  else if (v.days_before_renew < 0 || v.days_before_renew > DAYS_BEFORE_RENEW_MAX)
    add('days_before_renew', PRODUCT_MESSAGES.daysBeforeRenew);

  if (!v.card_valid_from) add('card_valid_from', MESSAGES.required);
  else if (!isIsoDate(v.card_valid_from))
    add('card_valid_from', invalidDateMessage(v.card_valid_from, ISO_DATE_FORMAT));
  const validTo = checkValidTo(v, ctx);
  if (validTo !== true) add('card_valid_to', validTo);

  if (v.barcode_type != null && !BARCODE_TYPES.includes(v.barcode_type))
    add('barcode_type', MESSAGES.required);
  if (v.barcode_prefix && v.barcode_prefix.length > BARCODE_PREFIX_MAX)
    add('barcode_prefix', MESSAGES.maxLen(BARCODE_PREFIX_MAX));
  if (v.barcode_prefix && !/^[A-Z0-9]+$/.test(v.barcode_prefix))
    add('barcode_prefix', 'Bitte nur Buchstaben (A-Z) und Ziffern angeben');
  const minLen = minBarcodeLen(v);
  if (v.generate_barcode && v.barcode_len == null) add('barcode_len', MESSAGES.required);
  else if (v.barcode_len != null && !Number.isInteger(v.barcode_len)) add('barcode_len', MESSAGES.integer);
  else if (v.barcode_len != null && (v.barcode_len < minLen || v.barcode_len > BARCODE_LEN_MAX))
    add('barcode_len', PRODUCT_MESSAGES.barcodeLen(minLen));

  for (const [field, message] of Object.entries(labelErrors(v))) add(field as ProductField, message);
  if (v.print_email_color && !isHexColor(v.print_email_color))
    add('print_email_color', PRODUCT_MESSAGES.color);

  const domain = isEmailDomain(v.restrict_email_dns);
  if (domain !== true) add('restrict_email_dns', domain);

  for (const n of [1, 2, 3] as const) {
    const desc = v[`field${n}_desc`];
    if (desc && desc.length > FIELD_DESC_MAX) add(`field${n}_desc`, MESSAGES.maxLen(FIELD_DESC_MAX));
    else if (v[`needs_field${n}`] && !desc) add(`field${n}_desc`, MESSAGES.required);
  }
  return issues;
}

/**
 * The product form's rules (SPEC §4 product form, §5 product rules) as pure functions on stored values:
 * money in cents, dates YYYY-MM-DD; messages name dates as DD.MM.YYYY. Server and web run the same code.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { BARCODE_TYPES, type BarcodeType, IMAGE_SIZES, LABEL_MAX } from '../constants';
import { formatDate, ISO_DATE_FORMAT } from '../format';
import { MESSAGES } from '../validation/messages';
import { isEmailDomain } from '../validation/rules';
import { applyBarcodeRules, minBarcodeLen } from './barcode-rules';

dayjs.extend(customParseFormat);

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
/** The colour field emits #RRGGBB (SPEC §2: at most 7 characters). */
export const COLOR_MAX = 7;

/** German texts of the product rules beyond the shared SPEC §5 messages. */
export const PRODUCT_MESSAGES = {
  imagesMissing: 'Please select the image(s).',
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

// ---------------------------------------------------------------------------------------------------
// Values and fields

/** Every field of a tenant product that the form writes (SPEC §3), as stored: cents, ISO dates, nulls. */
export interface ProductValues {
  product_id: number | null;
  product_short_code: string;
  tenant_name: string | null;
  tenant_name2: string | null;
  price_online: number | null;
  price_hardcopy: number | null;
  price_hardcopy_online: number | null;
  can_online: boolean;
  can_hardcopy: boolean;
  export_unvalidated: boolean;
  online_free: boolean;
  hardcopy_free: boolean;
  hardcopy_online_free: boolean;
  is_disabled: boolean;
  is_test: boolean;
  payment_disabled: boolean;
  tenant_payment: boolean;
  card_valid_from: string | null;
  card_valid_to: string | null;
  need_external_id: boolean;
  need_external_department: boolean;
  barcode_type: BarcodeType | null;
  barcode_hint: string | null;
  generate_barcode: boolean;
  barcode_prefix: string | null;
  barcode_len: number | null;
  hide_city: boolean;
  hide_street: boolean;
  with_lable: boolean;
  lable_value: string | null;
  lable_color: string | null;
  print_email: boolean;
  print_email_color: string | null;
  days_before_renew: number | null;
  max_years_valid: number | null;
  restrict_email_dns: string | null;
  needs_field1: boolean;
  needs_field2: boolean;
  needs_field3: boolean;
  field1_desc: string | null;
  field2_desc: string | null;
  field3_desc: string | null;
}
export type ProductField = keyof ProductValues;

export const PRODUCT_BOOLEAN_FIELDS = [
  'can_online',
  'can_hardcopy',
  'export_unvalidated',
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
] as const satisfies readonly ProductField[];

export const PRICE_FIELDS = ['price_online', 'price_hardcopy', 'price_hardcopy_online'] as const;

/**
 * Fields only a super admin may set (SPEC §6: prices, free flags, test and payment flags, e-mail domain
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
  'restrict_email_dns',
  'max_years_valid',
  'days_before_renew',
] as const satisfies readonly ProductField[];

/** Fixed once the product exists (SPEC §3: product_short_code locked after creation). */
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
  };
}

// ---------------------------------------------------------------------------------------------------
// Pure rules

const HEX_COLOR_RE = /^#[0-9A-Fa-f]{6}$/;
const PRODUCT_CODE_RE = /^[A-Z0-9_-]+$/;

/** A colour like #F7AD15. */
export const isHexColor = (v: string): boolean => HEX_COLOR_RE.test(v);

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

/** The label rules (SPEC §5, product and card edit): at most 2 characters, hex colour, both when on. */
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

const isoDay = (v: string | null | undefined) => {
  if (!v) return null;
  const d = dayjs(v, ISO_DATE_FORMAT, true);
  return d.isValid() ? d : null;
};

/** Strict YYYY-MM-DD. */
export const isIsoDate = (v: string | null | undefined): boolean => isoDay(v) !== null;

/**
 * The latest valid-to date (SPEC §5): valid-from plus max years, or the original valid-to if that is later.
 * Null while valid-from or max years is missing.
 */
export function maxValidTo(
  validFrom: string | null | undefined,
  maxYears: number | null | undefined,
  originalValidTo?: string | null,
): string | null {
  const from = isoDay(validFrom);
  if (!from || maxYears == null || !Number.isInteger(maxYears)) return null;
  let max = from.add(maxYears, 'year');
  const original = isoDay(originalValidTo);
  if (original?.isAfter(max, 'day')) max = original;
  return max.format(ISO_DATE_FORMAT);
}

/**
 * SPEC §4: when valid-from changes, valid-to becomes the maximum date if it was empty, and is cleared if it
 * lies beyond the maximum; otherwise it stays.
 */
export function validToAfterFromChange(
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
  maxYears: number | null | undefined,
  originalValidTo?: string | null,
): string | null {
  const max = maxValidTo(validFrom, maxYears, originalValidTo);
  if (!max) return validTo ?? null;
  if (!validTo) return max;
  return validTo > max ? null : validTo;
}

export interface ValidToContext {
  isSuperAdmin: boolean;
  /** The stored valid-to of an existing product (a later one stays allowed). */
  originalValidTo?: string | null;
}

/**
 * The valid-to rule: required and a valid date, not before valid-from; for non-super-admins also not after
 * the maximum (SPEC §5 date_between messages). Returns true or the German message.
 */
export function checkValidTo(
  v: Pick<ProductValues, 'card_valid_from' | 'card_valid_to' | 'max_years_valid'>,
  ctx: ValidToContext,
): true | string {
  if (!v.card_valid_to) return MESSAGES.required;
  const to = isoDay(v.card_valid_to);
  if (!to) return MESSAGES.validDate;
  const from = isoDay(v.card_valid_from);
  if (from && to.isBefore(from, 'day')) return MESSAGES.dateAfter(from.format('DD.MM.YYYY'));
  if (!ctx.isSuperAdmin) {
    const max = maxValidTo(v.card_valid_from, v.max_years_valid, ctx.originalValidTo);
    if (max && v.card_valid_to > max) return MESSAGES.dateBefore(formatDate(max));
  }
  return true;
}

/** The super admin's hint (SPEC §5): valid-to should lie before the maximum; null when it does. */
export function validToHint(
  v: Pick<ProductValues, 'card_valid_from' | 'card_valid_to' | 'max_years_valid'>,
  originalValidTo?: string | null,
): string | null {
  const max = maxValidTo(v.card_valid_from, v.max_years_valid, originalValidTo);
  if (!max || !v.card_valid_to || !isIsoDate(v.card_valid_to)) return null;
  return v.card_valid_to > max ? PRODUCT_MESSAGES.validToHint(formatDate(max)) : null;
}

export interface ProductIssue {
  field: ProductField | 'images';
  message: string;
}

/**
 * Every SPEC §5 product rule on (normalized) values; the first issue per field, in form order. The server
 * runs it on the values it is about to store, the form on what the user typed.
 */
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
  else if (!isIsoDate(v.card_valid_from)) add('card_valid_from', MESSAGES.validDate);
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

  for (const [field, message] of Object.entries(labelErrors(v))) add(field as keyof ProductValues, message);
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

// ---------------------------------------------------------------------------------------------------
// Images

export const PRODUCT_IMAGE_KINDS = ['logo', 'stamp', 'sign'] as const;
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];
/** Multipart field names of the uploads, as the tenant form sends them. */
export const PRODUCT_IMAGE_FIELDS: Record<ProductImageKind, string> = {
  logo: 'file_logo',
  stamp: 'file_stamp',
  sign: 'file_sign',
};
export const PRODUCT_IMAGE_LABELS: Record<ProductImageKind, string> = {
  logo: 'Logo',
  stamp: 'Stempel',
  sign: 'Unterschrift',
};

/** Image size of a product image: the tenant's sizes; an association card's sign has the stamp size. */
export function productImageSize(kind: ProductImageKind, productType?: string | null) {
  if (kind === 'sign' && productType === 'Verbandsausweis') return IMAGE_SIZES.stamp;
  return IMAGE_SIZES[kind];
}

export type ImageFlags = Record<ProductImageKind, boolean>;

/** The images the base product needs that neither the product nor the tenant has (SPEC §5). */
export function missingImages(
  needs: ImageFlags,
  product: ImageFlags,
  tenant: ImageFlags,
): ProductImageKind[] {
  return PRODUCT_IMAGE_KINDS.filter((k) => needs[k] && !product[k] && !tenant[k]);
}

// ---------------------------------------------------------------------------------------------------
// Money in the form

/** '4,90' (or '4.90', '4') -> 490 cents; null when empty; NaN when not a German amount. */
export function parseMoneyInput(v: string | null | undefined): number | null {
  const t = (v ?? '').trim().replace(/\s*€$/, '');
  if (t === '') return null;
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** 490 -> '4,90' for the form's text field. */
export const formatMoneyInput = (cents: number | null | undefined): string =>
  cents == null ? '' : (cents / 100).toFixed(2).replace('.', ',');

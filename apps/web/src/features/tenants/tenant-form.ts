/** The tenant form's rules as plain functions (docs/product.md#behaviour tenant form): rows, defaults, payload. */
import { DEFAULT_DAYS_BEFORE_RENEW, DEFAULT_MAX_YEARS_VALID } from '@ausweis/shared/constants';
import {
  INVOICE_RECIPIENT_FIELDS,
  TENANT_FLAG_FIELDS,
  TENANT_IMAGE_FIELDS,
  type TenantConfigRow,
  type TenantDetails,
  type TenantProductOption,
  type TenantProductSelection,
  TenantUpsertRequest,
} from '@ausweis/shared/schemas/tenants';
import type { z } from 'zod';
import { withInput } from '../../lib/form-input';

/** A selected product row as the form holds it: the numbers may be text while typed. */
export type ProductRowValue = Omit<TenantProductSelection, 'max_years_valid' | 'days_before_renew'> & {
  max_years_valid: number | string;
  days_before_renew: number | string;
};

/**
 * The tenant form: the upsert request's fields and rules (TenantUpsertRequest, the initial user's rules
 * included), with the product rows typed as the table holds them.
 */
export const TenantFormSchema = TenantUpsertRequest.safeExtend({
  products: withInput<ProductRowValue[]>()(TenantUpsertRequest.shape.products),
});
export type TenantFormValues = z.input<typeof TenantFormSchema>;

export type TenantImageKind = keyof typeof TENANT_IMAGE_FIELDS;
export type TenantImageFiles = Partial<Record<TenantImageKind, Blob>>;

/** A new tenant: nothing chosen yet (country and type stay unset, so their selects show empty). */
export const emptyTenantForm = (): Omit<TenantFormValues, 'country_id' | 'tenant_type'> => ({
  short_code: '',
  name: '',
  name2: '',
  street: '',
  plz: '',
  city: '',
  telefone: '',
  email: '',
  usst_id: '',
  is_test: false,
  tenant_payment: false,
  no_unvalidated_send_to_tenant: false,
  no_auto_renew: false,
  require_second_factor: false,
  invoice_recipient_name: '',
  invoice_recipient_street: '',
  invoice_recipient_plz: '',
  invoice_recipient_city: '',
  leitweg_id: '',
  invoice_address: '',
  order_reference: '',
  products: [],
  with_user: false,
  user_email: '',
  salutation: '',
  user_forename: '',
  user_lastname: '',
});

export function detailsToForm(details: TenantDetails): TenantFormValues {
  return {
    ...emptyTenantForm(),
    country_id: details.country_id,
    tenant_type: details.tenant_type,
    short_code: details.short_code,
    name: details.name,
    name2: details.name2 ?? '',
    street: details.street,
    plz: details.plz,
    city: details.city,
    telefone: details.telefone,
    email: details.email,
    usst_id: details.usst_id ?? '',
    is_test: details.is_test,
    tenant_payment: details.tenant_payment,
    no_unvalidated_send_to_tenant: details.no_unvalidated_send_to_tenant,
    no_auto_renew: details.no_auto_renew,
    require_second_factor: details.require_second_factor,
    ...Object.fromEntries(INVOICE_RECIPIENT_FIELDS.map((key) => [key, details[key] ?? ''])),
    products: details.products.map(({ product_type: _t, ...p }) => p),
  };
}

/** The products of the country that the tenant type may have (docs/product.md#behaviour: country reloads, type filters). */
export function listedProducts(
  available: readonly TenantProductOption[],
  config: readonly TenantConfigRow[],
  tenantType: string,
): TenantProductOption[] {
  const allowed = new Set(config.filter((c) => c.tenant_type === tenantType).map((c) => c.product_type));
  return available.filter((p) => allowed.has(p.product_type));
}

/** A newly selected row: max years 1, renew 30 days before (docs/product.md#behaviour, #limits). */
export const newProductRow = (productId: number, tenantPayment = false): ProductRowValue => ({
  product_id: productId,
  max_years_valid: DEFAULT_MAX_YEARS_VALID,
  days_before_renew: DEFAULT_DAYS_BEFORE_RENEW,
  payment_disabled: false,
  can_create_tenant_product: false,
  tenant_payment: tenantPayment,
});

/** Selected rows that are still listed; the same array when nothing drops out. */
export function keepListed(
  rows: ProductRowValue[],
  listed: readonly TenantProductOption[],
): ProductRowValue[] {
  const ids = new Set(listed.map((p) => p.product_id));
  return rows.every((r) => ids.has(r.product_id)) ? rows : rows.filter((r) => ids.has(r.product_id));
}

/** docs/product.md#behaviour: ticking tenant payment on a new tenant sets it on all listed (selected) rows. */
export const applyTenantPayment = (rows: ProductRowValue[], value: boolean): ProductRowValue[] =>
  rows.map((r) => ({ ...r, tenant_payment: value }));

/** A typed number stays a number when it is one, so an unchanged value does not count as a change. */
export const numberInput = (raw: string): number | string => (/^\d{1,9}$/.test(raw) ? Number(raw) : raw);

/** The multipart body of POST tenant upsert. */
export function toFormData(
  values: TenantUpsertRequest,
  id: number | null,
  files: TenantImageFiles,
): FormData {
  const fd = new FormData();
  if (id !== null) fd.append('id', String(id));
  const flags = new Set<string>(TENANT_FLAG_FIELDS);
  for (const [key, value] of Object.entries(values)) {
    if (key === 'id' || key === 'products' || value === undefined || value === null) continue;
    fd.append(key, flags.has(key) ? String(Boolean(value)) : String(value));
  }
  fd.append('products', JSON.stringify(values.products));
  for (const [kind, field] of Object.entries(TENANT_IMAGE_FIELDS) as [TenantImageKind, string][]) {
    const blob = files[kind];
    if (blob) fd.append(field, blob, `${kind}.png`);
  }
  return fd;
}

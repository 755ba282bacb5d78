/** The tenant form's rules as plain functions (SPEC §4 tenant form): rows, defaults, payload. */
import {
  type Country,
  DEFAULT_DAYS_BEFORE_RENEW,
  DEFAULT_MAX_YEARS_VALID,
  type TenantType,
} from '@ausweis/shared/constants';
import {
  TENANT_FLAG_FIELDS,
  TENANT_IMAGE_FIELDS,
  type TenantConfigRow,
  type TenantDetails,
  type TenantProductOption,
  type TenantUpsertRequest,
} from '@ausweis/shared/schemas/tenants';

/** A selected product row as the form holds it (numbers may be strings while typed). */
export interface ProductRowValue {
  product_id: number;
  max_years_valid: number | string;
  days_before_renew: number | string;
  payment_disabled: boolean;
  can_create_tenant_product: boolean;
  tenant_payment: boolean;
}

export interface TenantFormValues {
  country_id: Country | '';
  tenant_type: TenantType | '';
  short_code: string;
  name: string;
  name2: string;
  street: string;
  plz: string;
  city: string;
  telefone: string;
  email: string;
  usst_id: string;
  is_test: boolean;
  tenant_payment: boolean;
  no_unvalidated_send_to_tenant: boolean;
  no_auto_renew: boolean;
  products: ProductRowValue[];
  with_user: boolean;
  user_email: string;
  salutation: string;
  user_forename: string;
  user_lastname: string;
}

export type TenantImageKind = keyof typeof TENANT_IMAGE_FIELDS;
export type TenantImageFiles = Partial<Record<TenantImageKind, Blob>>;

export const emptyTenantForm = (): TenantFormValues => ({
  country_id: '',
  tenant_type: '',
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
  products: [],
  with_user: false,
  user_email: '',
  salutation: '',
  user_forename: '',
  user_lastname: '',
});

export function detailsToForm(d: TenantDetails): TenantFormValues {
  return {
    ...emptyTenantForm(),
    country_id: d.country_id,
    tenant_type: d.tenant_type,
    short_code: d.short_code,
    name: d.name,
    name2: d.name2 ?? '',
    street: d.street,
    plz: d.plz,
    city: d.city,
    telefone: d.telefone,
    email: d.email,
    usst_id: d.usst_id ?? '',
    is_test: d.is_test,
    tenant_payment: d.tenant_payment,
    no_unvalidated_send_to_tenant: d.no_unvalidated_send_to_tenant,
    no_auto_renew: d.no_auto_renew,
    products: d.products.map(({ product_type: _t, ...p }) => p),
  };
}

/** The products of the country that the tenant type may have (SPEC §4: country reloads, type filters). */
export function listedProducts(
  available: readonly TenantProductOption[],
  config: readonly TenantConfigRow[],
  tenantType: string,
): TenantProductOption[] {
  const allowed = new Set(config.filter((c) => c.tenant_type === tenantType).map((c) => c.product_type));
  return available.filter((p) => allowed.has(p.product_type));
}

/** A newly selected row: max years 1, renew 30 days before (SPEC §4, §9). */
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

/** SPEC §4: ticking tenant payment on a new tenant sets it on all listed (selected) rows. */
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

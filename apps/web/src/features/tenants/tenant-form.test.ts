import { TenantUpsertRequest } from '@ausweis/shared/schemas/tenants';
import { describe, expect, it } from 'vitest';
import { needsStrongConfirm } from './DeleteTenantDialogs';
import {
  applyTenantPayment,
  emptyTenantForm,
  keepListed,
  listedProducts,
  newProductRow,
  numberInput,
  TenantFormSchema,
  toFormData,
} from './tenant-form';

const option = (product_id: number, product_type: string) => ({
  product_id,
  product_type,
  description: '',
  currency: 'EUR',
  price_online: 490,
  price_hardcopy: 990,
  price_hardcopy_online: 1190,
});
const config = [
  { id: 1, tenant_type: 'schule', product_type: 'Schülerausweis' },
  { id: 2, tenant_type: 'schule', product_type: 'Lehrerausweis' },
  { id: 3, tenant_type: 'verband', product_type: 'Verbandsausweis' },
];
const available = [option(1, 'Schülerausweis'), option(2, 'Lehrerausweis'), option(3, 'Verbandsausweis')];

describe('tenant form rules', () => {
  it('lists the products of the country that the tenant type allows', () => {
    expect(listedProducts(available, config, 'schule').map((p) => p.product_id)).toEqual([1, 2]);
    expect(listedProducts(available, config, 'verband').map((p) => p.product_id)).toEqual([3]);
    expect(listedProducts(available, config, 'gmbh')).toEqual([]);
  });

  it('gives a newly selected product max years 1 and renewal 30 days before', () => {
    expect(newProductRow(7)).toEqual({
      product_id: 7,
      max_years_valid: 1,
      days_before_renew: 30,
      payment_disabled: false,
      can_create_tenant_product: false,
      tenant_payment: false,
    });
    expect(newProductRow(7, true).tenant_payment).toBe(true);
  });

  it('drops selected rows that are no longer listed, and keeps the array when nothing drops', () => {
    const rows = [newProductRow(1), newProductRow(3)];
    expect(keepListed(rows, available)).toBe(rows);
    expect(keepListed(rows, listedProducts(available, config, 'schule')).map((r) => r.product_id)).toEqual([
      1,
    ]);
  });

  it('sets tenant payment on all rows', () => {
    const rows = applyTenantPayment([newProductRow(1), newProductRow(2)], true);
    expect(rows.every((r) => r.tenant_payment)).toBe(true);
  });

  it('keeps typed numbers as numbers', () => {
    expect(numberInput('3')).toBe(3);
    expect(numberInput('')).toBe('');
    expect(numberInput('3a')).toBe('3a');
  });

  it('asks for the stronger confirmation above 10 orders', () => {
    expect(needsStrongConfirm(10)).toBe(false);
    expect(needsStrongConfirm(11)).toBe(true);
  });
});

describe('tenant form validation (shared schema)', () => {
  const valid = {
    ...emptyTenantForm(),
    country_id: 'DE',
    tenant_type: 'schule',
    short_code: 'abc-1',
    name: 'Schule',
    street: 'Weg 1',
    plz: '12345',
    city: 'Ort',
    telefone: '0123',
    email: 'A@B.example',
    products: [{ ...newProductRow(1), max_years_valid: '2' }],
  };
  /** The first message per field, as the form shows it. */
  const messages = (v: object) => {
    const out: Record<string, string> = {};
    for (const i of TenantUpsertRequest.safeParse(v).error?.issues ?? []) out[i.path.join('.')] ??= i.message;
    return out;
  };

  it('accepts a valid form, upper-cases the code and reads typed numbers', () => {
    const r = TenantUpsertRequest.parse(valid);
    expect(r.short_code).toBe('ABC-1');
    expect(r.email).toBe('a@b.example');
    expect(r.products[0]?.max_years_valid).toBe(2);
  });

  it('requires the mandatory fields, at least one product and max years per product', () => {
    expect(messages({ ...emptyTenantForm() })).toMatchObject({
      country_id: 'Bitte einen Wert angeben',
      tenant_type: 'Bitte einen Wert angeben',
      short_code: 'Bitte einen Wert angeben',
      name: 'Bitte einen Wert angeben',
      street: 'Bitte einen Wert angeben',
      plz: 'Bitte einen Wert angeben',
      city: 'Bitte einen Wert angeben',
      telefone: 'Bitte einen Wert angeben',
      email: 'Bitte einen Wert angeben',
      products: 'Bitte einen Wert angeben',
    });
    expect(messages({ ...valid, email: 'x@' })).toEqual({ email: 'Ungültige Email' });
    expect(messages({ ...valid, products: [{ ...newProductRow(1), max_years_valid: '' }] })).toEqual({
      'products.0.max_years_valid': 'Bitte einen Wert angeben',
    });
  });

  it('the form schema keeps the request rules, typed rows included', () => {
    const errors = (v: object) =>
      TenantFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(TenantFormSchema.parse(valid).products[0]?.max_years_valid).toBe(2);
    expect(errors({ ...valid, products: [{ ...newProductRow(1), max_years_valid: '' }] })).toEqual([
      ['products.0.max_years_valid', 'Bitte einen Wert angeben'],
    ]);
    expect(errors({ ...valid, products: [] })).toEqual([['products', 'Bitte einen Wert angeben']]);
  });

  it('checks the initial user only when switched on, together with the other fields', () => {
    expect(messages({ ...valid, user_email: 'kaputt' })).toEqual({});
    expect(messages({ ...valid, name: '', with_user: true, user_email: 'kaputt' })).toEqual({
      name: 'Bitte einen Wert angeben',
      user_email: 'Ungültige Email',
      salutation: 'Bitte einen Wert angeben',
      user_lastname: 'Bitte einen Wert angeben',
    });
  });
});

describe('toFormData', () => {
  it('sends the fields, flags as true/false, products as JSON and the images', () => {
    const values = TenantUpsertRequest.parse({
      ...emptyTenantForm(),
      country_id: 'AT',
      tenant_type: 'verband',
      short_code: 'V1',
      name: 'Verein',
      street: 'Weg 1',
      plz: '1010',
      city: 'Wien',
      telefone: '01',
      email: 'v@v.example',
      is_test: true,
      products: [newProductRow(3)],
    });
    const logo = new Blob(['x'], { type: 'image/png' });
    const fd = toFormData(values, 5, { logo });
    expect(fd.get('id')).toBe('5');
    expect(fd.get('is_test')).toBe('true');
    expect(fd.get('no_auto_renew')).toBe('false');
    expect(fd.get('short_code')).toBe('V1');
    expect(JSON.parse(String(fd.get('products')))[0]).toMatchObject({ product_id: 3, max_years_valid: 1 });
    expect(fd.get('file_logo')).toBeInstanceOf(Blob);
    expect(fd.get('file_stamp')).toBeNull();
  });
});

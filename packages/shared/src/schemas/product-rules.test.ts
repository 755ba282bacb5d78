import { describe, expect, it } from 'vitest';
import {
  applyBarcodeRules,
  barcodePrefixAllowed,
  externalIdRequired,
  generatedBarcode,
  minBarcodeLen,
} from './barcode-rules';
import { productIssues } from './product-issues';
import { isHexColor } from './product-rules';
import {
  emptyProductValues,
  isSuperAdminField,
  normalizeProductValues,
  type ProductValues,
} from './product-values';
import { SUPER_ADMIN_FIELD_SAMPLE, storedProductValues } from './product-values.fixtures';

const admin = { isSuperAdmin: false };
const superAdmin = { isSuperAdmin: true };
const issuesOf = (
  v: Partial<ProductValues>,
  ctx: { isSuperAdmin: boolean; originalValidTo?: string | null } = admin,
) => productIssues(normalizeProductValues(storedProductValues(v)), ctx);
const first = (v: Partial<ProductValues>, ctx?: { isSuperAdmin: boolean; originalValidTo?: string | null }) =>
  issuesOf(v, ctx)[0];

describe('barcode rules', () => {
  it('allows the prefix only for code_128 and both code_39 types', () => {
    expect(barcodePrefixAllowed('code_128')).toBe(true);
    expect(barcodePrefixAllowed('code_39_with_checksum')).toBe(true);
    expect(barcodePrefixAllowed('code_39_without_checksum')).toBe(true);
    expect(barcodePrefixAllowed('code_2_5_interleaved')).toBe(false);
    expect(barcodePrefixAllowed('code_ean8')).toBe(false);
    expect(barcodePrefixAllowed(null)).toBe(false);
  });

  it('clearing the type resets prefix, generate and length', () => {
    const v = applyBarcodeRules(
      storedProductValues({
        barcode_type: null,
        barcode_prefix: 'GS',
        generate_barcode: true,
        barcode_len: 8,
      }),
    );
    expect(v).toMatchObject({ barcode_prefix: null, generate_barcode: false, barcode_len: null });
  });

  it('a type forces external id, and so does generate', () => {
    expect(applyBarcodeRules(storedProductValues({ barcode_type: 'code_ean8' })).need_external_id).toBe(true);
    expect(
      applyBarcodeRules(storedProductValues({ barcode_type: 'code_128', generate_barcode: true }))
        .need_external_id,
    ).toBe(true);
    expect(applyBarcodeRules(storedProductValues({})).need_external_id).toBe(false);
  });

  it('drops the prefix of a type without prefix', () => {
    expect(
      applyBarcodeRules(storedProductValues({ barcode_type: 'code_ean8', barcode_prefix: '12' }))
        .barcode_prefix,
    ).toBeNull();
    expect(
      applyBarcodeRules(storedProductValues({ barcode_type: 'code_128', barcode_prefix: 'AB' }))
        .barcode_prefix,
    ).toBe('AB');
  });

  it('counts the prefix toward a generated barcode’s length and pads with zeros', () => {
    expect(minBarcodeLen({ generate_barcode: true, barcode_prefix: 'GS' })).toBe(3);
    expect(minBarcodeLen({ generate_barcode: false, barcode_prefix: 'GS' })).toBe(1);
    expect(generatedBarcode('GS', 10, 1234)).toBe('GS00001234');
    expect(generatedBarcode(null, 6, 7)).toBe('000007');
    expect(generatedBarcode('GS', 3, 1234)).toBe('GS1234');
  });

  it('an order needs an external id when the product needs it or a type without generation is set', () => {
    const p = { need_external_id: false, barcode_type: null, generate_barcode: false };
    expect(externalIdRequired(p)).toBe(false);
    expect(externalIdRequired({ ...p, need_external_id: true })).toBe(true);
    expect(externalIdRequired({ ...p, barcode_type: 'code_128' })).toBe(true);
    expect(externalIdRequired({ ...p, barcode_type: 'code_128', generate_barcode: true })).toBe(false);
  });

  it('checks the length of a generated barcode', () => {
    expect(first({ barcode_type: 'code_128', generate_barcode: true })).toEqual({
      field: 'barcode_len',
      message: 'Bitte einen Wert angeben',
    });
    expect(
      first({ barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'GS', barcode_len: 2 }),
    ).toEqual({
      field: 'barcode_len',
      message: 'Bitte eine Länge zwischen 3 und 30 angeben',
    });
    expect(
      first({ barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'GS', barcode_len: 3 }),
    ).toBe(undefined);
    expect(first({ barcode_type: 'code_128', barcode_len: 31 })?.field).toBe('barcode_len');
  });
});

describe('productIssues', () => {
  it('passes a complete product', () => {
    expect(issuesOf({})).toEqual([]);
  });

  it('requires product, product code, prices, max years and dates', () => {
    const all = productIssues(emptyProductValues(), superAdmin).map((i) => i.field);
    expect(all).toEqual([
      'product_id',
      'product_short_code',
      'price_online',
      'price_hardcopy',
      'price_hardcopy_online',
      'max_years_valid',
      'days_before_renew',
      'card_valid_from',
      'card_valid_to',
    ]);
    expect(
      productIssues(emptyProductValues(), superAdmin).every((i) => i.message === 'Bitte einen Wert angeben'),
    ).toBe(true);
  });

  it('upper-cases the product code and refuses characters unfit for a link', () => {
    expect(
      normalizeProductValues(storedProductValues({ product_short_code: ' sa-2026 ' })).product_short_code,
    ).toBe('SA-2026');
    expect(first({ product_short_code: 'SA 2026' })).toEqual({
      field: 'product_short_code',
      message: 'Bitte nur Buchstaben (A-Z), Ziffern, - und _ angeben',
    });
    expect(first({ product_short_code: 'ÄÖÜ' })?.field).toBe('product_short_code');
  });

  it('label: at most 2 characters, required when on, colour required and hex', () => {
    expect(first({ with_lable: true, lable_color: '#F7AD15' })).toEqual({
      field: 'lable_value',
      message: 'Bitte einen Wert angeben',
    });
    expect(first({ lable_value: 'ABC' })).toEqual({
      field: 'lable_value',
      message: 'Bitte geben Sie maximal 2 Zeichen an',
    });
    expect(first({ with_lable: true, lable_value: 'AB' })).toEqual({
      field: 'lable_color',
      message: 'Bitte einen Wert angeben',
    });
    expect(first({ with_lable: true, lable_value: 'AB', lable_color: '#F7AD1' })?.message).toBe(
      'Bitte eine Farbe wie #F7AD15 angeben',
    );
    expect(first({ with_lable: true, lable_value: 'AB', lable_color: '#f7ad15' })).toBeUndefined();
    expect(normalizeProductValues(storedProductValues({ lable_color: '#f7ad15' })).lable_color).toBe(
      '#F7AD15',
    );
    expect(first({ with_lable: false, lable_value: '' })).toBeUndefined();
  });

  it('e-mail colour must be hex when given', () => {
    expect(first({ print_email: true, print_email_color: 'blue' })?.field).toBe('print_email_color');
    expect(first({ print_email: true, print_email_color: '#000000' })).toBeUndefined();
    expect(first({ print_email: true })).toBeUndefined();
  });

  it('e-mail domain restriction: is_email_domain, stored without @ in lower case', () => {
    expect(first({ restrict_email_dns: 'schule' })).toEqual({
      field: 'restrict_email_dns',
      message: 'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
    });
    expect(first({ restrict_email_dns: '@Schule.DE' })).toBeUndefined();
    expect(
      normalizeProductValues(storedProductValues({ restrict_email_dns: '@Schule.DE' })).restrict_email_dns,
    ).toBe('schule.de');
    expect(
      normalizeProductValues(storedProductValues({ restrict_email_dns: '  ' })).restrict_email_dns,
    ).toBeNull();
  });

  it('prices are whole cents, not negative, at most 1000 €', () => {
    expect(first({ price_online: -1 })?.field).toBe('price_online');
    expect(first({ price_online: 4.9 })?.field).toBe('price_online');
    expect(first({ price_online: 100_001 })?.message).toBe('Bitte einen Betrag bis 1000,00 angeben');
    expect(first({ price_online: 0 })).toBeUndefined();
  });

  it('max years between 1 and 10; days before renew between 0 and 365', () => {
    expect(first({ max_years_valid: 0 })?.message).toBe('Bitte einen Wert zwischen 1 und 10 angeben');
    expect(first({ max_years_valid: 11 })?.field).toBe('max_years_valid');
    expect(first({ days_before_renew: 366 })?.message).toBe('Bitte einen Wert zwischen 0 und 365 angeben');
  });

  it('an extra field needs its description', () => {
    expect(first({ needs_field2: true })).toEqual({
      field: 'field2_desc',
      message: 'Bitte einen Wert angeben',
    });
    expect(first({ needs_field2: true, field2_desc: 'Eintritt' })).toBeUndefined();
  });
});

describe('misc', () => {
  it('hex colours', () => {
    expect(isHexColor('#F7AD15')).toBe(true);
    expect(isHexColor('#f7ad15')).toBe(true);
    expect(isHexColor('F7AD15')).toBe(false);
    expect(isHexColor('#F7AD15FF')).toBe(false);
  });

  it('super-admin-only fields', () => {
    for (const f of SUPER_ADMIN_FIELD_SAMPLE) expect(isSuperAdminField(f)).toBe(true);
    for (const f of ['card_valid_from', 'card_valid_to', 'with_lable', 'barcode_type', 'hide_city'])
      expect(isSuperAdminField(f)).toBe(false);
  });
});

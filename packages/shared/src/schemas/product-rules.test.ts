import { describe, expect, it } from 'vitest';
import {
  applyBarcodeRules,
  barcodePrefixAllowed,
  externalIdRequired,
  generatedBarcode,
  minBarcodeLen,
} from './barcode-rules';
import {
  checkValidTo,
  emptyProductValues,
  formatMoneyInput,
  isHexColor,
  isSuperAdminField,
  maxValidTo,
  missingImages,
  normalizeProductValues,
  type ProductValues,
  parseMoneyInput,
  productImageSize,
  productIssues,
  validToAfterFromChange,
  validToHint,
} from './product-rules';

const valid = (overrides: Partial<ProductValues> = {}): ProductValues => ({
  ...emptyProductValues(),
  product_id: 1,
  product_short_code: 'SA2026',
  price_online: 490,
  price_hardcopy: 990,
  price_hardcopy_online: 1190,
  max_years_valid: 1,
  days_before_renew: 30,
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
  ...overrides,
});
const admin = { isSuperAdmin: false };
const superAdmin = { isSuperAdmin: true };
const issuesOf = (
  v: Partial<ProductValues>,
  ctx: { isSuperAdmin: boolean; originalValidTo?: string | null } = admin,
) => productIssues(normalizeProductValues(valid(v)), ctx);
const first = (v: Partial<ProductValues>, ctx?: { isSuperAdmin: boolean; originalValidTo?: string | null }) =>
  issuesOf(v, ctx)[0];

describe('barcode rules (SPEC §4)', () => {
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
      valid({ barcode_type: null, barcode_prefix: 'GS', generate_barcode: true, barcode_len: 8 }),
    );
    expect(v).toMatchObject({ barcode_prefix: null, generate_barcode: false, barcode_len: null });
  });

  it('a type forces external id, and so does generate', () => {
    expect(applyBarcodeRules(valid({ barcode_type: 'code_ean8' })).need_external_id).toBe(true);
    expect(
      applyBarcodeRules(valid({ barcode_type: 'code_128', generate_barcode: true })).need_external_id,
    ).toBe(true);
    expect(applyBarcodeRules(valid({})).need_external_id).toBe(false);
  });

  it('drops the prefix of a type without prefix', () => {
    expect(
      applyBarcodeRules(valid({ barcode_type: 'code_ean8', barcode_prefix: '12' })).barcode_prefix,
    ).toBeNull();
    expect(applyBarcodeRules(valid({ barcode_type: 'code_128', barcode_prefix: 'AB' })).barcode_prefix).toBe(
      'AB',
    );
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

describe('validity dates (SPEC §4, §5)', () => {
  it('max valid-to is valid-from plus max years, or the original if later', () => {
    expect(maxValidTo('2026-08-01', 1)).toBe('2027-08-01');
    expect(maxValidTo('2024-02-29', 1)).toBe('2025-02-28');
    expect(maxValidTo('2026-08-01', 1, '2029-07-31')).toBe('2029-07-31');
    expect(maxValidTo('2026-08-01', 2, '2027-01-01')).toBe('2028-08-01');
    expect(maxValidTo(null, 1)).toBeNull();
    expect(maxValidTo('2026-08-01', null)).toBeNull();
    expect(maxValidTo('01.08.2026', 1)).toBeNull();
  });

  it('a new valid-from fills an empty valid-to with the maximum, clears one beyond it, keeps others', () => {
    expect(validToAfterFromChange('2026-08-01', null, 1)).toBe('2027-08-01');
    expect(validToAfterFromChange('2026-08-01', '2028-01-01', 1)).toBeNull();
    expect(validToAfterFromChange('2026-08-01', '2027-07-31', 1)).toBe('2027-07-31');
    expect(validToAfterFromChange(null, '2027-07-31', 1)).toBe('2027-07-31');
  });

  it('non-super-admins: valid-to between valid-from and the maximum (date_between messages)', () => {
    const v = { card_valid_from: '2026-08-01', max_years_valid: 1 };
    expect(checkValidTo({ ...v, card_valid_to: '2026-08-01' }, admin)).toBe(true);
    expect(checkValidTo({ ...v, card_valid_to: '2027-08-01' }, admin)).toBe(true);
    expect(checkValidTo({ ...v, card_valid_to: '2027-08-02' }, admin)).toBe(
      'Bitte geben Sie das Datum vor dem 01.08.2027 ein',
    );
    expect(checkValidTo({ ...v, card_valid_to: '2026-07-31' }, admin)).toBe(
      'Bitte geben Sie das Datum nach dem 01.08.2026 ein',
    );
    expect(
      checkValidTo({ ...v, card_valid_to: '2029-07-31' }, { ...admin, originalValidTo: '2029-07-31' }),
    ).toBe(true);
    expect(checkValidTo({ ...v, card_valid_to: null }, admin)).toBe('Bitte einen Wert angeben');
    expect(checkValidTo({ ...v, card_valid_to: '2027-02-30' }, admin)).toBe(
      'Das Datumsformat muss TT.MM.JJJJ sein.',
    );
  });

  it('super admins: only not before valid-from, with a hint beyond the maximum', () => {
    const v = { card_valid_from: '2026-08-01', max_years_valid: 1 };
    expect(checkValidTo({ ...v, card_valid_to: '2030-01-01' }, superAdmin)).toBe(true);
    expect(checkValidTo({ ...v, card_valid_to: '2026-01-01' }, superAdmin)).toBe(
      'Bitte geben Sie das Datum nach dem 01.08.2026 ein',
    );
    expect(validToHint({ ...v, card_valid_to: '2030-01-01' })).toBe(
      'Hinweis: Das Datum sollte vor dem 01.08.2027 liegen.',
    );
    expect(validToHint({ ...v, card_valid_to: '2027-01-01' })).toBeNull();
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
    expect(normalizeProductValues(valid({ product_short_code: ' sa-2026 ' })).product_short_code).toBe(
      'SA-2026',
    );
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
    expect(normalizeProductValues(valid({ lable_color: '#f7ad15' })).lable_color).toBe('#F7AD15');
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
    expect(normalizeProductValues(valid({ restrict_email_dns: '@Schule.DE' })).restrict_email_dns).toBe(
      'schule.de',
    );
    expect(normalizeProductValues(valid({ restrict_email_dns: '  ' })).restrict_email_dns).toBeNull();
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

describe('images', () => {
  it('missing: needed by the base product and held by neither product nor tenant', () => {
    const needs = { logo: true, stamp: true, sign: false };
    expect(
      missingImages(
        needs,
        { logo: false, stamp: false, sign: false },
        { logo: true, stamp: false, sign: false },
      ),
    ).toEqual(['stamp']);
    expect(
      missingImages(
        needs,
        { logo: false, stamp: true, sign: false },
        { logo: true, stamp: false, sign: false },
      ),
    ).toEqual([]);
  });

  it('sizes are the tenant’s; an association card’s sign has the stamp size', () => {
    expect(productImageSize('logo')).toEqual({ width: 230, height: 130 });
    expect(productImageSize('stamp')).toEqual({ width: 260, height: 205 });
    expect(productImageSize('sign', 'Schülerausweis')).toEqual({ width: 260, height: 70 });
    expect(productImageSize('sign', 'Verbandsausweis')).toEqual({ width: 260, height: 205 });
  });
});

describe('money input', () => {
  it.each([
    ['4,90', 490],
    ['4,9', 490],
    ['4', 400],
    ['4.90', 490],
    ['0,05', 5],
    [' 12,50 € ', 1250],
    ['', null],
  ])('%j -> %j cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(['4,999', 'abc', '-1', '1.234,50', '4,'])('refuses %j', (input) => {
    expect(parseMoneyInput(input)).toBeNaN();
  });

  it('formats cents for the input', () => {
    expect(formatMoneyInput(490)).toBe('4,90');
    expect(formatMoneyInput(5)).toBe('0,05');
    expect(formatMoneyInput(null)).toBe('');
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
    for (const f of [
      'price_online',
      'online_free',
      'is_test',
      'tenant_payment',
      'restrict_email_dns',
      'max_years_valid',
    ])
      expect(isSuperAdminField(f)).toBe(true);
    for (const f of ['card_valid_from', 'card_valid_to', 'with_lable', 'barcode_type', 'hide_city'])
      expect(isSuperAdminField(f)).toBe(false);
  });
});

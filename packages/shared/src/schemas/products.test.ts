import { describe, expect, it } from 'vitest';
import { emptyProductValues, type ProductValues } from './product-rules';
import { fromFormValues, ProductUpsertRequest, productFormSchema, toFormValues } from './products';

const stored = (overrides: Partial<ProductValues> = {}): ProductValues => ({
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

describe('ProductUpsertRequest (multipart strings)', () => {
  it('reads flags, whole numbers, empties and dates from strings', () => {
    const r = ProductUpsertRequest.parse({
      id: '7',
      with_lable: 'true',
      hide_city: 'false',
      barcode_len: '10',
      barcode_type: '',
      tenant_name: '  ',
      card_valid_from: '2026-08-01',
    });
    expect(r).toMatchObject({
      id: 7,
      with_lable: true,
      hide_city: false,
      barcode_len: 10,
      barcode_type: null,
      tenant_name: null,
      card_valid_from: '2026-08-01',
    });
    expect(r.price_online).toBeUndefined();
  });

  it('accepts the JSON types too', () => {
    expect(ProductUpsertRequest.parse({ with_lable: true, barcode_len: 5, product_id: 3 })).toMatchObject({
      with_lable: true,
      barcode_len: 5,
      product_id: 3,
    });
  });

  it.each([
    [{ barcode_len: '1,5' }, 'Bitte geben Sie eine Ganzzahl ein'],
    [{ price_online: '-1' }, 'Bitte geben Sie eine Ganzzahl ein'],
    [{ card_valid_to: '31.07.2027' }, 'Das Datumsformat muss TT.MM.JJJJ sein.'],
    [{ lable_value: 'ABC' }, 'Bitte geben Sie maximal 2 Zeichen an'],
    [{ lable_color: '#F7AD15FF' }, 'Bitte geben Sie maximal 7 Zeichen an'],
    [{ barcode_type: 'qr' }, 'Unbekannter Barcode-Typ'],
    [{ is_test: 'ja' }, 'Bitte einen Wert angeben'],
  ])('refuses %j with %j', (input, message) => {
    const r = ProductUpsertRequest.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('form values', () => {
  it('round-trips stored values through the form', () => {
    const v = stored({
      barcode_type: 'code_128',
      barcode_prefix: 'GS',
      barcode_len: 10,
      need_external_id: true,
    });
    const { values, issues } = fromFormValues(toFormValues(v));
    expect(issues).toEqual([]);
    expect(values).toEqual(v);
  });

  it('shows prices as German decimals and reads them back in cents', () => {
    const f = toFormValues(stored());
    expect(f.price_online).toBe('4,90');
    expect(fromFormValues({ ...f, price_online: '5,5' }).values.price_online).toBe(550);
    expect(fromFormValues({ ...f, price_online: 'fünf' }).issues).toEqual([
      { field: 'price_online', message: 'Bitte einen Betrag wie 4,90 angeben' },
    ]);
  });
});

describe('productFormSchema', () => {
  const errors = (overrides: Record<string, unknown>, ctx = { isSuperAdmin: false }) => {
    const r = productFormSchema(ctx).safeParse({ ...toFormValues(stored()), ...overrides });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('passes a valid form', () => {
    expect(errors({})).toEqual({});
  });

  it('reports every rule on its field, once', () => {
    expect(
      errors({
        product_short_code: '',
        price_online: 'x',
        card_valid_to: '2030-01-01',
        with_lable: true,
        restrict_email_dns: 'nodomain',
      }),
    ).toEqual({
      product_short_code: 'Bitte einen Wert angeben',
      price_online: 'Bitte einen Betrag wie 4,90 angeben',
      card_valid_to: 'Bitte geben Sie das Datum vor dem 01.08.2027 ein',
      lable_value: 'Bitte einen Wert angeben',
      lable_color: 'Bitte einen Wert angeben',
      restrict_email_dns: 'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
    });
  });

  it('lets a super admin go beyond the maximum valid-to', () => {
    expect(errors({ card_valid_to: '2030-01-01' }, { isSuperAdmin: true })).toEqual({});
  });

  it('reads whole-number fields strictly', () => {
    expect(errors({ max_years_valid: '1.5' }, { isSuperAdmin: true })).toEqual({
      max_years_valid: 'Bitte geben Sie eine Ganzzahl ein',
    });
  });
});

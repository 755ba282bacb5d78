import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput, productFormSchema, toFormValues } from './product-form';
import { storedProductValues } from './product-values.fixtures';

describe('form values', () => {
  const read = productFormSchema({ isSuperAdmin: true });

  it('round-trips stored values through the form', () => {
    const v = storedProductValues({
      barcode_type: 'code_128',
      barcode_prefix: 'GS',
      barcode_len: 10,
      need_external_id: true,
    });
    expect(read.parse(toFormValues(v))).toEqual(v);
  });

  it('starts from the product values alone, also of the details answer', () => {
    const details = { ...storedProductValues(), id: 7, product_type: 'Schülerausweis' };
    expect(Object.keys(toFormValues(details)).sort()).toEqual(Object.keys(storedProductValues()).sort());
  });

  it('shows prices as German decimals and reads them back in cents', () => {
    const f = toFormValues(storedProductValues());
    expect(f.price_online).toBe('4,90');
    expect(read.parse({ ...f, price_online: '5,5' }).price_online).toBe(550);
    expect(read.safeParse({ ...f, price_online: 'fünf' }).error?.issues).toMatchObject([
      { path: ['price_online'], message: 'Bitte einen Betrag wie 4,90 angeben' },
    ]);
  });
});

describe('productFormSchema', () => {
  const errors = (overrides: Record<string, unknown>, ctx = { isSuperAdmin: false }) => {
    const r = productFormSchema(ctx).safeParse({ ...toFormValues(storedProductValues()), ...overrides });
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

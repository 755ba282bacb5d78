import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  cardPrices,
  effectiveCardChoice,
  emptyStudentInfo,
  initialCardChoice,
  type OrderFormRules,
  orderPrices,
  type PriceSettings,
  placeOrderFields,
  priceForChoice,
  type StudentInfoValues,
  studentInfoSchema,
  studentValuesFromFields,
} from './order-rules';

const settings = (over: Partial<PriceSettings> = {}): PriceSettings => ({
  price_online: 490,
  price_hardcopy: 990,
  price_hardcopy_online: 1190,
  online_free: false,
  hardcopy_free: false,
  hardcopy_online_free: false,
  payment_disabled: false,
  tenant_payee: false,
  ...over,
});

describe('price rules', () => {
  const p = { price_online: 490, price_hardcopy: 990, price_hardcopy_online: 1190 };
  it('picks the price by the choice', () => {
    expect(priceForChoice(p, { is_online: true, is_hardcopy: true })).toBe(1190);
    expect(priceForChoice(p, { is_online: true, is_hardcopy: false })).toBe(490);
    expect(priceForChoice(p, { is_online: false, is_hardcopy: true })).toBe(990);
    expect(priceForChoice(p, { is_online: false, is_hardcopy: false })).toBe(0);
  });
  it('treats non-numeric values as 0', () => {
    const bad = { price_online: Number.NaN, price_hardcopy: 'x' as never, price_hardcopy_online: -5 };
    expect(priceForChoice(bad, { is_online: true, is_hardcopy: false })).toBe(0);
    expect(priceForChoice(bad, { is_online: false, is_hardcopy: true })).toBe(0);
    expect(priceForChoice(bad, { is_online: true, is_hardcopy: true })).toBe(0);
  });
  it('applies each free flag to its own choice only', () => {
    expect(cardPrices(settings({ online_free: true }))).toEqual({
      price_online: 0,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
    });
    expect(cardPrices(settings({ hardcopy_free: true })).price_hardcopy).toBe(0);
    expect(cardPrices(settings({ hardcopy_online_free: true })).price_hardcopy_online).toBe(0);
  });
  it('makes everything 0 to pay with payment_disabled or tenant payment', () => {
    const zero = { price_online: 0, price_hardcopy: 0, price_hardcopy_online: 0 };
    expect(orderPrices(settings({ payment_disabled: true }))).toEqual(zero);
    expect(orderPrices(settings({ tenant_payee: true }))).toEqual(zero);
    expect(orderPrices(settings())).toEqual({
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
    });
  });
});

describe('card choice', () => {
  it('preselects online when offered, else hardcopy', () => {
    expect(initialCardChoice({ can_online: true, can_hardcopy: true })).toEqual({
      is_online: true,
      is_hardcopy: false,
    });
    expect(initialCardChoice({ can_online: true, can_hardcopy: false })).toEqual({
      is_online: true,
      is_hardcopy: false,
    });
    expect(initialCardChoice({ can_online: false, can_hardcopy: true })).toEqual({
      is_online: false,
      is_hardcopy: true,
    });
  });
  it('never orders a type that is not offered', () => {
    const both = { is_online: true, is_hardcopy: true };
    expect(effectiveCardChoice({ can_online: true, can_hardcopy: false }, both)).toEqual({
      is_online: true,
      is_hardcopy: false,
    });
    expect(
      effectiveCardChoice({ can_online: false, can_hardcopy: true }, { is_online: true, is_hardcopy: false }),
    ).toEqual({ is_online: false, is_hardcopy: true });
  });
});

const rules = (over: Partial<OrderFormRules> = {}): OrderFormRules => ({
  can_online: true,
  can_hardcopy: true,
  need_external_id: false,
  need_external_department: false,
  needs_field1: false,
  needs_field2: false,
  needs_field3: false,
  restrict_email_dns: null,
  generate_barcode: false,
  product: { needs_student_city: false, needs_student_street: false },
  ...over,
});
const values = (over: Partial<StudentInfoValues> = {}): StudentInfoValues => ({
  ...emptyStudentInfo({ can_online: true, can_hardcopy: true }),
  forname: 'Max',
  familyname: 'Muster',
  birthday: '04.03.2012',
  email: 'Eltern@Test.Example',
  ...over,
});
const messages = (r: OrderFormRules, v: StudentInfoValues) => {
  const res = studentInfoSchema(r).safeParse(v);
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('studentInfoSchema (order form)', () => {
  it('accepts a good form and nulls unused fields', () => {
    const r = studentInfoSchema(rules()).parse(values({ external_id: 'ignored' }));
    expect(r).toMatchObject({
      forname: 'Max',
      email: 'eltern@test.example',
      external_id: null,
      is_online: true,
    });
  });
  it('limits names to 18 characters and requires them', () => {
    expect(messages(rules(), values({ forname: 'x'.repeat(19), familyname: ' ' }))).toEqual({
      forname: 'Bitte geben Sie maximal 18 Zeichen an',
      familyname: 'Bitte einen Wert angeben',
    });
    expect(messages(rules(), values({ forname: 'x'.repeat(18) }))).toEqual({});
  });
  it('checks the birthday', () => {
    expect(messages(rules(), values({ birthday: '31.02.2012' }))).toEqual({
      birthday: 'Dieses Datum gibt es nicht.',
    });
    expect(messages(rules(), values({ birthday: '2012-02-03' }))).toEqual({
      birthday: 'Das Datumsformat muss TT.MM.JJJJ sein.',
    });
    expect(messages(rules(), values({ birthday: '' })).birthday).toBe('Bitte einen Wert angeben');
    const tomorrow = dayjs().add(1, 'day').format('DD.MM.YYYY');
    expect(messages(rules(), values({ birthday: tomorrow })).birthday).toBe(
      'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    );
  });
  it('checks the e-mail and the product domain', () => {
    expect(messages(rules(), values({ email: 'kaputt' })).email).toBe('Ungültige Email');
    const r = rules({ restrict_email_dns: 'schule.de' });
    expect(messages(r, values({ email: 'a@other.de' })).email).toBe(
      'Die E-Mail-Adresse muss zur Domain @schule.de gehören',
    );
    expect(messages(r, values({ email: 'a@Schule.DE' }))).toEqual({});
  });
  it('requires city/street, external id/department and fields when the product needs them', () => {
    const r = rules({
      need_external_id: true,
      need_external_department: true,
      needs_field1: true,
      needs_field2: true,
      needs_field3: true,
      product: { needs_student_city: true, needs_student_street: true },
    });
    expect(messages(r, values())).toEqual({
      student_city: 'Bitte einen Wert angeben',
      student_street: 'Bitte einen Wert angeben',
      external_id: 'Bitte einen Wert angeben',
      external_department: 'Bitte einen Wert angeben',
      field1: 'Bitte einen Wert angeben',
      field2: 'Bitte einen Wert angeben',
      field3: 'Bitte einen Wert angeben',
    });
    const filled = values({
      student_city: 'Köln',
      student_street: 'Domplatz 1',
      external_id: '123',
      external_department: '7b',
      field1: '31.13.2020',
      field2: '01.02.2020',
      field3: '2025-03',
    });
    expect(messages(r, filled)).toEqual({
      field1: 'Dieses Datum gibt es nicht.',
      field3: 'Das Datumsformat muss MM/JJ sein.',
    });
    expect(messages(r, { ...filled, field1: '31.12.2020', field3: '03/25' })).toEqual({});
  });
  it('does not ask for the external id when the barcode is generated', () => {
    const r = rules({ need_external_id: true, generate_barcode: true });
    expect(studentInfoSchema(r).parse(values({ external_id: 'X' })).external_id).toBeNull();
  });
  it('requires at least one card type when both are offered', () => {
    expect(messages(rules(), values({ is_online: false, is_hardcopy: false }))).toEqual({
      is_online: 'Bitte wählen Sie Smartphone-Ausweis, Plastikkarte oder beides.',
    });
    // A single offered type is always ordered.
    const only = studentInfoSchema(rules({ can_hardcopy: false })).parse(
      values({ is_online: false, is_hardcopy: true }),
    );
    expect(only).toMatchObject({ is_online: true, is_hardcopy: false });
  });
});

describe('place_order fields', () => {
  const info = {
    ...rules({ need_external_id: true }),
    id: 7,
    tenant_short_code: 'GYMSEE',
    product_short_code: 'SA2026',
  };
  it('sends the codes, ISO birthday, used fields only and the signature without prefix', () => {
    const f = placeOrderFields(
      info,
      values({ external_id: ' 42 ', external_department: '7b' }),
      'data:image/png;base64,QUJD',
    );
    expect(f).toEqual({
      tenant_product_id: '7',
      tenant_short_code: 'GYMSEE',
      product_short_code: 'SA2026',
      forname: 'Max',
      familyname: 'Muster',
      birthday: '2012-03-04',
      email: 'Eltern@Test.Example',
      is_online: 'true',
      is_hardcopy: 'false',
      external_id: '42',
      student_sign: 'QUJD',
    });
  });
  it('round-trips on the server', () => {
    const back = studentValuesFromFields(placeOrderFields(info, values({ external_id: '42' })));
    expect(back).toMatchObject({
      birthday: '04.03.2012',
      external_id: '42',
      is_online: true,
      is_hardcopy: false,
    });
    expect(studentValuesFromFields({ birthday: '2012-03-04T00:00:00.000Z' }).birthday).toBe('04.03.2012');
    expect(studentValuesFromFields({ birthday: '2012-03-03T23:00:00.000Z' }).birthday).toBe(
      '2012-03-03T23:00:00.000Z',
    );
  });
});

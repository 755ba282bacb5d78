import { describe, expect, it } from 'vitest';
import { ProductUpsertRequest } from './products';

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
    [{ card_valid_to: '31.07.2027' }, 'Das Datumsformat muss JJJJ-MM-TT sein.'],
    [{ card_valid_to: '2027-02-30' }, 'Dieses Datum gibt es nicht.'],
    [{ lable_value: 'ABC' }, 'Bitte geben Sie maximal 2 Zeichen an'],
    [{ lable_color: '#F7AD15FF' }, 'Bitte geben Sie maximal 7 Zeichen an'],
    [{ barcode_type: 'qr' }, 'Unbekannter Barcode-Typ'],
    [{ is_test: 'ja' }, 'Ungültiger Wert.'],
    [{ is_test: '' }, 'Bitte einen Wert angeben'],
  ])('refuses %j with %j', (input, message) => {
    const r = ProductUpsertRequest.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

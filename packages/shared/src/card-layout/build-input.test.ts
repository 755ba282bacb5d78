import { describe, expect, it } from 'vitest';
import { cardBarcodeText, previewBarcodeText } from './barcode';
import { barcodeDataUrl, barcodeSvg } from './barcode-svg';
import { buildCardLayoutInput, type CardProductSource } from './build-input';
import { cardDate, cardEmail, cardFields } from './card-fields';

const tenant = {
  name: 'Gymnasium am See',
  name2: 'Städtisches Gymnasium',
  street: 'Seeweg 12',
  plz: '12345',
  city: 'Musterstadt',
};
const product: CardProductSource = {
  product_type: 'Schülerausweis',
  card_title: 'Schülerausweis',
  card_title2: 'Student ID',
  card_signer_desc: 'Schulleitung',
  external_id_name: 'Schülernummer',
  external_department_name: 'Klasse',
};

describe('barcode text', () => {
  it('previews a generated barcode as prefix, zeros and up to 1234', () => {
    const p = {
      barcode_type: 'code_128' as const,
      generate_barcode: true,
      barcode_prefix: 'GS',
      barcode_len: 10,
    };
    expect(previewBarcodeText(p)).toBe('GS00001234');
    expect(previewBarcodeText({ ...p, barcode_len: 4 })).toBe('GS12');
    expect(previewBarcodeText({ ...p, barcode_prefix: null, barcode_len: 6 })).toBe('001234');
    // Generated: what the orderer typed does not matter.
    expect(previewBarcodeText(p, '999')).toBe('GS00001234');
  });

  it('previews a typed barcode as typed, the pattern until something is typed', () => {
    const p = { barcode_type: 'code_39_without_checksum' as const, barcode_len: 6 };
    expect(previewBarcodeText(p, ' AB12 ')).toBe('AB12');
    expect(previewBarcodeText(p, '')).toBe('001234');
  });

  it('has no barcode without a type or generation', () => {
    expect(previewBarcodeText({})).toBeNull();
    expect(cardBarcodeText({}, '123', 5)).toBeNull();
  });

  it('uses the stored external id on a real card, else the generated one from the order id', () => {
    const p = {
      barcode_type: 'code_128' as const,
      generate_barcode: true,
      barcode_prefix: 'GS',
      barcode_len: 8,
    };
    expect(cardBarcodeText(p, 'GS000777', 42)).toBe('GS000777');
    expect(cardBarcodeText(p, null, 42)).toBe('GS000042');
    expect(cardBarcodeText({ barcode_type: 'code_128' }, null, 42)).toBeNull();
  });
});

describe('barcodeSvg (bwip-js)', () => {
  it.each([
    ['code_128', 'GS00001234'],
    ['code_2_5_interleaved', '00001234'],
    ['code_39_with_checksum', 'AB1234'],
    ['code_39_without_checksum', 'ab-12'],
    ['code_ean8', '0000123'],
  ] as const)('draws %s', (type, text) => {
    const svg = barcodeSvg(type, text);
    expect(svg).toMatch(/^<svg shape-rendering="crispEdges" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
  });

  it('adds the check character for code_39_with_checksum only', () => {
    expect(barcodeSvg('code_39_with_checksum', 'AB12')).not.toBe(
      barcodeSvg('code_39_without_checksum', 'AB12'),
    );
  });

  it('returns null for text the type cannot encode', () => {
    expect(barcodeSvg('code_ean8', 'ABC')).toBeNull();
    expect(barcodeSvg('code_ean8', '00001234')).toBeNull(); // wrong check digit
    expect(barcodeSvg('code_128', '  ')).toBeNull();
  });

  it('draws a preview EAN-8 with a wrong check digit or too few digits', () => {
    expect(barcodeSvg('code_ean8', '00001234', { lenient: true })).toBe(barcodeSvg('code_ean8', '0000123'));
    expect(barcodeSvg('code_ean8', '1234', { lenient: true })).toBe(barcodeSvg('code_ean8', '0001234'));
    expect(barcodeSvg('code_ean8', '1234')).toBeNull();
  });

  it('makes a base64 SVG data URL', () => {
    expect(barcodeDataUrl('code_128', 'X1')).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
    expect(barcodeDataUrl('code_ean8', 'X')).toBeNull();
  });
});

describe('card fields', () => {
  it('formats dates as DD.MM.YYYY', () => {
    expect(cardDate('2026-07-31')).toBe('31.07.2026');
    expect(cardDate('31.07.2026')).toBe('31.07.2026');
    expect(cardDate('2026-07-31T10:00:00')).toBe('31.07.2026');
    expect(cardDate('12.0')).toBe('12.0');
    expect(cardDate(null)).toBe('');
  });

  it('leaves out a complete date that does not exist instead of showing it as valid', () => {
    expect(cardDate('31.02.1980')).toBe('');
    expect(cardDate('2012-02-30')).toBe('');
    const rows = cardFields(
      {
        ...buildCardLayoutInput({
          tenant,
          product: {
            ...product,
            needs_field1: true,
            field1_desc: 'Eintritt',
            needs_field3: true,
            field3_desc: 'Bis',
          },
          order: { birthday: '31.02.1980', field1: '30.02.2012', field3: '13/25' },
        }),
      },
      '#000',
    );
    expect(rows.filter((r) => r.key !== 'valid_to').map((r) => [r.key, r.value])).toEqual([
      ['birthday', ''],
      ['field1', ''],
      ['field3', ''],
    ]);
  });

  it('cuts the e-mail to 40 characters', () => {
    expect(cardEmail('x'.repeat(50))).toHaveLength(40);
    expect(cardEmail(' a@b.de ')).toBe('a@b.de');
  });

  it('lists the rows the product uses, valid-until last', () => {
    const rows = cardFields(
      {
        ...buildCardLayoutInput({ tenant, product, order: {} }),
        need_external_id: true,
        print_email: true,
        email: 'a@b.de',
      },
      '#000',
    );
    expect(rows.map((r) => r.label)).toEqual(['Geburtsdatum', 'Schülernummer', 'E-Mail', 'Gültig bis']);
  });
});

describe('buildCardLayoutInput', () => {
  it('fills the card from tenant, product and order', () => {
    const input = buildCardLayoutInput({
      tenant,
      product: {
        ...product,
        need_external_department: true,
        print_email: true,
        print_email_color: '#C62828',
      },
      order: {
        familyname: 'Mustermann',
        forname: 'Max',
        birthday: '2010-05-03',
        card_valid_to: '2026-07-31',
        external_department: '7b',
        email: 'm@x.de',
      },
      images: { photo: 'data:image/png;base64,AA' },
    });
    expect(input).toMatchObject({
      product_type: 'Schülerausweis',
      card_title: 'Schülerausweis',
      tenant_name: 'Gymnasium am See',
      tenant_name2: 'Städtisches Gymnasium',
      tenant_city: 'Musterstadt',
      familyname: 'Mustermann',
      need_external_department: true,
      print_email: true,
      print_email_color: '#C62828',
      barcode_text: null,
      images: { photo: 'data:image/png;base64,AA' },
    });
  });

  it("prefers the tenant product's own names", () => {
    const input = buildCardLayoutInput({
      tenant,
      product: { ...product, tenant_name: 'GaS Oberstufe' },
      order: {},
    });
    expect(input.tenant_name).toBe('GaS Oberstufe');
    expect(input.tenant_name2).toBeNull();
  });

  it("takes the card's own label over the product's", () => {
    const p = { ...product, with_lable: true, lable_value: 'S', lable_color: '#F7AD15' };
    expect(buildCardLayoutInput({ tenant, product: p, order: {} })).toMatchObject({
      with_lable: true,
      lable_value: 'S',
    });
    expect(buildCardLayoutInput({ tenant, product: p, order: { with_lable: false } }).with_lable).toBe(false);
    expect(
      buildCardLayoutInput({ tenant, product: p, order: { with_lable: true, lable_value: 'L' } }),
    ).toMatchObject({ with_lable: true, lable_value: 'L', lable_color: '#F7AD15' });
  });

  it('shows extra fields only when the product needs them', () => {
    const p = {
      ...product,
      field1_desc: 'Eintritt',
      needs_field1: false,
      field2_desc: 'Austritt',
      needs_field2: true,
    };
    const input = buildCardLayoutInput({ tenant, product: p, order: {} });
    expect(input.field1_desc).toBeNull();
    expect(input.field2_desc).toBe('Austritt');
  });

  it('uses the barcode preview on the order form and the generated number as external id', () => {
    const p = {
      ...product,
      barcode_type: 'code_128' as const,
      generate_barcode: true,
      barcode_prefix: 'GS',
      barcode_len: 8,
    };
    const preview = buildCardLayoutInput({ tenant, product: p, order: {}, preview: true });
    expect(preview.barcode_text).toBe('GS001234');
    expect(preview.external_id).toBe('GS001234');
    const real = buildCardLayoutInput({ tenant, product: p, order: { id: 42 } });
    expect(real.barcode_text).toBe('GS000042');
  });
});

import {
  SUPER_ADMIN_FIELD_SAMPLE,
  storedProductValues,
} from '@ausweis/shared/schemas/product-values.fixtures';
import { describe, expect, it } from 'vitest';
import { toUpsertFormData } from './form-data';

const values = storedProductValues({
  product_id: 4,
  with_lable: true,
  lable_value: 'A',
  lable_color: '#F7AD15',
});

describe('toUpsertFormData', () => {
  it('sends id, every field as text and the picked images', () => {
    const logo = new Blob(['png'], { type: 'image/png' });
    const form = toUpsertFormData(values, { id: 9, isSuperAdmin: true, images: { logo, stamp: null } });
    expect(form.get('id')).toBe('9');
    expect(form.get('price_online')).toBe('490');
    expect(form.get('with_lable')).toBe('true');
    expect(form.get('hide_city')).toBe('false');
    expect(form.get('barcode_type')).toBe('');
    expect(form.get('card_valid_to')).toBe('2027-07-31');
    expect(form.get('file_logo')).toBeInstanceOf(Blob);
    expect(form.has('file_stamp')).toBe(false);
    expect(form.has('file_sign')).toBe(false);
  });

  it('leaves out the super-admin-only fields for others, and the id for a new product', () => {
    const form = toUpsertFormData(values, { isSuperAdmin: false });
    expect(form.has('id')).toBe(false);
    for (const f of SUPER_ADMIN_FIELD_SAMPLE) expect(form.has(f)).toBe(false);
    expect(form.get('card_valid_from')).toBe('2026-08-01');
    expect(form.get('lable_color')).toBe('#F7AD15');
  });
});

import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { describe, expect, it } from 'vitest';
import { cardFormValues, cardUpdateFormData } from './form-data';

const details = {
  id: 42,
  email: 'anna@example.org',
  familyname: 'Muster',
  forname: 'Anna',
  birthday: '2012-03-15',
  external_id: null,
  external_department: '7b',
  card_valid_from: '2026-01-01',
  card_valid_to: '2026-12-31',
  validated: false,
  with_lable: true,
  lable_value: 'AB',
  lable_color: null,
  is_online: true,
  is_hardcopy: false,
  is_test: false,
  is_payed: true,
  tenant_payment: null,
} as unknown as CardDetails;

describe('card form <-> update request (card update)', () => {
  it('turns nulls into empty fields', () => {
    const v = cardFormValues(details);
    expect(v).toMatchObject({
      external_id: '',
      lable_color: '',
      tenant_payment: false,
      birthday: '2012-03-15',
    });
  });

  it('sends every value as text, flags as true/false, without a photo change', () => {
    const form = cardUpdateFormData(42, cardFormValues(details), { photo: null, remove: false });
    expect(form.get('order_id')).toBe('42');
    expect(form.get('forname')).toBe('Anna');
    expect(form.get('external_id')).toBe('');
    expect(form.get('validated')).toBe('false');
    expect(form.get('is_payed')).toBe('true');
    expect(form.get('is_remove_image')).toBe('false');
    expect(form.get('image_file')).toBeNull();
  });

  it('sends a new photo as image_file; a new photo wins over removing', () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    const replaced = cardUpdateFormData(42, cardFormValues(details), { photo, remove: true });
    expect(replaced.get('is_remove_image')).toBe('false');
    expect((replaced.get('image_file') as File).name).toBe('foto.png');
    const removed = cardUpdateFormData(42, cardFormValues(details), { photo: null, remove: true });
    expect(removed.get('is_remove_image')).toBe('true');
    expect(removed.get('image_file')).toBeNull();
  });
});

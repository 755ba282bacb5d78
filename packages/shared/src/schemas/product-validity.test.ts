import { describe, expect, it } from 'vitest';
import { checkValidTo, maxValidTo, validToAfterFromChange, validToHint } from './product-validity';

const admin = { isSuperAdmin: false };
const superAdmin = { isSuperAdmin: true };

describe('validity dates', () => {
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
    expect(checkValidTo({ ...v, card_valid_to: '2027-02-30' }, admin)).toBe('Dieses Datum gibt es nicht.');
    expect(checkValidTo({ ...v, card_valid_to: '30.02.2027' }, admin)).toBe(
      'Das Datumsformat muss JJJJ-MM-TT sein.',
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

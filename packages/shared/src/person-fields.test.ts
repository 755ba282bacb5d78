import { describe, expect, it } from 'vitest';
import {
  asksPersonField,
  OPTIONAL_PERSON_FIELDS,
  PERSON_FIELD_KEYS,
  PERSON_FIELDS,
  type PersonFieldRules,
  personFieldLabel,
} from './person-fields';
import { FAMILY_READ_ONLY_CHOICES } from './schemas/class-imports';
import { emptyStudentInfo, placeOrderFields } from './schemas/order-rules';

const fold = (v: string) => v.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');

const nothingAsked: PersonFieldRules = {
  need_external_id: false,
  need_external_department: false,
  needs_field1: false,
  needs_field2: false,
  needs_field3: false,
  generate_barcode: false,
  product: { needs_student_city: false, needs_student_street: false },
};

describe('the person fields described once', () => {
  it('describes every key once, each with its German names', () => {
    expect(new Set(PERSON_FIELD_KEYS).size).toBe(PERSON_FIELD_KEYS.length);
    expect(Object.keys(PERSON_FIELDS).sort()).toEqual([...PERSON_FIELD_KEYS].sort());
    for (const key of PERSON_FIELD_KEYS) {
      const f = PERSON_FIELDS[key];
      expect(f.label.trim(), key).not.toBe('');
      expect(f.orderLabel.trim(), key).not.toBe('');
      expect(f.importHeadings.length, key).toBeGreaterThan(0);
      if (f.kind === 'name' || f.kind === 'text' || f.kind === 'email') expect(f.max, key).toBeGreaterThan(0);
    }
  });

  it('gives no class-list heading to two fields', () => {
    const owner = new Map<string, string>();
    for (const key of PERSON_FIELD_KEYS)
      for (const heading of PERSON_FIELDS[key].importHeadings) {
        const folded = fold(heading);
        expect(owner.get(folded) ?? key, `${heading} of ${key}`).toBe(key);
        owner.set(folded, key);
      }
  });

  it('asks for an optional field exactly when the product setting says so', () => {
    expect(PERSON_FIELD_KEYS.filter((k) => asksPersonField(k, nothingAsked))).toEqual([
      'forname',
      'familyname',
      'birthday',
      'email',
    ]);
    expect(OPTIONAL_PERSON_FIELDS).toHaveLength(PERSON_FIELD_KEYS.length - 4);
    expect(asksPersonField('field2', { ...nothingAsked, needs_field2: true })).toBe(true);
    // A generated barcode numbers the card: the external id is not asked for.
    expect(asksPersonField('external_id', { ...nothingAsked, need_external_id: true })).toBe(true);
    expect(
      asksPersonField('external_id', { ...nothingAsked, need_external_id: true, generate_barcode: true }),
    ).toBe(false);
  });

  it("names a field by the product's own name when it has one", () => {
    expect(personFieldLabel('field1', { field1_desc: 'Schuljahr' }, 'x')).toBe('Schuljahr');
    expect(personFieldLabel('field1', { field1_desc: ' ' }, 'Datum 1')).toBe('Datum 1');
    expect(personFieldLabel('familyname', { field1_desc: 'Schuljahr' }, 'Nachname')).toBe('Nachname');
  });

  it('is what the order form and the class import read', () => {
    expect(Object.keys(emptyStudentInfo({ can_online: true, can_hardcopy: false })).sort()).toEqual(
      [...PERSON_FIELD_KEYS, 'is_hardcopy', 'is_online'].sort(),
    );
    expect(FAMILY_READ_ONLY_CHOICES.birthday).toBe(PERSON_FIELDS.birthday.orderLabel);
    const sent = placeOrderFields(
      {
        ...nothingAsked,
        needs_field3: true,
        can_online: true,
        can_hardcopy: false,
        restrict_email_dns: null,
        id: 1,
        tenant_short_code: 'T',
        product_short_code: 'P',
      },
      {
        ...emptyStudentInfo({ can_online: true, can_hardcopy: false }),
        field3: '01/30',
        field1: '01.01.2030',
      },
    );
    expect(sent.field3).toBe('01/30');
    expect(sent).not.toHaveProperty('field1');
  });
});

/** The class-list import's shared helpers (docs/product.md#class-import). */
import { describe, expect, it } from 'vitest';
import { familyReadOnlyOf, problemsText } from './class-imports';

describe('problemsText', () => {
  it('makes each problem a sentence, also the validation messages without a full stop', () => {
    expect(
      problemsText([
        'E-Mail: Bitte einen Wert angeben',
        'Ohne E-Mail-Adresse kann kein persönlicher Bestell-Link gesendet werden.',
        'Foto fehlt: … mit der Externen ID oder „Nachname_Vorname“',
      ]),
    ).toBe(
      'E-Mail: Bitte einen Wert angeben. Ohne E-Mail-Adresse kann kein persönlicher Bestell-Link gesendet werden. Foto fehlt: … mit der Externen ID oder „Nachname_Vorname“',
    );
    expect(problemsText([])).toBe('');
  });
});

describe('familyReadOnlyOf', () => {
  it('keeps the choosable fields of a stored list and drops anything else', () => {
    expect(familyReadOnlyOf(['familyname', 'field1', 'toString', 'external_id'])).toEqual([
      'familyname',
      'external_id',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkElectronicAddress, parseElectronicAddress } from './electronic-address';
import { checkLeitwegId, LEITWEG_ID_MESSAGES, leitwegCheckDigits } from './leitweg-id';

/** ISO 7064 Mod 97-10 written out independently: letters A..Z as 10..35, the whole number mod 97. */
function mod97IsOne(id: string): boolean {
  const digits = [...id.replace(/-/g, '').toUpperCase()].map((c) => String(Number.parseInt(c, 36))).join('');
  return BigInt(digits) % 97n === 1n;
}

const VALID = [
  '04011000-1234512345-06',
  '991-33333TEST-33',
  '991-33333test-33',
  '992-90009-96',
  '05315-61',
  '991-01234ABCDE-47',
];

describe('Leitweg-ID', () => {
  it.each(VALID)('accepts %s (Mod 97-10 leaves 1)', (id) => {
    expect(mod97IsOne(id)).toBe(true);
    expect(checkLeitwegId(id)).toBe(true);
  });

  it('computes the Prüfziffer of the KoSIT examples', () => {
    expect(leitwegCheckDigits('04011000-1234512345')).toBe('06');
    expect(leitwegCheckDigits('991-33333TEST')).toBe('33');
  });

  it.each([
    ['04011000-1234512345-07', '06'],
    ['991-33333TEST-34', '33'],
    ['992-90009-69', '96'],
  ])('refuses %s with the wrong Prüfziffer and names the right one', (id, expected) => {
    expect(mod97IsOne(id)).toBe(false);
    expect(checkLeitwegId(id)).toBe(LEITWEG_ID_MESSAGES.checkDigit(expected));
  });

  it.each([
    ['1-22', LEITWEG_ID_MESSAGES.length],
    [`991-${'A'.repeat(41)}-33`, LEITWEG_ID_MESSAGES.length],
    ['991-33333TÄST-33', LEITWEG_ID_MESSAGES.chars],
    ['991 33333TEST 33', LEITWEG_ID_MESSAGES.chars],
    ['991_33333TEST-33', LEITWEG_ID_MESSAGES.chars],
    ['ABC-33333TEST-33', LEITWEG_ID_MESSAGES.shape],
    ['991-33333TEST-3', LEITWEG_ID_MESSAGES.shape],
    ['991-33333TEST', LEITWEG_ID_MESSAGES.shape],
    ['991--33', LEITWEG_ID_MESSAGES.shape],
    ['1234567890123-33', LEITWEG_ID_MESSAGES.shape],
    [`991-${'A'.repeat(31)}-33`, LEITWEG_ID_MESSAGES.shape],
    ['991-333-TEST-33', LEITWEG_ID_MESSAGES.shape],
  ])('refuses the shape of %s', (id, message) => {
    expect(checkLeitwegId(id)).toBe(message);
  });

  it('messages are German and tell shape from Prüfziffer', () => {
    expect(LEITWEG_ID_MESSAGES.shape).toMatch(/Grobadressierung-Feinadressierung-Prüfziffer/);
    expect(LEITWEG_ID_MESSAGES.checkDigit('06')).toMatch(/Prüfziffer .* stimmt nicht/);
  });
});

describe('electronic address (BT-49)', () => {
  it('reads an e-mail and Peppol ids', () => {
    expect(parseElectronicAddress(' Rechnung@Stadt.de ')).toEqual({ scheme: 'EM', id: 'rechnung@stadt.de' });
    expect(parseElectronicAddress('0204:991-33333TEST-33')).toEqual({
      scheme: '0204',
      id: '991-33333TEST-33',
    });
    expect(parseElectronicAddress('0088:4000001000005')).toEqual({ scheme: '0088', id: '4000001000005' });
  });

  it('refuses an unknown scheme and other text in German', () => {
    expect(checkElectronicAddress('1234:abc')).toMatch(/Unbekanntes Peppol-Schema/);
    expect(checkElectronicAddress('Stadtverwaltung')).toMatch(/E-Mail-Adresse oder eine Peppol-ID/);
  });
});

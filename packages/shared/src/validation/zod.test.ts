import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zEmail, zGermanDate, zId, zMaxLen, zOptionalEmail, zPassword, zRequired } from './zod';

const REQUIRED = 'Bitte einen Wert angeben';
const EMAIL = 'Ungültige Email';
const PASSWORD = 'Bitte mindestens 8 und maximal 30 Zeichen angeben';
const DATE = 'Das Datumsformat muss TT.MM.JJJJ sein.';

/** The issue messages zod reports for a value, in order; [] when the value passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('zRequired', () => {
  it('accepts a non-empty string and trims it', () => {
    expect(zRequired().parse('  Muster  ')).toBe('Muster');
  });

  it.each(['', '   ', '\t'])('rejects %j with the required message', (v) => {
    expect(messages(zRequired(), v)).toEqual([REQUIRED]);
  });

  it.each([undefined, null, 42, true, {}])('rejects the non-string %j with the required message', (v) => {
    expect(messages(zRequired(), v)).toEqual([REQUIRED]);
  });
});

describe('zEmail', () => {
  it('lower-cases and trims a valid address', () => {
    expect(zEmail().parse('  Max.Mustermann@Example.DE ')).toBe('max.mustermann@example.de');
  });

  it('keeps an already lower-case address', () => {
    expect(zEmail().parse('max@example.de')).toBe('max@example.de');
  });

  it.each(['max', 'max@example', 'max@@example.de', 'max @example.de'])(
    'rejects %j with "Ungültige Email"',
    (v) => {
      expect(messages(zEmail(), v)).toEqual([EMAIL]);
    },
  );

  it('rejects an empty value with the required message first', () => {
    expect(messages(zEmail(), '')[0]).toBe(REQUIRED);
    expect(messages(zEmail(), '   ')[0]).toBe(REQUIRED);
  });

  it('rejects a missing value with the required message', () => {
    expect(messages(zEmail(), undefined)).toEqual([REQUIRED]);
  });
});

describe('zOptionalEmail', () => {
  it('accepts the empty string', () => {
    expect(zOptionalEmail().parse('')).toBe('');
    expect(zOptionalEmail().parse('   ')).toBe('');
  });

  it('accepts and trims a valid address', () => {
    expect(zOptionalEmail().parse(' max@example.de ')).toBe('max@example.de');
  });

  it.each(['max', 'max@example', 42, undefined])('rejects %j with "Ungültige Email"', (v) => {
    expect(messages(zOptionalEmail(), v)).toEqual([EMAIL]);
  });

  it('can be made optional', () => {
    expect(zOptionalEmail().optional().parse(undefined)).toBeUndefined();
  });
});

describe('zPassword', () => {
  it.each([8, 30])('accepts the bound %i', (n) => {
    const pw = 'p'.repeat(n);
    expect(zPassword().parse(pw)).toBe(pw);
  });

  it('does not trim or change the password', () => {
    expect(zPassword().parse('  Geheim 1  ')).toBe('  Geheim 1  ');
  });

  it.each([1, 7, 31, 50])('rejects %i characters with the password message', (n) => {
    expect(messages(zPassword(), 'p'.repeat(n))).toEqual([PASSWORD]);
  });

  it('rejects an empty password with the required message first', () => {
    expect(messages(zPassword(), '')[0]).toBe(REQUIRED);
  });

  it.each([undefined, null, 12345678])('rejects the non-string %j with the required message', (v) => {
    expect(messages(zPassword(), v)).toEqual([REQUIRED]);
  });
});

describe('zMaxLen', () => {
  it('accepts up to n characters', () => {
    expect(zMaxLen(18).parse('x'.repeat(18))).toBe('x'.repeat(18));
    expect(zMaxLen(2).parse('')).toBe('');
  });

  it('rejects more than n characters with n in the message', () => {
    expect(messages(zMaxLen(18), 'x'.repeat(19))).toEqual(['Bitte geben Sie maximal 18 Zeichen an']);
    expect(messages(zMaxLen(2), 'abc')).toEqual(['Bitte geben Sie maximal 2 Zeichen an']);
  });
});

describe('zGermanDate', () => {
  it.each(['01.01.2024', '29.02.2024', '31.12.1999'])('accepts %j', (v) => {
    expect(zGermanDate().parse(v)).toBe(v);
  });

  it('trims the value', () => {
    expect(zGermanDate().parse(' 05.03.2024 ')).toBe('05.03.2024');
  });

  it.each(['31.02.2024', '29.02.2023', '2024-01-01', '1.1.2024', '01.01.24'])(
    'rejects %j with the date message',
    (v) => {
      expect(messages(zGermanDate(), v)).toEqual([DATE]);
    },
  );

  it('rejects an empty value with the required message first', () => {
    expect(messages(zGermanDate(), '')[0]).toBe(REQUIRED);
    expect(messages(zGermanDate(), undefined)).toEqual([REQUIRED]);
  });
});

describe('zId', () => {
  it('accepts positive integers and coerces numeric strings', () => {
    expect(zId().parse(1)).toBe(1);
    expect(zId().parse('42')).toBe(42);
  });

  it('rejects a non-number with the number message', () => {
    expect(messages(zId(), 'abc')).toEqual(['Bitte eine Zahl angeben']);
  });

  it('rejects a fraction with the integer message', () => {
    expect(messages(zId(), 1.5)).toEqual(['Bitte geben Sie eine Ganzzahl ein']);
    expect(messages(zId(), '2.5')).toEqual(['Bitte geben Sie eine Ganzzahl ein']);
  });

  it.each([0, -1, '0', '-5'])('rejects the non-positive %j', (v) => {
    expect(zId().safeParse(v).success).toBe(false);
  });
});

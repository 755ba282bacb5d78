import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasControlChars,
  zDate,
  zDecimal,
  zEmail,
  zGermanDate,
  zId,
  zIsoDate,
  zMaxLen,
  zMultilineText,
  zOptionalEmail,
  zPassword,
  zRequired,
  zText,
} from './zod';

const REQUIRED = 'Bitte einen Wert angeben';
const EMAIL = 'Ungültige Email';
const PASSWORD = 'Bitte mindestens 8 und maximal 30 Zeichen angeben';
const DATE = 'Das Datumsformat muss TT.MM.JJJJ sein.';
const ISO_DATE = 'Das Datumsformat muss JJJJ-MM-TT sein.';
const NO_SUCH_DATE = 'Dieses Datum gibt es nicht.';
const TEXT = 'Bitte einen Text angeben';

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

  it.each([undefined, null])('rejects the missing %j with the required message', (v) => {
    expect(messages(zRequired(), v)).toEqual([REQUIRED]);
  });

  it.each([42, true, {}, ['x']])('rejects the sent non-string %j as no text, not as missing', (v) => {
    expect(messages(zRequired(), v)).toEqual([TEXT]);
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

  it.each([undefined, null])('rejects the missing %j with the required message', (v) => {
    expect(messages(zPassword(), v)).toEqual([REQUIRED]);
  });

  it('rejects a number sent as password as no text', () => {
    expect(messages(zPassword(), 12345678)).toEqual([TEXT]);
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

  it.each(['2024-01-01', '1.1.2024', '01.01.24', '01/01/2024'])('rejects %j with the format message', (v) => {
    expect(messages(zGermanDate(), v)).toEqual([DATE]);
  });

  it.each(['31.02.1980', '29.02.2023', '31.04.2024', '00.01.2024', '01.13.2024'])(
    'rejects the impossible %j: the format is right, the day does not exist',
    (v) => {
      expect(messages(zGermanDate(), v)).toEqual([NO_SUCH_DATE]);
    },
  );

  it('rejects an empty value with the required message first', () => {
    expect(messages(zGermanDate(), '')[0]).toBe(REQUIRED);
    expect(messages(zGermanDate(), undefined)).toEqual([REQUIRED]);
  });
});

describe('zIsoDate (API dates)', () => {
  it('accepts a calendar day YYYY-MM-DD', () => {
    expect(zIsoDate().parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['01.03.2024', '2024-3-1', '20240301'])('asks for JJJJ-MM-TT, not TT.MM.JJJJ, for %j', (v) => {
    expect(messages(zIsoDate(), v)).toEqual([ISO_DATE]);
  });

  it('says that 2012-02-30 does not exist', () => {
    expect(messages(zIsoDate(), '2012-02-30')).toEqual([NO_SUCH_DATE]);
  });

  it('a missing date is missing, a number is no text', () => {
    expect(messages(zIsoDate(), undefined)).toEqual([REQUIRED]);
    expect(messages(zIsoDate(), 20240301)).toEqual([TEXT]);
  });

  it('another pattern names itself (MM/JJ)', () => {
    expect(messages(zDate('MM/YY'), '03.2025')).toEqual(['Das Datumsformat muss MM/JJ sein.']);
    expect(messages(zDate('MM/YY'), '13/25')).toEqual([NO_SUCH_DATE]);
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

  it('rejects a fraction with the number message', () => {
    expect(messages(zId(), 1.5)).toEqual(['Bitte eine Zahl angeben']);
    expect(messages(zId(), '2.5')).toEqual(['Bitte eine Zahl angeben']);
  });

  it.each([0, -1, '0', '-5'])('rejects the non-positive %j', (v) => {
    expect(messages(zId(), v)).toEqual(['Bitte eine Zahl angeben']);
  });

  it('accepts a JSON number that is a positive integer (1e3 in JSON is the number 1000)', () => {
    expect(zId().parse(JSON.parse('1e3'))).toBe(1000);
    expect(zId().parse('0016')).toBe(16);
  });

  // Plain coercion read '0x10' as card 16, '1e3' as 1000 and true as 1.
  it.each(['0x10', '1e3', '0b1', '0o7', ' 7', '7 ', '+7', '', 'Infinity', true, false, null, [1], {}])(
    'accepts decimal digits only: %j is "Bitte eine Zahl angeben"',
    (v) => {
      expect(messages(zId(), v)).toEqual(['Bitte eine Zahl angeben']);
    },
  );

  it('refuses ids beyond the database range with the number message', () => {
    expect(messages(zId(), 99_999_999_999)).toEqual(['Bitte eine Zahl angeben']);
    expect(messages(zId(), '99999999999999999999')).toEqual(['Bitte eine Zahl angeben']);
  });
});

describe('zDecimal', () => {
  it('reads decimal digit strings and leaves everything else to the number schema', () => {
    const schema = zDecimal(z.number({ error: 'Zahl' }));
    expect(schema.parse('12')).toBe(12);
    expect(schema.parse(12.5)).toBe(12.5);
    expect(messages(schema, '0x10')).toEqual(['Zahl']);
    expect(messages(schema, true)).toEqual(['Zahl']);
  });
});

describe('control characters', () => {
  const CONTROL = 'Bitte keine Steuerzeichen verwenden.';
  const samples = ['a\u0000b', 'a\u0001b', 'a\u001Fb', 'a\u007Fb', 'a\nb', 'a\tb', 'a\rb'];

  it.each(samples)('single-line building blocks refuse %j', (v) => {
    for (const schema of [zRequired(), zText(), zMaxLen(50), zOptionalEmail(), zGermanDate(), zEmail()])
      expect(messages(schema, v)).toContain(CONTROL);
    expect(messages(zPassword(), `${v}123456789`)).toContain(CONTROL);
  });

  it('trims surrounding whitespace before looking (a trailing tab is no error)', () => {
    expect(zRequired().parse('Muster\t')).toBe('Muster');
  });

  it('multi-line texts keep tab, LF and CR but refuse the others', () => {
    expect(zMultilineText().parse('a\tb\r\nc')).toBe('a\tb\r\nc');
    for (const v of ['a\u0000b', 'a\u000Bb', 'a\u007Fb'])
      expect(messages(zMultilineText(), v)).toEqual([CONTROL]);
  });

  it('hasControlChars knows the ranges', () => {
    expect(hasControlChars('Müller-Lüdenscheidt ✓')).toBe(false);
    expect(hasControlChars('\u0080')).toBe(false);
    expect(hasControlChars('\u0000')).toBe(true);
    expect(hasControlChars('\n', true)).toBe(false);
  });
});

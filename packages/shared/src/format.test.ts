import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_TIME_SHORT_FORMAT,
  formatDate,
  formatDateTime,
  formatDateTimeShort,
  formatMoney,
  ISO_DATE_FORMAT,
  parseGermanDate,
  truncate,
  yesNo,
} from './format';

// Instants are given with their offset and read in German time (CET in winter, CEST in summer), so the
// expectations hold in every time zone the tests run in.
const MARCH_5_2024 = new Date('2024-03-05T13:07:09Z');

describe('format patterns', () => {
  it('are DD.MM.YYYY, DD.MM.YYYY HH:mm:ss, DD.MM.YYYY HH:mm and YYYY-MM-DD', () => {
    expect(DATE_FORMAT).toBe('DD.MM.YYYY');
    expect(DATE_TIME_FORMAT).toBe('DD.MM.YYYY HH:mm:ss');
    expect(DATE_TIME_SHORT_FORMAT).toBe('DD.MM.YYYY HH:mm');
    expect(ISO_DATE_FORMAT).toBe('YYYY-MM-DD');
  });
});

describe('formatDate', () => {
  it('formats a date as DD.MM.YYYY with leading zeros, as it is', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
    expect(formatDate('1999-12-31')).toBe('31.12.1999');
  });

  it('formats an instant by its day in German time', () => {
    expect(formatDate(MARCH_5_2024)).toBe('05.03.2024');
    expect(formatDate(MARCH_5_2024.getTime())).toBe('05.03.2024');
    // 23:30 UTC is already the next day in Germany, in winter and in summer.
    expect(formatDate('2024-03-05T23:30:00.000Z')).toBe('06.03.2024');
    expect(formatDate('2024-07-05T22:30:00Z')).toBe('06.07.2024');
    expect(formatDate('2024-07-05T21:30:00Z')).toBe('05.07.2024');
  });

  it.each([null, undefined, ''])('returns an empty string for %j', (v) => {
    expect(formatDate(v)).toBe('');
  });

  it.each(['abc', 'not a date', new Date(Number.NaN), Number.NaN])(
    'returns an empty string for the invalid %j',
    (v) => {
      expect(formatDate(v)).toBe('');
    },
  );
});

describe('formatDateTime', () => {
  it('formats DD.MM.YYYY HH:mm:ss in 24-hour German time, winter and summer', () => {
    expect(formatDateTime(MARCH_5_2024)).toBe('05.03.2024 14:07:09');
    expect(formatDateTime(MARCH_5_2024.getTime())).toBe('05.03.2024 14:07:09');
    expect(formatDateTime('2024-12-31T22:59:59.000Z')).toBe('31.12.2024 23:59:59');
    expect(formatDateTime('2024-07-01T10:00:00+00:00')).toBe('01.07.2024 12:00:00');
    expect(formatDateTime('2023-12-31T23:00:00Z')).toBe('01.01.2024 00:00:00');
  });

  it('reads a time without a zone as the local time it names, written with T or a space', () => {
    const local = new Date(2024, 2, 5, 14, 7, 9);
    expect(formatDateTime('2024-03-05T14:07:09')).toBe(formatDateTime(local));
    expect(formatDateTime('2024-03-05 14:07:09')).toBe(formatDateTime(local));
  });

  it.each([null, undefined, '', 'abc', new Date(Number.NaN)])('returns an empty string for %j', (v) => {
    expect(formatDateTime(v)).toBe('');
  });
});

describe('formatDateTimeShort', () => {
  it('formats DD.MM.YYYY HH:mm without seconds', () => {
    expect(formatDateTimeShort(MARCH_5_2024)).toBe('05.03.2024 14:07');
    expect(formatDateTimeShort('2024-12-31T07:05:59Z')).toBe('31.12.2024 08:05');
  });

  it.each([null, undefined, '', 'abc', new Date(Number.NaN)])('returns an empty string for %j', (v) => {
    expect(formatDateTimeShort(v)).toBe('');
  });
});

describe('parseGermanDate', () => {
  it('turns DD.MM.YYYY into YYYY-MM-DD', () => {
    expect(parseGermanDate('05.03.2024')).toBe('2024-03-05');
    expect(parseGermanDate('31.12.1999')).toBe('1999-12-31');
    expect(parseGermanDate('01.01.2000')).toBe('2000-01-01');
  });

  it('accepts 29.02 in a leap year only', () => {
    expect(parseGermanDate('29.02.2024')).toBe('2024-02-29');
    expect(parseGermanDate('29.02.2000')).toBe('2000-02-29');
    expect(parseGermanDate('29.02.2023')).toBeNull();
    expect(parseGermanDate('29.02.1900')).toBeNull();
  });

  it.each([
    '31.02.2024',
    '31.04.2024',
    '32.01.2024',
    '00.01.2024',
    '01.13.2024',
    '5.3.2024',
    '05.03.24',
    '2024-03-05',
    '05/03/2024',
    '05.03.2024 ',
    ' 05.03.2024',
    '05.03.2024 10:00',
    '',
    'abc',
  ])('rejects %j strictly', (v) => {
    expect(parseGermanDate(v)).toBeNull();
  });

  it('parses another pattern when one is given', () => {
    expect(parseGermanDate('2024-03-05', ISO_DATE_FORMAT)).toBe('2024-03-05');
    expect(parseGermanDate('03/25', 'MM/YY')).toBe('2025-03-01');
    expect(parseGermanDate('13/25', 'MM/YY')).toBeNull();
    expect(parseGermanDate('05.03.2024', ISO_DATE_FORMAT)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [1250, '12,50 €'],
    [0, '0,00 €'],
    [1, '0,01 €'],
    [99, '0,99 €'],
    [100, '1,00 €'],
    [123456, '1.234,56 €'],
    [100000000, '1.000.000,00 €'],
    [-1250, '-12,50 €'],
  ])('formats %j cents as %j', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('accepts numeric strings', () => {
    expect(formatMoney('1250')).toBe('12,50 €');
    expect(formatMoney('123456')).toBe('1.234,56 €');
  });

  it.each(['abc', '12,50', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'formats the non-numeric %j as 0,00 €',
    (v) => {
      expect(formatMoney(v)).toBe('0,00 €');
    },
  );

  it('always shows two decimals', () => {
    expect(formatMoney(1200)).toBe('12,00 €');
    expect(formatMoney(1205)).toBe('12,05 €');
  });

  it('uses the currency code as symbol for other currencies', () => {
    expect(formatMoney(1250, 'EUR')).toBe('12,50 €');
    expect(formatMoney(1250, 'CHF')).toBe('12,50 CHF');
    expect(formatMoney(1250, 'USD')).toBe('12,50 USD');
  });
});

describe('yesNo', () => {
  it('shows Ja for true', () => {
    expect(yesNo(true)).toBe('Ja');
  });

  it.each([false, null, undefined])('shows Nein for %j', (v) => {
    expect(yesNo(v)).toBe('Nein');
  });
});

describe('truncate', () => {
  it('keeps a string up to max characters', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abc', 10)).toBe('abc');
    expect(truncate('', 5)).toBe('');
  });

  it('cuts a longer string to max characters', () => {
    expect(truncate('abcdef', 3)).toBe('abc');
    expect(truncate('x'.repeat(10241), 10240)).toHaveLength(10240);
    expect(truncate('abc', 0)).toBe('');
  });

  it('does not add an ellipsis', () => {
    expect(truncate('Hallo Welt', 5)).toBe('Hallo');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { dateBetween, validDate } from './date-rules';
import { MESSAGES } from './messages';
import {
  between,
  check,
  digits,
  email,
  float,
  integer,
  isEmail,
  isEmailBelongsToDomain,
  isEmailDomain,
  maxLen,
  minLen,
  number,
  object,
  password,
  passwordMatch,
  type Rule,
  required,
  requiredBoolean,
  requiredOptional,
  validArray,
} from './rules';

// The German texts exactly as docs/product.md#validation lists them; the rules must return these strings.
const SPEC = {
  email: 'Ungültige Email',
  number: 'Bitte eine Zahl angeben',
  password: 'Bitte mindestens 8 und maximal 30 Zeichen angeben',
  passwordMatch: 'Werte stimmen nicht überein',
  required: 'Bitte einen Wert angeben',
  between: 'Bitte einen Wert zwischen 0 und 10 angeben',
  integer: 'Bitte geben Sie eine Ganzzahl ein',
  float: 'Bitte geben Sie eine Kommazahl ein',
  validDate: 'Das Datumsformat muss TT.MM.JJJJ sein.',
  noSuchDate: 'Dieses Datum gibt es nicht.',
  emailDomain: 'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
};

describe('MESSAGES (the German texts)', () => {
  it.each([
    ['email', MESSAGES.email, SPEC.email],
    ['number', MESSAGES.number, SPEC.number],
    ['password', MESSAGES.password, SPEC.password],
    ['passwordMatch', MESSAGES.passwordMatch, SPEC.passwordMatch],
    ['required', MESSAGES.required, SPEC.required],
    ['between', MESSAGES.between, SPEC.between],
    ['integer', MESSAGES.integer, SPEC.integer],
    ['float', MESSAGES.float, SPEC.float],
    ['validDate', MESSAGES.validDate, SPEC.validDate],
    ['emailDomain()', MESSAGES.emailDomain(), SPEC.emailDomain],
  ])('%s is the documented text', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('puts n into the minLen/maxLen texts', () => {
    expect(MESSAGES.minLen(3)).toBe('Bitte geben Sie mindestens 3 Zeichen an');
    expect(MESSAGES.maxLen(18)).toBe('Bitte geben Sie maximal 18 Zeichen an');
  });

  it('puts the date into the date_between texts', () => {
    expect(MESSAGES.dateAfter('01.03.2024')).toBe('Bitte geben Sie das Datum nach dem 01.03.2024 ein');
    expect(MESSAGES.dateBefore('31.03.2024')).toBe('Bitte geben Sie das Datum vor dem 31.03.2024 ein');
  });

  it('puts the domain into the e-mail domain text', () => {
    expect(MESSAGES.emailDomain('example.de')).toBe('Die E-Mail-Adresse muss zur Domain @example.de gehören');
  });
});

describe('email', () => {
  it.each([
    'max@example.de',
    'Max.Mustermann@Example.DE',
    'max+tag@sub.example.co.uk',
    'a_b-c@domain-with-dash.com',
    '  max@example.de  ',
  ])('accepts %j', (v) => {
    expect(email(v)).toBe(true);
  });

  it.each(['', '   ', null, undefined])('allows the empty value %j (pair with required)', (v) => {
    expect(email(v)).toBe(true);
  });

  it.each([
    'max',
    'max@',
    '@example.de',
    'max@example',
    'max@example.d',
    'max@@example.de',
    'max example@example.de',
    'max@exa mple.de',
    'max@example.de.',
    '"max"@example.de',
    'max@example.123',
    'max,moritz@example.de',
  ])('rejects %j with "Ungültige Email"', (v) => {
    expect(email(v)).toBe(SPEC.email);
  });

  it.each([42, true, {}, ['max@example.de']])('rejects the non-string %j', (v) => {
    expect(email(v)).toBe(SPEC.email);
  });

  it('isEmail trims before testing', () => {
    expect(isEmail(' max@example.de ')).toBe(true);
    expect(isEmail('max@example')).toBe(false);
  });
});

describe('number (digits only)', () => {
  it.each(['0', '7', '0123', '1234567890', 42])('accepts %j', (v) => {
    expect(number(v)).toBe(true);
  });

  it.each(['', null, undefined])('allows the empty value %j', (v) => {
    expect(number(v)).toBe(true);
  });

  it.each(['-1', '1.5', '1,5', '1e3', 'abc', '12a', ' 12', '+1', -1, 1.5])('rejects %j', (v) => {
    expect(number(v)).toBe(SPEC.number);
  });
});

describe('password (8 to 30 characters)', () => {
  it.each([8, 9, 20, 29, 30])('accepts %i characters', (n) => {
    expect(password('x'.repeat(n))).toBe(true);
  });

  it.each([0, 1, 7, 31, 100])('rejects %i characters', (n) => {
    expect(password('x'.repeat(n))).toBe(SPEC.password);
  });

  it('counts spaces and umlauts as characters', () => {
    expect(password('ä ö ü ß')).toBe(SPEC.password); // 7
    expect(password('ä ö ü ßx')).toBe(true); // 8
  });

  it.each([null, undefined, 12345678, ['12345678']])('rejects the non-string %j', (v) => {
    expect(password(v)).toBe(SPEC.password);
  });
});

describe('password_match', () => {
  it('passes when both values are equal', () => {
    expect(passwordMatch('Geheim123')('Geheim123')).toBe(true);
    expect(passwordMatch('')('')).toBe(true);
  });

  it.each([
    ['Geheim123', 'geheim123'],
    ['Geheim123', 'Geheim123 '],
    ['Geheim123', ''],
    ['123', 123],
  ])('rejects %j vs %j', (other, v) => {
    expect(passwordMatch(other)(v)).toBe(SPEC.passwordMatch);
  });
});

describe('required', () => {
  it.each(['a', ' a ', 0, false, true, ['x'], {}, new Date()])('accepts %j', (v) => {
    expect(required(v)).toBe(true);
  });

  it.each(['', '   ', '\t\n', null, undefined, []])('rejects %j', (v) => {
    expect(required(v)).toBe(SPEC.required);
  });
});

describe('required_boolean', () => {
  it.each([true, false])('accepts %j', (v) => {
    expect(requiredBoolean(v)).toBe(true);
  });

  it.each([null, undefined, '', 'true', 'false', 0, 1])('rejects %j', (v) => {
    expect(requiredBoolean(v)).toBe(SPEC.required);
  });
});

describe('required_optional (true if the flag or the value is true)', () => {
  it('passes when the flag is true, whatever the value', () => {
    expect(requiredOptional(true)(false)).toBe(true);
    expect(requiredOptional(true)(undefined)).toBe(true);
    expect(requiredOptional(true)(true)).toBe(true);
  });

  it('passes when the value is true', () => {
    expect(requiredOptional(false)(true)).toBe(true);
  });

  it.each([false, undefined, null, 'true', 1])('fails with flag false and value %j', (v) => {
    expect(requiredOptional(false)(v)).toBe(SPEC.required);
  });
});

describe('between (0 to 10)', () => {
  it.each(['0', '10', '5', '0.5', '9,99', '10.0', 0, 10, 7.25])('accepts %j', (v) => {
    expect(between(v)).toBe(true);
  });

  it.each(['', null, undefined])('allows the empty value %j', (v) => {
    expect(between(v)).toBe(true);
  });

  it.each(['-1', '-0.01', '10.01', '11', 'abc', '5a', 11, -3, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (v) => {
      expect(between(v)).toBe(SPEC.between);
    },
  );
});

describe('minLen(n) / maxLen(n)', () => {
  it('minLen accepts n or more characters', () => {
    expect(minLen(3)('abc')).toBe(true);
    expect(minLen(3)('abcd')).toBe(true);
  });

  it('minLen rejects fewer characters with n in the message', () => {
    expect(minLen(3)('ab')).toBe('Bitte geben Sie mindestens 3 Zeichen an');
    expect(minLen(8)('1234567')).toBe('Bitte geben Sie mindestens 8 Zeichen an');
  });

  it('minLen lets the empty value through (pair with required)', () => {
    expect(minLen(3)('')).toBe(true);
    expect(minLen(3)(null)).toBe(true);
  });

  it('maxLen accepts n or fewer characters', () => {
    expect(maxLen(18)('x'.repeat(18))).toBe(true);
    expect(maxLen(18)('x')).toBe(true);
    expect(maxLen(2)('')).toBe(true);
  });

  it('maxLen rejects more characters with n in the message', () => {
    expect(maxLen(18)('x'.repeat(19))).toBe('Bitte geben Sie maximal 18 Zeichen an');
    expect(maxLen(2)('abc')).toBe('Bitte geben Sie maximal 2 Zeichen an');
  });

  it('measures numbers by their string length', () => {
    expect(maxLen(4)(12345)).toBe('Bitte geben Sie maximal 4 Zeichen an');
    expect(minLen(4)(1234)).toBe(true);
  });
});

describe('digits (digits and dots)', () => {
  it.each(['123', '1.2.3', '12.50', '0', 7])('accepts %j', (v) => {
    expect(digits(v)).toBe(true);
  });

  it.each(['', null, undefined])('allows the empty value %j', (v) => {
    expect(digits(v)).toBe(true);
  });

  it.each(['1,5', '-1', '12a', 'abc', '1 2', '1/2'])('rejects %j with the number message', (v) => {
    expect(digits(v)).toBe(SPEC.number);
  });
});

describe('integer (whole number)', () => {
  it.each(['0', '42', '-7', ' 12 ', 15, -3])('accepts %j', (v) => {
    expect(integer(v)).toBe(true);
  });

  it.each(['', null, undefined])('allows the empty value %j', (v) => {
    expect(integer(v)).toBe(true);
  });

  it.each(['1.5', '1,5', 'abc', '1e3', '--1', '1-', 2.5])('rejects %j', (v) => {
    expect(integer(v)).toBe(SPEC.integer);
  });
});

describe('float (decimal)', () => {
  it.each(['1.5', '1,5', '-0,25', '12.50', ' 3,14 ', 2.5])('accepts %j', (v) => {
    expect(float(v)).toBe(true);
  });

  it.each(['', null, undefined])('allows the empty value %j', (v) => {
    expect(float(v)).toBe(true);
  });

  it.each(['abc', '1.', ',5', '1.2.3', '1,2,3', '1e3', '1,5a'])('rejects %j', (v) => {
    expect(float(v)).toBe(SPEC.float);
  });
});

describe('valid_array (length above 0)', () => {
  it.each([[[1]], [['a', 'b']]])('accepts %j', (v) => {
    expect(validArray(v)).toBe(true);
  });

  it.each([[[]], [null], [undefined], ['abc'], [{ length: 1 }]])('rejects %j', (v) => {
    expect(validArray(v)).toBe(SPEC.required);
  });
});

describe('object', () => {
  it.each([{}, { id: 1 }])('accepts %j', (v) => {
    expect(object(v)).toBe(true);
  });

  it.each([null, undefined, [], [1], 'x', 1, true])('rejects %j', (v) => {
    expect(object(v)).toBe(SPEC.required);
  });
});

describe('valid_date (strict, default DD.MM.YYYY)', () => {
  const rule = validDate();

  it.each(['01.01.2024', '29.02.2024', '31.12.1999', '28.02.2023', '31.01.2024'])('accepts %j', (v) => {
    expect(rule(v)).toBe(true);
  });

  it.each(['', null, undefined])('allows the empty value %j (pair with required)', (v) => {
    expect(rule(v)).toBe(true);
  });

  it.each([
    '31.02.2024',
    '30.02.2024',
    '29.02.2023',
    '31.04.2024',
    '32.01.2024',
    '00.01.2024',
    '01.13.2024',
    '01.00.2024',
  ])('says that %j does not exist (the format is right)', (v) => {
    expect(rule(v)).toBe(SPEC.noSuchDate);
  });

  it.each([
    '1.1.2024',
    '01.01.24',
    '2024-01-01',
    '01/01/2024',
    '01-01-2024',
    '01.01.2024 ',
    ' 01.01.2024',
    '01.01.2024 12:00',
    'abc',
  ])('rejects %j', (v) => {
    expect(rule(v)).toBe(SPEC.validDate);
  });

  it.each([20240101, new Date(2024, 0, 1), true])('rejects the non-string %j', (v) => {
    expect(rule(v)).toBe(SPEC.validDate);
  });

  it('accepts another pattern when one is given', () => {
    const monthYear = validDate('MM/YY');
    expect(monthYear('03/25')).toBe(true);
    expect(monthYear('13/25')).toBe(SPEC.noSuchDate);
    expect(monthYear('03.2025')).toBe('Das Datumsformat muss MM/JJ sein.');
    expect(validDate('YYYY-MM-DD')('2024-02-29')).toBe(true);
    expect(validDate('YYYY-MM-DD')('2024-02-30')).toBe(SPEC.noSuchDate);
    expect(validDate('YYYY-MM-DD')('29.02.2024')).toBe('Das Datumsformat muss JJJJ-MM-TT sein.');
  });
});

describe('date_between', () => {
  const march = dateBetween('01.03.2024', '31.03.2024');

  it('accepts dates inside the range, bounds included', () => {
    expect(march('01.03.2024')).toBe(true);
    expect(march('15.03.2024')).toBe(true);
    expect(march('31.03.2024')).toBe(true);
  });

  it('rejects a date before the minimum, naming the minimum', () => {
    expect(march('29.02.2024')).toBe('Bitte geben Sie das Datum nach dem 01.03.2024 ein');
    expect(march('01.03.2023')).toBe('Bitte geben Sie das Datum nach dem 01.03.2024 ein');
  });

  it('rejects a date after the maximum, naming the maximum', () => {
    expect(march('01.04.2024')).toBe('Bitte geben Sie das Datum vor dem 31.03.2024 ein');
    expect(march('01.03.2025')).toBe('Bitte geben Sie das Datum vor dem 31.03.2024 ein');
  });

  it('compares calendar dates, not strings', () => {
    const aroundNewYear = dateBetween('15.12.2023', '15.01.2024');
    expect(aroundNewYear('01.01.2024')).toBe(true);
    expect(aroundNewYear('20.12.2023')).toBe(true);
    // "02.01.2024" < "15.12.2023" as strings, but is inside the range as dates.
    expect(aroundNewYear('02.01.2024')).toBe(true);
    expect(aroundNewYear('16.01.2024')).toBe('Bitte geben Sie das Datum vor dem 15.01.2024 ein');
    expect(aroundNewYear('14.12.2023')).toBe('Bitte geben Sie das Datum nach dem 15.12.2023 ein');
  });

  it('checks only the bound that is given', () => {
    expect(dateBetween('01.03.2024')('01.01.2100')).toBe(true);
    expect(dateBetween('01.03.2024')('28.02.2024')).toBe('Bitte geben Sie das Datum nach dem 01.03.2024 ein');
    expect(dateBetween(null, '31.03.2024')('01.01.1900')).toBe(true);
    expect(dateBetween(undefined, '31.03.2024')('01.04.2024')).toBe(
      'Bitte geben Sie das Datum vor dem 31.03.2024 ein',
    );
    expect(dateBetween()('01.01.2024')).toBe(true);
    expect(dateBetween('', '')('01.01.2024')).toBe(true);
  });

  it('reports an invalid date with the date format message', () => {
    expect(march('31.02.2024')).toBe(SPEC.noSuchDate);
    expect(march('2024-03-15')).toBe(SPEC.validDate);
  });

  it('lets the empty value through', () => {
    expect(march('')).toBe(true);
    expect(march(null)).toBe(true);
    expect(march(undefined)).toBe(true);
  });
});

describe('is_email_domain', () => {
  it.each([
    'example.de',
    '@example.de',
    'EXAMPLE.DE',
    'sub.example.co.uk',
    'my-school.de',
    'schule123.nrw',
    ' example.de ',
  ])('accepts %j', (v) => {
    expect(isEmailDomain(v)).toBe(true);
  });

  it.each(['', '  ', null, undefined])('allows the empty value %j', (v) => {
    expect(isEmailDomain(v)).toBe(true);
  });

  it.each([
    'example',
    '@',
    '@@example.de',
    'user@example.de',
    'example.d',
    'example..de',
    '.example.de',
    '-example.de',
    'example-.de',
    'exa mple.de',
    'http://example.de',
    'example.de/',
    'example.123',
    'ex_ample.de',
  ])('rejects %j with "Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de"', (v) => {
    expect(isEmailDomain(v)).toBe(SPEC.emailDomain);
  });

  it('rejects non-strings', () => {
    expect(isEmailDomain(42)).toBe(SPEC.emailDomain);
    expect(isEmailDomain({})).toBe(SPEC.emailDomain);
  });
});

describe('is_email_belongs_to_domain', () => {
  const msg = 'Die E-Mail-Adresse muss zur Domain @example.de gehören';

  it('accepts an e-mail of the domain', () => {
    expect(isEmailBelongsToDomain('example.de')('max@example.de')).toBe(true);
  });

  it('compares case-insensitively, on both sides', () => {
    expect(isEmailBelongsToDomain('example.de')('Max@EXAMPLE.DE')).toBe(true);
    expect(isEmailBelongsToDomain('Example.DE')('max@example.de')).toBe(true);
    expect(isEmailBelongsToDomain('EXAMPLE.de')('MAX@Example.De')).toBe(true);
  });

  it('accepts the domain written with a leading @', () => {
    expect(isEmailBelongsToDomain('@example.de')('max@example.de')).toBe(true);
    expect(isEmailBelongsToDomain('@Example.de')('max@other.de')).toBe(msg);
  });

  it.each([
    'max@other.de',
    'max@mail.example.de',
    'max@example.de.evil.com',
    'max@example.com',
    'max.example.de',
    'example.de',
  ])('rejects %j, naming the domain', (v) => {
    expect(isEmailBelongsToDomain('example.de')(v)).toBe(msg);
  });

  it('uses the part after the last @', () => {
    expect(isEmailBelongsToDomain('example.de')('a@other.de@example.de')).toBe(true);
    expect(isEmailBelongsToDomain('example.de')('a@example.de@other.de')).toBe(msg);
  });

  it('has no restriction without a domain', () => {
    for (const domain of [undefined, null, '', '  ', '@']) {
      expect(isEmailBelongsToDomain(domain)('max@anything.org')).toBe(true);
    }
  });

  it('lets the empty value through', () => {
    expect(isEmailBelongsToDomain('example.de')('')).toBe(true);
    expect(isEmailBelongsToDomain('example.de')(null)).toBe(true);
    expect(isEmailBelongsToDomain('example.de')(undefined)).toBe(true);
  });
});

describe('check()', () => {
  it('returns true when every rule passes', () => {
    expect(check('max@example.de', required, email)).toBe(true);
  });

  it('returns true without rules', () => {
    expect(check('anything')).toBe(true);
  });

  it('returns the message of the first failing rule, in order', () => {
    expect(check('', required, email)).toBe(SPEC.required);
    expect(check('nope', required, email)).toBe(SPEC.email);
    expect(check('x'.repeat(19), required, maxLen(18), minLen(25))).toBe(
      'Bitte geben Sie maximal 18 Zeichen an',
    );
    expect(check('x'.repeat(19), required, minLen(25), maxLen(18))).toBe(
      'Bitte geben Sie mindestens 25 Zeichen an',
    );
  });

  it('stops at the first failure', () => {
    const later = vi.fn<Rule>(() => true);
    expect(check('', required, later)).toBe(SPEC.required);
    expect(later).not.toHaveBeenCalled();
  });

  it('runs every rule, with the value, when all pass', () => {
    const a = vi.fn<Rule>(() => true);
    const b = vi.fn<Rule>(() => true);
    expect(check('31.12.2024', a, b)).toBe(true);
    expect(a).toHaveBeenCalledWith('31.12.2024');
    expect(b).toHaveBeenCalledWith('31.12.2024');
  });

  it('combines required with valid_date for a date field', () => {
    expect(check('', required, validDate())).toBe(SPEC.required);
    expect(check('31.02.2024', required, validDate())).toBe(SPEC.noSuchDate);
    expect(check('29.02.2024', required, validDate())).toBe(true);
  });
});

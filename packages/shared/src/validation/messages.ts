/**
 * The German validation messages of docs/product.md#validation. Their wording lives in the German texts
 * (i18n/texts/de.ts, keys form.*): the server answers with it, and the web shows it in the visitor's
 * language (apps/web/src/i18n/use-text.ts, useLocalizeGerman).
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { formatText, type TextValues } from '../i18n/format';
import de, { type MessageId } from '../i18n/texts/de';

/** A German text with its values. */
export const germanText = (id: MessageId, values?: TextValues): string => formatText(de, 'de', id, values);

/** 'DD.MM.YYYY' as German writes the pattern: 'TT.MM.JJJJ'. */
const germanPattern = (pattern: string) => pattern.replace(/D/g, 'T').replace(/Y/g, 'J');

export const MESSAGES = {
  email: de['form.email'],
  number: de['form.number'],
  password: germanText('form.password', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
  passwordMatch: de['form.passwordMatch'],
  required: de['form.required'],
  between: de['form.between'],
  minLen: (n: number) => germanText('form.minLen', { n }),
  maxLen: (n: number) => germanText('form.maxLen', { n }),
  integer: de['form.integer'],
  float: de['form.float'],
  validDate: de['form.validDate'],
  /** The format of a date in another pattern (YYYY-MM-DD from the API, MM/YY): 'JJJJ-MM-TT', 'MM/JJ'. */
  dateFormat: (pattern: string) => germanText('form.dateFormat', { pattern: germanPattern(pattern) }),
  /** The format is right, but the day does not exist (31.02.1980, 2012-02-30). */
  noSuchDate: de['form.noSuchDate'],
  /** A value was sent, but of the wrong kind (a number for a text, a text for a list, …). */
  wrongType: de['form.wrongType'],
  dateAfter: (min: string) => germanText('form.dateAfter', { date: min }),
  dateBefore: (max: string) => germanText('form.dateBefore', { date: max }),
  /** With the domain the e-mail must belong to; without one, the domain itself is malformed. */
  emailDomain: (domain = '') =>
    domain ? germanText('form.emailDomain', { domain }) : de['form.domainInvalid'],
  /** Control characters (U+0000–U+001F, U+007F): no form field takes them, PostgreSQL refuses U+0000. */
  controlChars: de['form.controlChars'],
} as const;

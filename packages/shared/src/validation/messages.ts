/** The German validation messages of docs/product.md#validation. */
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

export const MESSAGES = {
  email: 'Ungültige Email',
  number: 'Bitte eine Zahl angeben',
  password: `Bitte mindestens ${PASSWORD_MIN} und maximal ${PASSWORD_MAX} Zeichen angeben`,
  passwordMatch: 'Werte stimmen nicht überein',
  required: 'Bitte einen Wert angeben',
  between: 'Bitte einen Wert zwischen 0 und 10 angeben',
  minLen: (n: number) => `Bitte geben Sie mindestens ${n} Zeichen an`,
  maxLen: (n: number) => `Bitte geben Sie maximal ${n} Zeichen an`,
  integer: 'Bitte geben Sie eine Ganzzahl ein',
  float: 'Bitte geben Sie eine Kommazahl ein',
  validDate: 'Das Datumsformat muss TT.MM.JJJJ sein.',
  /** The format of a date in another pattern (YYYY-MM-DD from the API, MM/YY): 'JJJJ-MM-TT', 'MM/JJ'. */
  dateFormat: (pattern: string) =>
    `Das Datumsformat muss ${pattern.replace(/D/g, 'T').replace(/Y/g, 'J')} sein.`,
  /** The format is right, but the day does not exist (31.02.1980, 2012-02-30). */
  noSuchDate: 'Dieses Datum gibt es nicht.',
  /** A value was sent, but of the wrong kind (a number for a text, a text for a list, …). */
  wrongType: 'Ungültiger Wert.',
  dateAfter: (min: string) => `Bitte geben Sie das Datum nach dem ${min} ein`,
  dateBefore: (max: string) => `Bitte geben Sie das Datum vor dem ${max} ein`,
  /** With the domain the e-mail must belong to; without one, the domain itself is malformed. */
  emailDomain: (domain = '') =>
    domain
      ? `Die E-Mail-Adresse muss zur Domain @${domain} gehören`
      : 'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
  /** Control characters (U+0000–U+001F, U+007F): no form field takes them, PostgreSQL refuses U+0000. */
  controlChars: 'Bitte keine Steuerzeichen verwenden.',
} as const;

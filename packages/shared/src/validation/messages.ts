/** The German validation messages of SPEC §5. */
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
  dateAfter: (min: string) => `Bitte geben Sie das Datum nach dem ${min} ein`,
  dateBefore: (max: string) => `Bitte geben Sie das Datum vor dem ${max} ein`,
  emailDomain: (domain = '') => `Eingegeben Email muss von der Adresse @${domain} sein`,
} as const;

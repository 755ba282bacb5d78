/**
 * Digits-only date typing for the order form (docs/product.md#screens date picker: typing accepts digits only):
 * '15032012' becomes '15.03.2012' (TT.MM.JJJJ), '0927' becomes '09/27' (MM/JJ). On a phone this opens
 * the number keyboard, which is quicker for a birth date than a calendar.
 *
 * The form holds the server's format (TT.MM.JJJJ); the field shows and takes the language's own way
 * (LANGUAGES[].datePattern: 28/11/2015 in English), which differs only in its separator.
 */
import { type Language, languageInfo } from '@ausweis/shared/i18n/languages';
import type { TextFunction } from '../../i18n/use-text';

export type DateMask = 'TT.MM.JJJJ' | 'MM/JJ';

const MASKS: Record<DateMask, { groups: number[]; sep: string }> = {
  'TT.MM.JJJJ': { groups: [2, 2, 4], sep: '.' },
  'MM/JJ': { groups: [2, 2], sep: '/' },
};

/**
 * Reformats typed text: digits only, separators inserted once the next group starts. Typed in the
 * language's way ('28/11/2015'), it comes out in the server's ('28.11.2015').
 */
export function maskDate(input: string, mask: DateMask): string {
  // Browser autofill of a birth date may deliver YYYY-MM-DD.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  if (iso && mask === 'TT.MM.JJJJ') return `${iso[3]}.${iso[2]}.${iso[1]}`;
  const { groups, sep } = MASKS[mask];
  const max = groups.reduce((a, b) => a + b, 0);
  const digits = input.replace(/\D/g, '').slice(0, max);
  const parts: string[] = [];
  let at = 0;
  for (const g of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + g));
    at += g;
  }
  return parts.join(sep);
}

/** How the language writes a date of this mask (dayjs tokens): 'DD/MM/YYYY' in English, 'MM/YY' everywhere. */
export const shownPattern = (mask: DateMask, language: Language): string =>
  mask === 'MM/JJ' ? 'MM/YY' : languageInfo(language).datePattern;

/** The form's value (server format) as the language shows it: '28.11.2015' -> '28/11/2015'. */
export function shownDate(value: string, mask: DateMask, language: Language): string {
  const sep = shownPattern(mask, language).charAt(2);
  return value.split(MASKS[mask].sep).join(sep);
}

/** The pattern in the language's letters for hints: TT.MM.JJJJ, DD/MM/YYYY, GG.AA.YYYY. */
export const patternLetters = (pattern: string, t: TextFunction): string =>
  pattern.replace(/[DMY]/g, (c) =>
    t(c === 'D' ? 'form.letterDay' : c === 'M' ? 'form.letterMonth' : 'form.letterYear'),
  );

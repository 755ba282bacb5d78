/** Money, dates and numbers in the shown language's way (Intl): 12,50 € / €12.50, digits 0–9 in every language. */
import { DEFAULT_LANGUAGE, intlLocale, languageInfo } from '@ausweis/shared/i18n/languages';
import { formatMoney } from '@ausweis/shared/money';
import { useMemo } from 'react';
import { useLanguage } from './LanguageProvider';

export interface Formats {
  /** Cents as euros. */
  money(cents: number): string;
  /** An ISO date (YYYY-MM-DD or a timestamp) as the language writes it, with the year in digits. */
  date(iso: string): string;
  /**
   * A moment (ms since 1970 or ISO) as this device's date and time to the minute, 24 hours, like the
   * device's clock: '18.11.2026 11:06'; in a right-to-left language one left-to-right piece.
   */
  dateTime(value: number | string): string;
  number(value: number): string;
}

/**
 * Without the direction marks Intl puts into Arabic dates ('18‏/11‏/2026'): dates read left to right
 * inside Arabic text, as on the papers they are compared with.
 */
export const withoutMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

/** Date and time as one left-to-right piece inside right-to-left text (isolated: U+2066 … U+2069). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

export function useFormats(): Formats {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = intlLocale(language);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const date = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    });
    const localDay = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const number = new Intl.NumberFormat(locale);
    const inText = languageInfo(language).dir === 'rtl' ? leftToRight : (text: string) => text;
    return {
      // German amounts as everywhere else in the product ('4,90 €', packages/shared/src/money.ts).
      money: (cents) => (language === DEFAULT_LANGUAGE ? formatMoney(cents) : money.format(cents / 100)),
      // A date alone means that day in Germany, not midnight UTC of it.
      date: (iso) =>
        withoutMarks(date.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso))),
      dateTime: (value) =>
        inText(withoutMarks(`${localDay.format(new Date(value))} ${time.format(new Date(value))}`)),
      number: (value) => number.format(value),
    };
  }, [language]);
}

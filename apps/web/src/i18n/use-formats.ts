/** Money, dates and numbers in the shown language's way (Intl): 12,50 € / €12.50, digits 0–9 in every language. */
import { DEFAULT_LANGUAGE, intlLocale } from '@ausweis/shared/i18n/languages';
import { formatMoney } from '@ausweis/shared/money';
import { useMemo } from 'react';
import { useLanguage } from './LanguageProvider';

export interface Formats {
  /** Cents as euros. */
  money(cents: number): string;
  /** An ISO date (YYYY-MM-DD or a timestamp) as the language writes it, with the year in digits. */
  date(iso: string): string;
  number(value: number): string;
}

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
    const number = new Intl.NumberFormat(locale);
    return {
      // German amounts as everywhere else in the product ('4,90 €', packages/shared/src/money.ts).
      money: (cents) => (language === DEFAULT_LANGUAGE ? formatMoney(cents) : money.format(cents / 100)),
      // A date alone means that day in Germany, not midnight UTC of it.
      date: (iso) => date.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso)),
      number: (value) => number.format(value),
    };
  }, [language]);
}

/**
 * The language a mail to a family speaks (its order's, shared/i18n/languages.ts): its texts from
 * shared/i18n/texts (keys `mail.*`), dates by the language's pattern, amounts by Intl. German keeps the portal's own formats
 * (shared/format.ts), so German mails read as before; the mails to staff are German always.
 */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import { formatText, loadTexts, type TextValues } from '@ausweis/shared/i18n/format';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  type Language,
  languageInfo,
} from '@ausweis/shared/i18n/languages';
import german, { type MessageId, type Texts } from '@ausweis/shared/i18n/texts/de';

export interface MailTexts {
  language: Language;
  dir: 'ltr' | 'rtl';
  text(id: MessageId, values?: TextValues): string;
  /** A YYYY-MM-DD date (a day in Germany) as the language writes it (its datePattern). */
  date(ymd: string): string;
  money(cents: number, currency: string): string;
}

/** First strong isolate … pop directional isolate: a Latin name or code inside right-to-left text. */
const isolate = (value: TextValues[string]) =>
  typeof value === 'string' && !/^https?:\/\//.test(value) ? `\u2068${value}\u2069` : value;

function mailTextsOf(language: Language, texts: Texts): MailTexts {
  const { dir, datePattern } = languageInfo(language);
  if (language === DEFAULT_LANGUAGE) {
    return {
      language,
      dir,
      text: (id, values) => formatText(texts, language, id, values),
      date: formatDate,
      money: formatMoney,
    };
  }
  const locale = intlLocale(language);
  return {
    language,
    dir,
    text: (id, values) =>
      formatText(
        texts,
        language,
        id,
        values && dir === 'rtl'
          ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isolate(v)]))
          : values,
      ),
    // The language's own way of writing a date (the order form accepts the same), from the stored day.
    date: (ymd) => {
      const [year = '', month = '', day = ''] = ymd.slice(0, 10).split('-');
      return datePattern.replace('DD', day).replace('MM', month).replace('YYYY', year);
    },
    money: (cents, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
  };
}

/** German: the mails to staff, and the families' mails without a language. */
export const GERMAN_MAIL: MailTexts = mailTextsOf(DEFAULT_LANGUAGE, german);

/** The texts of a family's mail in `language` (an order's; German when none or unknown). */
export async function mailTexts(language: string | null | undefined): Promise<MailTexts> {
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return GERMAN_MAIL;
  return mailTextsOf(language, await loadTexts(language));
}

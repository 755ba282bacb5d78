/**
 * The languages of the public side and of the mails to families. A new language is one file of texts
 * in ./texts (every key of de.ts, checked by the type and by texts.test.ts) plus one line here.
 * The staff side and the mails to staff stay German; German is the binding text of legal pages.
 */
import type { Texts } from './texts/de';

export interface LanguageInfo {
  /** BCP 47 code, also the `lang` attribute and the key stored on an order. */
  code: string;
  /** The language's name in its own script, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The Intl locale whose dates and numbers the language's readers know (English: British day order). */
  locale: string;
  /** How people of the language type a date (dayjs tokens); the server keeps YYYY-MM-DD. */
  datePattern: 'DD.MM.YYYY' | 'DD/MM/YYYY';
  load(): Promise<{ default: Texts }>;
}

export const LANGUAGES = [
  {
    code: 'de',
    locale: 'de-DE',
    datePattern: 'DD.MM.YYYY',
    name: 'Deutsch',
    dir: 'ltr',
    load: () => import('./texts/de'),
  },
  {
    code: 'en',
    locale: 'en-GB',
    datePattern: 'DD/MM/YYYY',
    name: 'English',
    dir: 'ltr',
    load: () => import('./texts/en'),
  },
  {
    code: 'tr',
    locale: 'tr-TR',
    datePattern: 'DD.MM.YYYY',
    name: 'Türkçe',
    dir: 'ltr',
    load: () => import('./texts/tr'),
  },
  {
    code: 'ar',
    locale: 'ar',
    datePattern: 'DD/MM/YYYY',
    name: 'العربية',
    dir: 'rtl',
    load: () => import('./texts/ar'),
  },
  {
    code: 'uk',
    locale: 'uk-UA',
    datePattern: 'DD.MM.YYYY',
    name: 'Українська',
    dir: 'ltr',
    load: () => import('./texts/uk'),
  },
  {
    code: 'ru',
    locale: 'ru-RU',
    datePattern: 'DD.MM.YYYY',
    name: 'Русский',
    dir: 'ltr',
    load: () => import('./texts/ru'),
  },
  {
    code: 'pl',
    locale: 'pl-PL',
    datePattern: 'DD.MM.YYYY',
    name: 'Polski',
    dir: 'ltr',
    load: () => import('./texts/pl'),
  },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'de';

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

export function languageInfo(language: Language): LanguageInfo {
  return LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
}

/**
 * The first of the visitor's preferred languages (e.g. navigator.languages: 'tr-TR', 'en') that we
 * speak, matched by its primary subtag; German when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The Intl locale of a language: its own rules, digits 0–9 (Arabic script pages included: the dates,
 * codes and amounts families type and compare with papers are in these digits).
 */
export function intlLocale(language: Language): string {
  return `${languageInfo(language).locale}-u-nu-latn`;
}

/**
 * The public side's language (react-intl over the texts of packages/shared/src/i18n): German at first
 * paint when that is the visitor's language; another language's texts load as a chunk of their own, and
 * a switch re-renders without a reload. `staffSide` pins German (the staff side stays German) without
 * forgetting the visitor's choice. Sets `lang` and `dir` of the document.
 */
import { loadTexts } from '@ausweis/shared/i18n/format';
import { DEFAULT_LANGUAGE, intlLocale, type Language, languageInfo } from '@ausweis/shared/i18n/languages';
import german, { type Texts } from '@ausweis/shared/i18n/texts/de';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { initialLanguage, rememberLanguage } from './language-choice';

interface LanguageState {
  /** The language the page shows now. */
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The visitor's choice (remembered on the device); the page follows once its texts have loaded. */
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  dir: 'ltr',
  setLanguage: () => {},
});

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

interface Shown {
  language: Language;
  texts: Texts;
}

const GERMAN: Shown = { language: DEFAULT_LANGUAGE, texts: german };

/** Every text is there (texts.test.ts); react-intl's console warnings about formats stay quiet. */
const ignoreIntlNotices = () => {};

export function LanguageProvider({
  children,
  staffSide = false,
}: {
  children: ReactNode;
  staffSide?: boolean;
}) {
  const [chosen, setChosen] = useState<Language>(initialLanguage);
  const [shown, setShown] = useState<Shown | null>(chosen === DEFAULT_LANGUAGE ? GERMAN : null);
  const wanted = staffSide ? DEFAULT_LANGUAGE : chosen;

  useEffect(() => {
    let current = true;
    loadTexts(wanted).then(
      (texts) => current && setShown({ language: wanted, texts }),
      // A chunk that does not load (offline, new build): the page stays in the language it shows.
      () => current && setShown((before) => before ?? GERMAN),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const language = shown?.language ?? DEFAULT_LANGUAGE;
  const dir = languageInfo(language).dir;
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  const setLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setChosen(next);
  }, []);
  const state = useMemo(() => ({ language, dir, setLanguage }), [language, dir, setLanguage]);

  // The first load in another language waits for its texts (a few KB) instead of flashing German.
  if (!shown) return null;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider
        locale={intlLocale(shown.language)}
        defaultLocale={DEFAULT_LANGUAGE}
        messages={shown.texts}
        onError={ignoreIntlNotices}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

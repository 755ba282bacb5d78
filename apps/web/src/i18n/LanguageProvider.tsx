/**
 * The public side's language (the texts of packages/shared/src/i18n, formatted by use-text.ts): German at first
 * paint when that is the visitor's language; another language's texts load as a chunk of their own, and
 * a switch re-renders without a reload. `staffSide` pins German (the staff side stays German) without
 * forgetting the visitor's choice. Sets `lang` and `dir` of the document.
 */
import { loadTexts } from '@ausweis/shared/i18n/format';
import { DEFAULT_LANGUAGE, type Language, languageInfo } from '@ausweis/shared/i18n/languages';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { initialLanguage, rememberLanguage } from './language-choice';
import { GERMAN_TEXTS, type ShownTexts, TextsContext } from './texts-context';

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

export function LanguageProvider({
  children,
  staffSide = false,
}: {
  children: ReactNode;
  staffSide?: boolean;
}) {
  const [chosen, setChosen] = useState<Language>(initialLanguage);
  const [shown, setShown] = useState<ShownTexts | null>(chosen === DEFAULT_LANGUAGE ? GERMAN_TEXTS : null);
  const wanted = staffSide ? DEFAULT_LANGUAGE : chosen;

  useEffect(() => {
    let current = true;
    loadTexts(wanted).then(
      (texts) => current && setShown({ language: wanted, texts }),
      // A chunk that does not load (offline, new build): the page stays in the language it shows.
      () => current && setShown((before) => before ?? GERMAN_TEXTS),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const language = shown?.language ?? DEFAULT_LANGUAGE;
  const dir = languageInfo(language).dir;
  // Before the browser paints: a page in Arabic never shows a frame laid out left to right.
  useLayoutEffect(() => {
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
      <TextsContext.Provider value={shown}>{children}</TextsContext.Provider>
    </LanguageContext.Provider>
  );
}

/** The texts a part of the page shows and their language; German outside any provider (component tests). */
import { DEFAULT_LANGUAGE, type Language } from '@ausweis/shared/i18n/languages';
import german, { type Texts } from '@ausweis/shared/i18n/texts/de';
import { createContext, useContext } from 'react';

export interface ShownTexts {
  language: Language;
  texts: Texts;
}

export const GERMAN_TEXTS: ShownTexts = { language: DEFAULT_LANGUAGE, texts: german };

export const TextsContext = createContext<ShownTexts>(GERMAN_TEXTS);

export function useShownTexts(): ShownTexts {
  return useContext(TextsContext);
}

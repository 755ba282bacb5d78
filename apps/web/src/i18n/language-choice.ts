/** The visitor's language: the choice remembered on this device, else the browser's languages, else German. */
import { isLanguage, type Language, pickLanguage } from '@ausweis/shared/i18n/languages';

const STORAGE_KEY = 'ausweis.language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice holds for this page.
  }
}

export function initialLanguage(): Language {
  return storedLanguage() ?? pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

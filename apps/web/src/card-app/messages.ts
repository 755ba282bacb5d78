/**
 * What the card app says after a check or a request: one of its own texts, or the server's message
 * (German), shown in the chosen language when the texts hold it (i18n/use-text.ts useLocalizeGerman).
 */
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { useCallback } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { useLocalizeGerman, useText } from '../i18n/use-text';

export type AppMessage = { id: MessageId } | { server: string };

export function useMessageText(): (message: AppMessage) => string {
  const t = useText();
  const localize = useLocalizeGerman();
  const { language } = useLanguage();
  return useCallback(
    (message) => {
      if ('id' in message) return t(message.id);
      const shown = localize(message.server);
      // A German message the texts do not hold stays German only on the German page.
      return language === 'de' || shown !== message.server ? shown : t('cardApp.checkFailed');
    },
    [t, localize, language],
  );
}

/**
 * Texts of the public side in the visitor's language: `const t = useText(); t('order.title', { name })`.
 * Outside a LanguageProvider (a component test) the texts are German.
 */
import { localizeGerman, type TextValues } from '@ausweis/shared/i18n/format';
import german, { type MessageId } from '@ausweis/shared/i18n/texts/de';
import { type ReactNode, useCallback, useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { useLanguage } from './LanguageProvider';

export type TextFunction = (id: MessageId, values?: TextValues) => string;
/** Values of a text with tags: `{ b: (chunks) => <b>{chunks}</b> }`, or elements as values. */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

let germanIntl: IntlShape | undefined;

function useIntlOrGerman(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  germanIntl ??= createIntl({ locale: 'de', defaultLocale: 'de', messages: german, onError: () => {} });
  return germanIntl;
}

export function useText(): TextFunction {
  const intl = useIntlOrGerman();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Texts with tags or elements in them (a link inside a sentence). */
export function useRichText(): (id: MessageId, values: RichValues) => ReactNode {
  const intl = useIntlOrGerman();
  return useCallback(
    (id, values) => intl.formatMessage({ id }, values as Record<string, ReactNode>) as ReactNode,
    [intl],
  );
}

/**
 * A German message from the server or a shared rule (a validation message, a refusal) in the visitor's
 * language, when the German texts hold it; else as it came.
 */
export function useLocalizeGerman(): (message: string) => string {
  const intl = useIntlOrGerman();
  const { language } = useLanguage();
  return useCallback(
    (message) => localizeGerman(message, intl.messages as Record<MessageId, string>, language),
    [intl, language],
  );
}

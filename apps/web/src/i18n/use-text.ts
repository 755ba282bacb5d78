/**
 * Texts of the public side in the visitor's language: `const t = useText(); t('order.title', { name })`.
 * Formatted by FormatJS's intl-messageformat (packages/shared/src/i18n/format.ts). Outside a
 * LanguageProvider (a component test) the texts are German.
 */
import { compiledText, formatText, localizeGerman, type TextValues } from '@ausweis/shared/i18n/format';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { createElement, Fragment, type ReactNode, useCallback } from 'react';
import { useShownTexts } from './texts-context';

export type TextFunction = (id: MessageId, values?: TextValues) => string;
/** Values of a text with tags: `{ b: (chunks) => <b>{chunks}</b> }`, or elements as values. */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export function useText(): TextFunction {
  const { language, texts } = useShownTexts();
  return useCallback((id, values) => formatText(texts, language, id, values), [texts, language]);
}

/** Texts with tags or elements in them (a link inside a sentence). */
export function useRichText(): (id: MessageId, values: RichValues) => ReactNode {
  const { language, texts } = useShownTexts();
  return useCallback(
    (id, values) => {
      const format = compiledText(texts, language, id);
      const parts = format.format<ReactNode>(values as Parameters<typeof format.format<ReactNode>>[0]);
      // As separate children, so that React asks no keys of the elements in between.
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
    },
    [texts, language],
  );
}

/**
 * A German message from the server or a shared rule (a validation message, a refusal) in the visitor's
 * language, when the German texts hold it; else as it came.
 */
export function useLocalizeGerman(): (message: string) => string {
  const { language, texts } = useShownTexts();
  return useCallback((message) => localizeGerman(message, texts, language), [texts, language]);
}

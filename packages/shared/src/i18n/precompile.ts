/**
 * Texts as the web bundle ships them: a text with ICU syntax beyond `{value}` (a plural, a tag, a quote)
 * as the syntax tree FormatJS's parser makes of it, a simple text (simple-text.ts) as it is. The web build precompiles each
 * language's file so (apps/web/scripts/web-texts.ts) and leaves the parser out of every page; the server
 * and the tests parse the strings. format.ts formats both.
 */
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { simpleTextParts } from './simple-text';

export type ShippedText = string | MessageFormatElement[];

export function precompiledTexts(texts: Record<string, string>): Record<string, ShippedText> {
  return Object.fromEntries(
    Object.entries(texts).map(([id, text]) => [id, simpleTextParts(text) ? text : parse(text)]),
  );
}

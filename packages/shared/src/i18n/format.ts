/**
 * Formatting the texts of texts/*.ts (ICU MessageFormat by FormatJS's intl-messageformat): plurals by
 * the language's CLDR rules (German one/other, Arabic zero/one/two/few/many/other), numbers and dates by
 * Intl. The web formats through apps/web/src/i18n/use-text.ts; the server's mails through textsFor().
 * In the web bundle a text with ICU syntax comes precompiled (precompile.ts), and the parser is left out.
 */
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, intlLocale, type Language, languageInfo } from './languages';
import type { ShippedText } from './precompile';
import { simpleTextParts } from './simple-text';
import type { MessageId, Texts } from './texts/de';
import german from './texts/de';

export type TextValues = Record<string, PrimitiveType>;

const compiled = new Map<Language, Map<ShippedText, IntlMessageFormat>>();

/** A text as the formatter takes it: a simple text needs no parser. */
function message(text: ShippedText): ShippedText {
  const parts = typeof text === 'string' && simpleTextParts(text);
  if (!parts) return text;
  return parts.map((part) =>
    typeof part === 'string' ? { type: TYPE.literal, value: part } : { type: TYPE.argument, value: part[0] },
  );
}

/** One text of a language, parsed once (per language and wording). */
export function compiledText(texts: Texts, language: Language, id: MessageId): IntlMessageFormat {
  const text: ShippedText = texts[id];
  let formats = compiled.get(language);
  if (!formats) {
    formats = new Map();
    compiled.set(language, formats);
  }
  let format = formats.get(text);
  if (!format) {
    format = new IntlMessageFormat(message(text), intlLocale(language));
    formats.set(text, format);
  }
  return format;
}

/** One text of a language with its values filled in. */
export function formatText(texts: Texts, language: Language, id: MessageId, values?: TextValues): string {
  return String(compiledText(texts, language, id).format(values));
}

const loaded = new Map<Language, Promise<Texts>>([[DEFAULT_LANGUAGE, Promise.resolve(german)]]);

/** A language's texts, loaded once (on the web as a chunk of its own). */
export function loadTexts(language: Language): Promise<Texts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = languageInfo(language)
      .load()
      .then((module) => module.default);
    loaded.set(language, texts);
  }
  return texts;
}

/** The texts of a language as one function, for the server's mails: `text('mail.subject', {…})`. */
export async function textsFor(language: Language): Promise<(id: MessageId, values?: TextValues) => string> {
  const texts = await loadTexts(language);
  return (id, values) => formatText(texts, language, id, values);
}

interface GermanPattern {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

let germanPatterns: GermanPattern[] | undefined;

/** German texts with at most simple `{value}` arguments, as patterns that find a German message's values. */
function patterns(): GermanPattern[] {
  if (!germanPatterns) {
    germanPatterns = [];
    // On the web, texts with more than `{value}` in them come precompiled (not strings): none of them is a pattern.
    for (const [id, text] of Object.entries(german) as [MessageId, ShippedText][]) {
      const parts = typeof text === 'string' && simpleTextParts(text);
      if (!parts) continue;
      const names: string[] = [];
      const source = parts
        .map((part) => {
          if (typeof part === 'string') return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(part[0]);
          return '(.+?)';
        })
        .join('');
      germanPatterns.push({ id, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return germanPatterns;
}

/**
 * A German message the server or a shared rule wrote (e.g. 'Bitte geben Sie maximal 50 Zeichen an'), in
 * another language: found among the German texts, its values carried over; unchanged when it is none of
 * them (then the German text is the best we have).
 */
export function localizeGerman(message: string, texts: Texts, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return message;
  for (const { id, pattern, names } of patterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: TextValues = {};
    names.forEach((name, i) => {
      values[name] = match[i + 1] as string;
    });
    return formatText(texts, language, id, values);
  }
  return message;
}

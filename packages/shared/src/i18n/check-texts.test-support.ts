/**
 * The checks every language's texts pass (texts.test.ts; the e2e specs check rendered pages with
 * germanWordsIn): every German key, each text valid ICU, the same values and tags as the German text,
 * and no German UI word left in a translation.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import german from './texts/de';

/** Words the German texts share with other languages' texts on purpose: names, brands, codes, 'Email'. */
export const SHARED_WORDS = new Set<string>([
  'Ausweisportal',
  'PayPal',
  'Stripe',
  'Apple',
  'Google',
  'Wallet',
  'iPhone',
  'Android',
  'Deutsch',
  'English',
  'Türkçe',
  'Polski',
  // The German messages write 'Email' (docs/product.md#validation), as English does.
  'Email',
  // Spelt alike in German and in English ('Start camera') or Turkish ('Plastik kart').
  'Start',
  'Plastik',
]);

/** The names of a message's values and tags, with their kind ('name' or '<b>'), sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort().join(', ');

/** The words a reader sees of a message: its literal text, without value names and ICU keywords (plural, other). */
function shownText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return ` ${shownText(element.children)} `;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => ` ${shownText(option.value)} `)
          .join('');
      return ' ';
    })
    .join('');
}

/** A message's shown text; the raw text when it is no valid ICU (textProblems reports that). */
function readable(text: string): string {
  try {
    return shownText(parse(text));
  } catch {
    return text;
  }
}

/** German words (5 letters and more) of the German texts, without the shared ones. */
let vocabulary: Set<string> | undefined;
function germanVocabulary(): Set<string> {
  if (!vocabulary) {
    vocabulary = new Set();
    for (const text of Object.values(german)) {
      for (const word of readable(text).match(/[A-Za-zÄÖÜäöüß]{5,}/g) ?? []) {
        if (!SHARED_WORDS.has(word)) vocabulary.add(word);
      }
    }
  }
  return vocabulary;
}

/** The German UI words in a text of another language (case-sensitive, whole words). */
export function germanWordsIn(text: string): string[] {
  const words = germanVocabulary();
  return [...new Set(text.match(/[\p{L}]{5,}/gu) ?? [])].filter((word) => words.has(word));
}

/** What is wrong with one language's texts, one line per problem; empty when they are complete. */
export function textProblems(language: string, texts: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [id, germanText] of Object.entries(german)) {
    const text = texts[id];
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`${language}: ${id} fehlt`);
      continue;
    }
    let parsed: MessageFormatElement[];
    try {
      parsed = parse(text);
    } catch (error) {
      problems.push(`${language}: ${id} ist kein gültiger ICU-Text (${(error as Error).message})`);
      continue;
    }
    const expected = sorted(argumentsOf(parse(germanText)));
    const actual = sorted(argumentsOf(parsed));
    if (expected !== actual) problems.push(`${language}: ${id} hat {${actual}} statt {${expected}}`);
    if (language !== 'de') {
      const left = germanWordsIn(readable(text));
      if (left.length) problems.push(`${language}: ${id} enthält deutsche Wörter: ${left.join(', ')}`);
    }
  }
  for (const id of Object.keys(texts)) {
    if (!(id in german)) problems.push(`${language}: ${id} gibt es im Deutschen nicht`);
  }
  return problems;
}

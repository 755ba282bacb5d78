/**
 * A simple text: words and `{value}` arguments only (no plural, select, tag or quote), the most texts
 * of texts/*.ts. Its parts format without the ICU parser; a value is given as `[name]`.
 */
export type SimpleTextPart = string | [name: string];

const ARGUMENT = /(\{\w+\})/;

/** The parts of a simple text; null for a text that needs the ICU parser. */
export function simpleTextParts(text: string): SimpleTextPart[] | null {
  const parts = text.split(ARGUMENT);
  // Split at its arguments, the odd parts are `{name}`; anything else with ICU syntax is not simple.
  if (parts.some((part, i) => i % 2 === 0 && /[{}<>'#]/.test(part))) return null;
  return parts
    .map((part, i): SimpleTextPart => (i % 2 === 1 ? [part.slice(1, -1)] : part))
    .filter((part) => part !== '');
}

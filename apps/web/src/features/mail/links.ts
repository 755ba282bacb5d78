/** Splits mail text into plain parts and http(s) links, so the dialog can make links clickable. */

export interface TextPart {
  text: string;
  /** Set for a link. */
  href?: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation right after a link is not part of it. */
const TRAILING = /[.,;:!?)\]}»“”'"]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

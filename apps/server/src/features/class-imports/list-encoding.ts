/**
 * The text of a class list's bytes. School software writes UTF-8 (with or without BOM), Windows-1252
 * ('ANSI', as SchILD-NRW and older Excel versions save it) or ISO-8859-15; Excel's 'Unicode text' is
 * UTF-16 with a BOM. A BOM decides; bytes that are valid UTF-8 are UTF-8; otherwise chardet's
 * statistics choose among the single-byte Latin encodings and iconv-lite decodes.
 */
import chardet from 'chardet';
import iconv from 'iconv-lite';

/** The single-byte encodings a German list comes in; ISO-8859-1 is read as its superset Windows-1252. */
const LATIN: Record<string, string> = {
  'windows-1252': 'windows-1252',
  'iso-8859-1': 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
};

/** The encoding of the bytes (a name iconv-lite knows). */
export function detectEncoding(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    // Not UTF-8: a single-byte encoding.
  }
  const latin = chardet
    .analyse(bytes)
    .map((guess) => LATIN[guess.name.toLowerCase()])
    .find((name) => name !== undefined);
  return latin === 'iso-8859-15' || looksLatin9(bytes) ? 'iso-8859-15' : 'windows-1252';
}

/** Bytes where ISO-8859-15 has € Š š ž Œ œ Ÿ and Windows-1252 signs no name holds (¤ ¦ ¨ ¸ ¼ ½ ¾). */
const LATIN9_ONLY = new Set([0xa4, 0xa6, 0xa8, 0xb8, 0xbc, 0xbd, 0xbe]);

/**
 * ISO-8859-15 rather than Windows-1252 (chardet does not tell them apart): no byte of Windows-1252's
 * own range 0x80–0x9F (unused control codes in ISO-8859-15), and one of ISO-8859-15's letters.
 */
function looksLatin9(bytes: Buffer): boolean {
  let latin9 = false;
  for (const b of bytes) {
    if (b >= 0x80 && b <= 0x9f) return false;
    if (LATIN9_ONLY.has(b)) latin9 = true;
  }
  return latin9;
}

/** The bytes as text, without a BOM. */
export function decodeText(bytes: Buffer): string {
  // iconv-lite strips the BOM of UTF-8 and UTF-16 by default.
  return iconv.decode(bytes, detectEncoding(bytes));
}

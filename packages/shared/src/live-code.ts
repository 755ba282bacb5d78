/**
 * The live code of the card app: a short code that changes every LIVE_CODE_STEP_SECONDS, so a screenshot
 * or a recording from another time shows a wrong one. It is HMAC-SHA256(the card's live secret, the time
 * step): the card app gets the secret with its card (the server derives it, live-secret.ts) and computes
 * the code on the phone, offline too; the verifier page sends the code with the card's signed code to
 * LIVE_CHECK_PATH, where the server derives the same secret and compares (±1 step for clocks and typing).
 */

/** The online check of a live code (below /api). */
export const LIVE_CHECK_PATH = '/anon/card_live_check';
export const LIVE_CODE_STEP_SECONDS = 10;
/** Steps before or after the server's own that still count (a slow checker, a phone clock a bit off). */
export const LIVE_CODE_TOLERANCE_STEPS = 1;

/** The colours of a code: a word the checker reads and compares with the colour shown. */
export const LIVE_COLOURS = [
  { word: 'Rot', css: '#c62828' },
  { word: 'Blau', css: '#1565c0' },
  { word: 'Grün', css: '#2e7d32' },
  { word: 'Lila', css: '#6a1b9a' },
  { word: 'Orange', css: '#e65100' },
  { word: 'Braun', css: '#5d4037' },
  { word: 'Türkis', css: '#00838f' },
  { word: 'Grau', css: '#455a64' },
] as const;

export interface LiveCode {
  /** Three digits, e.g. '042'. */
  digits: string;
  /** Index into LIVE_COLOURS. */
  colour: number;
}

/** The time step of `ms` (milliseconds since 1970). */
export const liveStep = (ms: number) => Math.floor(ms / 1000 / LIVE_CODE_STEP_SECONDS);

/** The code as the app shows and the checker types it: '042 Blau'. */
export const liveCodeText = (code: LiveCode) => `${code.digits} ${LIVE_COLOURS[code.colour]?.word ?? ''}`;

/** The code of `step` under the card's live secret (raw bytes). */
export async function liveCodeOf(secret: Uint8Array, step: number): Promise<LiveCode> {
  const key = await crypto.subtle.importKey(
    'raw',
    secret as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`live-code:${step}`)),
  );
  const number = (((mac[0] ?? 0) << 8) | (mac[1] ?? 0)) % 1000;
  return { digits: String(number).padStart(3, '0'), colour: (mac[2] ?? 0) % LIVE_COLOURS.length };
}

/** A typed code: three digits and a colour word (any case, any spacing), or null. */
export function parseLiveCode(text: string): LiveCode | null {
  const match = /^\s*(\d{3})\s*([\p{L}]+)\s*$/u.exec(text);
  if (!match) return null;
  const word = (match[2] ?? '').toLowerCase();
  const colour = LIVE_COLOURS.findIndex((c) => c.word.toLowerCase() === word);
  return colour < 0 ? null : { digits: match[1] ?? '', colour };
}

export const sameLiveCode = (a: LiveCode, b: LiveCode) => a.digits === b.digits && a.colour === b.colour;

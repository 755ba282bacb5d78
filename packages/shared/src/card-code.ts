/**
 * The signed card code: the QR code on the card app and the printed card carries a compact
 * statement about the card, signed with Ed25519, so anyone can check it offline with the published
 * public keys. The code is a link to the verifier page with the statement in its fragment (never sent
 * to a server): `https://…/pruefen#<statement>.<signature>`, both base64url. The server signs with
 * node:crypto, the verifier page checks with @noble/ed25519; both parse and judge codes here.
 */

import { formatDate, formatDateTimeShort } from './format';

/** The verifier page (its own small bundle, installable and offline like the card app). */
export const CARD_CHECK_PAGE = '/pruefen';
/** Where the public keys are published (a JWK set of Ed25519 keys). */
export const CARD_KEYS_PATH = '/.well-known/ausweis-keys.json';
/** The online check of a code's card (below /api). */
export const CARD_CHECK_PATH = '/anon/card_check';

/**
 * Marks the statement's layout; a later layout gets a new tag. A2 added the test flag at the end; A1
 * codes (without it) stay readable, their `test` is null (not known from the code). A3 is a code shown on
 * the card app's screen: A2 with the time it was signed at the end (`shown_at`); it is valid for
 * SCREEN_CODE_VALID_SECONDS only. Printed cards keep A2, valid for the card's whole validity.
 */
const VERSION = 'A2';
const VERSION_WITHOUT_TEST = 'A1';
const VERSION_ON_SCREEN = 'A3';

/**
 * How long a code from the card app's screen counts after it was signed. The app has it re-signed on
 * every check while it is online and shown (at least every SCREEN_CODE_REFRESH_SECONDS); a phone without
 * internet keeps its last code for a day, so a screenshot or photo is useless after a day at most.
 */
export const SCREEN_CODE_VALID_SECONDS = 24 * 60 * 60;
/** How often the shown card app has its code re-signed while online. */
export const SCREEN_CODE_REFRESH_SECONDS = 5 * 60;
/** A screen code signed this much ahead of the checking device's clock still counts (clocks drift). */
const CLOCK_SKEW_SECONDS = 5 * 60;

export interface CardStatement {
  /** Key id of the signing key. */
  kid: string;
  /** The order's id. */
  card_id: number;
  /** The tenant's short code (Zugangscode). */
  tenant_code: string;
  familyname: string;
  forname: string;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  valid_from: string;
  valid_to: string;
  validated: boolean;
  /** A test card (never a valid card); null in an older (A1) code, which does not say. */
  test: boolean | null;
  /** When the card's data took this form (seconds since 1970): a later change reissues the card. */
  issued_at: number;
  /** A code on the card app's screen (A3): when it was signed (seconds since 1970); printed codes lack it. */
  shown_at?: number;
}

/** One published public key (RFC 8037 OKP JWK). */
export interface CardPublicKey {
  kty: 'OKP';
  crv: 'Ed25519';
  alg: 'EdDSA';
  use: 'sig';
  kid: string;
  /** The raw 32-byte public key, base64url. */
  x: string;
}

export interface CardKeySet {
  keys: CardPublicKey[];
}

/** Checks a signature: (signature, message, raw public key) -> valid. */
export type VerifySignature = (
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
) => boolean | Promise<boolean>;

export const CARD_CODE_REFUSALS = {
  format: 'Dieser QR-Code ist kein Ausweis-Code des Ausweisportals.',
  unknown_key:
    'Der Code ist mit einem unbekannten Schlüssel signiert. Bitte die Seite einmal mit Internet öffnen, damit die aktuellen Prüfschlüssel geladen werden; sonst ist der Ausweis nicht echt.',
  signature: 'Signatur ungültig: Der Code wurde verändert oder gefälscht.',
  screen_outdated:
    'Dieser Code vom Bildschirm der Ausweis-App ist veraltet: vermutlich ein Foto oder Bildschirmfoto.',
  expired: 'Der Ausweis ist abgelaufen.',
  not_yet_valid: 'Der Ausweis ist noch nicht gültig.',
  revoked: 'Dieser Ausweis wurde gesperrt: Er wurde gelöscht, vorzeitig archiviert oder auf Antrag gelöscht.',
  reissued:
    'Dieser Code ist veraltet: Der Ausweis wurde mit geänderten Daten neu ausgestellt. Bitte den aktuellen Code in der Ausweis-App zeigen lassen.',
} as const;
export type CardCodeRefusal = keyof typeof CARD_CODE_REFUSALS;

export type CardCodeCheck =
  | { ok: true; statement: CardStatement }
  /**
   * statement is set when the code is genuine but not valid today (expired, not yet valid, named by the
   * revocation list: list_issued_at is then that list's date, revocation-list.ts).
   */
  | { ok: false; reason: CardCodeRefusal; statement?: CardStatement; list_issued_at?: number };

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The statement as base64url of a JSON array (field names left out: the QR code stays small). */
export function encodeStatement(s: CardStatement): string {
  const onScreen = s.shown_at !== undefined;
  const fields = [
    onScreen ? VERSION_ON_SCREEN : VERSION,
    s.kid,
    s.card_id,
    s.tenant_code,
    s.familyname,
    s.forname,
    s.birthday ?? '',
    s.valid_from,
    s.valid_to,
    s.validated ? 1 : 0,
    s.issued_at,
    s.test ? 1 : 0,
    ...(onScreen ? [s.shown_at] : []),
  ];
  return toBase64Url(new TextEncoder().encode(JSON.stringify(fields)));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isText = (v: unknown): v is string => typeof v === 'string';

function decodeStatement(encoded: string): CardStatement | null {
  const bytes = fromBase64Url(encoded);
  if (!bytes) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(fields)) return null;
  const onScreen = fields[0] === VERSION_ON_SCREEN && fields.length === 13;
  const current = onScreen || (fields[0] === VERSION && fields.length === 12);
  if (!current && !(fields[0] === VERSION_WITHOUT_TEST && fields.length === 11)) return null;
  const [, kid, cardId, tenant, family, forname, birthday, from, to, validated, issued, test, shown] = fields;
  if (!isText(kid) || !isText(tenant) || !isText(family) || !isText(forname) || !isText(birthday))
    return null;
  if (!Number.isSafeInteger(cardId) || !Number.isSafeInteger(issued)) return null;
  if (!isText(from) || !DAY.test(from) || !isText(to) || !DAY.test(to)) return null;
  if (birthday !== '' && !DAY.test(birthday)) return null;
  if (validated !== 0 && validated !== 1) return null;
  if (current && test !== 0 && test !== 1) return null;
  if (onScreen && !Number.isSafeInteger(shown)) return null;
  return {
    kid,
    card_id: cardId as number,
    tenant_code: tenant,
    familyname: family,
    forname,
    birthday: birthday || null,
    valid_from: from,
    valid_to: to,
    validated: validated === 1,
    test: current ? test === 1 : null,
    issued_at: issued as number,
    ...(onScreen ? { shown_at: shown as number } : {}),
  };
}

/** The signed code: statement and signature, joined by a dot. */
export const signedCode = (encodedStatement: string, signature: Uint8Array) =>
  `${encodedStatement}.${toBase64Url(signature)}`;

/** What the QR code holds: the verifier page's link with the code in its fragment. */
export const cardCodeUrl = (publicUrl: string, code: string) => `${publicUrl}${CARD_CHECK_PAGE}#${code}`;

/** The code in a scanned text: the verifier link (any host) or the bare code. */
export function codeFromScan(text: string): string {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  return hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
}

/** A screen code (A3) signed longer than SCREEN_CODE_VALID_SECONDS before `nowSeconds`, or far ahead. */
export function screenCodeOutdated(s: CardStatement, nowSeconds: number): boolean {
  if (s.shown_at === undefined) return false;
  return nowSeconds - s.shown_at > SCREEN_CODE_VALID_SECONDS || s.shown_at - nowSeconds > CLOCK_SKEW_SECONDS;
}

/**
 * Judges a scanned text: our format, a known key, an intact signature, valid on `today` (YYYY-MM-DD,
 * in Germany), and a screen code recent at `nowSeconds`. The signature covers the encoded statement
 * exactly as it stands in the code.
 */
export async function checkCardCode(
  text: string,
  keys: CardKeySet,
  verify: VerifySignature,
  today: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<CardCodeCheck> {
  const [encoded, sig, ...rest] = codeFromScan(text).split('.');
  const statement = encoded ? decodeStatement(encoded) : null;
  const signature = sig ? fromBase64Url(sig) : null;
  if (!statement || !signature || signature.length !== 64 || rest.length > 0)
    return { ok: false, reason: 'format' };
  const key = keys.keys.find((k) => k.kid === statement.kid);
  const publicKey = key ? fromBase64Url(key.x) : null;
  if (publicKey?.length !== 32) return { ok: false, reason: 'unknown_key' };
  let genuine = false;
  try {
    genuine = await verify(signature, new TextEncoder().encode(encoded), publicKey);
  } catch {
    genuine = false;
  }
  if (!genuine) return { ok: false, reason: 'signature' };
  if (screenCodeOutdated(statement, nowSeconds)) return { ok: false, reason: 'screen_outdated', statement };
  if (statement.valid_to < today) return { ok: false, reason: 'expired', statement };
  if (statement.valid_from > today) return { ok: false, reason: 'not_yet_valid', statement };
  return { ok: true, statement };
}

/** Where the card behind a genuine code is now (online check); whether it is valid is card-verdict.ts. */
export const CARD_ONLINE_STATES = ['valid', 'reissued', 'deleted', 'archived', 'unknown'] as const;
export type CardOnlineState = (typeof CARD_ONLINE_STATES)[number];

/** The German reason of a refused code, with the date where the card's validity is the reason. */
export function refusalText(check: Extract<CardCodeCheck, { ok: false }>): string {
  const s = check.statement;
  if (check.reason === 'expired' && s)
    return `Der Ausweis ist abgelaufen (gültig bis ${formatDate(s.valid_to)}).`;
  if (check.reason === 'not_yet_valid' && s)
    return `Der Ausweis ist noch nicht gültig (gültig ab ${formatDate(s.valid_from)}).`;
  if (check.reason === 'screen_outdated' && s?.shown_at !== undefined)
    return `Dieser Code vom Bildschirm der Ausweis-App wurde am ${formatDateTimeShort(s.shown_at * 1000)} signiert und gilt nur ${SCREEN_CODE_VALID_SECONDS / 3600} Stunden: vermutlich ein Foto oder Bildschirmfoto. Die Ausweis-App erneuert den Code, sobald sie online ist.`;
  if (check.list_issued_at !== undefined)
    return `${CARD_CODE_REFUSALS[check.reason]} (Sperrliste vom ${formatDateTimeShort(check.list_issued_at * 1000)})`;
  return CARD_CODE_REFUSALS[check.reason];
}

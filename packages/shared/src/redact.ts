/**
 * Redaction for anything that is logged (server request logs, client error reports): secrets in URLs
 * (one-time tokens, card-info codes, query strings), secret-looking keys and personal e-mail addresses
 * are masked, long strings are cut at 10240 characters (docs/product.md#limits).
 */
import { LOG_STRING_MAX } from './constants';

const MASK = '***';
const SECRET_KEY = /pass|token|secret|authorization|e-?mail|online_code|user_code|student_sign|image/i;
const SECRET_IN_TEXT: [RegExp, string][] = [
  // The mailed one-time links: set password, confirm e-mail, accept a tenant invitation.
  [/(\/(?:password_create|email_validate|tenant_invite)\/)[^/?#\s"']+/g, `$1${MASK}`],
  [/(\/card\/[^/?#\s"']+\/[^/?#\s"']+\/)[^/?#\s"']+/g, `$1${MASK}`],
  [/([?&](?:token|code|online_code|user_code|hash)=)[^&#\s"']+/gi, `$1${MASK}`],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, MASK],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Masks tokens, card codes and e-mail addresses inside a text and cuts it to 10240 characters. */
export function redactText(text: string): string {
  // A client's report is kept, but without control characters (PostgreSQL refuses U+0000 in text).
  let out = (text.length > LOG_STRING_MAX * 2 ? text.slice(0, LOG_STRING_MAX * 2) : text).replace(
    CONTROL_CHARS,
    '\uFFFD',
  );
  for (const [re, replacement] of SECRET_IN_TEXT) out = out.replace(re, replacement);
  return out.slice(0, LOG_STRING_MAX);
}

/** A URL for a log: path only (query strings may carry tokens), secret path segments masked. */
export function redactUrl(url: string): string {
  return redactText(url.split('?')[0] ?? '');
}

/** Redacts a JSON-like value for a log: secret keys masked, every string through `redactText`. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redactForLog(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      redactText(k),
      SECRET_KEY.test(k) ? MASK : redactForLog(v, depth + 1),
    ]),
  );
}

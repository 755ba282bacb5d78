/**
 * Refresh tokens: `<session id>.<counter>.<mac>`, bound to their session row. The MAC (HMAC-SHA256
 * under a key derived from the JWT secret) makes them unforgeable; the counter makes each one usable
 * once, as staff_sessions.refresh_counter says which one is current.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../../../platform/derived-key';

export interface RefreshTokenClaims {
  sessionId: string;
  counter: number;
}

const macOf = (secret: string, body: string) =>
  createHmac('sha256', derivedKey(secret, 'refresh-token')).update(body).digest('base64url');

export function makeRefreshToken(secret: string, { sessionId, counter }: RefreshTokenClaims): string {
  const body = `${sessionId}.${counter}`;
  return `${body}.${macOf(secret, body)}`;
}

/** The session and counter of a genuine token; null for anything else. */
export function readRefreshToken(secret: string, token: string): RefreshTokenClaims | null {
  const parts = /^([\w-]{16,64})\.(\d{1,9})\.([\w-]{43})$/.exec(token);
  if (!parts) return null;
  const [, sessionId = '', counter = '', mac = ''] = parts;
  const expected = Buffer.from(macOf(secret, `${sessionId}.${counter}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { sessionId, counter: Number(counter) };
}

/**
 * Keys derived from the JWT secret, one per purpose (HKDF-SHA256): a refresh token, a sign-in ticket
 * or a passkey challenge can never pass for another kind, and none for a session token.
 */
import { hkdfSync } from 'node:crypto';

const keys = new Map<string, Buffer>();

/** The 32-byte key of `purpose` under `secret`, derived once per process. */
export function derivedKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'ausweisportal', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

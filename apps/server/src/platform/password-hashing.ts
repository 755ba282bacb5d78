/** Password hashing with node:crypto scrypt; format `scrypt$N$r$p$salt$hash` (base64url). */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt recommendation: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms per hash).
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LEN = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LEN, { N: n, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * A new hash at OWASP's cost. `cost` (scrypt's N) is only for the test factories' users: the hash
 * names its own cost, so their logins verify in milliseconds while every real hash keeps N=2^17.
 */
export async function hashPassword(password: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Verifying against this when the user does not exist keeps the timing the same.
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LEN).toString('base64url')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  try {
    const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
    return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
  } catch {
    // An unreadable stored hash counts as a wrong password, not as a server error.
    return false;
  }
}

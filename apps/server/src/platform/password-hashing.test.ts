import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a random salt per hash', async () => {
    const a = await hashPassword('Demo-Passwort-1');
    const b = await hashPassword('Demo-Passwort-1');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Demo-Passwort-1', a)).toBe(true);
    expect(await verifyPassword('demo-passwort-1', a)).toBe(false);
  });
  it('treats a missing or unreadable stored hash as a wrong password', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$x$y$z$abc$def')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox, secretsKeyFrom } from './secret-box';

describe('secret box', () => {
  const box = secretBox(secretsKeyFrom(null, 'a'.repeat(48)));

  it('opens what it sealed; the stored value does not show the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('geheim');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('anders').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('takes SECRETS_KEY as hex or base64url of 32 bytes', () => {
    const key = randomBytes(32);
    expect(secretsKeyFrom(key.toString('hex'), 'x')).toEqual(key);
    expect(secretsKeyFrom(key.toString('base64url'), 'x')).toEqual(key);
  });
});

/**
 * Secrets kept at rest (one-time-code secrets, identity providers' client secrets): AES-256-GCM with
 * the key from configuration (SECRETS_KEY, else derived from JWT_SECRET). A stored value reads
 * 'v1.<iv>.<tag>.<ciphertext>' (base64url); a changed value or another key fails to open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from './derived-key';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws for a value sealed with another key or changed since. */
  open(sealed: string): string;
}

/** The 32-byte key: SECRETS_KEY (base64url or hex of 32 bytes), else derived from the JWT secret. */
export function secretsKeyFrom(secretsKey: string | null, jwtSecret: string): Buffer {
  if (secretsKey) {
    const hex = /^[0-9a-f]{64}$/i.test(secretsKey);
    return Buffer.from(secretsKey, hex ? 'hex' : 'base64url');
  }
  return derivedKey(jwtSecret, 'secret-box');
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The box of the configured key (SECRETS_KEY, else derived from JWT_SECRET). */
export const configuredSecretBox = (config: { secretsKey: string | null; jwtSecret: string }) =>
  secretBox(secretsKeyFrom(config.secretsKey, config.jwtSecret));

/**
 * The Ed25519 keys that sign card codes (shared/card-code.ts). They live in a directory (CARD_KEYS_DIR,
 * default DATA_DIR/card-keys; with several instances a directory all of them read, e.g. a mounted
 * secret) and optionally one more in the environment (CARD_SIGNING_KEY with CARD_SIGNING_KEY_ID):
 * - `<kid>.key`: a private key (PKCS#8 PEM); it signs if it is the active one, and is published;
 * - `<kid>.pub`: a retired key's public half (SPKI PEM): codes signed with it still verify.
 * The active key is CARD_SIGNING_KEY_ID, else the environment's key, else the last `.key` by name
 * (`npm run card-key` writes `k<date>` names, so the newest signs). Rotating: run it, restart; the old
 * key keeps verifying until its `.key` file is removed (or replaced by its `.pub`).
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CardKeySet, CardPublicKey } from '@ausweis/shared/card-code';

export class CardKeyError extends Error {}

const KID = /^[A-Za-z0-9_-]{1,32}$/;

export interface CardKeySettings {
  dir: string;
  /** PKCS#8 PEM of a private key from the environment (\n may be written as the two characters). */
  envKey?: string | null;
  /** Which key signs (default: see above); names the environment's key when there is one. */
  activeKid?: string | null;
}

export interface CardKeys {
  /** The key id new codes carry. */
  activeKid: string;
  /** Ed25519 signature of `message` with the active key. */
  sign(message: Uint8Array): Uint8Array;
  /** Every key codes may be signed with, as published at CARD_KEYS_PATH. */
  keySet: CardKeySet;
  /** Ed25519 check with a raw public key (the same function the keys' own check uses). */
  verify(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean;
}

/** A new key's id: k and today's date, with a counter when that name is taken. */
function newKid(dir: string): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  let kid = `k${day}`;
  for (let n = 2; existsSync(path.join(dir, `${kid}.key`)) || existsSync(path.join(dir, `${kid}.pub`)); n++)
    kid = `k${day}-${n}`;
  return kid;
}

/** True when `dir` holds a private key (production must not start without one). */
export const hasCardKey = (dir: string) =>
  existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.key'));

/** Writes a new private key into `dir` and returns its id (npm run card-key, first start). */
export function createCardKey(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const kid = newKid(dir);
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(path.join(dir, `${kid}.key`), privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
    flag: 'wx',
  });
  return kid;
}

function readKeyFiles(dir: string): { priv: Map<string, KeyObject>; pub: Map<string, KeyObject> } {
  const priv = new Map<string, KeyObject>();
  const pub = new Map<string, KeyObject>();
  if (!existsSync(dir)) return { priv, pub };
  for (const file of readdirSync(dir).sort()) {
    const match = /^(.+)\.(key|pub)$/.exec(file);
    if (!match) continue;
    const [, kid = '', kind] = match;
    if (!KID.test(kid)) throw new CardKeyError(`Ungültiger Schlüsselname ${file} in ${dir}.`);
    const pem = readFileSync(path.join(dir, file), 'utf8');
    try {
      if (kind === 'key') priv.set(kid, createPrivateKey(pem));
      else pub.set(kid, createPublicKey(pem));
    } catch {
      throw new CardKeyError(`Der Schlüssel ${file} in ${dir} ist nicht lesbar (erwartet: PEM).`);
    }
  }
  return { priv, pub };
}

function publicJwk(kid: string, key: KeyObject): CardPublicKey {
  const jwk = key.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.x)
    throw new CardKeyError(`Der Schlüssel ${kid} ist kein Ed25519-Schlüssel.`);
  return { kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid, x: jwk.x };
}

/** Checks an Ed25519 signature with a raw 32-byte public key. */
export function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, message, key, signature);
}

export function loadCardKeys(settings: CardKeySettings): CardKeys {
  const { dir } = settings;
  let { priv, pub } = readKeyFiles(dir);
  if (settings.envKey) {
    const kid = settings.activeKid ?? '';
    if (!KID.test(kid))
      throw new CardKeyError('CARD_SIGNING_KEY_ID fehlt oder ist ungültig (Buchstaben, Ziffern, - und _).');
    try {
      priv.set(kid, createPrivateKey(settings.envKey.replaceAll('\\n', '\n')));
    } catch {
      throw new CardKeyError('CARD_SIGNING_KEY ist kein lesbarer privater Schlüssel (PKCS#8 PEM).');
    }
  }
  // Production refuses to start without a key (config.ts): a key made here would be this instance's alone.
  if (priv.size === 0) {
    createCardKey(dir);
    ({ priv, pub } = readKeyFiles(dir));
  }
  const activeKid = settings.activeKid || [...priv.keys()].at(-1);
  const active = activeKid ? priv.get(activeKid) : undefined;
  if (!activeKid || !active)
    throw new CardKeyError(`Der Signaturschlüssel ${activeKid} (CARD_SIGNING_KEY_ID) ist nicht vorhanden.`);
  const published = new Map<string, CardPublicKey>();
  for (const [kid, key] of pub) published.set(kid, publicJwk(kid, key));
  for (const [kid, key] of priv) published.set(kid, publicJwk(kid, createPublicKey(key)));
  return {
    activeKid,
    sign: (message) => new Uint8Array(sign(null, message, active)),
    keySet: { keys: [...published.values()] },
    verify: verifyEd25519,
  };
}

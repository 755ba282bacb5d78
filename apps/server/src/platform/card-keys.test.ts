/** The keys of the signed card codes: created once, rotated by a new file, retired keys still verify. */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkCardCode } from '@ausweis/shared/card-code';
import { renderCardBackSvg } from '@ausweis/shared/card-layout/card-back';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { CardRecord } from '../db/card-records';
import { readQrCodes } from '../test/read-qr';
import { cardCodeLink, cardCodeSvg } from './card-code';
import { CardKeyError, createCardKey, loadCardKeys, verifyEd25519 } from './card-keys';

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'card-keys-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const RECORD = {
  order: {
    id: 42,
    familyname: 'Özdemir',
    forname: 'Ayşe',
    birthday: '2011-02-03',
    card_valid_from: '2026-08-01',
    card_valid_to: '2099-07-31',
    validated: false,
    is_test: false,
  },
  tenant: { short_code: 'GYMSEE', name: 'Gymnasium am See', is_test: false },
  product: { tenant_name: null, is_test: false },
  version: '2026-11-26 09:30:15.123456+00',
} as unknown as CardRecord;

const ctxWith = (dir: string) => ({
  cardKeys: loadCardKeys({ dir }),
  config: { publicUrl: 'https://ausweis.example' } as never,
});

describe('card signing keys', () => {
  it('creates one private key on first use (owner-only file) and keeps using it', () => {
    const dir = tmp();
    const keys = loadCardKeys({ dir });
    expect(readdirSync(dir)).toEqual([`${keys.activeKid}.key`]);
    expect(statSync(path.join(dir, `${keys.activeKid}.key`)).mode & 0o777).toBe(0o600);
    expect(loadCardKeys({ dir }).activeKid).toBe(keys.activeKid);
    expect(loadCardKeys({ dir }).keySet).toEqual(keys.keySet);
  });

  it('rotates: the newest key signs, the old one keeps verifying, a retired .pub too', async () => {
    const dir = tmp();
    const first = loadCardKeys({ dir });
    const oldCode = cardCodeLink({ ...ctxWith(dir) }, RECORD);
    writeFileSync(
      path.join(dir, 'k20991231.key'),
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    const rotated = loadCardKeys({ dir });
    expect(rotated.activeKid).toBe('k20991231');
    expect(rotated.keySet.keys.map((k) => k.kid)).toEqual([first.activeKid, 'k20991231']);
    const newCode = cardCodeLink(ctxWith(dir), RECORD);
    expect(newCode).not.toBe(oldCode);
    for (const code of [oldCode, newCode])
      expect((await checkCardCode(code, rotated.keySet, verifyEd25519, '2026-11-26')).ok).toBe(true);

    // Retiring the first key: only its public half stays, old codes still verify, nothing signs with it.
    const pem = readFileSync(path.join(dir, `${first.activeKid}.key`), 'utf8');
    rmSync(path.join(dir, `${first.activeKid}.key`));
    writeFileSync(
      path.join(dir, `${first.activeKid}.pub`),
      createPublicKey(pem).export({ type: 'spki', format: 'pem' }),
    );
    const retired = loadCardKeys({ dir });
    expect(retired.activeKid).toBe('k20991231');
    expect((await checkCardCode(oldCode, retired.keySet, verifyEd25519, '2026-11-26')).ok).toBe(true);
    // A key named explicitly signs; an unknown one is a German error.
    expect(loadCardKeys({ dir, activeKid: 'k20991231' }).activeKid).toBe('k20991231');
    expect(() => loadCardKeys({ dir, activeKid: first.activeKid })).toThrow(CardKeyError);
  });

  it('takes a key from the environment (CARD_SIGNING_KEY with its id) beside the directory', () => {
    const dir = tmp();
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const keys = loadCardKeys({ dir, envKey: pem.replaceAll('\n', '\\n'), activeKid: 'env1' });
    expect(keys.activeKid).toBe('env1');
    expect(keys.keySet.keys.map((k) => k.kid)).toEqual(['env1']);
    expect(readdirSync(dir)).toEqual([]);
    expect(() => loadCardKeys({ dir, envKey: pem })).toThrow(/CARD_SIGNING_KEY_ID/);
    expect(() => loadCardKeys({ dir, envKey: 'kein Schlüssel', activeKid: 'x' })).toThrow(/PKCS#8/);
  });

  it('refuses unreadable key files and names them in German', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'k1.key'), 'kaputt');
    expect(() => loadCardKeys({ dir })).toThrow('Der Schlüssel k1.key in');
    const rsa = tmp();
    writeFileSync(
      path.join(rsa, 'k1.key'),
      generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(() => loadCardKeys({ dir: rsa })).toThrow('kein Ed25519-Schlüssel');
  });

  it('in production needs a configured key: no instance makes one of its own', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmp() };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/CARD_SIGNING_KEY/);
    const keysDir = tmp();
    createCardKey(keysDir);
    expect(loadConfig({ ...env, CARD_KEYS_DIR: keysDir }).cardKeysDir).toBe(keysDir);
  });

  it("draws the printed card's back with the same code, readable by a scanner", async () => {
    const dir = tmp();
    const ctx = ctxWith(dir);
    const back = renderCardBackSvg({
      qr_svg: cardCodeSvg(ctx, RECORD),
      tenant_name: 'Gymnasium am See',
      check_address: 'ausweis.example/pruefen',
    });
    expect(back).toContain('Echtheit prüfen');
    expect(back).not.toContain('TEST-AUSWEIS');
    expect(await readQrCodes(Buffer.from(back))).toEqual([cardCodeLink(ctx, RECORD)]);
  });

  it("says on a test card's back that it is no valid card, and signs the test flag", async () => {
    const ctx = ctxWith(tmp());
    const testCard = { ...RECORD, product: { ...RECORD.product, is_test: true } } as CardRecord;
    const back = renderCardBackSvg({
      qr_svg: cardCodeSvg(ctx, testCard),
      tenant_name: 'Testschule',
      check_address: 'ausweis.example/pruefen',
      test_card: true,
    });
    expect(back).toContain('TEST-AUSWEIS');
    expect(back).toContain('kein gültiger Ausweis');
    const [link] = await readQrCodes(Buffer.from(back));
    const check = await checkCardCode(link ?? '', ctx.cardKeys.keySet, verifyEd25519, '2026-11-26');
    expect(check).toMatchObject({ ok: true, statement: { test: true } });
  });
});

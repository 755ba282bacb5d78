import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type CardKeySet,
  type CardStatement,
  cardCodeUrl,
  checkCardCode,
  encodeStatement,
  fromBase64Url,
  refusalText,
  SCREEN_CODE_VALID_SECONDS,
  signedCode,
  toBase64Url,
  type VerifySignature,
} from './card-code';

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x as string;
  return { kid, privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid, x } as const };
}

const nodeVerify: VerifySignature = (signature, message, publicKey) =>
  verify(
    null,
    message,
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: toBase64Url(publicKey) }, format: 'jwk' }),
    signature,
  );

const STATEMENT: CardStatement = {
  kid: 'k1',
  card_id: 4711,
  tenant_code: 'GYMSEE',
  familyname: 'Müller-Lüdenscheidt',
  forname: 'Jörg',
  birthday: '2012-03-04',
  valid_from: '2026-08-01',
  valid_to: '2027-07-31',
  validated: true,
  test: false,
  issued_at: 1_790_000_000,
};
const TODAY = '2026-11-26';

function codeOf(statement: CardStatement, privateKey = k1.privateKey) {
  const encoded = encodeStatement(statement);
  return signedCode(encoded, new Uint8Array(sign(null, Buffer.from(encoded), privateKey)));
}

const k1 = keyPair('k1');
const k2 = keyPair('k2');
const keys: CardKeySet = { keys: [k1.jwk, k2.jwk] };

describe('signed card codes', () => {
  it('round-trips: the verifier link and the bare code give the statement back', async () => {
    const code = codeOf(STATEMENT);
    expect(await checkCardCode(code, keys, nodeVerify, TODAY)).toEqual({ ok: true, statement: STATEMENT });
    const link = cardCodeUrl('https://ausweis.example', code);
    expect(link).toMatch(/^https:\/\/ausweis\.example\/pruefen#[\w-]+\.[\w-]+$/);
    expect(await checkCardCode(link, keys, nodeVerify, TODAY)).toEqual({ ok: true, statement: STATEMENT });
    // Small enough for a QR code a phone reads from a card: well under 400 characters.
    expect(link.length).toBeLessThan(400);
  });

  it('keeps a card without birthday and an unvalidated card', async () => {
    const s = { ...STATEMENT, birthday: null, validated: false };
    expect(await checkCardCode(codeOf(s), keys, nodeVerify, TODAY)).toEqual({ ok: true, statement: s });
  });

  it('carries the test flag', async () => {
    const s = { ...STATEMENT, test: true };
    expect(await checkCardCode(codeOf(s), keys, nodeVerify, TODAY)).toEqual({ ok: true, statement: s });
  });

  it('still reads an older (A1) code without the test flag: its test flag is not known (null)', async () => {
    const { test: _test, ...rest } = STATEMENT;
    const fields = ['A1', rest.kid, rest.card_id, rest.tenant_code, rest.familyname, rest.forname];
    fields.push(rest.birthday ?? '', rest.valid_from, rest.valid_to, 1, rest.issued_at);
    const encoded = toBase64Url(new TextEncoder().encode(JSON.stringify(fields)));
    const code = signedCode(encoded, new Uint8Array(sign(null, Buffer.from(encoded), k1.privateKey)));
    expect(await checkCardCode(code, keys, nodeVerify, TODAY)).toEqual({
      ok: true,
      statement: { ...STATEMENT, test: null },
    });
    // An A1 layout with a twelfth field, or an A2 one without it, is no code of ours.
    const odd = toBase64Url(new TextEncoder().encode(JSON.stringify([...fields, 1])));
    expect(await checkCardCode(`${odd}.${'A'.repeat(86)}`, keys, nodeVerify, TODAY)).toMatchObject({
      reason: 'format',
    });
    const short = toBase64Url(new TextEncoder().encode(JSON.stringify(['A2', ...fields.slice(1)])));
    expect(await checkCardCode(`${short}.${'A'.repeat(86)}`, keys, nodeVerify, TODAY)).toMatchObject({
      reason: 'format',
    });
  });

  const altered: [string, Partial<CardStatement>][] = [
    ['card id', { card_id: 4712 }],
    ['tenant code', { tenant_code: 'TSVMU' }],
    ['family name', { familyname: 'Muster' }],
    ['first name', { forname: 'Jorg' }],
    ['birthday', { birthday: '2010-03-04' }],
    ['valid from', { valid_from: '2026-01-01' }],
    ['valid to', { valid_to: '2099-12-31' }],
    ['validated', { validated: false }],
    ['test flag', { test: true }],
    ['issued at', { issued_at: 1_790_000_001 }],
    ['key id', { kid: 'k2' }],
  ];
  it.each(altered)('refuses a code whose %s was altered after signing', async (_field, change) => {
    const [, signature] = codeOf(STATEMENT).split('.');
    const forged = `${encodeStatement({ ...STATEMENT, ...change })}.${signature}`;
    const check = await checkCardCode(forged, keys, nodeVerify, TODAY);
    expect(check).toEqual({ ok: false, reason: 'signature' });
    if (!check.ok)
      expect(refusalText(check)).toBe('Signatur ungültig: Der Code wurde verändert oder gefälscht.');
  });

  it('refuses a code signed with a key that is not published (forged), and a flipped signature bit', async () => {
    const stranger = keyPair('k1');
    expect(
      await checkCardCode(codeOf(STATEMENT, stranger.privateKey), keys, nodeVerify, TODAY),
    ).toMatchObject({
      reason: 'signature',
    });
    const [encoded, sig] = codeOf(STATEMENT).split('.') as [string, string];
    const bytes = fromBase64Url(sig) as Uint8Array;
    bytes[10] = (bytes[10] as number) ^ 1;
    expect(await checkCardCode(`${encoded}.${toBase64Url(bytes)}`, keys, nodeVerify, TODAY)).toMatchObject({
      reason: 'signature',
    });
  });

  it('verifies with a rotated key: old codes by the old key id, new ones by the new; an unknown id is named', async () => {
    const old = codeOf(STATEMENT);
    const fresh = codeOf({ ...STATEMENT, kid: 'k2' }, k2.privateKey);
    expect((await checkCardCode(old, keys, nodeVerify, TODAY)).ok).toBe(true);
    expect((await checkCardCode(fresh, keys, nodeVerify, TODAY)).ok).toBe(true);
    const onlyOld = { keys: [k1.jwk] };
    const check = await checkCardCode(fresh, onlyOld, nodeVerify, TODAY);
    expect(check).toEqual({ ok: false, reason: 'unknown_key' });
    if (!check.ok) expect(refusalText(check)).toMatch(/unbekannten Schlüssel/);
  });

  it('refuses an expired and a not yet valid card, with the date', async () => {
    const expired = await checkCardCode(codeOf(STATEMENT), keys, nodeVerify, '2027-08-01');
    expect(expired).toMatchObject({ ok: false, reason: 'expired' });
    if (!expired.ok) expect(refusalText(expired)).toBe('Der Ausweis ist abgelaufen (gültig bis 31.07.2027).');
    // Valid through its last day.
    expect((await checkCardCode(codeOf(STATEMENT), keys, nodeVerify, '2027-07-31')).ok).toBe(true);
    const early = await checkCardCode(codeOf(STATEMENT), keys, nodeVerify, '2026-07-31');
    if (!early.ok)
      expect(refusalText(early)).toBe('Der Ausweis ist noch nicht gültig (gültig ab 01.08.2026).');
    expect(early.ok).toBe(false);
  });

  it.each([
    ['an ordinary link', 'https://example.com/foo'],
    ['an empty text', ''],
    ['garbage base64', 'abc.def'],
    ['three parts', `${codeOf(STATEMENT)}.x`],
    [
      'a JSON object instead of the array',
      `${toBase64Url(new TextEncoder().encode('{"a":1}'))}.${'A'.repeat(86)}`,
    ],
  ])('refuses %s as no card code', async (_name, text) => {
    const check = await checkCardCode(text, keys, nodeVerify, TODAY);
    expect(check).toEqual({ ok: false, reason: 'format' });
    if (!check.ok)
      expect(refusalText(check)).toBe('Dieser QR-Code ist kein Ausweis-Code des Ausweisportals.');
  });
});

describe('screen codes (A3): signed when shown, valid for a day', () => {
  const SHOWN = 1_795_000_000;
  const screen = { ...STATEMENT, shown_at: SHOWN };

  it('round-trips the signing time; printed codes (A2) carry none', async () => {
    const check = await checkCardCode(codeOf(screen), keys, nodeVerify, TODAY, SHOWN + 60);
    expect(check).toEqual({ ok: true, statement: screen });
    const printed = await checkCardCode(codeOf(STATEMENT), keys, nodeVerify, TODAY, SHOWN + 400 * 86_400);
    expect(printed.ok && 'shown_at' in printed.statement).toBe(false);
  });

  it('counts up to SCREEN_CODE_VALID_SECONDS after signing, and a little ahead of the clock', async () => {
    const at = (now: number) => checkCardCode(codeOf(screen), keys, nodeVerify, TODAY, now);
    expect((await at(SHOWN + SCREEN_CODE_VALID_SECONDS)).ok).toBe(true);
    expect((await at(SHOWN - 60)).ok).toBe(true);
    expect(await at(SHOWN + SCREEN_CODE_VALID_SECONDS + 1)).toMatchObject({
      ok: false,
      reason: 'screen_outdated',
    });
    expect(await at(SHOWN - 3600)).toMatchObject({ ok: false, reason: 'screen_outdated' });
  });

  it('names when an outdated screen code was signed, in German', async () => {
    const check = await checkCardCode(codeOf(screen), keys, nodeVerify, TODAY, SHOWN + 365 * 86_400);
    if (check.ok) expect.unreachable('an old screen code passed');
    expect(refusalText(check)).toBe(
      'Dieser Code vom Bildschirm der Ausweis-App wurde am 18.11.2026 12:06 signiert und gilt nur 24 Stunden: vermutlich ein Foto oder Bildschirmfoto. Die Ausweis-App erneuert den Code, sobald sie online ist.',
    );
  });

  it('refuses a signing time that is not a whole number, and an altered one', async () => {
    const [encoded, sig] = codeOf(screen).split('.');
    const fields = JSON.parse(new TextDecoder().decode(fromBase64Url(encoded ?? '') ?? new Uint8Array()));
    const bad = (f: unknown[]) => `${toBase64Url(new TextEncoder().encode(JSON.stringify(f)))}.${sig}`;
    expect(fields[0]).toBe('A3');
    const later = await checkCardCode(
      bad([...fields.slice(0, 12), SHOWN + 86_400 * 300]),
      keys,
      nodeVerify,
      TODAY,
      SHOWN + 86_400 * 300,
    );
    expect(later).toMatchObject({ ok: false, reason: 'signature' });
    const odd = await checkCardCode(bad([...fields.slice(0, 12), 'gestern']), keys, nodeVerify, TODAY, SHOWN);
    expect(odd).toMatchObject({ ok: false, reason: 'format' });
  });
});

import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CardKeySet, CardStatement } from './card-code';
import {
  checkAgainstRevocationList,
  decodeRevocationList,
  encodeRevocationList,
  outdatingVersion,
  type RevocationListContent,
  readRevocationList,
  revocationListIsOld,
  revocationOf,
  signRevocationList,
} from './revocation-list';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const jwk = publicKey.export({ format: 'jwk' });
const keys: CardKeySet = {
  keys: [{ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: 'k1', x: jwk.x ?? '' }],
};
const verifyWith = (signature: Uint8Array, message: Uint8Array, raw: Uint8Array) =>
  verify(
    null,
    message,
    { key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' },
    signature,
  );
const signWith = (message: Uint8Array) => new Uint8Array(sign(null, message, privateKey));

const NOW = 1_790_000_000;
const content: RevocationListContent = {
  issued_at: NOW,
  warn_days: 7,
  kid: 'k1',
  ended: [3, 4, 5, 9, 200, 201, 70_000],
  reissued: [
    [7, NOW - 3600],
    [500, NOW - 86_400 * 30],
    [600, NOW + 1],
  ],
};

const card = (card_id: number, issued_at = NOW - 10 * 86_400) => ({ card_id, issued_at });

describe('revocation list', () => {
  it('round-trips: ended runs and reissued cards with their oldest valid version', () => {
    const list = decodeRevocationList(encodeRevocationList(content));
    expect(list).not.toBeNull();
    if (!list) return;
    expect([...list.runStarts]).toEqual([3, 9, 200, 70_000]);
    expect([...list.runEnds]).toEqual([5, 9, 201, 70_000]);
    for (const id of content.ended) expect(revocationOf(list, card(id))).toBe('revoked');
    for (const id of [1, 2, 6, 8, 10, 199, 202, 69_999, 70_001])
      expect(revocationOf(list, card(id))).toBeNull();
    // A code made before the reissue is outdated, the current one (and later ones) hold.
    expect(revocationOf(list, card(7, NOW - 3601))).toBe('reissued');
    expect(revocationOf(list, card(7, NOW - 3600))).toBeNull();
    expect(revocationOf(list, card(500, NOW - 86_400 * 31))).toBe('reissued');
    expect(revocationOf(list, card(500, NOW - 86_400 * 29))).toBeNull();
    // A reissue a second after the list's date (the version moved into the next second).
    expect(revocationOf(list, card(600, NOW))).toBe('reissued');
    expect(revocationOf(list, card(600, NOW + 1))).toBeNull();
  });

  it('publishes a reissue as the roundest instant after the outdated version, as exact as the seconds', () => {
    expect(outdatingVersion(1_790_000_000, 1_790_000_001)).toBe(1_790_000_001);
    const m = outdatingVersion(NOW - 86_400 * 40, NOW - 3);
    expect(m).toBeGreaterThan(NOW - 86_400 * 40);
    expect(m).toBeLessThanOrEqual(NOW - 3);
    expect(m % 2 ** 20).toBe(0);
    // Many cards, runs and single ids, reissues a second to a year after the version they outdate.
    const ended: number[] = [];
    const reissued: [number, number, number][] = [];
    for (let i = 0, id = 1; i < 3000; i++) {
      id += 1 + ((i * 7919) % 97);
      const run = i % 3 === 0 ? 20 + (i % 13) : 1;
      if (i % 5 === 0) {
        const current = NOW - ((i * 104_729) % (365 * 86_400));
        reissued.push([id, current, current - 1 - ((i * 31) % (i % 2 ? 600 : 200 * 86_400))]);
        id += 1;
        continue;
      }
      for (let j = 0; j < run; j++) ended.push(id++);
    }
    const list = decodeRevocationList(encodeRevocationList({ ...content, ended, reissued }));
    if (!list) return expect.unreachable('list does not decode');
    for (const id of ended) expect(revocationOf(list, card(id))).toBe('revoked');
    for (const [id, current, outdated] of reissued) {
      expect(revocationOf(list, card(id, outdated))).toBe('reissued');
      expect(revocationOf(list, card(id, current))).toBeNull();
    }
    const listed = new Set([...ended, ...reissued.map(([id]) => id)]);
    for (let id = 1; id < (ended.at(-1) ?? 0); id += 3)
      if (!listed.has(id)) expect(revocationOf(list, card(id))).toBeNull();
    // Cut short or with bytes added, it is not a list.
    const bytes = encodeRevocationList({ ...content, ended, reissued });
    expect(decodeRevocationList(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(decodeRevocationList(Uint8Array.from([...bytes, 0]))).toBeNull();
  });

  it('reads a signed list with the published key and refuses a tampered or wrongly signed one', async () => {
    const signed = signRevocationList(content, signWith);
    const read = await readRevocationList(signed, keys, verifyWith);
    expect(read.ok).toBe(true);

    // One id changed (the second run's start 9 -> 10): the signature no longer fits.
    const tampered = signed.slice();
    const body = encodeRevocationList(content);
    const other = encodeRevocationList({ ...content, ended: [3, 4, 5, 10, 200, 201, 70_000] });
    const at = body.findIndex((b, i) => b !== other[i]);
    tampered[at] = other[at] ?? 0;
    expect(await readRevocationList(tampered, keys, verifyWith)).toEqual({ ok: false, reason: 'signature' });

    // Signed with another key under the published key's id.
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const forged = signRevocationList(content, (m) => new Uint8Array(sign(null, m, stranger)));
    expect(await readRevocationList(forged, keys, verifyWith)).toEqual({ ok: false, reason: 'signature' });

    // A key nobody published, and bytes that are no list at all.
    const unknown = signRevocationList({ ...content, kid: 'k9' }, signWith);
    expect(await readRevocationList(unknown, keys, verifyWith)).toEqual({ ok: false, reason: 'unknown_key' });
    expect(await readRevocationList(signed.subarray(10), keys, verifyWith)).toEqual({
      ok: false,
      reason: 'format',
    });
    expect(decodeRevocationList(encodeRevocationList(content).subarray(0, 20))).toBeNull();
  });

  it('refuses a genuine code the list names, with the list date; others pass unchanged', () => {
    const list = decodeRevocationList(encodeRevocationList(content));
    const statement = { card_id: 4, issued_at: NOW - 100 } as CardStatement;
    expect(checkAgainstRevocationList({ ok: true, statement }, list)).toEqual({
      ok: false,
      reason: 'revoked',
      statement,
      list_issued_at: NOW,
    });
    const fine = { ok: true as const, statement: { ...statement, card_id: 6 } };
    expect(checkAgainstRevocationList(fine, list)).toBe(fine);
    expect(checkAgainstRevocationList({ ok: true, statement }, null)).toEqual({ ok: true, statement });
  });

  it('is old after its warn days', () => {
    expect(revocationListIsOld(content, NOW + 7 * 86_400)).toBe(false);
    expect(revocationListIsOld(content, NOW + 7 * 86_400 + 1)).toBe(true);
  });
});

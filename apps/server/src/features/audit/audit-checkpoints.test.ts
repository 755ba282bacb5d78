/** Signing a chain's head and checking it with the key set: a changed head or an unknown key fails. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardKeys } from '../../platform/card-keys';
import { checkpointSigned, signHead } from './audit-checkpoints';

const keys = loadCardKeys({ dir: mkdtempSync(path.join(tmpdir(), 'audit-keys-')) });
const head = { chain: 7, seq: 42, hash: 'a'.repeat(64) };

describe('checkpoints', () => {
  it('verifies a signed head with the key set', () => {
    const signed = { ...head, ...signHead(keys, head) };
    expect(signed.kid).toBe(keys.activeKid);
    expect(checkpointSigned(keys, signed)).toBe(true);
  });

  it('refuses a changed head, a foreign key and a damaged signature', () => {
    const signed = { ...head, ...signHead(keys, head) };
    expect(checkpointSigned(keys, { ...signed, seq: 43 })).toBe(false);
    expect(checkpointSigned(keys, { ...signed, hash: 'b'.repeat(64) })).toBe(false);
    expect(checkpointSigned(keys, { ...signed, kid: 'unbekannt' })).toBe(false);
    expect(checkpointSigned(keys, { ...signed, signature: signed.signature.slice(2) })).toBe(false);
    const other = loadCardKeys({ dir: mkdtempSync(path.join(tmpdir(), 'audit-keys-')) });
    expect(checkpointSigned(keys, { ...head, ...signHead(other, head), kid: keys.activeKid })).toBe(false);
  });
});

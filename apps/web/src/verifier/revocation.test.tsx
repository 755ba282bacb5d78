/**
 * The verifier offline with the revocation list: a fresh list refuses a listed card with the list's date,
 * a stale one warns; a tampered or older list is refused and not kept; offline the kept list judges.
 */
import { generateKeyPairSync, sign } from 'node:crypto';
import { type CardKeySet, type CardStatement, encodeStatement, signedCode } from '@ausweis/shared/card-code';
import {
  type RevocationListContent,
  readRevocationList,
  signRevocationList,
} from '@ausweis/shared/revocation-list';
import { verifyAsync } from '@noble/ed25519';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckResult } from './CheckResult';
import { checkOffline } from './check';
import { RevocationStatus } from './RevocationStatus';
import { loadRevocationList } from './revocation';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const keys: CardKeySet = {
  keys: [
    {
      kty: 'OKP',
      crv: 'Ed25519',
      alg: 'EdDSA',
      use: 'sig',
      kid: 'k1',
      x: publicKey.export({ format: 'jwk' }).x ?? '',
    },
  ],
};
const signed = (c: Partial<RevocationListContent>) =>
  signRevocationList(
    { issued_at: Math.floor(Date.now() / 1000), warn_days: 7, kid: 'k1', ended: [301], reissued: [], ...c },
    (m) => new Uint8Array(sign(null, m, privateKey)),
  );

/** The server answers with these bytes (null: offline). */
function serve(bytes: Uint8Array | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!bytes) throw new TypeError('Failed to fetch');
      return new Response(bytes.slice());
    }),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = 86_400;
const NOW = Math.floor(Date.now() / 1000);
const now = () => NOW;

describe('verifier revocation list', () => {
  it('keeps a genuine list and judges with it offline; refuses a tampered or older one', async () => {
    const fresh = signed({ issued_at: now() - 60 });
    serve(fresh);
    const online = await loadRevocationList(keys);
    expect(online).toMatchObject({ notice: null, list: { issued_at: now() - 60 } });

    serve(null);
    expect((await loadRevocationList(keys)).list?.issued_at).toBe(now() - 60);

    const tampered = signed({ ended: [300] });
    // One bit of the ended id (the body ends with its gap and the empty reissued part).
    tampered[tampered.length - 68] ^= 1;
    serve(tampered);
    const refused = await loadRevocationList(keys);
    expect(refused.notice).toBe('signature');
    // The kept list still counts.
    expect(refused.list?.issued_at).toBe(now() - 60);

    serve(signed({ issued_at: now() - 5 * day, ended: [] }));
    expect((await loadRevocationList(keys)).list?.issued_at).toBe(now() - 60);
  });

  it('shows the list date, and warns when the list is older than its warn days', async () => {
    const read = async (bytes: Uint8Array) => {
      const r = await readRevocationList(bytes, keys, (s, m, p) => verifyAsync(s, m, p));
      return r.ok ? r.list : expect.unreachable('list refused');
    };
    const { rerender } = render(
      <RevocationStatus state={{ list: await read(signed({ issued_at: now() - day })), notice: null }} />,
    );
    expect(screen.getByText(/^Sperrliste vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.queryByText(/älter als/)).toBeNull();

    rerender(
      <RevocationStatus state={{ list: await read(signed({ issued_at: now() - 8 * day })), notice: null }} />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Die Sperrliste ist älter als 7 Tage/);

    rerender(<RevocationStatus state={{ list: null, notice: null }} />);
    expect(screen.getByRole('status').textContent).toMatch(/noch keine Sperrliste gespeichert/);
  });

  it('refuses a listed card offline with the list date, whatever its code says', async () => {
    const s: CardStatement = {
      kid: 'k1',
      card_id: 301,
      tenant_code: 'GYMSEE',
      familyname: 'Prüfer',
      forname: 'Vera',
      birthday: null,
      valid_from: '2020-08-01',
      valid_to: '2099-07-31',
      validated: true,
      test: false,
      issued_at: now() - 10 * day,
    };
    const list = await readRevocationList(signed({ issued_at: 1_795_000_000 }), keys, (sig, m, p) =>
      verifyAsync(sig, m, p),
    );
    if (!list.ok) return expect.unreachable('list refused');
    const encoded = encodeStatement(s);
    const code = signedCode(
      encoded,
      new Uint8Array(sign(null, new TextEncoder().encode(encoded), privateKey)),
    );
    expect(await checkOffline(code, keys, null)).toMatchObject({ ok: true });
    expect(await checkOffline(code, keys, list.list)).toMatchObject({
      ok: false,
      reason: 'revoked',
      list_issued_at: 1_795_000_000,
    });
    render(
      <CheckResult
        outcome={{
          check: { ok: false, reason: 'revoked', statement: s, list_issued_at: 1_795_000_000 },
          online: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nicht gültig: gesperrt');
    expect(
      screen.getByText(/^Dieser Ausweis wurde gesperrt: .*\(Sperrliste vom 18\.11\.2026 \d{2}:\d{2}\)$/),
    ).toBeTruthy();

    // Online the server says how the card is now.
    cleanup();
    render(
      <CheckResult
        outcome={{
          check: {
            ok: false,
            reason: 'revoked',
            statement: s,
            list_issued_at: 1,
          },
          online: {
            state: 'deleted',
            verdict: { valid: false, problems: ['deleted'] },
            tenant_name: 'Gymnasium am See',
            photo: null,
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nicht gültig: gelöscht');
    expect(screen.getByText('Vera Prüfer')).toBeTruthy();
  });
});

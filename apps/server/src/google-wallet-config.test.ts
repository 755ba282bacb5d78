/** Google Wallet's settings: the operator's service account, else (outside production) the demo one. */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { GOOGLE_WALLET_DEFAULTS, loadGoogleWalletConfig } from './google-wallet-config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'ausweis-gw-'));
const KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const ACCOUNT = JSON.stringify({
  type: 'service_account',
  client_email: 'w@x.iam.gserviceaccount.com',
  private_key: KEY,
});

describe('Google Wallet configuration', () => {
  it('reads the service account JSON (inline or as a file) and the issuer id', () => {
    const dir = dataDir();
    const file = path.join(dir, 'account.json');
    writeFileSync(file, ACCOUNT);
    for (const account of [ACCOUNT, file]) {
      const gw = loadGoogleWalletConfig(
        { GOOGLE_WALLET_SERVICE_ACCOUNT: account, GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' },
        { production: true, dataDir: dir },
      );
      expect(gw).toEqual({
        serviceAccountEmail: 'w@x.iam.gserviceaccount.com',
        privateKey: KEY,
        issuerId: '3388000000012345678',
        ...GOOGLE_WALLET_DEFAULTS,
        demo: false,
      });
    }
  });

  it('takes e-mail and key apart, with the key on one line', () => {
    const gw = loadGoogleWalletConfig(
      {
        GOOGLE_WALLET_ACCOUNT_EMAIL: 'w@x.iam.gserviceaccount.com',
        GOOGLE_WALLET_PRIVATE_KEY: KEY.replace(/\n/g, '\\n'),
        GOOGLE_WALLET_ISSUER_ID: '42',
        GOOGLE_WALLET_API_BASE: 'http://127.0.0.1:9/',
      },
      { production: true, dataDir: dataDir() },
    );
    expect(gw?.privateKey).toBe(KEY);
    expect(gw?.apiBase).toBe('http://127.0.0.1:9');
  });

  it('refuses a missing issuer id or unreadable JSON with a German message', () => {
    const opts = { production: true, dataDir: dataDir() };
    expect(() => loadGoogleWalletConfig({ GOOGLE_WALLET_SERVICE_ACCOUNT: ACCOUNT }, opts)).toThrow(
      ConfigError,
    );
    expect(() =>
      loadGoogleWalletConfig(
        { GOOGLE_WALLET_SERVICE_ACCOUNT: '{kaputt', GOOGLE_WALLET_ISSUER_ID: '1' },
        opts,
      ),
    ).toThrow(/kein gültiges JSON/);
  });

  it('offers none in production without settings; outside production a demo account kept in DATA_DIR', () => {
    const dir = dataDir();
    expect(loadGoogleWalletConfig({}, { production: true, dataDir: dir })).toBeNull();
    const demo = loadGoogleWalletConfig({}, { production: false, dataDir: dir });
    expect(demo?.demo).toBe(true);
    expect(loadGoogleWalletConfig({}, { production: false, dataDir: dir })?.privateKey).toBe(
      demo?.privateKey,
    );
  });
});

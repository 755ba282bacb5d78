/** Apple Wallet settings: all or none; none gives a demo chain outside production and nothing in it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAppleWalletConfig } from './apple-wallet-config';
import { ConfigError } from './config';
import { makeDemoChain } from './platform/apple-demo-chain';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'apple-config-'));

describe('Apple Wallet configuration', () => {
  it('offers nothing in production without it, and a demo chain in DATA_DIR elsewhere (kept)', () => {
    expect(loadAppleWalletConfig({}, true, tmp())).toBeNull();
    const dir = tmp();
    const demo = loadAppleWalletConfig({}, false, dir);
    expect(demo).toMatchObject({ demo: true, apnsUrl: null, passTypeId: 'pass.de.ausweisportal.demo' });
    expect(demo?.signerCert).toContain('BEGIN CERTIFICATE');
    expect(loadAppleWalletConfig({}, false, dir)?.signerKey).toBe(demo?.signerKey);
  });

  it('takes PEMs or files, defaults APNs to Apple, and refuses half a configuration', () => {
    const chain = makeDemoChain('pass.de.schule.test', 'TEAM123456');
    const dir = tmp();
    const keyFile = path.join(dir, 'key.pem');
    writeFileSync(keyFile, chain.signerKey);
    const env = {
      APPLE_PASS_TYPE_ID: 'pass.de.schule.test',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_PASS_CERT: chain.signerCert.replace(/\n/g, '\\n'),
      APPLE_PASS_KEY: keyFile,
      APPLE_WWDR_CERT: chain.ca,
    };
    expect(loadAppleWalletConfig(env, true, dir)).toEqual({
      passTypeId: 'pass.de.schule.test',
      teamId: 'TEAM123456',
      signerCert: chain.signerCert,
      signerKey: chain.signerKey,
      signerKeyPassphrase: null,
      wwdr: chain.ca,
      apnsUrl: 'https://api.push.apple.com',
      demo: false,
    });
    expect(() => loadAppleWalletConfig({ ...env, APPLE_WWDR_CERT: '' }, true, dir)).toThrow(
      new ConfigError('Apple Wallet ist nur teilweise eingerichtet: es fehlen APPLE_WWDR_CERT.'),
    );
    expect(() => loadAppleWalletConfig({ ...env, APPLE_APNS_URL: 'ftp://x' }, true, dir)).toThrow(
      ConfigError,
    );
  });
});

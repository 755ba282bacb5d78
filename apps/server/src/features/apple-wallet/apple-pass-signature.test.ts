import { createPrivateKey } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppleWalletConfig } from '../../apple-wallet-config';
import { DEMO_PASS_TYPE_ID, DEMO_TEAM_ID, demoChainIn } from '../../platform/apple-demo-chain';
import { signManifest } from './apple-pass-signature';
import { signatureVerifies } from './apple-wallet.test-support';

const chain = demoChainIn(mkdtempSync(path.join(tmpdir(), 'pass-signature-')));
const config = (signerKey: string, signerKeyPassphrase: string | null): AppleWalletConfig => ({
  passTypeId: DEMO_PASS_TYPE_ID,
  teamId: DEMO_TEAM_ID,
  signerCert: chain.signerCert,
  signerKey,
  signerKeyPassphrase,
  wwdr: chain.ca,
  apnsUrl: null,
  demo: true,
});
const manifest = Buffer.from(JSON.stringify({ 'pass.json': 'ab'.repeat(20) }));
const signed = (cfg: AppleWalletConfig, content = manifest) =>
  new Map([
    ['manifest.json', content],
    ['signature', signManifest(cfg, manifest)],
  ]);

describe('the pass signature', () => {
  it('verifies against the CA for the manifest it signed, and for no other', () => {
    const cfg = config(chain.signerKey, null);
    expect(signatureVerifies(signed(cfg), chain.ca)).toBe(true);
    // The second signature comes from the parsed key kept for the configuration.
    expect(signatureVerifies(signed(cfg, Buffer.from(`${manifest} `)), chain.ca)).toBe(false);
  });

  it('signs with an encrypted key and its passphrase', () => {
    const encrypted = createPrivateKey(chain.signerKey)
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'Geheim-1' })
      .toString();
    expect(signatureVerifies(signed(config(encrypted, 'Geheim-1')), chain.ca)).toBe(true);
  });
});

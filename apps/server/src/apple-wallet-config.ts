/**
 * Apple Wallet (README 'Apple Wallet'): the operator's Pass Type ID certificate and key, Apple's WWDR
 * intermediate and the APNs address. Without them: in production no Apple Wallet at all; elsewhere a
 * self-signed demo chain in DATA_DIR (platform/apple-demo-chain.ts), whose passes do not install on real
 * devices.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';
import { DEMO_PASS_TYPE_ID, DEMO_TEAM_ID, demoChainIn } from './platform/apple-demo-chain';

export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  /** The Pass Type ID certificate (PEM). */
  signerCert: string;
  /** Its private key (PEM), with signerKeyPassphrase when encrypted. */
  signerKey: string;
  signerKeyPassphrase: string | null;
  /** Apple's WWDR intermediate certificate (PEM). */
  wwdr: string;
  /** APNs base URL (https://api.push.apple.com); null: no pushes (the demo chain). */
  apnsUrl: string | null;
  /** The self-signed demo chain: passes do not install on real devices. */
  demo: boolean;
}

const APNS_URL = 'https://api.push.apple.com';

/** A PEM setting: the PEM itself or the path of a file holding it. */
function pemFrom(value: string, name: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(path.resolve(value), 'utf8');
  } catch {
    throw new ConfigError(`${name}: die Datei ${value} ist nicht lesbar.`);
  }
}

const REQUIRED = [
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
];

export function loadAppleWalletConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  dataDir: string,
): AppleWalletConfig | null {
  const set = REQUIRED.filter((name) => env[name]);
  const apnsUrl = env.APPLE_APNS_URL ? env.APPLE_APNS_URL.replace(/\/+$/, '') : null;
  if (apnsUrl && !/^https?:\/\//.test(apnsUrl))
    throw new ConfigError('APPLE_APNS_URL muss eine http(s)-Adresse sein.');
  if (set.length === 0) {
    if (production) return null;
    const chain = demoChainIn(path.join(dataDir, 'apple-wallet-demo'));
    return {
      passTypeId: DEMO_PASS_TYPE_ID,
      teamId: DEMO_TEAM_ID,
      signerCert: chain.signerCert,
      signerKey: chain.signerKey,
      signerKeyPassphrase: null,
      wwdr: chain.ca,
      apnsUrl,
      demo: true,
    };
  }
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ConfigError(`Apple Wallet ist nur teilweise eingerichtet: es fehlen ${missing.join(', ')}.`);
  const value = (name: string) => env[name] as string;
  return {
    passTypeId: value('APPLE_PASS_TYPE_ID'),
    teamId: value('APPLE_TEAM_ID'),
    signerCert: pemFrom(value('APPLE_PASS_CERT'), 'APPLE_PASS_CERT'),
    signerKey: pemFrom(value('APPLE_PASS_KEY'), 'APPLE_PASS_KEY'),
    signerKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE || null,
    wwdr: pemFrom(value('APPLE_WWDR_CERT'), 'APPLE_WWDR_CERT'),
    apnsUrl: apnsUrl ?? APNS_URL,
    demo: false,
  };
}

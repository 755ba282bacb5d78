/**
 * The operator's Google Wallet settings (README 'Google Wallet'): the service account that signs the
 * 'In Google Wallet speichern' links and expires ended cards' passes, its issuer id and the class.
 * Without them production offers no Google Wallet; outside production a self-made demo account in
 * DATA_DIR stands in, so the button and its link can be seen and tested (real phones refuse them).
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

export interface GoogleWalletConfig {
  /** The service account's e-mail: the JWT's issuer. */
  serviceAccountEmail: string;
  /** Its private key (PKCS#8 PEM, RS256). */
  privateKey: string;
  /** The Google Wallet issuer id (Google Pay & Wallet Console). */
  issuerId: string;
  /** The generic class's id after the issuer id. */
  classSuffix: string;
  /** Google Wallet REST API base (tests: a fake on the loopback). */
  apiBase: string;
  /** OAuth2 token endpoint of the JWT bearer grant. */
  tokenUrl: string;
  /** The self-made demo account: its links work on no real phone, and nothing is sent to Google. */
  demo: boolean;
}

export const GOOGLE_WALLET_DEFAULTS = {
  classSuffix: 'ausweis',
  apiBase: 'https://walletobjects.googleapis.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
} as const;

const DEMO_FILE = 'google-wallet-demo-account.json';
const DEMO_ISSUER_ID = '3388000000000000000';

interface ServiceAccount {
  client_email: string;
  private_key: string;
}

/** GOOGLE_WALLET_SERVICE_ACCOUNT: the JSON key file's content or its path. */
function serviceAccountOf(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileOr(value);
  let parsed: Partial<ServiceAccount>;
  try {
    parsed = JSON.parse(text) as Partial<ServiceAccount>;
  } catch {
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT ist kein gültiges JSON eines Dienstkontos.');
  }
  if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string')
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT braucht client_email und private_key.');
  return { client_email: parsed.client_email, private_key: parsed.private_key };
}

function readFileOr(file: string): string {
  if (!existsSync(file))
    throw new ConfigError('GOOGLE_WALLET_SERVICE_ACCOUNT: Die Schlüsseldatei wurde nicht gefunden.');
  return readFileSync(file, 'utf8');
}

/** The demo account in DATA_DIR, made once (an RSA key of its own, never Google's). */
function demoAccount(dataDir: string): ServiceAccount {
  const file = path.join(dataDir, DEMO_FILE);
  if (existsSync(file)) return serviceAccountOf(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account: ServiceAccount = {
    client_email: 'demo-wallet@ausweisportal-demo.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(account, null, 2), { mode: 0o600 });
  return account;
}

const baseUrl = (value: string | undefined, fallback: string, name: string): string => {
  if (!value) return fallback;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new ConfigError(`${name} muss eine http(s)-Adresse sein.`);
  return value.replace(/\/+$/, '');
};

export function loadGoogleWalletConfig(
  env: NodeJS.ProcessEnv,
  { production, dataDir }: { production: boolean; dataDir: string },
): GoogleWalletConfig | null {
  const d = GOOGLE_WALLET_DEFAULTS;
  const common = {
    classSuffix: env.GOOGLE_WALLET_CLASS_SUFFIX || d.classSuffix,
    apiBase: baseUrl(env.GOOGLE_WALLET_API_BASE, d.apiBase, 'GOOGLE_WALLET_API_BASE'),
    tokenUrl: baseUrl(env.GOOGLE_WALLET_TOKEN_URL, d.tokenUrl, 'GOOGLE_WALLET_TOKEN_URL'),
  };
  if (!/^[\w.-]+$/.test(common.classSuffix))
    throw new ConfigError(
      'GOOGLE_WALLET_CLASS_SUFFIX darf nur Buchstaben, Ziffern, ".", "_" und "-" enthalten.',
    );
  const account = env.GOOGLE_WALLET_SERVICE_ACCOUNT
    ? serviceAccountOf(env.GOOGLE_WALLET_SERVICE_ACCOUNT)
    : env.GOOGLE_WALLET_ACCOUNT_EMAIL && env.GOOGLE_WALLET_PRIVATE_KEY
      ? {
          client_email: env.GOOGLE_WALLET_ACCOUNT_EMAIL,
          // A key in one environment line carries its line breaks as \n.
          private_key: env.GOOGLE_WALLET_PRIVATE_KEY.replace(/\\n/g, '\n'),
        }
      : null;
  if (account) {
    const issuerId = env.GOOGLE_WALLET_ISSUER_ID ?? '';
    if (!/^\d+$/.test(issuerId))
      throw new ConfigError(
        'GOOGLE_WALLET_ISSUER_ID fehlt oder ist keine Zahl (Google Pay & Wallet Console).',
      );
    return {
      serviceAccountEmail: account.client_email,
      privateKey: account.private_key,
      issuerId,
      ...common,
      demo: false,
    };
  }
  if (production) return null;
  const demo = demoAccount(dataDir);
  return {
    serviceAccountEmail: demo.client_email,
    privateKey: demo.private_key,
    issuerId: DEMO_ISSUER_ID,
    ...common,
    demo: true,
  };
}

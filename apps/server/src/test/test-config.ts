/** The configuration of an in-process app for tests and benchmarks (no vitest import, so bench/ can use it). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_BILLING } from '../billing-config';
import { CONFIG_DEFAULTS, type Config, cardKeysDirOf } from '../config';

/** The key of stored secrets in tests: fixed, so factories can seal a one-time-code secret too. */
export const TEST_SECRETS_KEY = 'a3'.repeat(32);

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ausweis-data-'));
  return {
    ...CONFIG_DEFAULTS,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    s3: null,
    databaseUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    secretsKey: TEST_SECRETS_KEY,
    jwtTokenDurationMinutes: 60,
    publicUrl: 'http://localhost:3000',
    production: false,
    demoData: false,
    webDist: path.join(dataDir, 'no-web'),
    loginRateLimitPerMinute: 1000,
    // Tests log in often from one address; the login throttles have their own tests.
    loginIpRateLimitPerMinute: 100_000,
    loginAccountFreeFailures: 1000,
    trustProxyHops: 0,
    smtpUrl: null,
    logLevel: 'silent',
    // The job queue's own timing, as the tests have always run.
    jobMonitorSeconds: null,
    cardKeysDir: cardKeysDirOf({ DATA_DIR: dataDir }),
    billing: DEFAULT_BILLING,
    // No Google Wallet unless a test sets one up (google-wallet.test.ts, with its own key).
    googleWallet: null,
    // Apple Wallet only where a test sets it up (apple-wallet.test.ts): no key pairs made per app.
    appleWallet: null,
    // A test reads the revocation list right after ending a card; the throttle has its own test.
    revocationRebuildSeconds: 0,
    ...overrides,
  };
}

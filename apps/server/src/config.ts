/** Server configuration from environment variables (all documented in README.md). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { RETENTION } from '@ausweis/shared/constants';
import { DEFAULT_REVOCATION_WARN_DAYS } from '@ausweis/shared/revocation-list';
import { type AppleWalletConfig, loadAppleWalletConfig } from './apple-wallet-config';
import { type BillingConfig, loadBillingConfig } from './billing-config';
import { loadS3Settings } from './file-store-config';
import { type GoogleWalletConfig, loadGoogleWalletConfig } from './google-wallet-config';
import { hasCardKey } from './platform/card-keys';
import type { S3Settings } from './platform/s3-file-store';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Root of the file store (photos, images, rendered cards). */
  filesDir: string;
  /** FILE_STORE=s3: the object storage's settings; null for the local directory (filesDir). */
  s3: S3Settings | null;
  /** Set for a real PostgreSQL server; otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  jwtSecret: string;
  /** Key of stored secrets (SECRETS_KEY, 32 bytes hex or base64url); null: derived from jwtSecret. */
  secretsKey: string | null;
  jwtTokenDurationMinutes: number;
  publicUrl: string;
  production: boolean;
  demoData: boolean;
  /** Directory of the built web app, served with SPA fallback. */
  webDist: string;
  loginRateLimitPerMinute: number;
  /** Session cap: refreshes never extend a session past this many hours after its login. */
  sessionMaxHours: number;
  /** Logins per client address and minute, whatever the e-mail. */
  loginIpRateLimitPerMinute: number;
  /** Failed logins per account (from any address) before the progressive wait starts. */
  loginAccountFreeFailures: number;
  /** Longest wait of the progressive per-account delay, in seconds. */
  loginAccountMaxDelaySeconds: number;
  /** Password hashes (scrypt, ~128 MiB each) computed at the same time. */
  passwordHashConcurrency: number;
  /** Password hashes that may wait for a slot; beyond that the answer is 503. */
  passwordHashQueue: number;
  /** Proxy hops whose X-Forwarded-For is trusted (0: none; the client address is the socket's). */
  trustProxyHops: number;
  logLevel: string;
  /** The OpenAPI document at /api/docs for super admins (API_DOCS; 0 turns it off). */
  apiDocs: boolean;
  /** SMTP server (smtp://user:pass@host:port); without it mails stay in the dev outbox. */
  smtpUrl: string | null;
  /** Sender of all mails. */
  mailFrom: string;
  /** Payment provider keys (README); without any, the built-in 'Testzahlung' is offered (not in production). */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** Stripe API base URL (STRIPE_API_BASE, e.g. http://127.0.0.1:12111 for a local fake); null: Stripe's. */
  stripeApiBase: string | null;
  paypalClientId: string | null;
  paypalClientSecret: string | null;
  paypalSandbox: boolean;
  /** PayPal REST base URL (PAYPAL_API_BASE; null: sandbox or live by paypalSandbox); tests use a fake. */
  paypalApiBase: string | null;
  /**
   * How often the job queue looks for dead workers and due schedules, in seconds (JOB_MONITOR_SECONDS);
   * null: the queue's own timing (the tests').
   */
  jobMonitorSeconds: number | null;
  /** Days a finished print export stays downloadable (PRINT_EXPORT_KEEP_DAYS). */
  printExportKeepDays: number;
  /** Days the audit trail's events are kept before the retention job deletes them (AUDIT_KEEP_DAYS). */
  auditKeepDays: number;
  /** Days after which the verifier warns that its revocation list is old (REVOCATION_WARN_DAYS). */
  revocationWarnDays: number;
  /** Seconds a built revocation list is served at least before the next build (REVOCATION_REBUILD_SECONDS). */
  revocationRebuildSeconds: number;
  /** The invoice job's retries and the pause before the first (tests shorten them). */
  invoiceJobRetries: { limit: number; delaySeconds: number };
  /** Photo check worker threads (face detection off the event loop). */
  photoCheckWorkers: number;
  /** Photo checks that may wait beyond one per worker; more get a 503 with Retry-After. */
  photoCheckQueue: number;
  /** A photo worker idle this long ends and frees its memory. */
  photoCheckIdleSeconds: number;
  /** The photo workers' nice value, 0 to 19 (higher: the event loop goes first). */
  photoCheckNice: number;
  /** Public order calls (place_order, product info, card info) per client address and minute. */
  orderRateLimitPerMinute: number;
  /** Keys that sign the cards' QR codes (platform/card-keys.ts; CARD_KEYS_DIR, default DATA_DIR/card-keys). */
  cardKeysDir: string;
  /** CARD_SIGNING_KEY: a private key in the environment (PKCS#8 PEM), named by cardSigningKeyId. */
  cardSigningKey: string | null;
  /** CARD_SIGNING_KEY_ID: the key that signs new codes (null: the newest in cardKeysDir). */
  cardSigningKeyId: string | null;
  /** Invoice seller, VAT, payment terms, report costs (billing-config.ts). */
  billing: BillingConfig;
  /** Google Wallet's service account and issuer (google-wallet-config.ts); null: no Google Wallet. */
  googleWallet: GoogleWalletConfig | null;
  /** Apple Wallet passes (apple-wallet-config.ts); null: not offered. */
  appleWallet: AppleWalletConfig | null;
}

/**
 * The value of each setting whose environment variable is not set (README lists them), where the
 * default does not depend on other settings; billing-config.ts resolves the billing settings.
 * loadConfig and the tests' configuration start from these.
 */
export const CONFIG_DEFAULTS = {
  sessionMaxHours: 12,
  loginIpRateLimitPerMinute: 30,
  loginAccountFreeFailures: 5,
  loginAccountMaxDelaySeconds: 900,
  passwordHashConcurrency: 2,
  passwordHashQueue: 16,
  apiDocs: true,
  mailFrom: 'Ausweisportal <no-reply@ausweisportal.example>',
  stripeSecretKey: null,
  stripeWebhookSecret: null,
  stripeApiBase: null,
  paypalClientId: null,
  paypalClientSecret: null,
  paypalSandbox: true,
  paypalApiBase: null,
  jobMonitorSeconds: 60,
  printExportKeepDays: RETENTION.printExportDays,
  auditKeepDays: RETENTION.auditEventDays,
  revocationWarnDays: DEFAULT_REVOCATION_WARN_DAYS,
  revocationRebuildSeconds: 60,
  invoiceJobRetries: { limit: 5, delaySeconds: 60 },
  /** One worker per core. */
  photoCheckWorkers: availableParallelism(),
  photoCheckQueue: 32,
  photoCheckIdleSeconds: 300,
  photoCheckNice: 10,
  orderRateLimitPerMinute: 30,
  cardSigningKey: null,
  cardSigningKeyId: null,
} as const satisfies Partial<Config>;

export class ConfigError extends Error {}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A whole number from `least` (1: positive; 0: zero allowed) up. */
function intFrom(value: string | undefined, fallback: number, name: string, least = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least)
    throw new ConfigError(
      least === 1
        ? `${name} muss eine positive ganze Zahl sein.`
        : `${name} muss eine ganze Zahl ab ${least} sein.`,
    );
  return n;
}

function niceFrom(value: string | undefined): number {
  if (value === undefined || value === '') return CONFIG_DEFAULTS.photoCheckNice;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 19)
    throw new ConfigError('PHOTO_CHECK_NICE muss eine ganze Zahl von 0 bis 19 sein.');
  return n;
}

function urlFrom(value: string | undefined, name: string): string | null {
  if (!value) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new ConfigError(`${name} muss eine http(s)-Adresse sein.`);
  return value;
}

/**
 * The print export's zip holds names, addresses and photos: it may be kept no longer than the data of
 * dispatched cards, which the privacy page promises to delete after dispatch (RETENTION).
 */
function keepDaysFrom(value: string | undefined): number {
  const days = intFrom(value, CONFIG_DEFAULTS.printExportKeepDays, 'PRINT_EXPORT_KEEP_DAYS');
  if (days > RETENTION.dispatchedAfterDays)
    throw new ConfigError(
      `PRINT_EXPORT_KEEP_DAYS darf höchstens ${RETENTION.dispatchedAfterDays} sein: Fotos und Daten gedruckter Ausweise werden ${RETENTION.dispatchedAfterDays} Tage nach dem Druckexport gelöscht (Datenschutz).`,
    );
  return days;
}

function secretsKeyOf(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^[0-9a-f]{64}$/i.test(value) && !/^[\w-]{43}$/.test(value))
    throw new ConfigError(
      'SECRETS_KEY muss 32 Bytes lang sein, als Hex (64 Zeichen) oder base64url (43 Zeichen).',
    );
  return value;
}

const dataDirOf = (env: NodeJS.ProcessEnv) => path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));

/** Where the card signing keys live (CARD_KEYS_DIR, default DATA_DIR/card-keys); `npm run card-key` too. */
export const cardKeysDirOf = (env: NodeJS.ProcessEnv) =>
  path.resolve(env.CARD_KEYS_DIR || path.join(dataDirOf(env), 'card-keys'));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = intFrom(env.PORT, 3000, 'PORT');
  const dataDir = dataDirOf(env);
  const databaseUrl = env.DATABASE_URL || null;
  let jwtSecret = env.JWT_SECRET || '';
  if (!jwtSecret) {
    if (production)
      throw new ConfigError('JWT_SECRET fehlt: in Produktion (NODE_ENV=production) ist er Pflicht.');
    jwtSecret = readOrCreateSecret(dataDir);
  }
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET muss mindestens 32 Zeichen lang sein.');
  const demoDefault = databaseUrl ? '0' : '1';
  const cardKeysDir = cardKeysDirOf(env);
  if (production && !env.CARD_SIGNING_KEY && !hasCardKey(cardKeysDir))
    throw new ConfigError(
      `Kein Signaturschlüssel für die Ausweis-QR-Codes: in Produktion CARD_SIGNING_KEY setzen oder mit "npm run card-key" einen in ${cardKeysDir} anlegen (alle Instanzen brauchen dieselben Schlüssel).`,
    );
  const d = CONFIG_DEFAULTS;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    s3: loadS3Settings(env),
    databaseUrl,
    jwtSecret,
    secretsKey: secretsKeyOf(env.SECRETS_KEY),
    jwtTokenDurationMinutes: intFrom(env.JWT_TOKEN_DURATION_MINUTES, 60, 'JWT_TOKEN_DURATION_MINUTES'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    production,
    demoData: (env.DEMO_DATA ?? demoDefault) === '1',
    webDist: path.resolve(env.WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist')),
    trustProxyHops: env.TRUST_PROXY ? intFrom(env.TRUST_PROXY, 1, 'TRUST_PROXY') : 0,
    loginRateLimitPerMinute: intFrom(env.LOGIN_RATE_LIMIT_PER_MINUTE, 10, 'LOGIN_RATE_LIMIT_PER_MINUTE'),
    sessionMaxHours: intFrom(env.SESSION_MAX_HOURS, d.sessionMaxHours, 'SESSION_MAX_HOURS'),
    loginIpRateLimitPerMinute: intFrom(
      env.LOGIN_IP_RATE_LIMIT_PER_MINUTE,
      d.loginIpRateLimitPerMinute,
      'LOGIN_IP_RATE_LIMIT_PER_MINUTE',
    ),
    loginAccountFreeFailures: intFrom(
      env.LOGIN_ACCOUNT_FREE_FAILURES,
      d.loginAccountFreeFailures,
      'LOGIN_ACCOUNT_FREE_FAILURES',
    ),
    loginAccountMaxDelaySeconds: intFrom(
      env.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
      d.loginAccountMaxDelaySeconds,
      'LOGIN_ACCOUNT_MAX_DELAY_SECONDS',
    ),
    passwordHashConcurrency: intFrom(
      env.PASSWORD_HASH_CONCURRENCY,
      d.passwordHashConcurrency,
      'PASSWORD_HASH_CONCURRENCY',
    ),
    passwordHashQueue: intFrom(env.PASSWORD_HASH_QUEUE, d.passwordHashQueue, 'PASSWORD_HASH_QUEUE'),
    logLevel: env.LOG_LEVEL || 'info',
    apiDocs: env.API_DOCS === undefined ? d.apiDocs : env.API_DOCS !== '0',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || d.mailFrom,
    stripeSecretKey: env.STRIPE_SECRET_KEY || d.stripeSecretKey,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || d.stripeWebhookSecret,
    stripeApiBase: urlFrom(env.STRIPE_API_BASE, 'STRIPE_API_BASE'),
    paypalClientId: env.PAYPAL_CLIENT_ID || d.paypalClientId,
    paypalClientSecret: env.PAYPAL_CLIENT_SECRET || d.paypalClientSecret,
    paypalSandbox: env.PAYPAL_SANDBOX === undefined ? d.paypalSandbox : env.PAYPAL_SANDBOX !== '0',
    paypalApiBase: env.PAYPAL_API_BASE ? env.PAYPAL_API_BASE.replace(/\/+$/, '') : d.paypalApiBase,
    jobMonitorSeconds: intFrom(env.JOB_MONITOR_SECONDS, d.jobMonitorSeconds, 'JOB_MONITOR_SECONDS'),
    printExportKeepDays: keepDaysFrom(env.PRINT_EXPORT_KEEP_DAYS),
    auditKeepDays: intFrom(env.AUDIT_KEEP_DAYS, d.auditKeepDays, 'AUDIT_KEEP_DAYS'),
    revocationWarnDays: intFrom(env.REVOCATION_WARN_DAYS, d.revocationWarnDays, 'REVOCATION_WARN_DAYS'),
    revocationRebuildSeconds: intFrom(
      env.REVOCATION_REBUILD_SECONDS,
      d.revocationRebuildSeconds,
      'REVOCATION_REBUILD_SECONDS',
      0,
    ),
    invoiceJobRetries: d.invoiceJobRetries,
    photoCheckWorkers: intFrom(env.PHOTO_CHECK_WORKERS, d.photoCheckWorkers, 'PHOTO_CHECK_WORKERS'),
    photoCheckQueue: intFrom(env.PHOTO_CHECK_QUEUE, d.photoCheckQueue, 'PHOTO_CHECK_QUEUE'),
    photoCheckIdleSeconds: intFrom(
      env.PHOTO_CHECK_IDLE_SECONDS,
      d.photoCheckIdleSeconds,
      'PHOTO_CHECK_IDLE_SECONDS',
    ),
    photoCheckNice: niceFrom(env.PHOTO_CHECK_NICE),
    orderRateLimitPerMinute: intFrom(
      env.ORDER_RATE_LIMIT_PER_MINUTE,
      d.orderRateLimitPerMinute,
      'ORDER_RATE_LIMIT_PER_MINUTE',
    ),
    cardKeysDir,
    cardSigningKey: env.CARD_SIGNING_KEY || d.cardSigningKey,
    cardSigningKeyId: env.CARD_SIGNING_KEY_ID || d.cardSigningKeyId,
    billing: loadBillingConfig(env, production),
    googleWallet: loadGoogleWalletConfig(env, { production, dataDir }),
    appleWallet: loadAppleWalletConfig(env, production, dataDir),
  };
}

import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING } from './billing-config';
import { CONFIG_DEFAULTS, ConfigError, loadConfig } from './config';
import { testConfig } from './test/test-config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'ausweis-config-'));

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/JWT_SECRET/);
  });

  it('generates a secret on the embedded default and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c).toMatchObject({ port: 3000, databaseUrl: null, demoData: true, jwtTokenDurationMinutes: 60 });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.filesDir).toBe(path.join(c.dataDir, 'files'));
  });

  it('resolves every setting: without its variable each has its default, no setting is left open', () => {
    const dataDir = tmp();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c).toMatchObject(CONFIG_DEFAULTS);
    expect(c).toMatchObject({
      sessionMaxHours: 12,
      loginIpRateLimitPerMinute: 30,
      orderRateLimitPerMinute: 30,
      apiDocs: true,
      paypalSandbox: true,
      invoiceJobRetries: { limit: 5, delaySeconds: 60 },
      photoCheckWorkers: availableParallelism(),
      photoCheckQueue: 32,
      cardKeysDir: path.join(dataDir, 'card-keys'),
      billing: DEFAULT_BILLING,
      // Outside production without settings: the demo account (google-wallet-config.ts).
      googleWallet: { demo: true },
    });
    for (const [key, value] of Object.entries(c)) expect([key, value]).not.toEqual([key, undefined]);
  });

  it('takes a setting from its variable instead of the default', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      SESSION_MAX_HOURS: '4',
      ORDER_RATE_LIMIT_PER_MINUTE: '7',
      PHOTO_CHECK_WORKERS: '3',
      PHOTO_CHECK_NICE: '0',
      API_DOCS: '0',
      PAYPAL_SANDBOX: '0',
      JOB_MONITOR_SECONDS: '5',
    });
    expect(c).toMatchObject({
      sessionMaxHours: 4,
      orderRateLimitPerMinute: 7,
      photoCheckWorkers: 3,
      photoCheckNice: 0,
      apiDocs: false,
      paypalSandbox: false,
      jobMonitorSeconds: 5,
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), ORDER_RATE_LIMIT_PER_MINUTE: 'viele' })).toThrow(ConfigError);
  });

  it('gives the tests the same defaults, but the job queue its own timing and the revocation list no throttle', () => {
    const { jobMonitorSeconds, revocationRebuildSeconds, ...defaults } = CONFIG_DEFAULTS;
    const c = testConfig();
    expect(c).toMatchObject({
      ...defaults,
      loginIpRateLimitPerMinute: 100_000,
      loginAccountFreeFailures: 1000,
    });
    expect([jobMonitorSeconds, c.jobMonitorSeconds]).toEqual([60, null]);
    expect([revocationRebuildSeconds, c.revocationRebuildSeconds]).toEqual([60, 0]);
    expect(loadConfig({ DATA_DIR: tmp(), REVOCATION_REBUILD_SECONDS: '0' }).revocationRebuildSeconds).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tmp(), REVOCATION_REBUILD_SECONDS: '-1' })).toThrow(
      /REVOCATION_REBUILD_SECONDS muss eine ganze Zahl ab 0 sein/,
    );
    expect(c.cardKeysDir).toBe(path.join(c.dataDir, 'card-keys'));
  });

  it('keeps print exports 14 days, at most as long as the data of dispatched cards', () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({ printExportKeepDays: 14, jobMonitorSeconds: 60 });
    expect(loadConfig({ DATA_DIR: tmp(), PRINT_EXPORT_KEEP_DAYS: '3' }).printExportKeepDays).toBe(3);
    expect(() => loadConfig({ DATA_DIR: tmp(), PRINT_EXPORT_KEEP_DAYS: '30' })).toThrow(
      /PRINT_EXPORT_KEEP_DAYS darf höchstens 14 sein/,
    );
  });

  it('keeps files in FILES_DIR unless FILE_STORE=s3, and reads the S3 settings', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeNull();
    const s3 = {
      DATA_DIR: tmp(),
      FILE_STORE: 's3',
      S3_BUCKET: 'ausweise',
      S3_ENDPOINT: 'https://objects.example/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'geheim',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://objects.example',
      region: 'us-east-1',
      bucket: 'ausweise',
      accessKeyId: 'id',
      secretAccessKey: 'geheim',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: '', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      endpoint: null,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses incomplete or unknown file store settings in German', () => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir, FILE_STORE: 'nfs' })).toThrow(
      'FILE_STORE muss "local" oder "s3" sein.',
    );
    expect(() => loadConfig({ DATA_DIR: dir, FILE_STORE: 's3' })).toThrow(/S3_BUCKET fehlt/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/beide oder keiner/);
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'kein url' }),
    ).toThrow('S3_ENDPOINT muss eine URL sein.');
    expect(() =>
      loadConfig({ DATA_DIR: dir, FILE_STORE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'ja' }),
    ).toThrow('S3_FORCE_PATH_STYLE muss 1 oder 0 sein.');
  });

  it('turns demo data off for a real PostgreSQL unless DEMO_DATA=1', () => {
    const url = 'postgres://x@127.0.0.1/db';
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url, DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('rejects nonsense numbers and short secrets in German', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc' })).toThrow(
      'PORT muss eine positive ganze Zahl sein.',
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'kurz' })).toThrow(/mindestens 32 Zeichen/);
  });
});

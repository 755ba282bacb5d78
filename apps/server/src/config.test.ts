import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

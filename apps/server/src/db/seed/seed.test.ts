import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { createFileStore } from '../../platform/file-store';
import { configuredSecretBox } from '../../platform/secret-box';
import { call, sessionTokenOf } from '../../test/http';
import { testConfig } from '../../test/test-app';
import { type Database, wrapPglite } from '../client';
import { orders, ordersArchive, registrations, storedFiles, tenantProducts, tenants } from '../schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoData } from './seed';

// Always a fresh embedded database: the demo data is seeded on first start of an empty one.
let database: Database;
const config = testConfig();
const files = createFileStore(config.filesDir);

beforeAll(async () => {
  const dump = inject('pgliteDump');
  database = wrapPglite(await PGlite.create(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}));
  if (!dump) await database.migrate();
  expect(await seedDemoData(database.db, { files, secrets: configuredSecretBox(config) })).toBe(true);
}, 120_000);
afterAll(() => database.close());

describe('demo data', () => {
  it('has the documented tenants and product codes', async () => {
    const rows = await database.db
      .select({
        short_code: tenants.short_code,
        name: tenants.name,
        city: tenants.city,
        is_test: tenants.is_test,
        code: tenantProducts.product_short_code,
        type: tenants.tenant_type,
      })
      .from(tenantProducts)
      .innerJoin(tenants, eq(tenants.id, tenantProducts.tenant_id));
    const byTenant = (sc: string) =>
      rows
        .filter((r) => r.short_code === sc)
        .map((r) => r.code)
        .sort();
    expect(byTenant('GYMSEE')).toEqual(['LA2026', 'SA2026']);
    expect(byTenant('TSVMU')).toEqual(['MITGLIED']);
    expect(byTenant('TEST')).toEqual(['TESTSA']);
    expect(rows.find((r) => r.short_code === 'GYMSEE')).toMatchObject({
      name: 'Gymnasium am See',
      city: 'Musterstadt',
    });
    expect(rows.find((r) => r.short_code === 'TSVMU')).toMatchObject({
      name: 'TSV Musterstadt 1890 e.V.',
      type: 'verband',
    });
    expect(rows.find((r) => r.short_code === 'TEST')?.is_test).toBe(true);
  });

  it('lets every demo login in with the demo password, with the documented roles', async () => {
    const app = await buildApp({ config, database, logger: false });
    try {
      const results = new Map<
        string,
        { is_super_admin: boolean; tenants: { short_code: string; user_group: string }[] }
      >();
      for (const { email } of DEMO_LOGINS) {
        const res = await call(app, 'POST', '/anon/auth/login', { body: { email, password: DEMO_PASSWORD } });
        // The super admin confirms with a code of the documented secret; tenant accounts need none.
        const token = await sessionTokenOf(app, res, email, DEMO_TOTP_SECRET);
        if (email !== DEMO_LOGINS[0].email) expect(res.json().token).toBe(token);
        const data = await call(app, 'GET', '/a/auth/get_user_data', { token });
        results.set(email, data.json());
      }
      const groups = (email: string) =>
        results
          .get(email)
          ?.tenants.map((t) => `${t.short_code}:${t.user_group}`)
          .sort();
      expect(results.get('superadmin@ausweisportal.example')?.is_super_admin).toBe(true);
      expect(groups('admin@gymnasium-am-see.example')).toEqual(['GYMSEE:Admin']);
      expect(groups('sekretariat@gymnasium-am-see.example')).toEqual(['GYMSEE:User']);
      expect(groups('vorstand@tsv-musterstadt.example')).toEqual(['TSVMU:Admin']);
      expect(groups('verwaltung@ausweisportal.example')).toEqual(['GYMSEE:Admin', 'TSVMU:Admin']);
    } finally {
      await app.close();
    }
  });

  it('has about 300 cards in varied states, some archived, each with a real photo', async () => {
    const live = await database.db.select().from(orders);
    const [archived] = await database.db.select({ n: count() }).from(ordersArchive);
    expect(live.length + (archived?.n ?? 0)).toBe(300);
    expect(archived?.n).toBeGreaterThan(0);
    const soon = Date.now() + 93 * 86_400_000;
    expect(live.filter((o) => new Date(o.card_valid_to).getTime() < soon).length).toBeGreaterThan(0);
    for (const flag of [
      'is_payed',
      'validated',
      'is_delete',
      'online_ready',
      'is_online',
      'is_hardcopy',
    ] as const) {
      expect(
        live.some((o) => o[flag]),
        flag,
      ).toBe(true);
      expect(
        live.some((o) => !o[flag]),
        flag,
      ).toBe(true);
    }
    expect(live.some((o) => o.exported_at !== null)).toBe(true);
    expect(live.every((o) => o.image_file_id !== null)).toBe(true);
    const [photo] = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.kind, 'student_photo'))
      .limit(1);
    expect(photo && existsSync(path.join(config.filesDir, photo.path))).toBe(true);
    const meta = await sharp(await files.read(photo?.path ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 230, 340]);
  });

  it('gives every demo tenant a logo, a stamp and a signature', async () => {
    const rows = await database.db.select().from(tenants);
    for (const tenant of rows) {
      for (const id of [tenant.logo_file_id, tenant.stamp_file_id, tenant.sign_file_id]) {
        expect(id, tenant.name).not.toBeNull();
      }
    }
    const [logo] = await database.db.select().from(storedFiles).where(eq(storedFiles.kind, 'logo')).limit(1);
    const meta = await sharp(await files.read(logo?.path ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([230, 130]);
  });

  it('has 5 open registrations', async () => {
    const [open] = await database.db
      .select({ n: count() })
      .from(registrations)
      .where(eq(registrations.status, 'new'));
    expect(open?.n).toBe(5);
    const [unanswered] = await database.db
      .select({ n: count() })
      .from(registrations)
      .where(isNull(registrations.answered_at));
    expect(unanswered?.n).toBe(5);
  });

  it('runs only once', async () => {
    expect(await seedDemoData(database.db, { files, secrets: configuredSecretBox(config) })).toBe(false);
  });
});

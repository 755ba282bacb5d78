import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { exports } from '@ausweis/shared/contracts/exports';
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, printExports, tenantProducts } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { createFileStore, newStorePath } from '../../platform/file-store';
import { germanIsoDate } from '../../platform/german-date';
import {
  createCard,
  createTenant,
  createTenantProduct,
  createTenantWithStaff,
  createUser,
} from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportAndDownload, finishedExport } from './exports.test-support';
import { PRINT_EXPORT_QUEUE } from './print-export.job';

let t: TestApp;
const tokens = { admin: '', superAdmin: '' };
// Days 10.03.2026..12.03.2026 in German time (CET, UTC+1).
const RANGE = { date_from: '2026-03-10', date_to: '2026-03-12' };
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createTenantWithStaff(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.superAdmin = await loginAs(t.app, superAdmin.email);

  const de = await createTenant(t.db, { name: 'A-Schule', name2: 'Gymnasium', country_id: 'DE' });
  const at = await createTenant(t.db, { country_id: 'AT' });
  const testTenant = await createTenant(t.db, { country_id: 'DE', is_test: true });
  const product = await createTenantProduct(t.db, de.id);
  const unvalidatedOk = await createTenantProduct(t.db, de.id);
  await t.db
    .update(tenantProducts)
    .set({ export_unvalidated: true })
    .where(eq(tenantProducts.id, unvalidatedOk.id));
  const schoolPrints = await createTenantProduct(t.db, de.id);
  await t.db
    .update(tenantProducts)
    .set({ print_at_school: true })
    .where(eq(tenantProducts.id, schoolPrints.id));
  const atProduct = await createTenantProduct(t.db, at.id);
  const testProduct = await createTenantProduct(t.db, testTenant.id);

  const paid = {
    is_hardcopy: true,
    is_payed: true,
    status: 'payed' as const,
    validated: true,
    created_at: '2026-03-11T10:00:00Z',
  };
  const card = async (name: string, values: Partial<typeof orders.$inferInsert>, tp = product) => {
    const row = await createCard(t.db, tp.tenant_id, tp.id, { ...paid, familyname: name, ...values });
    c[name] = row.id;
  };
  await card('start', { created_at: '2026-03-09T23:00:00Z' });
  await card('end', { created_at: '2026-03-12T22:59:59Z' });
  await card('before', { created_at: '2026-03-09T22:59:59Z' });
  await card('after', { created_at: '2026-03-12T23:00:00Z' });
  await card('unpaid', { is_payed: false, status: 'new' });
  await card('statusPaid', { is_payed: false, status: 'added_to_pdf' });
  await card('onlineOnly', { is_hardcopy: false });
  await card('deleted', { is_delete: true });
  await card('dataDeleted', { data_deleted_at: '2026-04-01T00:00:00Z' });
  await card('unvalidated', { validated: false });
  await card('unvalidatedOk', { validated: false }, unvalidatedOk);
  await card('exported', { exported_at: '2026-03-20T08:00:00Z' });
  await card('testOrder', { is_test: true });
  await card('testTenant', {}, testProduct);
  await card('austria', {}, atProduct);
  // The school prints this product itself: never in the operator's queue.
  await card('atSchool', {}, schoolPrints);
});
afterAll(() => t.close());

const list = (token: string | undefined, params: Record<string, string | boolean> = {}) =>
  callEndpoint(t.app, exports.orders, { token, query: { ...RANGE, ...params } });
const start = (token: string | undefined, body: object) =>
  callEndpoint(t.app, exports.start, { token, body });
const exportZip = async (body: object) => {
  const { run, file } = await exportAndDownload(t.app, tokens.superAdmin, body);
  if (!file) throw new Error(`export ${run.status}: ${run.error}`);
  return file;
};
const ids = (res: { json(): unknown }) => (res.json() as { order_id: number }[]).map((r) => r.order_id);
const named = (...names: string[]) => names.map((n) => c[n] as number);

describe('GET export list', () => {
  it('refuses anonymous (401) and a tenant Admin (403)', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(tokens.admin)).statusCode).toBe(403);
    expect((await start(undefined, { order_ids: [1] })).statusCode).toBe(401);
    expect((await start(tokens.admin, { order_ids: [1] })).statusCode).toBe(403);
    const anyExport = { token: tokens.admin, params: { id: 1 } };
    expect((await callEndpoint(t.app, exports.runs, { token: tokens.admin })).statusCode).toBe(403);
    expect((await callEndpoint(t.app, exports.run, anyExport)).statusCode).toBe(403);
    expect((await callEndpoint(t.app, exports.file, anyExport)).statusCode).toBe(403);
  });

  it('lists paid, live plastic cards of the country in the whole German days, by tenant then id', async () => {
    const res = await list(tokens.superAdmin);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(named('start', 'end', 'statusPaid', 'unvalidatedOk'));
    expect(res.json()[0]).toMatchObject({
      order_id: c.start,
      country_id: 'DE',
      name: 'A-Schule',
      name2: 'Gymnasium',
      street: 'Teststraße 1',
      plz: '12345',
      city: 'Teststadt',
      created_at: '2026-03-09T23:00:00.000Z',
      validated: true,
      is_test: false,
      exported_at: null,
    });
  });

  it('includes exported and test orders only when asked, and filters by country', async () => {
    const everything = ids(await list(tokens.superAdmin, { include_exported: 'true', include_test: 'true' }));
    expect(everything).toContain(c.exported);
    expect(everything).not.toContain(c.atSchool);
    const withTest = ids(await list(tokens.superAdmin, { include_test: 'true' }));
    expect(withTest).toEqual(expect.arrayContaining(named('testOrder', 'testTenant')));
    expect(ids(await list(tokens.superAdmin, { country_id: 'AT' }))).toEqual(named('austria'));
  });

  it('answers bad dates and a reversed range with 400 in German', async () => {
    const reversed = await list(tokens.superAdmin, { date_from: '2026-03-12', date_to: '2026-03-10' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(EXPORT_TEXTS.range);
    const invalid = await list(tokens.superAdmin, { date_from: '2026-02-31' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MESSAGES.noSuchDate);
    const malformed = await list(tokens.superAdmin, { date_from: '12.03.2026' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.dateFormat('YYYY-MM-DD'));
    expect((await list(tokens.superAdmin, { country_id: 'FR' })).statusCode).toBe(400);
  });
});

async function unzip(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const day = germanIsoDate();
  const xlsx = await zip.file(`Bestellungen_${day}.xlsx`)?.async('nodebuffer');
  const pdf = await zip.file(`Ausweise_${day}.pdf`)?.async('nodebuffer');
  if (!xlsx || !pdf) throw new Error(`zip holds ${Object.keys(zip.files).join(', ')}`);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return { rows: await readWorkbook(xlsx), pages };
}

const exportedAt = async (names: string[]) =>
  t.db
    .select({ id: orders.id, exported_at: orders.exported_at, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, named(...names)));

describe('print export (a job)', () => {
  it('answers at once (202) and shows its progress until the file is ready', async () => {
    const res = await start(tokens.superAdmin, { order_ids: named('statusPaid'), dont_export: true });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ requested: 1, dont_export: true, filename: null });
    expect(['queued', 'running', 'done']).toContain(res.json().status);
    const run = await finishedExport(t.app, tokens.superAdmin, res.json().id);
    expect(run).toMatchObject({ status: 'done', total: 1, done: 1, error: null });
    expect(run.filename).toBe(`Export_Bestellungen_${germanIsoDate()}.zip`);
    // Kept 14 days (PRINT_EXPORT_KEEP_DAYS) from when it was started.
    const kept = new Date(run.expires_at ?? 0).getTime() - new Date(run.created_at).getTime();
    expect(kept).toBe(14 * 86_400_000);
    const listed = (await callEndpoint(t.app, exports.runs, { token: tokens.superAdmin })).json();
    expect(listed.find((e: { id: number }) => e.id === run.id)).toMatchObject({ status: 'done' });
  });

  it('with dont_export builds the files but marks nothing; the file downloads again and again', async () => {
    const { run, file } = await exportAndDownload(t.app, tokens.superAdmin, {
      order_ids: named('statusPaid'),
      dont_export: true,
    });
    expect(file?.statusCode).toBe(200);
    // Front and back (the signed QR code) of the one card.
    expect((await unzip(file?.rawPayload ?? Buffer.alloc(0))).pages).toBe(2);
    expect((await exportedAt(['statusPaid']))[0]?.exported_at).toBeNull();
    const again = await callEndpoint(t.app, exports.file, {
      token: tokens.superAdmin,
      params: { id: run.id },
    });
    expect(again.rawPayload.equals(file?.rawPayload ?? Buffer.alloc(0))).toBe(true);
  });

  it('refuses a selection of which nothing can be printed (400), and unknown exports (404)', async () => {
    const res = await start(tokens.superAdmin, {
      order_ids: named('unpaid', 'onlineOnly', 'exported', 'atSchool'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPORT_TEXTS.nothing);
    expect((await start(tokens.superAdmin, { order_ids: [] })).statusCode).toBe(400);
    const unknown = { token: tokens.superAdmin, params: { id: 999_999_999 } };
    const missing = await callEndpoint(t.app, exports.run, unknown);
    expect([missing.statusCode, missing.json().message]).toEqual([404, EXPORT_TEXTS.unknown]);
    expect((await callEndpoint(t.app, exports.file, unknown)).statusCode).toBe(404);
  });

  it('zips Excel and print PDF of the qualifying orders and marks exactly those exported', async () => {
    const wanted = named('start', 'end', 'unvalidatedOk');
    const res = await exportZip({
      order_ids: [...wanted, ...named('unpaid', 'unvalidated', 'deleted', 'exported', 'atSchool')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`Export_Bestellungen_${germanIsoDate()}.zip`);
    const { rows, pages } = await unzip(res.rawPayload);
    expect(pages).toBe(3 * 2);
    expect(rows[0]).toEqual([
      'Bestell-ID',
      'Mandant-ID',
      'Land',
      'Name',
      'Name 2',
      'Straße',
      'PLZ',
      'Ort',
      'Bestellt am',
      'Produkt Typ',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(wanted);
    expect(rows[1]?.slice(2, 8)).toEqual([
      'DE',
      'A-Schule',
      'Gymnasium',
      'Teststraße 1',
      '12345',
      'Teststadt',
    ]);
    // German wall time of 2026-03-09T23:00:00Z, stored as Excel's zone-less date.
    expect(rows[1]?.[8]).toEqual(new Date('2026-03-10T00:00:00Z'));

    const marked = await exportedAt(['start', 'end', 'unvalidatedOk', 'unpaid', 'exported', 'atSchool']);
    const byId = new Map(marked.map((r) => [r.id, r]));
    for (const id of wanted) {
      expect(byId.get(id)?.exported_at).not.toBeNull();
      expect(byId.get(id)?.status).toBe('added_to_pdf');
    }
    expect(byId.get(c.unpaid as number)?.exported_at).toBeNull();
    expect(byId.get(c.atSchool as number)?.exported_at).toBeNull();
    expect(byId.get(c.exported as number)?.exported_at).toBe('2026-03-20T08:00:00.000Z');
    expect(ids(await list(tokens.superAdmin))).toEqual(named('statusPaid'));
  });

  it('prints an exported card again after its export was reset', async () => {
    await t.db
      .update(orders)
      .set({ exported_at: null })
      .where(eq(orders.id, c.start as number));
    expect(ids(await list(tokens.superAdmin))).toEqual(named('start', 'statusPaid'));
  });

  it('prints exported ones again only when include_exported is sent', async () => {
    const again = await exportZip({
      order_ids: named('end', 'exported'),
      include_exported: true,
      dont_export: true,
    });
    expect(again.statusCode).toBe(200);
    expect((await unzip(again.rawPayload)).pages).toBe(2 * 2);
  });

  it('a retried job removes the file of an attempt that died before its commit, and builds anew', async () => {
    const files = createFileStore(t.config.filesDir);
    const orphan = newStorePath('exports', 'zip');
    const local = path.join(t.config.dataDir, 'half.zip');
    writeFileSync(local, 'halb fertig');
    await files.saveFile(orphan, local);
    // As a dead attempt leaves it: running, its file noted but never committed.
    const [row] = await t.db
      .insert(printExports)
      .values({
        order_ids: named('statusPaid'),
        include_exported: false,
        dont_export: true,
        status: 'running',
        path: orphan,
      })
      .returning();
    await t.app.jobs.send(PRINT_EXPORT_QUEUE, { exportId: row?.id ?? 0 });
    const done = await finishedExport(t.app, tokens.superAdmin, row?.id ?? 0);
    expect(done).toMatchObject({ status: 'done', total: 1 });
    await expect(files.read(orphan)).rejects.toThrow();
  });
});

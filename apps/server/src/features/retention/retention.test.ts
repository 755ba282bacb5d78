/**
 * Retention on a fixed clock (2021), on a database of its own: a run acts on every row, so it must not
 * share the PostgreSQL test database with other test files (their expired test cards would be archived).
 * Runs of several instances at once on real PostgreSQL are covered by FOR UPDATE SKIP LOCKED.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardExports,
  classImportRows,
  classImports,
  clientErrorLogs,
  endedCards,
  orders,
  ordersArchive,
  printExports,
  storedFiles,
} from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createCard, createPaymentRun, createTenant, createTenantProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type RetentionContext, runRetention } from './retention.service';

const NOW = new Date('2021-06-15T10:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const VALID = { card_valid_from: '2020-08-01', card_valid_to: '2021-07-31' };
const EXPIRED = { card_valid_from: '2020-08-01', card_valid_to: '2021-06-14' };

let t: TestApp;
let ctx: RetentionContext;
let tenantId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({}, [], { isolated: true });
  ctx = {
    db: t.db,
    files: createFileStore(t.config.filesDir),
    config: { printExportKeepDays: 14, auditKeepDays: 365 },
  };
  tenantId = (await createTenant(t.db)).id;
  productId = (await createTenantProduct(t.db, tenantId)).id;
});
afterAll(() => t.close());

/** A card with photo, signature and drawn card in the file store. */
async function cardWithFiles(values: Partial<typeof orders.$inferInsert>) {
  const file = (kind: 'student_photo' | 'student_sign' | 'card_png') =>
    storeFile(t.db, ctx.files, {
      kind,
      tenantId,
      bytes: Buffer.from(kind),
      mime: 'image/png',
      extension: 'png',
    });
  return createCard(t.db, tenantId, productId, {
    ...VALID,
    image_file_id: await file('student_photo'),
    sign_file_id: await file('student_sign'),
    card_file_id: await file('card_png'),
    student_city: 'Musterstadt',
    external_id: 'X-1',
    field1: '01.01.2020',
    ...values,
  });
}
const plastic = (exportedDaysAgo: number | null, values: Partial<typeof orders.$inferInsert> = {}) =>
  cardWithFiles({
    is_online: false,
    is_hardcopy: true,
    exported_at: exportedDaysAgo === null ? null : daysBefore(exportedDaysAgo),
    ...values,
  });

type Card = typeof orders.$inferSelect;
const fileIds = (c: Pick<Card, 'image_file_id' | 'sign_file_id' | 'card_file_id'>) =>
  [c.image_file_id, c.sign_file_id, c.card_file_id].filter((id): id is number => id !== null);
const storedPaths = async (ids: number[]) =>
  (await t.db.select({ path: storedFiles.path }).from(storedFiles).where(inArray(storedFiles.id, ids))).map(
    (r) => r.path,
  );
const live = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const archived = async (id: number) =>
  (await t.db.select().from(ordersArchive).where(eq(ordersArchive.id, id)))[0];
const zero = {
  anonymised: 0,
  archived: 0,
  errorLogs: 0,
  printExports: 0,
  cardExports: 0,
  orderLinks: 0,
  classImports: 0,
  auditEvents: 0,
  auditCheckpoints: 0,
  endedCards: 0,
};

const WIPED = {
  familyname: '',
  forname: '',
  email: '',
  birthday: null,
  student_city: null,
  student_street: null,
  external_id: null,
  external_department: null,
  field1: null,
  field2: null,
  field3: null,
  image_file_id: null,
  sign_file_id: null,
  card_file_id: null,
  data_deleted_at: NOW.toISOString(),
};

describe('retention run', () => {
  it('deletes what the privacy page promises, keeps the rest, and a second run deletes nothing', async () => {
    const dispatched = await plastic(15);
    const young = await plastic(13);
    const notExported = await plastic(null);
    const onlineExported = await cardWithFiles({
      is_online: true,
      is_hardcopy: true,
      exported_at: daysBefore(40),
    });
    const run = await createPaymentRun(t.db, tenantId, { till_date: daysBefore(20) });
    const expired = await cardWithFiles({ ...EXPIRED, payment_run_id: run?.id, tenant_payee_billed: true });
    const lastDay = await cardWithFiles({ card_valid_to: '2021-06-15' });
    const dispatchedPaths = await storedPaths(fileIds(dispatched));
    const expiredPaths = await storedPaths(fileIds(expired));
    expect(expiredPaths).toHaveLength(3);
    await t.db.insert(clientErrorLogs).values([
      { url: '/alt', created_at: daysBefore(15) },
      { url: '/neu', created_at: daysBefore(13) },
    ]);

    expect(await runRetention(ctx, NOW)).toEqual({ ...zero, anonymised: 1, archived: 1, errorLogs: 1 });

    // Dispatched plastic card: data and files gone, order stays.
    expect(await live(dispatched.id)).toMatchObject({
      ...WIPED,
      is_hardcopy: true,
      online_code: dispatched.online_code,
    });
    expect(await storedPaths(fileIds(dispatched))).toEqual([]);
    for (const p of dispatchedPaths) expect(existsSync(path.join(t.config.filesDir, p))).toBe(false);

    // Untouched: young export, not exported, smartphone card, still valid (also on its last day).
    for (const kept of [young, notExported, onlineExported, lastDay]) {
      const row = await live(kept.id);
      expect(row).toMatchObject({
        familyname: 'Muster',
        data_deleted_at: null,
        image_file_id: kept.image_file_id,
      });
      expect(await storedPaths(fileIds(kept))).toHaveLength(3);
    }

    // Expired: moved to the archive with the same id, data and files gone, payment run kept.
    expect(await live(expired.id)).toBeUndefined();
    expect(await archived(expired.id)).toMatchObject({
      ...WIPED,
      tenant_id: tenantId,
      card_valid_to: '2021-06-14',
      payment_run_id: run?.id,
      tenant_payee_billed: true,
      online_code: expired.online_code,
      archived_at: NOW.toISOString(),
    });
    for (const p of expiredPaths) expect(existsSync(path.join(t.config.filesDir, p))).toBe(false);

    const logs = await t.db
      .select({ url: clientErrorLogs.url })
      .from(clientErrorLogs)
      .where(inArray(clientErrorLogs.url, ['/alt', '/neu']));
    expect(logs).toEqual([{ url: '/neu' }]);

    expect(await runRetention(ctx, NOW)).toEqual(zero);
  });

  it('wipes archived cards that still hold personal data', async () => {
    const card = await cardWithFiles(EXPIRED);
    await t.db.insert(ordersArchive).values(card);
    await t.db.delete(orders).where(eq(orders.id, card.id));
    expect(await runRetention(ctx, NOW)).toEqual({ ...zero, anonymised: 1 });
    expect(await archived(card.id)).toMatchObject(WIPED);
    expect(await storedPaths(fileIds(card))).toEqual([]);
  });

  it('keeps an expired order that is still to be billed live without its data, and archives it once billed', async () => {
    const unbilled = await cardWithFiles({
      ...EXPIRED,
      tenant_payee: true,
      is_payed: true,
      status: 'payed',
      price: 490,
    });
    expect(await runRetention(ctx, NOW)).toEqual({ ...zero, anonymised: 1 });
    expect(await live(unbilled.id)).toMatchObject({ ...WIPED, tenant_payee_billed: false });
    expect(await runRetention(ctx, NOW)).toEqual(zero);
    const run = await createPaymentRun(t.db, tenantId);
    await t.db
      .update(orders)
      .set({ tenant_payee_billed: true, payment_run_id: run.id })
      .where(eq(orders.id, unbilled.id));
    expect(await runRetention(ctx, NOW)).toEqual({ ...zero, archived: 1 });
    expect(await archived(unbilled.id)).toMatchObject({ payment_run_id: run.id });
  });

  it('gives the same total when two runs work at once, across several batches', async () => {
    for (let i = 0; i < 7; i++) await plastic(20);
    for (let i = 0; i < 9; i++) await cardWithFiles(EXPIRED);
    await t.db
      .insert(clientErrorLogs)
      .values(Array.from({ length: 11 }, (_, i) => ({ url: `/log-${i}`, created_at: daysBefore(30) })));
    const runs = await Promise.all([runRetention(ctx, NOW, 3), runRetention(ctx, NOW, 3)]);
    const total = runs.reduce((a, r) => ({
      anonymised: a.anonymised + r.anonymised,
      archived: a.archived + r.archived,
      errorLogs: a.errorLogs + r.errorLogs,
      printExports: a.printExports + r.printExports,
      cardExports: a.cardExports + r.cardExports,
      orderLinks: a.orderLinks + r.orderLinks,
      auditEvents: a.auditEvents + r.auditEvents,
      auditCheckpoints: a.auditCheckpoints + r.auditCheckpoints,
      classImports: a.classImports + r.classImports,
      endedCards: a.endedCards + r.endedCards,
    }));
    expect(total).toEqual({ ...zero, anonymised: 7, archived: 9, errorLogs: 11 });
    expect(await runRetention(ctx, NOW)).toEqual(zero);
    const [left] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.card_valid_to, EXPIRED.card_valid_to));
    expect(left?.n).toBe(0);
  });

  it('deletes print exports after PRINT_EXPORT_KEEP_DAYS and card exports after a day, with their files', async () => {
    const zip = async (daysAgo: number) => {
      const saved = await ctx.files.save('exports', Buffer.from('zip'), 'zip');
      const [row] = await t.db
        .insert(printExports)
        .values({
          order_ids: [1],
          include_exported: false,
          dont_export: false,
          status: 'done',
          path: saved.path,
          filename: 'Export_Bestellungen.zip',
          created_at: daysBefore(daysAgo),
        })
        .returning();
      return { id: row?.id ?? 0, path: saved.path };
    };
    const old = await zip(15);
    const young = await zip(13);
    // Exports of the card list's matches: a day.
    const cardExport = (hoursAgo: number) =>
      t.db.insert(cardExports).values({
        tenant_id: tenantId,
        query: {},
        kind: 'excel',
        created_at: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
      });
    await cardExport(25);
    await cardExport(23);
    expect(await runRetention(ctx, NOW)).toEqual({ ...zero, printExports: 1, cardExports: 1 });
    const left = await t.db.select({ id: printExports.id }).from(printExports);
    expect(left.map((r) => r.id)).toEqual([young.id]);
    await expect(ctx.files.read(old.path)).rejects.toThrow();
    expect((await ctx.files.read(young.path)).toString()).toBe('zip');
  });

  it('deletes class-list imports (their rows, the checked photos) two weeks after the upload', async () => {
    const upload = async (daysAgo: number) => {
      const saved = await ctx.files.save('class-imports', Buffer.from('png'), 'png');
      const [imp] = await t.db
        .insert(classImports)
        .values({
          tenant_id: tenantId,
          tenant_product_id: productId,
          filename: 'klasse.csv',
          card_choice: 'online',
          status: 'preview',
          created_at: daysBefore(daysAgo),
        })
        .returning();
      await t.db.insert(classImportRows).values({
        tenant_id: tenantId,
        import_id: imp?.id ?? 0,
        row_no: 2,
        values: { familyname: 'Muster' },
        data_ok: true,
        photo_status: 'ok',
        photo_path: saved.path,
      });
      return { id: imp?.id ?? 0, path: saved.path };
    };
    const old = await upload(15);
    const young = await upload(13);
    expect(await runRetention(ctx, NOW)).toEqual({ ...zero, classImports: 1 });
    const left = await t.db.select({ id: classImports.id }).from(classImports);
    expect(left.map((r) => r.id)).toEqual([young.id]);
    const rows = await t.db.select({ id: classImportRows.import_id }).from(classImportRows);
    expect(rows.map((r) => r.id)).toEqual([young.id]);
    await expect(ctx.files.read(old.path)).rejects.toThrow();
    expect((await ctx.files.read(young.path)).toString()).toBe('png');
  });

  it('deletes revocation list rows once every code of their card is past its valid_to', async () => {
    const ended = (card_id: number, valid_to: string) => ({
      card_id,
      ended: true,
      valid_to,
      changed_at: daysBefore(30),
    });
    // Ids no card of this file has (the table has no foreign key: archived cards are listed too).
    const [a, b, c] = [900_000_001, 900_000_002, 900_000_003];
    await t.db
      .insert(endedCards)
      .values([ended(a, '2021-06-13'), ended(b, '2021-06-14'), ended(c, '2021-06-15')]);
    expect(await runRetention(ctx, NOW, 1)).toMatchObject({ endedCards: 2 });
    const left = await t.db
      .select({ id: endedCards.card_id })
      .from(endedCards)
      .where(inArray(endedCards.card_id, [a, b, c]));
    // Valid until the end of today (German day): its codes still hold, so the list still needs it.
    expect(left).toEqual([{ id: c }]);
  });
});

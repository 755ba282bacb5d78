/** Card files: Excel export (download, zip with photos, mail), card PDF download, recreate card. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cards } from '@ausweis/shared/contracts/cards';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ordersArchive, storedFiles } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createCard, createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { lastMailTo } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_MAIL_SUBJECT } from './card-export.service';

let t: TestApp;
let w: Awaited<ReturnType<typeof createTenantWithStaff>>;
let other: Awaited<ReturnType<typeof createTenantWithStaff>>;
let superToken: string;
let adminToken: string;
let userToken: string;
let photoCardId: number;

async function photoCard(world: typeof w, values: Partial<typeof orders.$inferInsert> = {}) {
  const bytes = await sharp({
    create: { width: 230, height: 340, channels: 3, background: { r: 200, g: 180, b: 160 } },
  })
    .png()
    .toBuffer();
  const image_file_id = await storeFile(t.db, createFileStore(t.config.filesDir), {
    kind: 'student_photo',
    tenantId: world.tenant.id,
    bytes,
    mime: 'image/png',
    extension: 'png',
  });
  return createCard(t.db, world.tenant.id, world.product.id, { image_file_id, ...values });
}

const exportCards = (body: object, token = adminToken, tenantId = w.tenant.id) =>
  callEndpoint(t.app, cards.exportExcel, { token, tenantId, body });
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

beforeAll(async () => {
  t = await createTestApp();
  w = await createTenantWithStaff(t.db);
  other = await createTenantWithStaff(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  superToken = await loginAs(t.app, superAdmin.email);
  adminToken = await loginAs(t.app, w.admin.email);
  userToken = await loginAs(t.app, w.user.email);
  photoCardId = (
    await photoCard(w, {
      familyname: 'Zimmermann',
      forname: 'Zoe',
      validated: true,
      external_department: '7b',
      is_hardcopy: true,
    })
  ).id;
});
afterAll(() => t.close());

describe('who may use the card file endpoints', () => {
  it('refuses anonymous callers', async () => {
    expect((await callEndpoint(t.app, cards.exportExcel, { body: { order_ids: [1] } })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, cards.download, { query: { order_id: 1 } })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, cards.recreate, { body: { order_id: 1 } })).statusCode).toBe(401);
  });
  it('keeps download and recreate for super admins', async () => {
    for (const token of [adminToken, userToken]) {
      const q = { token, tenantId: w.tenant.id };
      const download = await callEndpoint(t.app, cards.download, { ...q, query: { order_id: w.card.id } });
      expect(download.statusCode).toBe(403);
      const body = { order_id: w.card.id };
      expect((await callEndpoint(t.app, cards.recreate, { ...q, body })).statusCode).toBe(403);
    }
  });
  it('exports only cards of the selected tenant (another tenant’s id: 404, nothing sent)', async () => {
    const res = await exportCards({ order_ids: [w.card.id, other.card.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CARD_TEXTS.notFound });
    const mailed = await exportCards({ order_ids: [other.card.id], as_mail: true });
    expect(mailed.statusCode).toBe(404);
    expect(await lastMailTo(t.db, w.admin.email)).toBeNull();
  });
  it('answers bad input with 400', async () => {
    expect((await exportCards({ order_ids: [] })).statusCode).toBe(400);
    expect((await exportCards({ order_ids: ['x'] })).statusCode).toBe(400);
    const bad = await callEndpoint(t.app, cards.download, { token: superToken, query: { order_id: 'abc' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('export excel', () => {
  it('downloads an .xlsx with German headers, real dates and Ja/Nein, in id order', async () => {
    const res = await exportCards({ order_ids: [photoCardId, w.card.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Ausweise_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [head, first, second] = await readWorkbook(res.rawPayload);
    expect(head).toEqual([
      'ID',
      'Produkt Typ',
      'Produktcode',
      'Nachname',
      'Vorname',
      'Klasse/Abteilung',
      'Externe-ID',
      'Geburtstag',
      'E-Mail',
      'Gültig ab',
      'Gültig bis',
      'Validiert?',
      'Online-Ready?',
      'Gelöscht?',
      'Online',
      'Karte',
      'Bestelldatum',
    ]);
    expect(first?.[0]).toBe(w.card.id);
    expect(second?.slice(0, 6)).toEqual([
      photoCardId,
      expect.any(String),
      w.product.product_short_code,
      'Zimmermann',
      'Zoe',
      '7b',
    ]);
    expect(second?.[7]).toBeInstanceOf(Date);
    expect(String((second?.[7] as Date | undefined)?.toISOString()).slice(0, 10)).toBe('2012-03-04');
    expect(second?.slice(11, 16)).toEqual(['Ja', 'Nein', 'Nein', 'Ja', 'Ja']);
    expect(first?.[11]).toBe('Nein');
    expect(second?.[16]).toBeInstanceOf(Date);
  });

  it('with images: a zip of the .xlsx and the photos named by card number or name (cards without photo skipped)', async () => {
    const numbered = await photoCard(w, {
      familyname: 'Özdemir',
      forname: 'Ayşe',
      external_id: 'GS00000303',
    });
    const res = await exportCards({ order_ids: [w.card.id, photoCardId, numbered.id], with_image: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/Ausweise_\d{4}-\d{2}-\d{2}\.zip/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]?.dir);
    expect(names.sort()).toEqual(
      [
        expect.stringMatching(/^Ausweise_.*\.xlsx$/),
        `bilder/Zimmermann_Zoe_${photoCardId}.png`,
        'bilder/GS00000303.png',
      ].sort(),
    );
    const png = await zip.file(`bilder/Zimmermann_Zoe_${photoCardId}.png`)?.async('nodebuffer');
    expect((await sharp(png).metadata()).width).toBe(230);
    const xlsx = await zip.file(/\.xlsx$/)[0]?.async('nodebuffer');
    expect((await readWorkbook(xlsx as Buffer)).length).toBe(4);
  });

  it('as mail: the file goes to the user’s own address as an attachment, without personal data in the text', async () => {
    const res = await exportCards({ order_ids: [photoCardId], as_mail: true, with_image: true }, userToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    const mail = await lastMailTo(t.db, w.user.email);
    expect(mail).toMatchObject({ subject: EXPORT_MAIL_SUBJECT, status: 'outbox' });
    expect(mail?.attachment_name).toMatch(/^Ausweise_\d{4}-\d{2}-\d{2}\.zip$/);
    expect(mail?.text).not.toContain('Zimmermann');
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, mail?.attachment_file_id ?? 0));
    expect(file).toMatchObject({ kind: 'export', tenant_id: w.tenant.id, mime_type: 'application/zip' });
    // The dev outbox keeps the file so it can be looked at.
    expect(existsSync(path.join(t.config.filesDir, file?.path ?? 'x'))).toBe(true);
  });
});

describe('download card (super admin)', () => {
  it('sends the print PDF with front and back of the card, for any tenant', async () => {
    const res = await callEndpoint(t.app, cards.download, {
      token: superToken,
      query: { order_id: photoCardId, hash: 'abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="Ausweis_${photoCardId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Front and back (the signed QR code).
    expect(pageCount(res.rawPayload)).toBe(2);
  });
  it('answers 404 for an unknown id or a card of another tenant than the header names', async () => {
    const unknown = await callEndpoint(t.app, cards.download, {
      token: superToken,
      query: { order_id: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: CARD_TEXTS.notFound });
    const foreign = await callEndpoint(t.app, cards.download, {
      token: superToken,
      tenantId: other.tenant.id,
      query: { order_id: photoCardId },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await callEndpoint(t.app, cards.download, {
      token: superToken,
      tenantId: w.tenant.id,
      query: { order_id: photoCardId },
    });
    expect(own.statusCode).toBe(200);
  });
  it('reads archived cards with from_archive', async () => {
    const card = await createCard(t.db, w.tenant.id, w.product.id);
    await t.db.insert(ordersArchive).values(card);
    await t.db.delete(orders).where(eq(orders.id, card.id));
    const download = (from_archive: boolean) =>
      callEndpoint(t.app, cards.download, { token: superToken, query: { order_id: card.id, from_archive } });
    expect((await download(false)).statusCode).toBe(404);
    const res = await download(true);
    expect(res.statusCode).toBe(200);
    // Front and back (the signed QR code).
    expect(pageCount(res.rawPayload)).toBe(2);
  });
});

describe('recreate card (super admin)', () => {
  it('redraws the stored card image', async () => {
    const cardFile = async () =>
      (await t.db.select({ id: orders.card_file_id }).from(orders).where(eq(orders.id, photoCardId)))[0]?.id;
    const recreate = () =>
      callEndpoint(t.app, cards.recreate, { token: superToken, body: { order_id: photoCardId } });
    const first = await recreate();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 1 });
    const before = await cardFile();
    expect(before).toEqual(expect.any(Number));
    expect((await recreate()).statusCode).toBe(200);
    const after = await cardFile();
    expect(after).toEqual(expect.any(Number));
    expect(after).not.toBe(before);
    const old = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, before ?? 0));
    expect(old).toEqual([]);
    const missing = await callEndpoint(t.app, cards.recreate, {
      token: superToken,
      body: { order_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

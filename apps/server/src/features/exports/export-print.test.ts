/** The print PDF in 'Export Bestellungen': vector cards with photos, logo and barcode, streamed into the zip. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, tenantProducts, tenants } from '../../db/schema/index';
import { drawLogo, drawPortrait, drawSign, drawStamp } from '../../db/seed/photos';
import { ID1_PT } from '../../platform/card-pdf';
import { createFileStore } from '../../platform/file-store';
import { germanIsoDate } from '../../platform/german-date';
import { type StoredKind, storeFile } from '../../platform/images';
import { createCard, createTenant, createTenantProduct, createUser } from '../../test/factories';
import { loginAs } from '../../test/http';
import { countOperator, readPdf } from '../../test/pdf';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportAndDownload } from './exports.test-support';

let t: TestApp;
let token: string;
let spoolDir: string;
let testCardId: number;
const previousTmp = process.env.TMPDIR;
const cards: { id: number; familyname: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The export spools its zip in the temp folder: this file's own, to see that nothing stays there.
  spoolDir = mkdtempSync(path.join(tmpdir(), 'export-print-test-'));
  process.env.TMPDIR = spoolDir;
  token = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  const files = createFileStore(t.config.filesDir);
  const store = (kind: StoredKind, tenantId: number, bytes: Buffer) =>
    storeFile(t.db, files, { kind, tenantId, bytes, mime: 'image/png', extension: 'png' });
  const tenant = await createTenant(t.db, { name: 'Gymnasium am See', country_id: 'DE' });
  await t.db
    .update(tenants)
    .set({
      logo_file_id: await store('logo', tenant.id, await drawLogo('GS', ['Gymnasium', 'am See'], '#024589')),
      stamp_file_id: await store('stamp', tenant.id, await drawStamp('GYMNASIUM', 'AM SEE')),
      sign_file_id: await store('sign', tenant.id, await drawSign()),
    })
    .where(eq(tenants.id, tenant.id));
  const product = await createTenantProduct(t.db, tenant.id);
  await t.db
    .update(tenantProducts)
    .set({ barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'GS', barcode_len: 8 })
    .where(eq(tenantProducts.id, product.id));
  const paid = { is_hardcopy: true, is_payed: true, status: 'payed' as const, validated: true };
  for (const [i, familyname] of ['Özdemir', 'Łukasiewicz', 'Ngũgĩ'].entries()) {
    const image_file_id = await store('student_photo', tenant.id, await drawPortrait(i));
    const card = await createCard(t.db, tenant.id, product.id, { ...paid, familyname, image_file_id });
    cards.push({ id: card.id, familyname });
  }
  // A photo whose bytes are gone from the file store: the card is printed without it.
  const lost = await store('student_photo', tenant.id, await drawPortrait(7));
  const [lostFile] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, lost));
  await files.remove(lostFile?.path ?? '');
  const card = await createCard(t.db, tenant.id, product.id, {
    ...paid,
    familyname: 'Ohnefoto',
    image_file_id: lost,
  });
  cards.push({ id: card.id, familyname: 'Ohnefoto' });
  testCardId = (
    await createCard(t.db, tenant.id, product.id, { ...paid, familyname: 'Probe', is_test: true })
  ).id;
});
afterAll(async () => {
  await t.close();
  process.env.TMPDIR = previousTmp;
  rmSync(spoolDir, { recursive: true, force: true });
});

describe('print PDF of the print export', () => {
  it('has a vector ID-1 front (names as text, the photo as JPEG, logo once, barcode as bars) and back (signed QR code) per card', async () => {
    const { file } = await exportAndDownload(t.app, token, {
      order_ids: cards.map((c) => c.id),
      dont_export: true,
    });
    const res = file ?? expect.unreachable('the export failed');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const zip = await JSZip.loadAsync(res.rawPayload);
    const day = germanIsoDate();
    expect(Object.keys(zip.files).sort()).toEqual([`Ausweise_${day}.pdf`, `Bestellungen_${day}.xlsx`]);
    const bytes = await zip.file(`Ausweise_${day}.pdf`)?.async('nodebuffer');
    const pdf = await readPdf(bytes ?? Buffer.alloc(0));

    // Front and back of each card, in turn (duplex printing).
    expect(pdf.pages).toHaveLength(cards.length * 2);
    for (const page of pdf.pages) {
      expect(page.size[0]).toBeCloseTo(ID1_PT.width, 2);
      expect(page.size[1]).toBeCloseTo(ID1_PT.height, 2);
    }
    const fronts = pdf.pages.filter((_, i) => i % 2 === 0);
    const backs = pdf.pages.filter((_, i) => i % 2 === 1);
    fronts.forEach((page, i) => {
      expect(page.text).toContain(`${cards[i]?.familyname}, Max`);
      expect(page.text).toContain(`GS${String(cards[i]?.id).padStart(6, '0')}`);
      // The bars: one rectangle each (Code 128 of 8 characters has well over 20).
      expect(countOperator(page.content, 're')).toBeGreaterThan(20);
    });
    for (const page of backs) {
      // The signed QR code (its modules as vector paths) and where to check it.
      expect(page.text).toContain('Echtheit prüfen');
      expect(page.text).toContain('localhost:3000/pruefen');
      expect(page.text).toContain('Gymnasium am See');
      expect(page.text).not.toContain('TEST-AUSWEIS');
      expect(page.content.length).toBeGreaterThan(2000);
    }
    // Three photos (the lost one is left out), and logo, stamp and signature once for all cards.
    expect(pdf.images.filter((i) => i.filter === 'DCTDecode')).toHaveLength(3);
    expect(pdf.images.filter((i) => !i.mask && i.filter !== 'DCTDecode')).toHaveLength(3);
    expect(fronts.map((p) => countOperator(p.content, 'Do'))).toEqual([4, 4, 4, 3]);
    expect(backs.map((p) => countOperator(p.content, 'Do'))).toEqual([0, 0, 0, 0]);
  });

  it("says on a test card's back that it is no valid card", async () => {
    const { file } = await exportAndDownload(t.app, token, { order_ids: [testCardId], dont_export: true });
    const zip = await JSZip.loadAsync(file?.rawPayload ?? expect.unreachable('the export failed'));
    const bytes = await zip.file(`Ausweise_${germanIsoDate()}.pdf`)?.async('nodebuffer');
    const [front, back] = (await readPdf(bytes ?? Buffer.alloc(0))).pages;
    expect(front?.text).toContain('Probe, Max');
    expect(back?.text).toContain('TEST-AUSWEIS');
    expect(back?.text).toContain('kein gültiger Ausweis');
  });

  it('leaves no temporary file behind', async () => {
    const { file } = await exportAndDownload(t.app, token, { order_ids: [cards[0]?.id], dont_export: true });
    expect(file?.statusCode).toBe(200);
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});

/**
 * Review hardening of the card endpoints: tampered multipart forms, no orphan files when the update
 * transaction fails, archive rows stay read-only (recreate, drawn cards), download names.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cards, cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { loadCardRecords } from '../../db/card-records';
import { ordersArchive, storedFiles } from '../../db/schema/index';
import { contentDisposition } from '../../http/download';
import { createFileStore } from '../../platform/file-store';
import { callEndpoint } from '../../test/http';
import { renderedCard } from '../card-drawing/public';
import {
  archivedCard,
  cardsWorldForFile,
  newCard,
  photo,
  storedCard,
  storedPhoto,
} from './cards.test-support';

const { t, w } = await cardsWorldForFile();

/** A raw multipart body, so names can repeat and carry any text. */
function rawMultipart(parts: { name: string; value?: string; file?: { bytes: Buffer; filename: string } }[]) {
  const boundary = '----review-boundary-7MA4YWxk';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = p.file
      ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: image/png`
      : `Content-Disposition: form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push(p.file ? p.file.bytes : Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const update = (form: ReturnType<typeof rawMultipart>) =>
  callEndpoint(t.app, cardsApi.update, {
    token: w.tokens.admin,
    tenantId: w.a.tenant.id,
    body: form.body,
    headers: form.headers,
  });

const photoFiles = () => {
  const dir = path.join(t.config.filesDir, 'student_photo', String(w.a.tenant.id));
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};
/** The photo rows of tenant A: drawn cards (a job after a change) and other test files' rows are not photos of this test. */
const storedCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storedFiles)
      .where(and(eq(storedFiles.tenant_id, w.a.tenant.id), eq(storedFiles.kind, 'student_photo')))
  )[0]?.n ?? 0;

describe('POST update: tampered forms', () => {
  it('refuses unknown, repeated and prototype field names with a German 400 and writes nothing', async () => {
    const card = await newCard(w, t.db, { familyname: 'Alt' });
    const id = String(card.id);
    const forms = [
      [
        { name: 'order_id', value: id },
        { name: 'familyname', value: 'Neu' },
        { name: 'status', value: 'payed' },
      ],
      [
        { name: 'order_id', value: id },
        { name: 'familyname', value: 'Neu' },
        { name: 'familyname', value: 'X' },
      ],
      [
        { name: 'order_id', value: id },
        { name: 'order_id', value: String(w.b.card.id) },
      ],
      [
        { name: 'order_id', value: id },
        { name: 'familyname', value: 'Neu' },
        { name: '__proto__', value: 'x' },
      ],
      [
        { name: 'order_id', value: id },
        { name: 'constructor', value: 'x' },
      ],
      [
        { name: 'order_id', value: id },
        { name: 'is_remove_image', value: 'ja' },
      ],
    ];
    for (const parts of forms) {
      const res = await update(rawMultipart(parts));
      expect(res.statusCode, JSON.stringify(parts)).toBe(400);
      expect(res.json().message).toMatch(/Formular|Bitte|Ungültiger Wert/);
    }
    const after = await storedCard(t.db, card.id);
    expect(after?.familyname).toBe('Alt');
    expect(after?.updated_at).toBe(card.updated_at);
  });

  it('refuses a photo under another name or sent twice; no file is stored', async () => {
    const card = await newCard(w, t.db);
    const before = { files: photoFiles(), rows: await storedCount() };
    const png = { bytes: photo('astronaut.png'), filename: 'foto.png' };
    for (const parts of [
      [
        { name: 'order_id', value: String(card.id) },
        { name: 'photo', file: png },
      ],
      [
        { name: 'order_id', value: String(card.id) },
        { name: 'image_file', file: png },
        { name: 'image_file', file: png },
      ],
    ]) {
      const res = await update(rawMultipart(parts));
      expect(res.statusCode).toBe(400);
    }
    expect((await storedCard(t.db, card.id))?.image_file_id).toBeNull();
    expect({ files: photoFiles(), rows: await storedCount() }).toEqual(before);
  });

  it('refuses a photo above the upload limit in German; nothing changes', async () => {
    const card = await newCard(w, t.db);
    const huge = Buffer.concat([photo('astronaut.png'), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await update(
      rawMultipart([
        { name: 'order_id', value: String(card.id) },
        { name: 'image_file', file: { bytes: huge, filename: 'gross.png' } },
      ]),
    );
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().message).toContain('Die Datei ist zu groß');
    expect((await storedCard(t.db, card.id))?.image_file_id).toBeNull();
  });

  it('leaves no photo file behind and keeps the old photo when the transaction fails', async () => {
    const old = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, { image_file_id: old });
    // A failure inside the transaction, after the new photo was written.
    await t.db.execute(sql`create or replace function review_fail() returns trigger language plpgsql as $$
      begin if new.familyname = 'Fehler' then raise exception 'review failure'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger review_fail before update on orders for each row execute function review_fail()`,
    );
    try {
      const before = { files: photoFiles(), rows: await storedCount() };
      const res = await update(
        rawMultipart([
          { name: 'order_id', value: String(card.id) },
          { name: 'familyname', value: 'Fehler' },
          { name: 'image_file', file: { bytes: photo('astronaut.png'), filename: 'neu.png' } },
        ]),
      );
      expect(res.statusCode).toBe(500);
      expect({ files: photoFiles(), rows: await storedCount() }).toEqual(before);
      expect((await storedCard(t.db, card.id))?.image_file_id).toBe(old);
    } finally {
      await t.db.execute(sql`drop trigger review_fail on orders`);
    }
  });
});

describe('archive rows stay read-only', () => {
  it('recreate card refuses an archived card with the archive message and writes nothing', async () => {
    const card = await archivedCard(w, t.db);
    const res = await callEndpoint(t.app, cards.recreate, {
      token: w.tokens.superAdmin,
      body: { order_id: card.id, from_archive: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CARD_TEXTS.archiveReadOnly);
    const [row] = await t.db.select().from(ordersArchive).where(eq(ordersArchive.id, card.id));
    expect(row?.card_file_id).toBeNull();
    expect(row?.updated_at).toBe(card.updated_at);
    // Another tenant's archived card (tenant header set) stays a plain 404.
    const foreign = await callEndpoint(t.app, cards.recreate, {
      token: w.tokens.superAdmin,
      tenantId: w.b.tenant.id,
      body: { order_id: card.id, from_archive: true },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('draws an archived card without keeping it on the archive row', async () => {
    const card = await archivedCard(w, t.db);
    const rows = await storedCount();
    const [rec] = await loadCardRecords(t.db, ordersArchive, eq(ordersArchive.id, card.id));
    if (!rec) throw new Error('archived card missing');
    const ctx = { db: t.db, files: createFileStore(t.config.filesDir) } as unknown as AppContext;
    const drawn = await renderedCard(ctx, ordersArchive, rec, { force: true });
    expect(drawn.png.subarray(1, 4).toString()).toBe('PNG');
    const [row] = await t.db.select().from(ordersArchive).where(eq(ordersArchive.id, card.id));
    expect(row?.card_file_id).toBeNull();
    expect(await storedCount()).toBe(rows);
  });
});

describe('download names', () => {
  it('cannot break out of the Content-Disposition header', () => {
    const header = contentDisposition('a"b\r\nSet-Cookie: x=1;\\ Zoë.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const ascii = /filename="([^"]*)"/.exec(header)?.[1];
    expect(ascii).toBe('a_b__Set-Cookie: x=1;_ Zo_.pdf');
    expect(header).toContain("filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x%3D1%3B%5C%20Zo%C3%AB.pdf");
  });
});

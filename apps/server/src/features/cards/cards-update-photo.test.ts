/** POST card update with a new photo: the order flow's face check, storage, removal (docs/product.md#screens, #behaviour). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import { PHOTO_ERRORS } from '../ordering/photo-check';
import { cardsWorldForFile, multipart, newCard, photo, storedCard, storedPhoto } from './cards.test-support';

const { t, w } = await cardsWorldForFile();

async function send(
  id: number,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const { body, headers } = await multipart(
    { order_id: String(id), ...fields },
    file && { field: 'image_file', ...file },
  );
  return callEndpoint(t.app, cardsApi.update, {
    token: w.tokens.user,
    tenantId: w.a.tenant.id,
    body,
    headers,
  });
}

async function filePath(id: number | null | undefined) {
  if (!id) return null;
  const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ? path.join(t.config.filesDir, row.path) : null;
}

describe('POST update: photo', () => {
  it("staff's own new photo counts as accepted: a paid card waiting for review becomes online ready", async () => {
    const old = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, {
      image_file_id: old,
      photo_review: 'rejected',
      is_payed: true,
      status: 'payed',
    });
    const res = await send(
      card.id,
      {},
      { bytes: photo('astronaut.png'), name: 'neu.png', type: 'image/png' },
    );
    expect(res.statusCode).toBe(200);
    const row = await storedCard(t.db, card.id);
    expect(row?.photo_review).toBe('accepted');
    expect(row?.online_ready).toBe(true);
    expect(res.json().photo_history.map((h: { event: string }) => h.event)).toEqual(['accepted']);
  });

  it('replaces the photo with a checked 230x340 PNG and removes the old file', async () => {
    const old = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, { image_file_id: old });
    const oldPath = await filePath(old);
    expect(oldPath && existsSync(oldPath)).toBe(true);
    const res = await send(
      card.id,
      {},
      { bytes: photo('astronaut.png'), name: 'neu.png', type: 'image/png' },
    );
    expect(res.statusCode).toBe(200);
    const row = await storedCard(t.db, card.id);
    expect(row?.image_file_id).not.toBe(old);
    const newPath = await filePath(row?.image_file_id);
    expect(newPath && existsSync(newPath)).toBe(true);
    expect(oldPath && existsSync(oldPath)).toBe(false);
    const meta = await sharp(newPath ?? '').metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 230, 340]);
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.image_file_id ?? 0));
    expect(res.json().image_hash).toBe(file?.sha256);
    // Names were not sent: they stay.
    expect(row?.familyname).toBe('Muster');
  }, 60_000);

  it('refuses a non-image and a photo without a face with the German message; nothing changes', async () => {
    const old = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, { image_file_id: old });
    const text = await send(
      card.id,
      { familyname: 'Anders' },
      { bytes: Buffer.from('kein Bild'), name: 'a.png', type: 'image/png' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      field: 'image_file',
      message: 'Die Datei ist kein Bild. Bitte wählen Sie ein Foto im Format JPEG, PNG, WebP oder GIF.',
    });
    const cup = await send(
      card.id,
      {},
      { bytes: photo('coffee.png'), name: 'kaffee.png', type: 'image/png' },
    );
    expect(cup.statusCode).toBe(400);
    expect(cup.json().message).toBe(PHOTO_ERRORS.noFace);
    expect(await storedCard(t.db, card.id)).toMatchObject({ image_file_id: old, familyname: 'Muster' });
    expect(existsSync((await filePath(old)) ?? '')).toBe(true);
  });

  it('removes the photo on is_remove_image', async () => {
    const old = await storedPhoto(t, w.a.tenant.id);
    const oldPath = await filePath(old);
    const card = await newCard(w, t.db, { image_file_id: old });
    const res = await send(card.id, { is_remove_image: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().image_hash).toBeNull();
    expect((await storedCard(t.db, card.id))?.image_file_id).toBeNull();
    expect(existsSync(oldPath ?? '')).toBe(false);
  });

  it('keeps a photo file another order still shows', async () => {
    const shared = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, { image_file_id: shared });
    const renewal = await newCard(w, t.db, { image_file_id: shared });
    expect((await send(card.id, { is_remove_image: 'true' })).statusCode).toBe(200);
    expect((await storedCard(t.db, renewal.id))?.image_file_id).toBe(shared);
    expect(existsSync((await filePath(shared)) ?? '')).toBe(true);
  });

  it('refuses a photo for a card with deleted data', async () => {
    const card = await newCard(w, t.db, { data_deleted_at: new Date().toISOString() });
    const res = await send(
      card.id,
      {},
      { bytes: photo('astronaut.png'), name: 'neu.png', type: 'image/png' },
    );
    expect(res.json().message).toBe(CARD_TEXTS.dataDeleted);
    expect((await storedCard(t.db, card.id))?.image_file_id).toBeNull();
  });
});

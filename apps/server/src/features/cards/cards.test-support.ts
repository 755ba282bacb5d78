/** Test fixtures for the staff card endpoints: two tenants with staff, a super admin, photos, archive. */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import { type FixturePhoto, fixturePhoto } from '../../../../../test-fixtures/photos';
import type { Db } from '../../db/client';
import { orders, ordersArchive } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createCard, createTenantWithStaff, createUser } from '../../test/factories';
import { loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

export const photo = (name: FixturePhoto) => readFileSync(fixturePhoto(name));

/** Tenant A (Admin, User, product, card), tenant B (Admin, card) and a super admin, all logged in. */
export async function cardsWorld(t: TestApp) {
  const a = await createTenantWithStaff(t.db);
  const b = await createTenantWithStaff(t.db);
  const sa = await createUser(t.db, { is_super_admin: true, forename: 'Susi', lastname: 'Super' });
  const tokens = {
    admin: await loginAs(t.app, a.admin.email),
    user: await loginAs(t.app, a.user.email),
    otherAdmin: await loginAs(t.app, b.admin.email),
    superAdmin: await loginAs(t.app, sa.email),
  };
  return { a, b, sa, tokens };
}
export type CardsWorld = Awaited<ReturnType<typeof cardsWorld>>;

/** The test file's app (one PGlite per file) with the cards world in it: `({ t, w } = await startCardsWorld())`. */
export async function startCardsWorld(): Promise<{ t: TestApp; w: CardsWorld }> {
  const t = await createTestApp();
  return { t, w: await cardsWorld(t) };
}

/**
 * The same, started while the test file loads and closed after its tests, so that the file's app and
 * world are plain constants: `const { t, w } = await cardsWorldForFile();` at the top level.
 */
export async function cardsWorldForFile(): Promise<{ t: TestApp; w: CardsWorld }> {
  const started = await startCardsWorld();
  afterAll(() => started.t.close());
  return started;
}

/** Another card of tenant A. */
export const newCard = (w: CardsWorld, db: Db, values: Partial<typeof orders.$inferInsert> = {}) =>
  createCard(db, w.a.tenant.id, w.a.product.id, values);

/** A card that lives only in the archive. */
export async function archivedCard(w: CardsWorld, db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const card = await newCard(w, db, values);
  await db.insert(ordersArchive).values(card);
  await db.delete(orders).where(eq(orders.id, card.id));
  return card;
}

/** A stored 230x340 photo (the astronaut, no face check) for a card; returns the file id. */
export async function storedPhoto(t: TestApp, tenantId: number): Promise<number> {
  const bytes = await sharp(photo('astronaut.png')).resize(230, 340, { fit: 'cover' }).png().toBuffer();
  return storeFile(t.db, createFileStore(t.config.filesDir), {
    kind: 'student_photo',
    tenantId,
    bytes,
    mime: 'image/png',
    extension: 'png',
  });
}

/** A multipart body for inject(). */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string; bytes: Buffer; name: string; type: string },
) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = new Response(fd);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

/** The card's row as stored. */
export async function storedCard(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

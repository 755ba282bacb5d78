import { mediaPath } from '@ausweis/shared/contracts/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenantId: number;

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const image = () =>
  sharp({ create: { width: 23, height: 13, channels: 3, background: '#024589' } })
    .png()
    .toBuffer();

async function stored(kind: 'logo' | 'stamp' | 'sign' | 'student_photo' | 'card_png' | 'export') {
  const bytes = await image();
  const id = await storeFile(t.db, createFileStore(t.config.filesDir), {
    kind,
    tenantId,
    bytes,
    mime: 'image/png',
    extension: 'png',
  });
  const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!row) throw new Error('no row');
  return { row, bytes };
}

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await createTenant(t.db)).id;
});
afterAll(() => t.close());

describe('GET /api/anon/media/{fileId}/{sha256}', () => {
  it.each(['logo', 'stamp', 'sign'] as const)(
    'serves a %s to anyone, with its type and long caching',
    async (kind) => {
      const { row, bytes } = await stored(kind);
      const res = await get(mediaPath(row.id, row.sha256));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it.each(['student_photo', 'card_png', 'export'] as const)('never serves a %s', async (kind) => {
    const { row } = await stored(kind);
    expect((await get(mediaPath(row.id, row.sha256))).statusCode).toBe(404);
  });

  it('404 for a wrong hash, an unknown or bad id, and a file missing on disk', async () => {
    const { row } = await stored('logo');
    expect((await get(mediaPath(row.id, 'f'.repeat(64)))).statusCode).toBe(404);
    expect((await get(mediaPath(row.id, row.sha256.toUpperCase()))).statusCode).toBe(404);
    expect((await get(`/anon/media/${row.id}/abc`)).statusCode).toBe(404);
    expect((await get(mediaPath(2_000_000_000, row.sha256))).statusCode).toBe(404);
    expect((await get(`/anon/media/99999999999/${row.sha256}`)).statusCode).toBe(404);
    expect((await get(`/anon/media/-1/${row.sha256}`)).statusCode).toBe(404);
    expect((await get(`/anon/media/1e3/${row.sha256}`)).statusCode).toBe(404);
    await createFileStore(t.config.filesDir).remove(row.path);
    expect((await get(mediaPath(row.id, row.sha256))).statusCode).toBe(404);
  });
});

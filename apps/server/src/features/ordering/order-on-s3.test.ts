/**
 * The app with FILE_STORE=s3: an order's photo goes to
 * the object storage through the real AWS SDK (against a local s3rver), nothing to the local directory.
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, storedFiles } from '../../db/schema/index';
import { createS3FileStore } from '../../platform/s3-file-store';
import { startS3Server } from '../../platform/s3-server.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from './ordering.test-support';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ s3: s3.settings });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('ordering with the files in S3', () => {
  it('keeps the checked photo in the bucket and nothing on the local disk', async () => {
    const w = await orderWorld(t.db);
    const placed = await placeGoodOrder(t, w);
    const [row] = await t.db
      .select({ path: storedFiles.path, sha256: storedFiles.sha256 })
      .from(orders)
      .innerJoin(storedFiles, eq(storedFiles.id, orders.image_file_id))
      .where(eq(orders.id, placed.id));
    expect(row?.path).toMatch(/^student_photo\//);
    const bytes = await createS3FileStore(s3.settings).read(row?.path ?? '');
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG'); // the normalised photo
    expect(bytes.length).toBeGreaterThan(1000);
    expect(existsSync(t.config.filesDir)).toBe(false);
  });
});

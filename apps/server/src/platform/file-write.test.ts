/**
 * writeWithFiles: stored bytes go again when the transaction fails, replaced files lose their bytes
 * only after the commit, and a taken unique key is the German 409 of its field (on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_MESSAGES } from '@ausweis/shared/schemas/product-rules';
import { TENANT_MESSAGES } from '@ausweis/shared/schemas/tenants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { storedFiles, tenants } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { FeatureRoutes } from '../http/families';
import { uniqueConflict, uniqueViolation } from '../http/unique-conflicts';
import { createTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeWithFiles } from './file-write';

let t: TestApp;
let ctx: AppContext;
const captureContext: FeatureRoutes = {
  anon(_app, appContext) {
    ctx = appContext;
  },
};

beforeAll(async () => {
  t = await createTestApp({}, [captureContext]);
});
afterAll(() => t.close());

const bytes = Buffer.from('not really a png, the store does not care');
const onDisk = (relativePath: string) => existsSync(path.join(t.config.filesDir, relativePath));
const pathOf = async (fileId: number) =>
  (await t.db.select({ path: storedFiles.path }).from(storedFiles).where(eq(storedFiles.id, fileId)))[0]
    ?.path;

/** A committed stored file: its id and path. */
async function storedFile() {
  const id = await writeWithFiles(ctx, (_tx, scope) => scope.storePng('logo', null, bytes));
  const stored = await pathOf(id);
  if (!stored) throw new Error('stored file row missing');
  return { id, path: stored };
}

describe('writeWithFiles', () => {
  it('keeps the files of a committed write', async () => {
    const file = await storedFile();
    expect(onDisk(file.path)).toBe(true);
  });

  it('removes the bytes a failed transaction stored, and their rows are rolled back', async () => {
    let written: { id: number; path: string } | undefined;
    await expect(
      writeWithFiles(ctx, async (tx, scope) => {
        const id = await scope.storePng('logo', null, bytes);
        const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id));
        written = { id, path: row?.path ?? '' };
        expect(onDisk(written.path)).toBe(true);
        throw new Error('the write fails after storing');
      }),
    ).rejects.toThrow('the write fails after storing');
    if (!written) throw new Error('nothing was stored');
    expect(onDisk(written.path)).toBe(false);
    expect(await pathOf(written.id)).toBeUndefined();
  });

  it('removes a replaced file only after the commit', async () => {
    const old = await storedFile();
    await writeWithFiles(ctx, async (_tx, scope) => {
      await scope.storePng('logo', null, bytes);
      await scope.dropFile(old.id);
      // The row is gone inside the transaction, the bytes are still there until it commits.
      expect(onDisk(old.path)).toBe(true);
    });
    expect(onDisk(old.path)).toBe(false);
    expect(await pathOf(old.id)).toBeUndefined();
  });

  it('keeps a replaced file when the transaction fails', async () => {
    const old = await storedFile();
    await expect(
      writeWithFiles(ctx, async (_tx, scope) => {
        await scope.dropFile(old.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(onDisk(old.path)).toBe(true);
    expect(await pathOf(old.id)).toBe(old.path);
  });

  it('removes paths handed to removeAfterCommit once committed', async () => {
    const file = await storedFile();
    await writeWithFiles(ctx, async (tx, scope) => {
      await tx.delete(storedFiles).where(eq(storedFiles.id, file.id));
      scope.removeAfterCommit([file.path]);
      expect(onDisk(file.path)).toBe(true);
    });
    expect(onDisk(file.path)).toBe(false);
  });

  it('answers a taken unique key with the German 409 of its field and removes what it stored', async () => {
    const taken = await createTenant(t.db);
    let storedPath = '';
    const failed = await writeWithFiles(ctx, async (tx, scope) => {
      const id = await scope.storePng('logo', null, bytes);
      const [row] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id));
      storedPath = row?.path ?? '';
      const { id: _id, created_at: _c, updated_at: _u, ...copy } = taken;
      await tx.insert(tenants).values(copy);
    }).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      field: 'short_code',
      message: TENANT_MESSAGES.shortCodeTaken,
    });
    expect(onDisk(storedPath)).toBe(false);
  });
});

describe('uniqueConflict', () => {
  const violation = (constraint: string) => ({ code: '23505', constraint });

  it('maps the known unique indexes to their field, also wrapped by drizzle', () => {
    expect(uniqueConflict(violation('tenant_products_code_uq'))).toMatchObject({
      status: 409,
      field: 'product_short_code',
      message: PRODUCT_MESSAGES.codeTaken,
    });
    expect(uniqueConflict({ message: 'Failed query', cause: violation('users_email_uq') })).toMatchObject({
      status: 409,
      field: 'email',
      message: 'Diese E-Mail-Adresse wird bereits verwendet.',
    });
  });

  it('leaves other errors alone', () => {
    expect(uniqueConflict(violation('orders_online_code_uq'))).toBeNull();
    expect(uniqueConflict({ code: '23503', constraint: 'users_email_uq' })).toBeNull();
    expect(uniqueConflict(new Error('boom'))).toBeNull();
    expect(uniqueConflict(null)).toBeNull();
    expect(uniqueViolation(violation('orders_online_code_uq'))).not.toBeNull();
    expect(uniqueViolation({ code: '22P02' })).toBeNull();
  });
});

/**
 * The file store's contract, run against both implementations: the local directory and S3-compatible
 * object storage through the real AWS SDK against a local s3rver.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, type FileStore, newStorePath, removeQuietly } from './file-store';
import { createS3FileStore } from './s3-file-store';
import { startS3Server } from './s3-server.test-support';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const stores: [string, () => FileStore][] = [
  ['local directory', () => createFileStore(mkdtempSync(path.join(tmpdir(), 'ausweis-files-')))],
  ['S3 (s3rver)', () => createS3FileStore(s3.settings)],
];

describe.each(stores)('file store: %s', (_name, open) => {
  const bytes = Buffer.from('Foto eines Schülers, oder jedenfalls Bytes: äöü');

  it('keeps the bytes under a generated path of the folder and reads them back', async () => {
    const store = open();
    const saved = await store.save('photos/7', bytes, 'jpg');
    expect(saved.path).toMatch(/^photos\/7\/[0-9a-f-]{36}\.jpg$/);
    expect(saved.size).toBe(bytes.length);
    expect(saved.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await store.read(saved.path)).toEqual(bytes);
  });

  it('gives the same bytes saved twice two paths', async () => {
    const store = open();
    const [a, b] = await Promise.all([
      store.save('cards/1', bytes, 'png'),
      store.save('cards/1', bytes, 'png'),
    ]);
    expect(a.path).not.toBe(b.path);
    expect(await store.read(b.path)).toEqual(bytes);
  });

  it('removes a file, and a missing one without complaint', async () => {
    const store = open();
    const saved = await store.save('exports', bytes, 'zip');
    await store.remove(saved.path);
    await expect(store.read(saved.path)).rejects.toThrow();
    await expect(store.remove(saved.path)).resolves.toBeUndefined();
    await expect(removeQuietly(store, [saved.path, 'exports/nie-gespeichert.zip'])).resolves.toBeUndefined();
  });

  it('refuses to read a path it never stored', async () => {
    await expect(open().read('photos/7/unbekannt.jpg')).rejects.toThrow();
  });

  it('stores a file of the disk and streams it back, without holding it whole', async () => {
    const store = open();
    const big = Buffer.alloc(3 * 1024 * 1024, 9);
    const local = path.join(mkdtempSync(path.join(tmpdir(), 'ausweis-local-')), 'export.zip');
    writeFileSync(local, big);
    const target = newStorePath('exports', 'zip');
    expect(target).toMatch(/^exports\/[0-9a-f-]{36}\.zip$/);
    const saved = await store.saveFile(target, local);
    expect(saved).toEqual({ path: target, size: big.length });
    const { stream, size } = await store.stream(saved.path);
    expect(size).toBe(big.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await expect(store.stream('exports/nie-gespeichert.zip')).rejects.toThrow();
  });

  it('keeps larger files whole (a print export)', async () => {
    const store = open();
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const saved = await store.save('exports', big, 'zip');
    expect((await store.read(saved.path)).equals(big)).toBe(true);
  });
});

/**
 * What the server stores on its disk is for its own user alone: photos, invoices and exports in the local
 * file store, and the embedded database's files, are created 0600 in directories 0700 (not 0644 / 0755
 * under the usual umask, which let every account on the machine read children's photos).
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '../db/client';
import { createFileStore, newStorePath } from './file-store';

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (p: string) => statSync(p).mode & 0o777;

/** Every entry below `dir` (itself included) with its mode, directories marked by a trailing slash. */
function modesBelow(dir: string): Map<string, number> {
  const modes = new Map<string, number>([[`${dir}/`, modeOf(dir)]]);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes.set(entry.isDirectory() ? `${full}/` : full, modeOf(full));
  }
  return modes;
}

describe('file modes', () => {
  it('the local file store saves files 0600 in new directories 0700, also files copied from the disk', async () => {
    const root = path.join(tempDir('ausweis-modes-'), 'files');
    const store = createFileStore(root);
    const photo = await store.save('photos/7', Buffer.from('Foto'), 'jpg');
    const local = path.join(tempDir('ausweis-local-'), 'rechnung.pdf');
    writeFileSync(local, 'PDF', { mode: 0o644 });
    const invoice = await store.saveFile(newStorePath('invoices/3', 'pdf'), local);
    expect(modeOf(path.join(root, photo.path))).toBe(0o600);
    expect(modeOf(path.join(root, invoice.path))).toBe(0o600);
    for (const dir of [
      root,
      path.join(root, 'photos'),
      path.join(root, 'photos/7'),
      path.join(root, 'invoices/3'),
    ])
      expect(modeOf(dir)).toBe(0o700);
  });

  it('a new embedded database keeps its files 0600 in directories 0700', async () => {
    const dataDir = path.join(tempDir('ausweis-pgdata-'), 'data');
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    expect(modeOf(dataDir)).toBe(0o700);
    const open = [...modesBelow(pgliteDir(dataDir))].filter(
      ([name, mode]) => mode !== (name.endsWith('/') ? 0o700 : 0o600),
    );
    expect(open).toEqual([]);
  }, 60_000);
});

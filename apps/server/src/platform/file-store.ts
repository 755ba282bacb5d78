/**
 * The file store: bytes on disk below one root (DATA_DIR/files by default; shared storage when scaled
 * out), metadata in `stored_files`. Paths are generated here, never taken from user input.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SavedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface FileStore {
  readonly root: string;
  save(folder: string, bytes: Buffer, extension: string): Promise<SavedFile>;
  read(relativePath: string): Promise<Buffer>;
  remove(relativePath: string): Promise<void>;
}

export function createFileStore(root: string): FileStore {
  const resolve = (relativePath: string) => {
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Pfad außerhalb des Dateispeichers');
    return full;
  };
  return {
    root,
    async save(folder, bytes, extension) {
      const relativePath = path.posix.join(folder, `${randomUUID()}.${extension}`);
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes, { flag: 'wx' });
      return {
        path: relativePath,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    },
    read: (relativePath) => readFile(resolve(relativePath)),
    remove: (relativePath) => rm(resolve(relativePath), { force: true }),
  };
}

/** Removes the bytes of files whose rows are gone (best effort: a missing file is no error). */
export async function removeQuietly(
  files: Pick<FileStore, 'remove'>,
  paths: readonly string[],
): Promise<void> {
  await Promise.all(paths.map((p) => files.remove(p).catch(() => undefined)));
}

/**
 * The file store: bytes on disk below one root (DATA_DIR/files by default) or in S3-compatible object
 * storage (s3-file-store.ts, FILE_STORE=s3, what several instances share); metadata in `stored_files`.
 * Paths are generated here, never taken from user input.
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
  save(folder: string, bytes: Buffer, extension: string): Promise<SavedFile>;
  read(relativePath: string): Promise<Buffer>;
  remove(relativePath: string): Promise<void>;
}

/** What a store answers for saved bytes. */
export const savedFileOf = (relativePath: string, bytes: Buffer): SavedFile => ({
  path: relativePath,
  size: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

/** The store on the local disk; `root` is where the bytes are. */
export function createFileStore(root: string): FileStore & { readonly root: string } {
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
      return savedFileOf(relativePath, bytes);
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

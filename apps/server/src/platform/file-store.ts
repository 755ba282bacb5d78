/**
 * The file store: bytes on disk below one root (DATA_DIR/files by default) or in S3-compatible object
 * storage (s3-file-store.ts, FILE_STORE=s3, what several instances share); metadata in `stored_files`.
 * Paths are generated here, never taken from user input.
 */
import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface SavedFile {
  path: string;
  size: number;
  sha256: string;
}

/** A stored file for sending on: its bytes as they come from the store, and how many there are. */
export interface StoredStream {
  stream: Readable;
  size: number;
}

export interface FileStore {
  save(folder: string, bytes: Buffer, extension: string): Promise<SavedFile>;
  /**
   * Stores a file of the local disk (a generated export) at `relativePath` (from newStorePath, so that
   * the caller can note where it goes before it is there), without reading it into memory.
   */
  saveFile(relativePath: string, localFile: string): Promise<Omit<SavedFile, 'sha256'>>;
  read(relativePath: string): Promise<Buffer>;
  /** The bytes as a stream (downloads of large files); rejects when the file is not there. */
  stream(relativePath: string): Promise<StoredStream>;
  remove(relativePath: string): Promise<void>;
}

/** A new path below the folder for a file of the given extension (never from user input). */
export const newStorePath = (folder: string, extension: string) =>
  path.posix.join(folder, `${randomUUID()}.${extension}`);

/** What a store answers for saved bytes. */
export const savedFileOf = (relativePath: string, bytes: Buffer): SavedFile => ({
  path: relativePath,
  size: bytes.length,
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

/**
 * Modes of what the local store creates: photos of children, invoices and exports are for the server's
 * user alone, whatever the umask (0644 would let every account on the machine read them).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

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
      const relativePath = newStorePath(folder, extension);
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(full, bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return savedFileOf(relativePath, bytes);
    },
    async saveFile(relativePath, localFile) {
      const full = resolve(relativePath);
      await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        await copyFile(localFile, full, constants.COPYFILE_EXCL);
        // A copy takes the source's mode (a temporary file under the umask): narrow it.
        await chmod(full, PRIVATE_FILE_MODE);
        return { path: relativePath, size: (await stat(full)).size };
      } catch (err) {
        // A copy that broke off (disk full) leaves no half file behind.
        await rm(full, { force: true });
        throw err;
      }
    },
    read: (relativePath) => readFile(resolve(relativePath)),
    async stream(relativePath) {
      // Opened first, so a missing file rejects here and not halfway through a response.
      const handle = await open(resolve(relativePath), 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
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

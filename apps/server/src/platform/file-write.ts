/**
 * A write that stores files, in one place: the database work runs in one transaction with a file
 * scope. Bytes stored in it are removed again when the transaction fails (no orphan files); files it
 * replaced or dropped lose their rows inside the transaction and their bytes only after the commit
 * (a rolled-back write still finds its old files). A violated unique key answers the German 409 of
 * its field.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { storedFiles } from '../db/schema/index';
import { uniqueConflict } from '../http/unique-conflicts';
import { type FileStore, removeQuietly } from './file-store';
import { type StoredKind, storeFile } from './images';

export interface FileScope {
  /** The file store of this write: what it saves is taken back if the transaction fails. */
  readonly files: FileStore;
  /** Stores a PNG of the tenant (or global) as a stored_files row of this transaction; returns its id. */
  storePng(kind: StoredKind, tenantId: number | null, bytes: Buffer): Promise<number>;
  /** Drops a stored file's row now (a replaced image); its bytes go after the commit. */
  dropFile(fileId: number | null): Promise<void>;
  /** Bytes whose rows this transaction deleted: removed after the commit. */
  removeAfterCommit(paths: readonly string[]): void;
}

/** Runs `work` in one transaction with a file scope (see the file comment); returns its result. */
export async function writeWithFiles<T>(
  ctx: Pick<AppContext, 'db' | 'files'>,
  work: (tx: Tx, scope: FileScope) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const obsolete: string[] = [];
  const keep = <F extends { path: string }>(saved: F) => {
    written.push(saved.path);
    return saved;
  };
  const files: FileStore = {
    read: (p) => ctx.files.read(p),
    stream: (p) => ctx.files.stream(p),
    remove: (p) => ctx.files.remove(p),
    save: async (folder, bytes, extension) => keep(await ctx.files.save(folder, bytes, extension)),
    saveFile: async (target, file) => keep(await ctx.files.saveFile(target, file)),
  };
  let result: T;
  try {
    result = await ctx.db.transaction((tx) =>
      work(tx, {
        files,
        storePng: (kind, tenantId, bytes) =>
          storeFile(tx, files, { kind, tenantId, bytes, mime: 'image/png', extension: 'png' }),
        async dropFile(fileId) {
          if (fileId === null) return;
          // Across tenants: the write names the file it replaced by its id.
          const dropped = await tx
            .delete(storedFiles)
            .where(eq(storedFiles.id, fileId))
            .returning({ path: storedFiles.path });
          obsolete.push(...dropped.map((d) => d.path));
        },
        removeAfterCommit: (paths) => {
          obsolete.push(...paths);
        },
      }),
    );
  } catch (err) {
    await removeQuietly(ctx.files, written);
    throw uniqueConflict(err) ?? err;
  }
  await removeQuietly(ctx.files, obsolete);
  return result;
}

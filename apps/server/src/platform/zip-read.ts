/**
 * Reading uploaded zip files (yauzl) without trusting them: the central directory is checked before
 * anything is inflated (entry count, each entry's and the total unpacked size, the compression ratio,
 * absolute or '..' paths, encryption), and yauzl stops any entry whose inflated bytes exceed what the
 * directory declared. A zip bomb is refused before it costs memory.
 */
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  entries: number;
  /** All entries unpacked together. */
  unpackedBytes: number;
  /** Unpacked / packed size of one entry. */
  ratio: number;
}

export type ZipRefusal = 'unreadable' | 'tooManyEntries' | 'bomb' | 'badPath' | 'encrypted';

/** Why an upload's zip is refused; `entry` names the offending path. */
export class ZipRefused extends Error {
  constructor(
    readonly reason: ZipRefusal,
    readonly entry?: string,
  ) {
    super(`zip refused: ${reason}${entry ? ` (${entry})` : ''}`);
  }
}

export interface ZipListEntry {
  name: string;
  size: number;
}

const BAD_NAME = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/s;

/** `autoClose: false` keeps the zip open after its directory was read, for entries opened later. */
function open(bytes: Buffer, autoClose = true): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true, autoClose },
      (err, zip) => (err || !zip ? reject(new ZipRefused('unreadable')) : resolve(zip)),
    ),
  );
}

/** Calls `visit` with each entry of the directory in turn (awaited); maps yauzl's refusals. */
async function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      zip.close();
      const bad = err instanceof Error ? BAD_NAME.exec(err.message) : null;
      reject(
        err instanceof ZipRefused
          ? err
          : bad
            ? new ZipRefused('badPath', bad[2])
            : new ZipRefused('unreadable'),
      );
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      visit(entry).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

/** The zip's files (folders left out), after checking its directory against the limits. */
export async function listZip(bytes: Buffer, limits: ZipLimits): Promise<ZipListEntry[]> {
  const zip = await open(bytes);
  if (zip.entryCount > limits.entries) {
    zip.close();
    throw new ZipRefused('tooManyEntries');
  }
  const out: ZipListEntry[] = [];
  let total = 0;
  await eachEntry(zip, async (entry) => {
    if (entry.isEncrypted()) throw new ZipRefused('encrypted', entry.fileName);
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (total > limits.unpackedBytes || (entry.uncompressedSize > 1024 * 1024 && ratio > limits.ratio))
      throw new ZipRefused('bomb', entry.fileName);
    if (!entry.fileName.endsWith('/')) out.push({ name: entry.fileName, size: entry.uncompressedSize });
  });
  return out;
}

/**
 * Inflates the named entries one after the other and hands each to `take` (awaited before the next is
 * read, so at most one entry is in memory here); null for an entry that cannot be inflated or
 * inflates to more than the directory said. Call only on a zip that listZip accepted.
 */
export async function readZipEntries(
  bytes: Buffer,
  names: ReadonlySet<string>,
  take: (name: string, data: Buffer | null) => Promise<void>,
): Promise<void> {
  const zip = await open(bytes);
  await eachEntry(zip, async (entry) => {
    if (!names.has(entry.fileName)) return;
    const data = await new Promise<Buffer | null>((resolve) =>
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return resolve(null);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', () => resolve(null));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    await take(entry.fileName, data);
  });
}

/**
 * The named entries as streams, in the order asked (not the zip's order), each inflated only as it is
 * read; names the zip lacks are left out. yauzl fails a stream that inflates to more than the directory
 * declared, so on a zip that listZip accepted the bytes stay within its limits.
 */
export async function zipEntryStreams(
  bytes: Buffer,
  names: readonly string[],
): Promise<{ name: string; open: () => Promise<Readable> }[]> {
  // A zip in memory holds no file handle: it is simply left to the garbage collector.
  const zip = await open(bytes, false);
  const found = new Map<string, Entry>();
  await eachEntry(zip, async (entry) => {
    if (names.includes(entry.fileName)) found.set(entry.fileName, entry);
  });
  return names.flatMap((name) => {
    const entry = found.get(name);
    if (!entry) return [];
    const openStream = () =>
      new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(err) : resolve(stream))),
      );
    return [{ name, open: openStream }];
  });
}

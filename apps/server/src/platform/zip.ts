/** Zip files (archiver): the Excel export with photos, the print export. */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** archiver loads with the first zip, not with the server (start-up time and memory). */
const loadZipArchive = async () => (await import('archiver')).ZipArchive;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A zip of the given entries, in memory (names must be unique; folders by '/'). */
export async function zipBuffers(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new (await loadZipArchive())({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.on('data', (c: Buffer) => chunks.push(c));
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
    zip.on('warning', reject);
  });
  for (const e of entries) zip.append(e.data, { name: e.name });
  await zip.finalize();
  return done;
}

export interface ZipStreamEntry {
  name: string;
  /** A stream is read as the zip is written, never held whole. */
  data: Buffer | Readable;
  /** Stored as is, not deflated: for data that is compressed already (PDF streams, JPEG). */
  store?: boolean;
}

/**
 * Writes a zip of the entries to a new file at `file` as their data streams in (memory stays flat
 * however large it gets); resolves with the zip's size. A failing entry fails the whole zip.
 */
export async function zipToFile(entries: ZipStreamEntry[], file: string): Promise<number> {
  const streams = entries.map((e) => e.data).filter((d): d is Readable => !Buffer.isBuffer(d));
  // Listened to before the first await: a stream failing meanwhile must fail the zip, not the process.
  let fail: (err: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  for (const s of streams) s.on('error', fail);
  let zip: InstanceType<Awaited<ReturnType<typeof loadZipArchive>>> | undefined;
  let out: ReturnType<typeof createWriteStream> | undefined;
  try {
    zip = new (await loadZipArchive())({ zlib: { level: 6 } });
    zip.on('warning', fail);
    out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    const written = pipeline(zip, out);
    for (const e of entries) zip.append(e.data, { name: e.name, ...(e.store ? { store: true } : {}) });
    await Promise.race([Promise.all([zip.finalize(), written]), failed]);
    return out.bytesWritten;
  } catch (err) {
    zip?.destroy();
    out?.destroy();
    for (const s of streams) s.destroy();
    throw err;
  }
}

/** Zip files (archiver): the Excel export with photos, the print export. */
import { ZipArchive } from 'archiver';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A zip of the given entries, in memory (names must be unique; folders by '/'). */
export async function zipBuffers(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 6 } });
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

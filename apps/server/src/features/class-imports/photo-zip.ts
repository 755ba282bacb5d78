/**
 * The photos' ZIP of a class list: checked like every upload (size, type, entry count, unpacked size,
 * compression ratio, path names) before anything is unpacked, and indexed by file name: a photo belongs
 * to the row whose external id or 'Nachname_Vorname' is its name (tolerant like the headings).
 */
import path from 'node:path';
import { CLASS_IMPORT_LIMITS, CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { badRequest } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { listZip, ZipRefused } from '../../platform/zip-read';
import { foldName, type ImportValues } from './import-columns';

const FIELD = 'photos_file';
const refuse = (message: string) => badRequest(message, FIELD);

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);
/** What file managers add to a zip on their own: skipped, not refused. */
const JUNK = /(^|\/)(__MACOSX\/|\.[^/]*$|Thumbs\.db$|desktop\.ini$)/i;

export interface PhotoEntry {
  name: string;
  size: number;
}

/** The ZIP's photos by folded file name (without folder and extension). */
export type PhotoIndex = Map<string, PhotoEntry[]>;

const REFUSALS: Record<ZipRefused['reason'], (entry: string) => string> = {
  unreadable: () => CLASS_IMPORT_TEXTS.zipUnreadable,
  tooManyEntries: () => CLASS_IMPORT_TEXTS.zipTooManyEntries,
  bomb: () => CLASS_IMPORT_TEXTS.zipBomb,
  badPath: (entry) => CLASS_IMPORT_TEXTS.zipBadPath(entry.slice(0, 200)),
  encrypted: () => CLASS_IMPORT_TEXTS.zipEncrypted,
};

/** Checks the uploaded ZIP and indexes its photos; a German 400 when it is refused. */
export async function indexPhotos(file: UploadedFile): Promise<PhotoIndex> {
  const isZip = file.bytes.length > 4 && file.bytes.readUInt32LE(0) === 0x04034b50;
  if (!file.filename.toLowerCase().endsWith('.zip') || !isZip) throw refuse(CLASS_IMPORT_TEXTS.zipType);
  if (file.bytes.length > CLASS_IMPORT_LIMITS.zipBytes) throw refuse(CLASS_IMPORT_TEXTS.zipTooLarge);
  let entries: PhotoEntry[];
  try {
    entries = await listZip(file.bytes, {
      entries: CLASS_IMPORT_LIMITS.zipEntries,
      unpackedBytes: CLASS_IMPORT_LIMITS.zipUnpackedBytes,
      ratio: CLASS_IMPORT_LIMITS.ratio,
    });
  } catch (err) {
    if (err instanceof ZipRefused) throw refuse(REFUSALS[err.reason](err.entry ?? ''));
    throw err;
  }
  const index: PhotoIndex = new Map();
  for (const entry of entries) {
    if (JUNK.test(entry.name)) continue;
    const ext = path.posix.extname(entry.name).toLowerCase();
    if (!IMAGE_EXTENSIONS.has(ext)) throw refuse(CLASS_IMPORT_TEXTS.zipNotImage(entry.name.slice(0, 200)));
    const key = foldName(path.posix.basename(entry.name, path.posix.extname(entry.name)));
    if (!key) continue;
    index.set(key, [...(index.get(key) ?? []), entry]);
  }
  return index;
}

/** The photos whose names match the row: by external id, else by 'Nachname_Vorname'. */
export function photosOf(index: PhotoIndex, v: ImportValues): PhotoEntry[] {
  const byId = v.external_id ? index.get(foldName(v.external_id)) : undefined;
  if (byId?.length) return byId;
  return index.get(foldName(`${v.familyname}_${v.forname}`)) ?? [];
}

/**
 * Checks and normalises uploaded images with sharp: only real JPEG/PNG/WebP/GIF files, no broken or
 * truncated files, no decompression bombs (pixel limit), stored as PNG in exactly the required size.
 */
import de from '@ausweis/shared/i18n/texts/de';
import { germanText } from '@ausweis/shared/validation/messages';
import sharp, { type Metadata } from 'sharp';
import type { Db, Tx } from '../db/client';
import { storedFiles } from '../db/schema/index';
import { badRequest } from '../http/app-error';
import type { FileStore } from './file-store';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Larger images are refused from their header, before decoding (decompression bombs): a 25 MP image
 * decodes to about 100 MB; more than any photo or logo needs (phone cameras take 12 to 24 MP).
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Logos, stamps and signatures end at most 260x205: a far lower limit keeps their decoding cheap. */
export const MAX_DESIGN_IMAGE_PIXELS = 12_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** At most this many uploaded images are decoded at once; the others wait (memory stays bounded). */
export const IMAGE_DECODE_CONCURRENCY = 2;

export const IMAGE_ERRORS = {
  notImage: de['form.photoNotImage'],
  broken: de['form.imageBroken'],
  tooLarge: germanText('form.fileTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }),
} as const;

export const tooManyPixels = (max: number) => germanText('form.imageTooManyPixels', { mp: max / 1_000_000 });

let decoding = 0;
const waiting: (() => void)[] = [];

/**
 * Runs a sharp pipeline that decodes an uploaded image once a decode slot is free (at most
 * IMAGE_DECODE_CONCURRENCY at a time). Wrap single pipelines only: a slot held while waiting for
 * another would deadlock.
 */
export async function withImageSlot<T>(decode: () => Promise<T>): Promise<T> {
  if (decoding >= IMAGE_DECODE_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await decode();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  }
}

/** How many decodes run and wait now (tests). @internal */
export const imageSlots = () => ({ running: decoding, waiting: waiting.length });

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/**
 * Checks size, format and pixel count from the header alone (no pixels decoded); throws a German 400.
 * A caller that decodes the image right after must do so with `failOn: 'truncated'` and answer
 * IMAGE_ERRORS.broken when that fails (inspectImage does both).
 */
export async function readImageHeader(
  bytes: Buffer,
  field = 'image_file',
  maxPixels = MAX_INPUT_PIXELS,
): Promise<ImageInfo> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest(IMAGE_ERRORS.tooLarge, field);
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels; with the pixel limit here a bomb would be 'kein Bild'.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_ERRORS.notImage, field);
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw badRequest(IMAGE_ERRORS.notImage, field);
  }
  if (meta.width * meta.height > maxPixels) throw badRequest(tooManyPixels(maxPixels), field);
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** Reads and fully decodes the image once, so truncated files are caught here; throws a German 400. */
export async function inspectImage(
  bytes: Buffer,
  field = 'image_file',
  maxPixels = MAX_INPUT_PIXELS,
): Promise<ImageInfo> {
  const info = await readImageHeader(bytes, field, maxPixels);
  try {
    await withImageSlot(() =>
      sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' }).raw().toBuffer(),
    );
  } catch {
    throw badRequest(IMAGE_ERRORS.broken, field);
  }
  return info;
}

/** Any checked image -> PNG of exactly width x height (cover crop; transparency kept). */
export async function toExactPng(bytes: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return withImageSlot(() =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover' })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

export type StoredKind = (typeof storedFiles.$inferInsert)['kind'];

/** Writes the bytes to the file store and records them; returns the stored_files id. */
export async function storeFile(
  db: Db | Tx,
  files: FileStore,
  opts: { kind: StoredKind; tenantId: number | null; bytes: Buffer; mime: string; extension: string },
): Promise<number> {
  const saved = await files.save(`${opts.kind}/${opts.tenantId ?? 'global'}`, opts.bytes, opts.extension);
  const [row] = await db
    .insert(storedFiles)
    .values({ tenant_id: opts.tenantId, kind: opts.kind, mime_type: opts.mime, ...saved })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('stored file insert failed');
  return row.id;
}

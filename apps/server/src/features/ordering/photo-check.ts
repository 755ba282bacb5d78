/**
 * The student photo check of docs/product.md#validation 'Student photo' (used by test_image and place_order): a real,
 * complete, large enough image with exactly one clearly recognisable face, normalised to the printed
 * 230x340 PNG on white. Rejections are German 400s for the field 'image_file'. The face detection
 * runs in the photo pool's worker threads (platform/photo-pool.ts), off the event loop.
 */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import de from '@ausweis/shared/i18n/texts/de';
import { germanText } from '@ausweis/shared/validation/messages';
import sharp from 'sharp';
import { AppError, badRequest } from '../../http/app-error';
import type { DetectedFace, RgbImage } from '../../platform/face-detector';
import { IMAGE_ERRORS, MAX_INPUT_PIXELS, readImageHeader, withImageSlot } from '../../platform/images';
import { photoPool } from '../../platform/photo-pool';

const FIELD = 'image_file';

/**
 * The smallest original we accept: its shorter side in pixels. The browser always sends its 230x340
 * crop; a direct upload below 200 px would be blown up by more than 15 % for print.
 */
export const MIN_PHOTO_SIDE = 200;

/**
 * A face counts as clearly recognisable when the detector is fairly sure (boxScore), FaceMesh confirms
 * it (faceScore: cats, cups, blurred or sideways faces score below 0.6 there, real faces about 1) and
 * it is at least MIN_FACE_PX wide on the 230x340 photo (about a sixth of its width).
 */
export const FACE_THRESHOLDS = { minBoxScore: 0.5, minFaceScore: 0.8, minFacePx: 40 } as const;

export const PHOTO_ERRORS = {
  missing: de['form.photoMissing'],
  tooSmall: germanText('form.photoTooSmall', { min: MIN_PHOTO_SIDE }),
  noFace: de['form.photoNoFace'],
  manyFaces: de['form.photoManyFaces'],
  unavailable: de['form.photoUnavailable'],
} as const;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * How hard the checked photo's PNG is compressed. 'small' (level 6, orders): half the CPU time of level
 * 9 for a file about 4 % larger. 'fast' (level 1, a class list's hundreds of photos, where the processor
 * is the bottleneck): a third less CPU time than level 6 for a file about 10 % larger.
 */
export type PhotoCompression = 'small' | 'fast';
const PNG_LEVEL: Record<PhotoCompression, number> = { small: 6, fast: 1 };

/**
 * Checks an uploaded student photo; returns the normalised PNG (exactly 230x340, EXIF rotation
 * applied, transparency and any margin filled white) or throws a German AppError 400 for the field
 * 'image_file': not an image, broken or truncated, too large (bytes or pixels), too small, or not
 * exactly one clearly recognisable face. 503 when the face check itself cannot run, and 503 'busy'
 * with Retry-After when more photos wait for it than the photo pool queues.
 */
export async function checkStudentPhoto(
  bytes: Buffer,
  compression: PhotoCompression = 'small',
): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(PHOTO_ERRORS.missing, FIELD);
  const pool = photoPool();
  // In a worker thread: the event loop stays free for every other request meanwhile.
  return pool.admit(() => checkPhotoWith(bytes, (image) => pool.detect(image), compression));
}

/** Finds the faces in a normalised photo: the pool's workers, or in-process (tests, benchmark baseline). */
export type FaceDetection = (image: RgbImage) => Promise<DetectedFace[]>;

/** checkStudentPhoto with the given face detection, without the pool's admission. */
export async function checkPhotoWith(
  bytes: Buffer,
  detect: FaceDetection,
  compression: PhotoCompression = 'small',
): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(PHOTO_ERRORS.missing, FIELD);
  const header = await readImageHeader(bytes, FIELD);
  if (Math.min(header.width, header.height) < MIN_PHOTO_SIDE) throw badRequest(PHOTO_ERRORS.tooSmall, FIELD);

  const { width, height } = IMAGE_SIZES.student;
  const { data, info } = await normalise(bytes);
  if (info.channels !== 3 || info.width !== width || info.height !== height) {
    throw new Error(`unexpected normalised photo ${info.width}x${info.height}x${info.channels}`);
  }

  let faces: DetectedFace[];
  try {
    faces = await detect({ data, width, height });
  } catch (err) {
    throw Object.assign(new AppError(503, 'PHOTO_CHECK_UNAVAILABLE', PHOTO_ERRORS.unavailable), {
      cause: err,
    });
  }
  const clear = distinctFaces(faces.filter(isClearFace));
  if (clear.length === 0) throw badRequest(PHOTO_ERRORS.noFace, FIELD);
  if (clear.length > 1) throw badRequest(PHOTO_ERRORS.manyFaces, FIELD);

  return sharp(data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: PNG_LEVEL[compression] })
    .toBuffer();
}

/**
 * The photo's pixels as 230x340 RGB on white, decoded once: a truncated or broken file fails here
 * (failOn 'truncated'). A photo of another aspect ratio (direct API uploads) is fitted in whole, never
 * cut: the face stays.
 */
async function normalise(bytes: Buffer) {
  const { width, height } = IMAGE_SIZES.student;
  try {
    return await withImageSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
        .rotate()
        .resize(width, height, { fit: 'contain', background: WHITE })
        .flatten({ background: WHITE })
        .toColourspace('srgb')
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  } catch {
    throw badRequest(IMAGE_ERRORS.broken, FIELD);
  }
}

export function isClearFace(face: DetectedFace): boolean {
  const [, , w, h] = face.box;
  return (
    face.boxScore >= FACE_THRESHOLDS.minBoxScore &&
    face.faceScore >= FACE_THRESHOLDS.minFaceScore &&
    Math.min(w, h) >= FACE_THRESHOLDS.minFacePx
  );
}

/** Drops boxes that mostly cover another, larger one: close-ups are sometimes found twice. */
export function distinctFaces(faces: DetectedFace[]): DetectedFace[] {
  const area = (f: DetectedFace) => f.box[2] * f.box[3];
  const sorted = [...faces].sort((a, b) => area(b) - area(a));
  const kept: DetectedFace[] = [];
  for (const face of sorted) {
    if (!kept.some((k) => overlapOfSmaller(k, face) >= 0.5)) kept.push(face);
  }
  return kept;
}

function overlapOfSmaller(a: DetectedFace, b: DetectedFace): number {
  const [ax, ay, aw, ah] = a.box;
  const [bx, by, bw, bh] = b.box;
  const w = Math.min(ax + aw, bx + bw) - Math.max(ax, bx);
  const h = Math.min(ay + ah, by + bh) - Math.max(ay, by);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(aw * ah, bw * bh);
}

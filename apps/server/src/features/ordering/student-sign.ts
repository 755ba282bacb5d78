/**
 * The student signature of the order form (docs/product.md#api: base64 PNG without the data: prefix, only when the
 * product needs a student signature): it must be a real, complete PNG of sensible size. It is stored
 * re-encoded, so nothing but pixels survives.
 */
import { MESSAGES } from '@ausweis/shared/validation/messages';
import sharp from 'sharp';
import { badRequest } from '../../http/app-error';
import { inspectImage } from '../../platform/images';

export const SIGN_MAX_BYTES = 512 * 1024;
/** A signature pad is a few hundred pixels; this bounds decoding. */
export const SIGN_MAX_PIXELS = 4_000_000;
const SIGN_MAX_SIDE = 4000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const SIGN_ERRORS = {
  invalid: 'Die Unterschrift ist ungültig. Bitte unterschreiben Sie erneut.',
  tooLarge: 'Die Unterschrift ist zu groß. Bitte unterschreiben Sie erneut.',
} as const;

/** Decodes and checks the signature; returns it as a clean PNG or throws a German 400 on 'student_sign'. */
export async function checkStudentSign(value: string | undefined): Promise<Buffer> {
  const field = 'student_sign';
  const b64 = (value ?? '').replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
  if (!b64) throw badRequest(MESSAGES.required, field);
  if (b64.length > Math.ceil((SIGN_MAX_BYTES * 4) / 3) + 4) throw badRequest(SIGN_ERRORS.tooLarge, field);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 === 1)
    throw badRequest(SIGN_ERRORS.invalid, field);
  const bytes = Buffer.from(b64, 'base64');
  if (!bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) throw badRequest(SIGN_ERRORS.invalid, field);
  let info: Awaited<ReturnType<typeof inspectImage>>;
  try {
    info = await inspectImage(bytes, field, SIGN_MAX_PIXELS);
  } catch {
    throw badRequest(SIGN_ERRORS.invalid, field);
  }
  if (info.format !== 'png' || info.width > SIGN_MAX_SIDE || info.height > SIGN_MAX_SIDE)
    throw badRequest(SIGN_ERRORS.invalid, field);
  // An empty pad (one colour or fully transparent) is no signature.
  const stats = await sharp(bytes, { limitInputPixels: SIGN_MAX_PIXELS }).stats();
  const alpha = stats.isOpaque ? undefined : stats.channels[stats.channels.length - 1];
  if (stats.channels.every((c) => c.min === c.max) || (alpha && alpha.max === 0))
    throw badRequest(MESSAGES.required, field);
  return sharp(bytes, { limitInputPixels: SIGN_MAX_PIXELS }).png({ compressionLevel: 9 }).toBuffer();
}

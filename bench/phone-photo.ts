/**
 * A photo as a phone sends it: 12 megapixels (4000×3000 stored, EXIF orientation 6, so 3000×4000
 * portrait when shown), JPEG at quality 92 with a sensor's noise, some 3–4 MB: the astronaut fixture
 * enlarged. The benchmark's fixture (512×512 PNG, 0.4 MB) is far lighter work than what parents upload.
 */
import sharp from 'sharp';
import { photo } from '../apps/server/src/features/ordering/ordering.test-support';

/** Deterministic noise (a linear congruential generator), so every run sends the same bytes. */
function addNoise(pixels: Buffer, amplitude: number): void {
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const v = (pixels[i] as number) + ((seed >>> 16) % (2 * amplitude + 1)) - amplitude;
    pixels[i] = v < 0 ? 0 : Math.min(v, 255);
  }
}

export async function phonePhoto(): Promise<Buffer> {
  const { data, info } = await sharp(photo('astronaut.png'))
    .resize(3000, 4000, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addNoise(data, 12);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .rotate(270) // stored landscape; orientation 6 turns it upright again
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A card ready for the vector print PDF: its layout SVG with the images referenced, and the images
 * prepared by sharp: the photo as JPEG at print resolution (about 300 dpi on the card), logo, stamp and
 * signatures as PNG with their transparency. A logo shared by many cards is prepared and embedded once.
 */
import { renderCardSvg } from '@ausweis/shared/card-layout/render-card-svg';
import type { CardImages, CardLayoutInput } from '@ausweis/shared/card-layout/types';
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import sharp from 'sharp';
import type { PrintCard, PrintImage } from './card-pdf';
import { MAX_INPUT_PIXELS } from './images';
import { printImageHref } from './svg-pdf';

export type ImageSlot = keyof CardImages;

/**
 * The photo box is 19 x 28.1 mm on every card variant: the stored 230x340 photo is about 300 dpi
 * there, so larger photos are scaled down to it and smaller ones kept as they are.
 */
const PHOTO_PX = IMAGE_SIZES.student;
/** JPEG quality of the printed photo (a 230x340 portrait: about 15 to 25 KB). */
const PHOTO_QUALITY = 85;
/** Logos, stamps and signatures are stored at most 260x205; older, larger files are scaled down. */
const GRAPHIC_MAX_PX = 1000;

/** The image bytes for the PDF, or null when sharp cannot read them (the card then shows no image). */
export async function preparePrintImage(slot: ImageSlot, bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    if (slot === 'photo') {
      return await image
        .resize(PHOTO_PX.width, PHOTO_PX.height, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        // libjpeg-turbo: mozjpeg would save about 15 % of the bytes for five times the time.
        .jpeg({ quality: PHOTO_QUALITY })
        .toBuffer();
    }
    return await image
      .resize(GRAPHIC_MAX_PX, GRAPHIC_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 6 })
      .toBuffer();
  } catch {
    return null;
  }
}

export interface PrintImageSource {
  /** The stored bytes (null when the file is gone); not called when a shared image is cached. */
  load: () => Promise<Buffer | null>;
  /**
   * Set for an image many cards use (the stored file of a logo): prepared once per `cache` and
   * embedded once per PDF under this key.
   */
  shareKey?: string;
}

/** Prepared shared images of one export, by shareKey. */
export type PrintImageCache = Map<string, Promise<Buffer | null>>;

/** The card for the print PDF: `input` (its own images are ignored) drawn with these images. */
export async function printCard(
  input: CardLayoutInput,
  sources: Partial<Record<ImageSlot, PrintImageSource>>,
  cache: PrintImageCache = new Map(),
): Promise<PrintCard> {
  const images: PrintImage[] = [];
  const hrefs: CardImages = {};
  await Promise.all(
    (Object.entries(sources) as [ImageSlot, PrintImageSource][]).map(async ([slot, src]) => {
      const prepare = async () => {
        const bytes = await src.load();
        return bytes ? preparePrintImage(slot, bytes) : null;
      };
      let pending = src.shareKey ? cache.get(src.shareKey) : undefined;
      if (!pending) {
        pending = prepare();
        if (src.shareKey) cache.set(src.shareKey, pending);
      }
      const data = await pending;
      if (!data) return;
      const key = src.shareKey ?? slot;
      images.push({ key, data, shared: !!src.shareKey });
      hrefs[slot] = printImageHref(key);
    }),
  );
  return { svg: renderCardSvg({ ...input, images: hrefs }, { border: false }), images };
}

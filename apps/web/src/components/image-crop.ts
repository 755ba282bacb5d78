/**
 * Cropping helpers shared by the image fields and the student photo, apart from the cropper UI
 * (ImageCropDialog: react-easy-crop, slider, dialog), which loads only when an image is picked.
 */
import type { Area } from 'react-easy-crop';

/** docs/product.md#behaviour: the cropper is shown after this wait (the dialog has its final size by then). */
export const CROPPER_WAIT_MS = 300;
/**
 * Zoom at which the whole image (its displayed size at zoom 1) fits into the crop frame, so by default
 * nothing is cut off and the rest of the frame is filled white.
 */
export function fitZoom(media: { width: number; height: number }, crop: { width: number; height: number }) {
  return Math.min(crop.width / media.width, crop.height / media.height, 1);
}

/** Draws the crop area of the image onto a white width x height canvas. Areas may reach past the image. */
export function drawCrop(
  ctx: Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect' | 'drawImage'>,
  image: CanvasImageSource & { naturalWidth: number; naturalHeight: number },
  area: Area,
  width: number,
  height: number,
): void {
  const sx = width / area.width;
  const sy = height / area.height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(
    image,
    0,
    0,
    image.naturalWidth,
    image.naturalHeight,
    -area.x * sx,
    -area.y * sy,
    image.naturalWidth * sx,
    image.naturalHeight * sy,
  );
}

/** Loads an image URL (an object URL of a picked file); rejects when the file is no image. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('not an image'));
    img.src = url;
  });
}

/**
 * The crop area of the image at `url` (the whole image when null) as a width x height PNG on white;
 * transparency becomes white too.
 */
export async function cropToPng(
  url: string,
  area: Area | null,
  width: number,
  height: number,
): Promise<Blob> {
  const img = await loadImage(url);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const whole = { x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight };
  drawCrop(ctx, img, area ?? whole, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}

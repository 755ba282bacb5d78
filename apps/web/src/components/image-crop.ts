/**
 * Cropping helpers shared by the image fields and the student photo, apart from the cropper UI
 * (react-easy-crop, slider, dialog): the order page loads those only when a photo is picked.
 */
import type { Area } from 'react-easy-crop';

/** SPEC §4: the cropper is shown after this wait (the dialog has its final size by then). */
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

/**
 * The photo check of StudentPhotoField (docs/product.md#validation 'Student photo', #messages): a picked file is refused when it
 * is no image or too small, cropped (unless it already has the card's size), drawn as a 230x340 PNG on
 * white and sent to the server's check (POST /order/test_image). Only an accepted photo reaches the
 * form; a rejection keeps the server's reason and resets the photo.
 */
import { IMAGE_SIZES } from '@ausweis/shared/constants';
import german from '@ausweis/shared/i18n/texts/de';
import { PHOTO_CHECK_BUSY } from '@ausweis/shared/photo-check';
import { germanText } from '@ausweis/shared/validation/messages';
import { useEffect, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { ApiError } from '../lib/api-client';
import { callEndpoint } from '../lib/endpoint-client';
import { serverMessage } from '../lib/server-error';
import { closeToast } from '../lib/snackbar';
import { cropToPng, loadImage } from './image-crop';

const { width: PHOTO_WIDTH, height: PHOTO_HEIGHT } = IMAGE_SIZES.student;

/** Same limit as the server's check (photo-check.ts): the shorter side of the original photo. */
export const MIN_PHOTO_SIDE = 200;

/** The browser's own refusals, in German like the server's (StudentPhotoNotes shows them translated). */
export const PHOTO_MESSAGES = {
  notImage: german['form.photoNotImage'],
  tooSmall: germanText('form.photoTooSmall', { min: MIN_PHOTO_SIDE }),
  failed: german['form.photoFailed'],
} as const;

/** A picked photo waiting in the cropper: its object URL and its size in pixels. */
export interface PickedPhoto {
  url: string;
  natural: { width: number; height: number };
}

/** The crop area (whole photo when null) as a 230x340 PNG on white. */
const renderPhoto = (url: string, area: Area | null) => cropToPng(url, area, PHOTO_WIDTH, PHOTO_HEIGHT);

/**
 * The server's own words for a rejection (without the catalogue's 'ERROR …:' prefix); a busy photo
 * check (503 with Retry-After) asks to try again in a minute.
 */
export function rejectionMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return PHOTO_MESSAGES.failed;
  return err.code === PHOTO_CHECK_BUSY.code ? PHOTO_CHECK_BUSY.message : serverMessage(err);
}

async function testImage(photo: Blob, signal: AbortSignal): Promise<void> {
  const form = new FormData();
  form.append('type', 'student');
  form.append('file', photo, 'foto.png');
  // quiet: the reason shows once, under the image, not also in a toast.
  // The contract is loaded at the first check (its module carries zod schemas the page loads lazily).
  const { ordering } = await import('@ausweis/shared/contracts/ordering');
  await callEndpoint(ordering.testImage, form, { signal, quiet: true });
}

/**
 * The state of the photo check: the photo in the cropper (`picked`), the photo the server is checking
 * (`checking`) and the last rejection. `onChange` gets the photo once the server accepted it, and null
 * when it was rejected.
 */
export function useStudentPhotoCheck(onChange: (photo: Blob | null) => void) {
  const abortRef = useRef<AbortController | null>(null);
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const [checking, setChecking] = useState<Blob | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  // docs/product.md#messages: the reason goes under the image and the image is reset.
  const reject = (message: string) => {
    setRejection(message);
    onChange(null);
  };

  const check = async (photo: Blob) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setChecking(photo);
    try {
      await testImage(photo, controller.signal);
      if (controller.signal.aborted) return;
      setRejection(null);
      onChange(photo);
    } catch (err) {
      if (controller.signal.aborted) return;
      reject(rejectionMessage(err));
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setChecking(null);
      }
    }
  };

  /** A file the visitor chose: refused, checked at once (already the card's size) or cropped first. */
  const pick = async (file: File) => {
    setRejection(null);
    // The last rejection's error toast stays until closed; on phones it would cover the cropper's buttons.
    closeToast();
    const url = URL.createObjectURL(file);
    let img: HTMLImageElement;
    try {
      img = await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      reject(PHOTO_MESSAGES.notImage);
      return;
    }
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    if (Math.min(natural.width, natural.height) < MIN_PHOTO_SIDE) {
      URL.revokeObjectURL(url);
      reject(PHOTO_MESSAGES.tooSmall);
      return;
    }
    if (natural.width === PHOTO_WIDTH && natural.height === PHOTO_HEIGHT) {
      // Already the card's size: nothing to crop.
      try {
        await check(await renderPhoto(url, null));
      } finally {
        URL.revokeObjectURL(url);
      }
      return;
    }
    setPicked({ url, natural });
  };

  /** The cropper's result: drawn as the card's photo, then checked. */
  const cropped = async (area: Area) => {
    if (!picked) return;
    const { url } = picked;
    let photo: Blob;
    try {
      photo = await renderPhoto(url, area);
    } catch {
      reject(PHOTO_MESSAGES.notImage);
      return;
    } finally {
      setPicked(null);
    }
    await check(photo);
  };

  const cancelCrop = () => setPicked(null);

  return { picked, checking, rejection, pick, cropped, cancelCrop };
}

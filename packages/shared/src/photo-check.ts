/**
 * The photo check's 'busy' answer: when more photos wait for the face check than the server
 * queues, it answers 503 with this code and Retry-After, and the order page shows this message under
 * the photo.
 */
import de from './i18n/texts/de';

export const PHOTO_CHECK_BUSY = {
  code: 'PHOTO_CHECK_BUSY',
  message: de['form.photoBusy'],
  retryAfterSeconds: 60,
} as const;

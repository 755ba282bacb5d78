/** The family's photo link page: its two calls without their schemas (the page stays free of zod). */
import type { photoReview } from '@ausweis/shared/contracts/photo-review';
import { PUBLIC_PATHS } from '@ausweis/shared/contracts/public-paths';
import { callEndpoint, publicRef } from '../../lib/endpoint-client';

const linkInfo = publicRef<typeof photoReview.linkInfo>(
  'photoReview.linkInfo',
  'POST',
  PUBLIC_PATHS.photoLink,
);
const upload = publicRef<typeof photoReview.upload>(
  'photoReview.upload',
  'POST',
  PUBLIC_PATHS.photoLinkUpload,
);

/** The link's text; quiet: the page says itself why a link does not work. */
export const fetchPhotoLinkInfo = (token: string) => callEndpoint(linkInfo, { token }, { quiet: true });

export function uploadLinkPhoto(token: string, photo: Blob) {
  const form = new FormData();
  form.append('token', token);
  form.append('image_file', photo, 'foto.png');
  return callEndpoint(upload, form, { quiet: true });
}

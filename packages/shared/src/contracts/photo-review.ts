/**
 * 'Fotos prüfen' (schemas/photo-review.ts): the tenant's staff list, accept and reject photos waiting
 * for review; the family's personal link (order family, like the order page) shows why the photo was
 * rejected and uploads only a new photo.
 */
import { defineEndpoints } from '../endpoint';
import {
  AcceptPhotosRequest,
  PendingPhotosRequest,
  PendingPhotosResponse,
  PhotoLinkInfo,
  PhotoLinkRequest,
  PhotoReviewResponse,
  RejectPhotoRequest,
} from '../schemas/photo-review';
import { PUBLIC_PATHS } from './public-paths';

export const photoReview = defineEndpoints('photoReview', {
  pending: {
    method: 'POST',
    path: '/a/t/photos/pending',
    capability: 'photos.review',
    request: PendingPhotosRequest,
    response: PendingPhotosResponse,
    summary: "The tenant's photos waiting for review, oldest first (keyset: after_id).",
  },
  accept: {
    method: 'POST',
    path: '/a/t/photos/accept',
    capability: 'photos.review',
    request: AcceptPhotosRequest,
    response: PhotoReviewResponse,
    summary: 'Accepts pending photos; a paid smartphone card becomes online ready (access mail).',
  },
  reject: {
    method: 'POST',
    path: '/a/t/photos/reject',
    capability: 'photos.review',
    request: RejectPhotoRequest,
    response: PhotoReviewResponse,
    summary: 'Rejects a pending photo with a reason; the family gets a mail with a link for a new photo.',
  },
  linkInfo: {
    method: 'POST',
    path: PUBLIC_PATHS.photoLink,
    request: PhotoLinkRequest,
    response: PhotoLinkInfo,
    summary: "The photo link's page: why the photo was rejected. Unknown or expired: 404, used: 410.",
  },
  upload: {
    method: 'POST',
    path: PUBLIC_PATHS.photoLinkUpload,
    multipart: { files: ['image_file'] },
    // The text field token; the photo is the file image_file.
    request: PhotoLinkRequest,
    response: PhotoReviewResponse,
    summary: 'Uploads the new photo (image_file) through the link, once; it returns to review.',
  },
});

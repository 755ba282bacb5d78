/** 'Fotos prüfen' (tenant staff with photos.review) and the family's photo link (order family). */
import { photoReview } from '@ausweis/shared/contracts/photo-review';
import { tenantAccessorOf } from '../../http/access';
import { endpointRoutes, route } from '../../http/endpoints';
import { orderRateLimit } from '../../http/rate-limit';
import { scopeOf } from '../../http/request-context';
import { photoLinkInfo, uploadLinkPhoto } from './photo-link.service';
import { acceptPhotos, listPendingPhotos, rejectPhoto } from './photo-review.service';

export const photoReviewRoutes = endpointRoutes((ctx) => [
  route(photoReview.pending, ({ input, req }) => listPendingPhotos(ctx, scopeOf(req), input)),
  route(photoReview.accept, ({ input, req }) => acceptPhotos(ctx, tenantAccessorOf(req), input.order_ids)),
  route(photoReview.reject, ({ input, req }) => rejectPhoto(ctx, tenantAccessorOf(req), input)),
  route(
    photoReview.linkInfo,
    async ({ input, reply }) => {
      const info = await photoLinkInfo(ctx, input.token);
      // Personal data: kept by no cache.
      return reply.header('Cache-Control', 'no-store').send(info);
    },
    { config: orderRateLimit(ctx) },
  ),
  route(
    photoReview.upload,
    ({ input, files }) => uploadLinkPhoto(ctx, input.token, files.image_file?.bytes),
    { config: orderRateLimit(ctx) },
  ),
]);

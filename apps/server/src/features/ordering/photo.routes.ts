/**
 * POST /order/test_image (docs/product.md#api): the order page's photo check before the photo is accepted
 * (docs/product.md#behaviour 'Image upload'). Public and rate-limited per client address; it stores nothing and logs no
 * personal data (neither the file name nor the image).
 */
import { ordering } from '@ausweis/shared/contracts/ordering';
import { AppError, badRequest } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import type { FeatureRoutes } from '../../http/families';
import { IMAGE_ERRORS } from '../../platform/images';
import { closePhotoPool, configurePhotoPool } from '../../platform/photo-pool';
import { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';

/** Checks per client address and minute: a person tries a few photos, not dozens. */
export const TEST_IMAGE_PER_MINUTE = 30;

/** An upload over the limit is a bad photo like any other: a 400 the page shows under the image. */
const photoFormError = (err: AppError) =>
  err.status === 413 ? badRequest(IMAGE_ERRORS.tooLarge, 'image_file') : err;

const photoEndpoints = endpointRoutes(() => [
  route(
    ordering.testImage,
    async ({ files, req }) => {
      const file = files.file ?? files.image_file;
      if (!file) throw badRequest(PHOTO_ERRORS.missing, 'image_file');
      try {
        await checkStudentPhoto(file.bytes);
      } catch (err) {
        if (err instanceof AppError && err.status >= 500)
          req.log.error({ err: err.cause }, 'photo check failed');
        throw err;
      }
      return { ok: true as const };
    },
    {
      config: { rateLimit: { max: TEST_IMAGE_PER_MINUTE, timeWindow: '1 minute' } },
      formError: photoFormError,
    },
  ),
]);

/** The route from its contract, with the photo workers' set-up around it (their pool ends with the app). */
export const photoRoutes: FeatureRoutes = {
  ...photoEndpoints,
  order(app, ctx) {
    // The face models load in the photo workers on the first photo (about 1 s once), not at start:
    // an idle server keeps no models in memory.
    const { photoCheckWorkers, photoCheckQueue, photoCheckIdleSeconds, photoCheckNice } = ctx.config;
    configurePhotoPool({
      workers: photoCheckWorkers,
      queue: photoCheckQueue,
      idleMs: photoCheckIdleSeconds * 1000,
      nice: photoCheckNice,
    });
    app.addHook('onClose', () => closePhotoPool());
    photoEndpoints.order?.(app, ctx);
  },
};

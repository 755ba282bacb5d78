/**
 * POST /order/test_image (SPEC §7): the order page's photo check before the photo is accepted
 * (SPEC §4 'Image upload'). Public and rate-limited per client address; it stores nothing and logs no
 * personal data (neither the file name nor the image).
 */
import { ordering } from '@ausweis/shared/contracts/ordering';
import { TestImageForm } from '@ausweis/shared/schemas/ordering';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';
import type { FeatureRoutes } from '../../http/families';
import { parseMultipart } from '../../http/multipart';
import { IMAGE_ERRORS } from '../../platform/images';
import { closePhotoPool, configurePhotoPool } from '../../platform/photo-pool';
import { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';

/** Checks per client address and minute: a person tries a few photos, not dozens. */
export const TEST_IMAGE_PER_MINUTE = 30;

function readPhotoForm(req: FastifyRequest) {
  return parseMultipart(req, TestImageForm, { files: ['file', 'image_file'] }).catch((err: unknown) => {
    // An upload over the limit is a bad photo like any other: a 400 the page shows under the image.
    if (err instanceof AppError && err.status === 413) throw badRequest(IMAGE_ERRORS.tooLarge, 'image_file');
    throw err;
  });
}

const photoEndpoints = endpointRoutes(() => [
  route(
    ordering.testImage,
    async (_request, req) => {
      const { files } = await readPhotoForm(req);
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
    { config: { rateLimit: { max: TEST_IMAGE_PER_MINUTE, timeWindow: '1 minute' } } },
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

/**
 * POST /order/test_image (SPEC §7): the order page's photo check before the photo is accepted
 * (SPEC §4 'Image upload'). Public and rate-limited per client address; it stores nothing and logs no
 * personal data (neither the file name nor the image).
 */
import { API } from '@ausweis/shared/api-paths';
import { OkResponse } from '@ausweis/shared/schemas/ordering';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../http/app-error';
import type { FeatureRoutes } from '../../http/families';
import { type MultipartForm, readMultipart } from '../../http/multipart';
import { IMAGE_ERRORS } from '../../platform/images';
import { checkStudentPhoto, PHOTO_ERRORS } from './photo-check';
import {
  closePhotoPool,
  configurePhotoPool,
  DEFAULT_PHOTO_IDLE_SECONDS,
  DEFAULT_PHOTO_NICE,
  DEFAULT_PHOTO_QUEUE,
} from './photo-pool';

/** Checks per client address and minute: a person tries a few photos, not dozens. */
export const TEST_IMAGE_PER_MINUTE = 30;

/** The image kinds test_image checks; the order page sends 'student' (the default). */
const IMAGE_TYPES = new Set(['student']);

async function readPhotoForm(req: FastifyRequest): Promise<MultipartForm> {
  try {
    return await readMultipart(req);
  } catch (err) {
    // An upload over the limit is a bad photo like any other: a 400 the page shows under the image.
    if (err instanceof AppError && err.status === 413) throw badRequest(IMAGE_ERRORS.tooLarge, 'image_file');
    throw err;
  }
}

export const photoRoutes: FeatureRoutes = {
  order(app, ctx) {
    // The face models load in the photo workers on the first photo (about 1 s once), not at start:
    // an idle server keeps no models in memory.
    const { photoCheckWorkers, photoCheckQueue, photoCheckIdleSeconds, photoCheckNice } = ctx.config;
    configurePhotoPool({
      ...(photoCheckWorkers ? { workers: photoCheckWorkers } : {}),
      queue: photoCheckQueue ?? DEFAULT_PHOTO_QUEUE,
      idleMs: (photoCheckIdleSeconds ?? DEFAULT_PHOTO_IDLE_SECONDS) * 1000,
      nice: photoCheckNice ?? DEFAULT_PHOTO_NICE,
    });
    app.addHook('onClose', () => closePhotoPool());
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api${API.ordering.testImage}`,
      {
        schema: { response: { 200: OkResponse } },
        config: { rateLimit: { max: TEST_IMAGE_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (req) => {
        const form = await readPhotoForm(req);
        const type = form.fields.type?.trim() || 'student';
        if (!IMAGE_TYPES.has(type)) throw badRequest('Dieser Bildtyp wird nicht geprüft.', 'type');
        const file = form.files.file ?? form.files.image_file;
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
    );
  },
};

/** The public tenant and product images (logo, stamp, sign), addressed by id and content hash. */
import { z } from 'zod';
import { defineEndpoints, pathOf } from '../endpoint';

export const media = defineEndpoints('media', {
  file: {
    method: 'GET',
    path: '/anon/media/{fileId}/{sha256}',
    // Checked by the handler, so a malformed id or hash is a 404 like an unknown one.
    params: z.object({ fileId: z.string(), sha256: z.string() }),
    produces: 'image/*',
    summary: 'A stored logo, stamp or sign; the hash in the path lets it be cached for a year.',
  },
});

/** The media path (below /api) of a stored logo, stamp or sign; the hash busts caches on change. */
export const mediaPath = (fileId: number, sha256: string): string => pathOf(media.file, { fileId, sha256 });

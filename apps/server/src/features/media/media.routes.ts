/**
 * GET /api/anon/media/{fileId}/{sha256}: the public tenant and product images (logo, stamp, sign). The
 * hash must match the stored file, so the URL changes with the content and may be cached for a year.
 * Any other file kind (student photos, cards, exports) is 404 here, like an unknown id or a wrong hash.
 */
import { MAX_DB_ID } from '@ausweis/shared/constants';
import { media } from '@ausweis/shared/contracts/media';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storedFiles } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { endpointRoutes, route } from '../../http/endpoints';

/** The only kinds served publicly. */
export const PUBLIC_MEDIA_KINDS = ['logo', 'stamp', 'sign'] as const;
const SHA256 = /^[0-9a-f]{64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

async function findPublicMedia(ctx: AppContext, rawId: string, sha256: string) {
  const id = Number(rawId);
  if (!/^\d+$/.test(rawId) || !Number.isSafeInteger(id) || id < 1 || id > MAX_DB_ID) return null;
  if (!SHA256.test(sha256)) return null;
  // Across tenants: public images are named by their file id and hash.
  const [row] = await ctx.db
    .select({ path: storedFiles.path, mime_type: storedFiles.mime_type, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.sha256, sha256),
        inArray(storedFiles.kind, [...PUBLIC_MEDIA_KINDS]),
      ),
    );
  return row ?? null;
}

export const mediaRoutes = endpointRoutes((ctx) => [
  route(media.file, async ({ req, reply }) => {
    const row = await findPublicMedia(ctx, req.params.fileId, req.params.sha256);
    if (!row) throw notFound('Bild nicht gefunden.');
    const bytes = await ctx.files.read(row.path).catch(() => null);
    if (!bytes) throw notFound('Bild nicht gefunden.');
    return reply
      .header('Content-Type', row.mime_type)
      .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('ETag', `"${row.sha256}"`)
      .send(bytes);
  }),
]);

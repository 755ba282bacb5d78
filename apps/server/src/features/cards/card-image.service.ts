/** GET card image: the card's photo of the tenant, or its thumbnail for the card list (SPEC §2). */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { orders, ordersArchive, storedFiles } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { notFound } from '../../http/app-error';

/** The list shows thumbnails in 100x80; drawn at twice the size for sharp high-density screens. */
export const THUMB_BOX = { width: 200, height: 160 } as const;
const NO_PHOTO = 'Für diesen Ausweis ist kein Foto vorhanden.';

export interface CardPhoto {
  bytes: Buffer;
  mime: string;
  sha256: string;
}

/** The photo (or its thumbnail, as WebP); 404 for a foreign or unknown card and for one without photo. */
export async function cardPhoto(
  ctx: Pick<AppContext, 'db' | 'files'>,
  scope: TenantScope,
  orderId: number,
  opts: { fromArchive: boolean; thumb: boolean },
): Promise<CardPhoto> {
  const t = opts.fromArchive ? ordersArchive : orders;
  const [row] = await ctx.db
    .select({ path: storedFiles.path, mime: storedFiles.mime_type, sha256: storedFiles.sha256 })
    .from(t)
    .innerJoin(storedFiles, scope.where(storedFiles, eq(storedFiles.id, t.image_file_id)))
    .where(scope.where(t, eq(t.id, orderId)));
  const bytes = row ? await ctx.files.read(row.path).catch(() => null) : null;
  if (!row || !bytes) throw notFound(NO_PHOTO);
  if (!opts.thumb) return { bytes, mime: row.mime, sha256: row.sha256 };
  const thumb = await sharp(bytes)
    .resize(THUMB_BOX.width, THUMB_BOX.height, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { bytes: thumb, mime: 'image/webp', sha256: row.sha256 };
}

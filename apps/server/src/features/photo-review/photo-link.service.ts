/**
 * The family's photo link (an order link of source 'photo', made when staff reject a photo): the page
 * shows why, and the upload replaces only the card's photo, which returns to review. Single use; the
 * replaced photo's file is deleted at once (the history keeps only the events).
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import { PHOTO_REVIEW_TEXTS, type PhotoLinkInfo } from '@ausweis/shared/schemas/photo-review';
import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { orders, photoReviews, tenantProducts, tenants } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { dropUnusedPhoto } from '../../db/unused-photo';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { writeWithFiles } from '../../platform/file-write';
import { queueCardRender } from '../card-app/public';
import { clearRenderedCards } from '../card-drawing/public';
import {
  checkStudentPhoto,
  markPhotoLinkUsed,
  type OrderLinkRow,
  PHOTO_ERRORS,
  usablePhotoLink,
} from '../ordering/public';
import { notePhotoEvent } from './photo-history';

const LINK_ERRORS = {
  invalid: () => notFound(PHOTO_REVIEW_TEXTS.linkInvalid),
  used: () => new AppError(410, 'PHOTO_LINK_USED', PHOTO_REVIEW_TEXTS.linkUsed),
};

/** The link's card, still waiting for a new photo (rejected, live, its data kept); else the link is invalid. */
async function rejectedCard(db: Db | Tx, link: OrderLinkRow, lock = false) {
  const scope = tenantScope(link.tenant_id);
  const query = db
    .select({
      id: orders.id,
      forname: orders.forname,
      image_file_id: orders.image_file_id,
      is_online: orders.is_online,
      tenantName: tenants.name,
      productTenantName: tenantProducts.tenant_name,
    })
    .from(orders)
    .innerJoin(tenantProducts, scope.where(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id)))
    .innerJoin(tenants, eq(tenants.id, orders.tenant_id))
    .where(
      scope.where(
        orders,
        eq(orders.id, link.card_order_id ?? -1),
        eq(orders.photo_review, 'rejected'),
        not(orders.is_delete),
        isNull(orders.data_deleted_at),
      ),
    );
  const [card] = lock ? await query.for('update', { of: orders }) : await query;
  if (!card) throw LINK_ERRORS.invalid();
  return card;
}

/** POST /order/photo_link: the page's text (whose card, why rejected, until when). */
export async function photoLinkInfo(ctx: Pick<AppContext, 'db'>, token: string): Promise<PhotoLinkInfo> {
  const link = await usablePhotoLink(ctx.db, token, LINK_ERRORS);
  const card = await rejectedCard(ctx.db, link);
  const [last] = await ctx.db
    .select({ reason: photoReviews.reason, text: photoReviews.text })
    .from(photoReviews)
    .where(
      tenantScope(link.tenant_id).where(
        photoReviews,
        and(eq(photoReviews.order_id, card.id), eq(photoReviews.event, 'rejected')),
      ),
    )
    .orderBy(desc(photoReviews.id))
    .limit(1);
  return {
    forname: card.forname,
    tenant_name: cardTenantNames({ tenant_name: card.productTenantName }, { name: card.tenantName }).name,
    reason: last?.reason ?? null,
    text: last?.text ?? null,
    expires_at: link.expires_at,
  };
}

/** POST /order/photo_link/upload: the checked photo replaces the card's photo and waits for review. */
export async function uploadLinkPhoto(ctx: AppContext, token: string, upload: Buffer | undefined) {
  // The link first: a wrong token costs no face check.
  const first = await usablePhotoLink(ctx.db, token, LINK_ERRORS);
  await rejectedCard(ctx.db, first);
  if (!upload) throw badRequest(PHOTO_ERRORS.missing, 'image_file');
  const photo = await checkStudentPhoto(upload);
  await writeWithFiles(ctx, async (tx, fileScope) => {
    const link = await usablePhotoLink(tx, token, LINK_ERRORS, true);
    const card = await rejectedCard(tx, link, true);
    const scope = tenantScope(link.tenant_id);
    const image_file_id = await fileScope.storePng('student_photo', link.tenant_id, photo);
    fileScope.removeAfterCommit(await clearRenderedCards(tx, orders, [card.id]));
    await tx
      .update(orders)
      .set({ image_file_id, photo_review: 'pending', updated_at: sql`now()` })
      .where(scope.where(orders, eq(orders.id, card.id)));
    if (card.image_file_id !== null) await dropUnusedPhoto(tx, fileScope, card.image_file_id);
    if (card.is_online) await queueCardRender(ctx, tx, card.id);
    await markPhotoLinkUsed(tx, link);
    await notePhotoEvent(tx, {
      tenantId: link.tenant_id,
      orderIds: [card.id],
      event: 'submitted',
      userId: null,
    });
  });
  return { count: 1 };
}

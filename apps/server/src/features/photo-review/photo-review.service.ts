/**
 * 'Fotos prüfen' for the tenant's staff: the photos waiting for review, accepting them (a paid
 * smartphone card becomes online ready and gets its access mail then) and rejecting one (the family
 * gets a mail with a personal link to upload a new photo). Each change is one transaction with its
 * audit event.
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import type { photoReview } from '@ausweis/shared/contracts/photo-review';
import type { RequestOf } from '@ausweis/shared/endpoint';
import {
  type PendingPhotosResponse,
  PHOTO_LINK_DAYS,
  PHOTO_REVIEW_TEXTS,
  photoLinkPagePath,
} from '@ausweis/shared/schemas/photo-review';
import { asc, count, desc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { onlineReadyRule } from '../../db/order-queries';
import {
  orderLinks,
  orders,
  photoReviews,
  storedFiles,
  tenantProducts,
  tenants,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { recordChange, requireAccess, type TenantAccessor } from '../../http/access';
import { badRequest } from '../../http/app-error';
import { endOfGermanDay, germanIsoDate } from '../../platform/german-date';
import { mailTexts } from '../../platform/mail/mail-texts';
import { createOrderLink } from '../ordering/public';
import { queueAccessMail } from '../payments/public';
import { notePhotoEvent } from './photo-history';
import { renderPhotoRejectMail } from './reject-mail';

const pending = (scope: TenantScope, ...more: Parameters<TenantScope['where']>[1][]) =>
  scope.where(orders, eq(orders.photo_review, 'pending'), not(orders.is_delete), ...more);

/**
 * The tenant's photos waiting for review, counted up to `cap` (one more tells 'more than') from the
 * partial index orders_tenant_photo_pending_idx; null when no product of the tenant reviews photos
 * and none waits.
 */
export async function countPendingPhotos(db: Db, scope: TenantScope, cap: number) {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from (select 1 from ${orders} where ${pending(scope)} limit ${cap + 1}) p)`.mapWith(
        Number,
      ),
      reviews: sql<boolean>`exists (select 1 from ${tenantProducts} where ${scope.where(tenantProducts, eq(tenantProducts.photo_review, true))})`,
    })
    .from(sql`(select 1) one`);
  const n = row?.n ?? 0;
  if (n === 0 && !row?.reviews) return null;
  return { total: Math.min(n, cap), exact: n <= cap };
}

/** One page of the tenant's pending photos, oldest card first. */
export async function listPendingPhotos(
  ctx: Pick<AppContext, 'db'>,
  scope: TenantScope,
  req: RequestOf<typeof photoReview.pending>,
): Promise<PendingPhotosResponse> {
  const lastSubmitted = ctx.db
    .select({ at: photoReviews.created_at })
    .from(photoReviews)
    .where(
      scope.where(photoReviews, eq(photoReviews.order_id, orders.id), eq(photoReviews.event, 'submitted')),
    )
    .orderBy(desc(photoReviews.id))
    .limit(1);
  const rows = await ctx.db
    .select({
      order_id: orders.id,
      forname: orders.forname,
      familyname: orders.familyname,
      external_department: orders.external_department,
      product_short_code: tenantProducts.product_short_code,
      photo_hash: storedFiles.sha256,
      submitted_at: sql<string>`coalesce((${lastSubmitted}), ${orders.created_at})`,
    })
    .from(orders)
    .innerJoin(tenantProducts, scope.where(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id)))
    .leftJoin(storedFiles, scope.where(storedFiles, eq(storedFiles.id, orders.image_file_id)))
    .where(pending(scope, req.after_id === undefined ? undefined : gt(orders.id, req.after_id)))
    .orderBy(asc(orders.id))
    .limit(req.count + 1);
  const [total] = await ctx.db.select({ n: count() }).from(orders).where(pending(scope));
  const page = rows.slice(0, req.count);
  return {
    data: page.map((r) => ({
      ...r,
      submitted_at: new Date(r.submitted_at).toISOString(),
      check: 'passed' as const,
    })),
    next_after: rows.length > req.count ? (page.at(-1)?.order_id ?? null) : null,
    total: total?.n ?? 0,
  };
}

/**
 * In the caller's transaction: the cards' pending or rejected photos are accepted (staff's own new
 * photo counts as accepted, too), and the paid smartphone cards among them become online ready with
 * their access mail and drawing, as when a card is paid. Answers the cards whose photo changed state.
 */
export async function acceptPhotosIn(
  ctx: AppContext,
  tx: Tx,
  who: TenantAccessor,
  ids: readonly number[],
  states: ('pending' | 'rejected')[] = ['pending'],
): Promise<number[]> {
  const { scope } = who;
  if (ids.length === 0) return [];
  const accepted = await tx
    .update(orders)
    .set({ photo_review: 'accepted', updated_at: sql`now()` })
    .where(scope.where(orders, inArray(orders.id, [...ids]), inArray(orders.photo_review, states)))
    .returning({ id: orders.id });
  const acceptedIds = accepted.map((a) => a.id);
  if (acceptedIds.length === 0) return [];
  await notePhotoEvent(tx, {
    tenantId: scope.tenantId,
    orderIds: acceptedIds,
    event: 'accepted',
    userId: who.userId,
  });
  const ready = await tx
    .update(orders)
    .set({ online_ready: true })
    .where(
      scope.where(
        orders,
        inArray(orders.id, acceptedIds),
        not(orders.online_ready),
        not(orders.is_delete),
        onlineReadyRule(),
      ),
    )
    .returning({ id: orders.id, paid: orders.paid_amount });
  for (const r of ready) await queueAccessMail(ctx, tx, r.id, r.paid);
  return acceptedIds;
}

/** POST accept: every id must be the tenant's live card (else 404, nothing changes). */
export async function acceptPhotos(ctx: AppContext, who: TenantAccessor, orderIds: number[]) {
  return ctx.db.transaction(async (tx) => {
    const ids = await requireAccess(tx, who, { record: 'card', action: 'change', ids: orderIds, lock: true });
    const accepted = await acceptPhotosIn(ctx, tx, who, ids);
    if (accepted.length > 0)
      await recordChange(tx, who, { action: 'card.photo_accepted', record: 'card', ids: accepted });
    return { count: accepted.length };
  });
}

/** The link's last day and its end (German time). */
function linkExpiry(now = new Date()) {
  const lastDay = germanIsoDate(new Date(now.getTime() + PHOTO_LINK_DAYS * 24 * 60 * 60 * 1000));
  return { lastDay, expiresAt: endOfGermanDay(lastDay) };
}

/**
 * POST reject: only a pending photo. The card's earlier unused photo links end; a new one goes to the
 * order's e-mail with the reason.
 */
export async function rejectPhoto(
  ctx: AppContext,
  who: TenantAccessor,
  req: RequestOf<typeof photoReview.reject>,
) {
  const { scope } = who;
  return ctx.db.transaction(async (tx) => {
    await requireAccess(tx, who, { record: 'card', action: 'change', ids: [req.order_id], lock: true });
    const [card] = await tx
      .select({
        order: orders,
        tenantName: tenants.name,
        productTenantName: tenantProducts.tenant_name,
      })
      .from(orders)
      .innerJoin(tenantProducts, scope.where(tenantProducts, eq(tenantProducts.id, orders.tenant_product_id)))
      .innerJoin(tenants, eq(tenants.id, orders.tenant_id))
      .where(pending(scope, eq(orders.id, req.order_id)));
    if (!card) throw badRequest(PHOTO_REVIEW_TEXTS.notPending);
    const o = card.order;
    await tx
      .update(orders)
      .set({ photo_review: 'rejected', updated_at: sql`now()` })
      .where(scope.where(orders, eq(orders.id, o.id)));
    await notePhotoEvent(tx, {
      tenantId: scope.tenantId,
      orderIds: [o.id],
      event: 'rejected',
      userId: who.userId,
      reason: req.reason,
      text: req.text,
    });
    await tx
      .delete(orderLinks)
      .where(
        scope.where(
          orderLinks,
          eq(orderLinks.card_order_id, o.id),
          eq(orderLinks.source, 'photo'),
          isNull(orderLinks.used_at),
        ),
      );
    const { lastDay, expiresAt } = linkExpiry();
    const token = await createOrderLink(tx, {
      tenant_id: scope.tenantId,
      tenant_product_id: o.tenant_product_id,
      source: 'photo',
      card_order_id: o.id,
      values: {},
      expires_at: expiresAt,
    });
    await ctx.mail.queue(
      tx,
      renderPhotoRejectMail(
        {
          to: o.email,
          forname: o.forname,
          familyname: o.familyname,
          tenantName: cardTenantNames({ tenant_name: card.productTenantName }, { name: card.tenantName })
            .name,
          reason: req.reason,
          text: req.text,
          lastDay,
          url: `${ctx.config.publicUrl}${photoLinkPagePath(token)}`,
        },
        await mailTexts(o.language),
      ),
    );
    await recordChange(tx, who, { action: 'card.photo_rejected', record: 'card', ids: [o.id] });
    return { count: 1 };
  });
}

/**
 * Personal order links (shared schemas/order-links.ts): made by other features (renewal
 * reminders now, class-list imports later) through createOrderLink; the order page loads the prefill
 * (orderLinkPrefill) and place_order takes the link (takeOrderLink), reusing its photo and read-only
 * values, and notes the order it led to in the order's own transaction (markOrderLinkUsed).
 */

import { createHash, randomBytes } from 'node:crypto';
import { formatDate } from '@ausweis/shared/format';
import { byField, OPTIONAL_PERSON_FIELDS } from '@ausweis/shared/person-fields';
import {
  ORDER_LINK_FIELDS,
  ORDER_LINK_TEXTS,
  type OrderLinkField,
  type OrderLinkResponse,
  type OrderLinkSource,
} from '@ausweis/shared/schemas/order-links';
import { and, eq, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { isPaidOrder, renewalPaid } from '../../db/order-queries';
import { orderLinks, orders, storedFiles } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { AppError, notFound } from '../../http/app-error';
import type { OrderableProduct } from './product-info.service';

export type OrderLinkRow = typeof orderLinks.$inferSelect;

/** What a new link carries; fields left out stay empty on the order page. */
export interface NewOrderLink {
  tenant_id: number;
  tenant_product_id: number;
  source: OrderLinkSource;
  /** The card the link renews (its renewed_by_order_id is set once the link leads to an order). */
  card_order_id?: number | null;
  values: Partial<Record<OrderLinkField, string | null>>;
  /** A stored file (the old card's photo) offered for reuse. */
  photo_file_id?: number | null;
  read_only?: OrderLinkField[];
  /** ISO timestamp. */
  expires_at: string;
  /** A class-list import's link: its import and row (its mail is queued with it, so sent now). */
  class_import?: { id: number; row_id: number };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a link in the caller's transaction and answers its token (given only here). */
export async function createOrderLink(tx: Db | Tx, link: NewOrderLink): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const v = link.values;
  await tx.insert(orderLinks).values({
    tenant_id: link.tenant_id,
    tenant_product_id: link.tenant_product_id,
    token_hash: hashToken(token),
    source: link.source,
    card_order_id: link.card_order_id ?? null,
    email: v.email ?? '',
    familyname: v.familyname ?? '',
    forname: v.forname ?? '',
    birthday: v.birthday || null,
    ...byField(OPTIONAL_PERSON_FIELDS, (f) => v[f] ?? null),
    photo_file_id: link.photo_file_id ?? null,
    read_only: link.read_only ?? [],
    expires_at: link.expires_at,
    class_import_id: link.class_import?.id ?? null,
    class_import_row_id: link.class_import?.row_id ?? null,
    sent_at: link.class_import ? sql`now()` : null,
  });
  return token;
}

/**
 * A new token for the link (in the caller's transaction, which queues its mail): the link works until
 * `expires_at` and counts as sent now. Answers the new token. `keep` 'current' (a reminder): the token
 * the family already has keeps working next to the new one; 'none' (sent anew): every earlier token
 * stops working.
 */
export async function replaceOrderLinkToken(
  tx: Tx,
  scope: TenantScope,
  linkId: number,
  expiresAt: string,
  keep: 'current' | 'none',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(orderLinks)
    .set({
      token_hash: hashToken(token),
      earlier_token_hash: keep === 'current' ? orderLinks.token_hash : null,
      expires_at: expiresAt,
      sent_at: sql`now()`,
    })
    .where(scope.where(orderLinks, eq(orderLinks.id, linkId)));
  return token;
}

/** The link's current token, or the one before its reminder. */
const hasToken = (token: string) => {
  const hash = hashToken(token);
  return or(eq(orderLinks.token_hash, hash), eq(orderLinks.earlier_token_hash, hash));
};

/** The order page's address with the link (absolute with the public base URL). */
export const orderLinkUrl = (publicUrl: string, tenantCode: string, productCode: string, token: string) =>
  `${publicUrl}/s/${encodeURIComponent(tenantCode)}/${encodeURIComponent(productCode)}?link=${token}`;

const invalid = () => notFound(ORDER_LINK_TEXTS.invalid);
const used = () => new AppError(410, 'ORDER_LINK_USED', ORDER_LINK_TEXTS.used);

/**
 * The product's link with this token, usable now: unknown, another product's (or tenant's) and expired
 * links answer the same 404; a used one 410. A link whose order was never paid (the payment abandoned)
 * stays usable: the next order takes it over, so the family is not left without a way to order. A
 * renewal link of a card already renewed (through another of its links) counts as used.
 */
async function usableLink(db: Db | Tx, scope: TenantScope, productId: number, token: string) {
  const [found] = await db
    .select({
      link: orderLinks,
      orderPaid: isPaidOrder(orders),
      cardRenewed: renewalPaid(orderLinks.card_order_id),
    })
    .from(orderLinks)
    .leftJoin(orders, and(eq(orders.id, orderLinks.order_id), eq(orders.tenant_id, orderLinks.tenant_id)))
    .where(
      scope.where(
        orderLinks,
        hasToken(token),
        eq(orderLinks.tenant_product_id, productId),
        // A photo link uploads only a photo (photo-review), never an order.
        ne(orderLinks.source, 'photo'),
      ),
    );
  const link = found?.link;
  if (!link || new Date(link.expires_at).getTime() <= Date.now()) throw invalid();
  if (found.cardRenewed) throw used();
  // A used link whose order is gone counts as used: nothing tells whether it was paid.
  if (link.used_at && (found.orderPaid !== false || link.order_id === null)) throw used();
  return link;
}

/** The form values of a link, as the order form has them (birthday DD.MM.YYYY). */
export function linkValues(link: OrderLinkRow): Record<OrderLinkField, string> {
  const out = {} as Record<OrderLinkField, string>;
  for (const f of ORDER_LINK_FIELDS) out[f] = f === 'birthday' ? formatDate(link.birthday) : (link[f] ?? '');
  return out;
}

const readOnlyOf = (link: OrderLinkRow) =>
  link.read_only.filter((f): f is OrderLinkField => (ORDER_LINK_FIELDS as readonly string[]).includes(f));

/** The link's photo bytes (PNG), or null when it has none or its file is gone. */
async function linkPhoto(ctx: Pick<AppContext, 'db' | 'files'>, scope: TenantScope, link: OrderLinkRow) {
  if (!link.photo_file_id) return null;
  const [file] = await ctx.db
    .select({ path: storedFiles.path })
    .from(storedFiles)
    .where(scope.where(storedFiles, eq(storedFiles.id, link.photo_file_id)));
  if (!file) return null;
  return ctx.files.read(file.path).catch(() => null);
}

/** POST /order/link: the prefill of the product's order page. */
export async function orderLinkPrefill(
  ctx: Pick<AppContext, 'db' | 'files'>,
  op: OrderableProduct,
  token: string,
): Promise<OrderLinkResponse> {
  const scope = tenantScope(op.tenant.id);
  const link = await usableLink(ctx.db, scope, op.product.id, token);
  // First opened: the import's page shows the link as 'geöffnet' from now on.
  if (link.opened_at === null)
    await ctx.db
      .update(orderLinks)
      .set({ opened_at: sql`now()` })
      .where(scope.where(orderLinks, eq(orderLinks.id, link.id), isNull(orderLinks.opened_at)));
  const photo = await linkPhoto(ctx, scope, link);
  return {
    source: link.source,
    values: linkValues(link),
    read_only: readOnlyOf(link),
    photo: photo ? photo.toString('base64') : null,
    expires_at: link.expires_at,
  };
}

/** A link place_order takes: its read-only values and its photo (when the orderer kept it). */
export interface TakenLink {
  link: OrderLinkRow;
  readOnly: Partial<Record<OrderLinkField, string>>;
  photo: Buffer | null;
}

/** The usable link for place_order; the order's transaction marks it used (markOrderLinkUsed). */
export async function takeOrderLink(
  ctx: Pick<AppContext, 'db' | 'files'>,
  op: OrderableProduct,
  token: string,
  withPhoto: boolean,
): Promise<TakenLink> {
  const scope = tenantScope(op.tenant.id);
  const link = await usableLink(ctx.db, scope, op.product.id, token);
  const values = linkValues(link);
  const readOnly = Object.fromEntries(readOnlyOf(link).map((f) => [f, values[f]]));
  return { link, readOnly, photo: withPhoto ? await linkPhoto(ctx, scope, link) : null };
}

/**
 * In the order's transaction: the link is used, for this order, and the card it renews names its
 * renewal. A link still naming an unpaid order (payment abandoned) is taken over: that order is
 * withdrawn (deleted and cancelled, under its row lock) so it can no longer be paid; a payment that still
 * completes for it is refunded (markOrderPaid). Should it have been paid meanwhile, or a second order
 * race for the link, this fails and rolls back.
 */
export async function markOrderLinkUsed(tx: Tx, link: OrderLinkRow, orderId: number): Promise<void> {
  const scope = tenantScope(link.tenant_id);
  if (link.order_id !== null) {
    const withdrawn = await tx
      .update(orders)
      .set({ is_delete: true, delete_at: sql`now()`, status: 'cancelled', updated_at: sql`now()` })
      .where(scope.where(orders, eq(orders.id, link.order_id), not(isPaidOrder(orders))))
      .returning({ id: orders.id });
    if (withdrawn.length === 0) throw used();
  }
  const [marked] = await tx
    .update(orderLinks)
    .set({ used_at: sql`now()`, order_id: orderId })
    .where(
      scope.where(
        orderLinks,
        eq(orderLinks.id, link.id),
        link.order_id === null ? isNull(orderLinks.used_at) : eq(orderLinks.order_id, link.order_id),
      ),
    )
    .returning({ id: orderLinks.id });
  if (!marked) throw used();
  if (link.card_order_id !== null)
    await tx
      .update(orders)
      .set({ renewed_by_order_id: orderId })
      .where(scope.where(orders, eq(orders.id, link.card_order_id)));
}

/**
 * A photo link (source 'photo', made by photo-review) with this token, by its token alone (the page has
 * no codes): unknown and expired answer `invalid`, used `used` (the caller's German errors). With
 * `lock` the row stays locked for the upload's transaction.
 */
export async function usablePhotoLink(
  db: Db | Tx,
  token: string,
  errors: { invalid: () => AppError; used: () => AppError },
  lock = false,
): Promise<OrderLinkRow> {
  // Across tenants: the token (256 random bits) names the link, and the link its tenant.
  const query = db
    .select()
    .from(orderLinks)
    .where(and(eq(orderLinks.token_hash, hashToken(token)), eq(orderLinks.source, 'photo')));
  const [link] = lock ? await query.for('update') : await query;
  if (!link || new Date(link.expires_at).getTime() <= Date.now()) throw errors.invalid();
  if (link.used_at) throw errors.used();
  return link;
}

/** Marks a photo link used, in the upload's transaction (it was locked by usablePhotoLink). */
export async function markPhotoLinkUsed(tx: Tx, link: OrderLinkRow): Promise<void> {
  await tx
    .update(orderLinks)
    .set({ used_at: sql`now()`, order_id: link.card_order_id })
    .where(tenantScope(link.tenant_id).where(orderLinks, eq(orderLinks.id, link.id)));
}

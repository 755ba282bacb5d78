/**
 * Query pieces on orders that several features share: the docs/product.md#validation date filter, test orders, paid orders
 * and renewed cards, and the columns of an order list row (docs/product.md#fields) with the joins they need.
 */
import { PAID_STATUSES } from '@ausweis/shared/constants';
import { type AnyColumn, and, eq, exists, gt, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import {
  baseProducts,
  orderLinks,
  orders,
  type ordersArchive,
  tenantProducts,
  tenants,
} from './schema/index';

/**
 * Orders created on the days date_from..date_to (YYYY-MM-DD), whole days in German time (docs/product.md#validation date
 * filters; export, invoice runs and report alike). `column` is orders.created_at unless given.
 */
export function createdOnDays(dateFrom: string, dateTo: string, column: AnyColumn = orders.created_at): SQL {
  // From 00:00:00 of the first day up to the end of 23:59:59 of the last (the next midnight, exclusive).
  return sql`${column} >= (${dateFrom}::date)::timestamp at time zone 'Europe/Berlin'
    and ${column} < (${dateTo}::date + 1)::timestamp at time zone 'Europe/Berlin'`;
}

/** Test orders: the order, its tenant or its product is a test (the query joins tenants and tenantProducts). */
export const isTestOrder = (t: typeof orders | typeof ordersArchive = orders) =>
  sql<boolean>`(${t.is_test} or ${tenants.is_test} or ${tenantProducts.is_test})`;

/** Leaves test orders out unless they are wanted. */
export const notTest = (
  includeTest: boolean,
  t: typeof orders | typeof ordersArchive = orders,
): SQL | undefined => (includeTest ? undefined : not(isTestOrder(t)));

/**
 * isPaidCard (shared/card-verdict.ts) in SQL: marked paid, online ready or a paid status. The card
 * editor, the card info page, the card app, the print queue and the renewal reminder count it so; staff
 * lists show only these by default.
 */
export const isPaidOrder = (t: Record<'is_payed' | 'online_ready' | 'status', AnyColumn> = orders) =>
  sql<boolean>`(${or(t.is_payed, t.online_ready, inArray(t.status, [...PAID_STATUSES]))})`;

/** The card's photo needs no review ('Fotos prüfen') or was accepted. */
export const photoCleared = (t: Record<'photo_review', AnyColumn> = orders) =>
  sql<boolean>`(${t.photo_review} is null or ${t.photo_review} = 'accepted')`;

/**
 * The one rule for online_ready: a paid smartphone card whose photo is cleared. `paid` is the row's
 * is_payed unless the update itself pays it (markOrderPaid passes true).
 */
export const onlineReadyRule = (paid: SQL | AnyColumn = orders.is_payed) =>
  sql<boolean>`(${orders.is_online} and ${paid} and ${photoCleared(orders)})`;

/**
 * Across tenants: the links of one card, named by its id, and the orders they led to (each in the
 * link's own tenant).
 * The card `cardId` (a column to correlate with, or an id) was renewed: one of its renewal links led to
 * an order that is paid and not withdrawn. Several links may renew one card (the reminder's, each tap
 * of the card app's button); any one of them paid counts.
 */
export function renewalPaid(cardId: AnyColumn | number): SQL {
  const link = alias(orderLinks, 'renewal_link');
  const renewal = alias(orders, 'renewal_order');
  return exists(
    new QueryBuilder()
      .select({ id: renewal.id })
      .from(link)
      .innerJoin(renewal, and(eq(renewal.id, link.order_id), eq(renewal.tenant_id, link.tenant_id)))
      .where(and(eq(link.card_order_id, cardId), isPaidOrder(renewal), not(renewal.is_delete))),
  );
}

/** The columns of docs/product.md#fields 'order list row' of a live or archived order. */
export const orderListColumns = (t: typeof orders | typeof ordersArchive) => ({
  id: t.id,
  tenant_name: tenants.name,
  tenant_name2: tenants.name2,
  tenant_city: tenants.city,
  tenant_is_test: tenants.is_test,
  tenant_id: t.tenant_id,
  short_code: tenants.short_code,
  is_test: t.is_test,
  product_type: baseProducts.product_type,
  familyname: t.familyname,
  forname: t.forname,
  is_delete: t.is_delete,
  online_ready: t.online_ready,
  validated: t.validated,
  product_short_code: tenantProducts.product_short_code,
  price: t.price,
  created_at: t.created_at,
  status: t.status,
  is_payed: isPaidOrder(t),
});

/**
 * Selects `columns` from live or archived orders joined with their tenant, tenant product and base
 * product (every order has them), on the database or in a transaction; the caller adds the condition.
 * The tenant product is joined within the order's tenant.
 */
export function fromOrdersWithProduct<C extends Parameters<Db['select']>[0]>(
  db: Db | Tx,
  t: typeof orders | typeof ordersArchive,
  columns: NonNullable<C>,
) {
  return db
    .select(columns)
    .from(t)
    .innerJoin(tenants, eq(tenants.id, t.tenant_id))
    .innerJoin(
      tenantProducts,
      and(eq(tenantProducts.id, t.tenant_product_id), eq(tenantProducts.tenant_id, t.tenant_id)),
    )
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id));
}

/** Confirmed: paid (by the orderer, or at 0 on the tenant's account), neither cancelled nor failed. */
// Written without bound parameters, so the report can group by it (GROUP BY must repeat it exactly).
export const isConfirmedOrder = (t: typeof orders | typeof ordersArchive = orders): SQL =>
  sql`(${t.is_payed} and ${t.status} not in ('cancelled', 'failed'))`;

/**
 * Orders a future invoice run will bill (README 'Rechnungsläufe'), whatever their date: the tenant pays
 * (tenant_payee) and nobody else paid (paid_amount 0), not billed yet, confirmed (paid, neither
 * cancelled nor failed), not free, not an order marked as test (unless included), and not deleted
 * before the card was delivered (a deleted card is billed once it was printed or loaded into the card app).
 */
export function awaitingInvoice(
  t: typeof orders | typeof ordersArchive = orders,
  { includeTest = false } = {},
): SQL {
  return and(
    // These two match the partial index orders_invoiceable_idx (with created_at).
    eq(t.tenant_payee, true),
    eq(t.tenant_payee_billed, false),
    eq(t.paid_amount, 0),
    isConfirmedOrder(t),
    gt(t.price, 0),
    includeTest ? undefined : not(t.is_test),
    or(not(t.is_delete), isNotNull(t.exported_at), isNotNull(t.mobile_loaded_at)),
  ) as SQL;
}

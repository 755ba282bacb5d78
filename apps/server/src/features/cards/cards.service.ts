/** Card queries of the selected tenant (live or archive). */
import { EXPIRES_SOON_DAYS } from '@ausweis/shared/constants';
import { germanIsoDate } from '@ausweis/shared/german-date';
import { addDays } from '@ausweis/shared/renewal';
import type { CardProductOption } from '@ausweis/shared/schemas/cards';
import {
  CARD_SEARCH_WORDS,
  type CardListRow,
  type FindCardsRequest,
} from '@ausweis/shared/schemas/dashboard';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { and, asc, between, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fromOrdersWithProduct, isPaidOrder } from '../../db/order-queries';
import { baseProducts, orders, ordersArchive, storedFiles, tenantProducts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import {
  boolFilter,
  countedRow,
  equals,
  type FilterValue,
  findPage,
  idFilter,
  type PageQuery,
  searchWords,
  startsWith,
} from '../../http/paging';
import { endOfGermanDay } from '../../platform/german-date';

type OrderTable = typeof orders | typeof ordersArchive;
type Request = z.output<typeof FindCardsRequest>;

/** Filters on the product tables: only with one of them does the count need the product joins. */
const PRODUCT_FILTERS = ['product_type', 'product_short_code'];

/**
 * The card list's free-text search: every word begins one of the person's fields (or is the id).
 * "Begins" rather than "contains", so that each field's (tenant_id, lower(field) text_pattern_ops)
 * index answers a word with a range scan of this tenant's entries, also for one- and two-letter
 * words such as a class '5a' (a trigram index cannot serve words under three letters and holds every
 * tenant's rows).
 */
const searchFilter = (t: OrderTable) => (v: FilterValue) => {
  const words = searchWords(String(v ?? ''), CARD_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  const fields = [t.familyname, t.forname, t.external_id, t.external_department, t.email];
  return and(
    ...words.map((word) =>
      or(...fields.map((f) => startsWith(f)(word)), ...(/^\d+$/.test(word) ? [idFilter(t.id)(word)] : [])),
    ),
  );
};

/** Cards whose validity ends within EXPIRES_SOON_DAYS from today (German day); false/empty: all. */
const expiresSoonFilter = (t: OrderTable) => (v: FilterValue) => {
  if (v !== true) return undefined;
  const today = germanIsoDate();
  return between(t.card_valid_to, today, addDays(today, EXPIRES_SOON_DAYS)) as SQL;
};

/** Monday of the German week of `today` (YYYY-MM-DD). */
export function germanWeekStart(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

/** Cards ordered since Monday 00:00 of this week (German time); false/empty: all. */
const orderedThisWeekFilter = (t: OrderTable) => (v: FilterValue) => {
  if (v !== true) return undefined;
  const monday = germanWeekStart(germanIsoDate());
  return gte(t.created_at, endOfGermanDay(addDays(monday, -1)));
};

/** The paged card list of one tenant (docs/product.md#screens 'Liste Ausweise'). */
export function findCards(db: Db, scope: TenantScope, req: Request): Promise<Paged<CardListRow>> {
  return findPage(req, cardPageQuery(db, scope, req));
}

/** findCards' query on the paging contract (tests run it with a small count cap). */
export function cardPageQuery(db: Db, scope: TenantScope, req: Request): PageQuery<CardListRow> {
  const t: OrderTable = req.use_archive ? ordersArchive : orders;
  const withProduct = PRODUCT_FILTERS.some((key) => (req.filters[key] ?? '') !== '');
  // NonNullable: with it TypeScript resolves the select of generic fields, so the joins type-check.
  const withProducts = <F extends SelectedFields>(fields: NonNullable<F>) =>
    fromOrdersWithProduct(db, t, fields);
  return {
    db,
    sortable: {
      id: t.id,
      product_type: baseProducts.product_type,
      product_short_code: tenantProducts.product_short_code,
      familyname: sql`lower(${t.familyname})`,
      forname: sql`lower(${t.forname})`,
      external_department: t.external_department,
      external_id: t.external_id,
      birthday: t.birthday,
      validated: t.validated,
      online_ready: t.online_ready,
      is_delete: t.is_delete,
      is_online: t.is_online,
      is_hardcopy: t.is_hardcopy,
      created_at: t.created_at,
      status: t.status,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      id: idFilter(t.id),
      product_type: equals(baseProducts.product_type),
      product_short_code: startsWith(tenantProducts.product_short_code),
      familyname: startsWith(t.familyname),
      forname: startsWith(t.forname),
      external_department: startsWith(t.external_department),
      external_id: startsWith(t.external_id),
      validated: boolFilter(t.validated),
      online_ready: boolFilter(t.online_ready),
      is_delete: boolFilter(t.is_delete),
      is_online: boolFilter(t.is_online),
      is_hardcopy: boolFilter(t.is_hardcopy),
      is_payed: boolFilter(isPaidOrder(t)),
      search: searchFilter(t),
      tenant_product_id: idFilter(t.tenant_product_id),
      expires_soon: expiresSoonFilter(t),
      ordered_this_week: orderedThisWeekFilter(t),
    },
    rows: (where) =>
      withProducts({
        id: t.id,
        product_type: baseProducts.product_type,
        familyname: t.familyname,
        forname: t.forname,
        external_id: t.external_id,
        external_department: t.external_department,
        is_delete: t.is_delete,
        online_ready: t.online_ready,
        validated: t.validated,
        is_online: t.is_online,
        is_hardcopy: t.is_hardcopy,
        product_short_code: tenantProducts.product_short_code,
        birthday: t.birthday,
        created_at: t.created_at,
        status: t.status,
        is_payed: isPaidOrder(t),
        image_hash: storedFiles.sha256,
      })
        .leftJoin(storedFiles, scope.where(storedFiles, eq(storedFiles.id, t.image_file_id)))
        .where(scope.where(t, where)),
    // Every card has its product (not null foreign keys), so without a product filter the count
    // reads the orders alone: an index-only scan of orders_tenant_listed_idx for the default filters.
    count: (where) =>
      withProduct
        ? withProducts(countedRow).where(scope.where(t, where))
        : db.select(countedRow).from(t).where(scope.where(t, where)),
  };
}

/** The tenant's products for the card list's product filter, by type and code. */
export function cardProducts(db: Db, scope: TenantScope): Promise<CardProductOption[]> {
  return db
    .select({
      id: tenantProducts.id,
      product_type: baseProducts.product_type,
      product_short_code: tenantProducts.product_short_code,
      is_disabled: tenantProducts.is_disabled,
    })
    .from(tenantProducts)
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(scope.where(tenantProducts))
    .orderBy(asc(baseProducts.product_type), asc(tenantProducts.product_short_code));
}

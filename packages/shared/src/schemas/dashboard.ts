/**
 * Row shapes the dashboard shows (docs/product.md#fields card list row, order list row, registration). The full list
 * endpoints build on these; the dashboard asks them for the 10 newest by id.
 */
import { z } from 'zod';
import { DASHBOARD_ROWS } from '../constants';
import { zId, zMaxLen } from '../validation/zod';
import { FilterValue, PaginationRequest } from './pagination';

/**
 * What a dashboard list asks for: page 1 of the newest confirmed (paid) rows by id, without a count
 *. Unpaid and cancelled orders are no cards yet and do not belong on the dashboard.
 */
export const LATEST_ROWS_REQUEST = {
  page: 1,
  count: DASHBOARD_ROWS,
  sorts: [{ key: 'id', order: 'desc' as const }],
  filters: { is_payed: true },
  with_total: false,
};

export const CardListRow = z.object({
  id: z.number(),
  product_type: z.string(),
  familyname: z.string(),
  forname: z.string(),
  external_id: z.string().nullable(),
  external_department: z.string().nullable(),
  is_delete: z.boolean(),
  online_ready: z.boolean(),
  validated: z.boolean(),
  is_online: z.boolean(),
  is_hardcopy: z.boolean(),
  product_short_code: z.string(),
  birthday: z.string().nullable(),
  created_at: z.string(),
  /** Raw order status (new, payed, added_to_pdf, failed, cancelled); shown through order-state.ts. */
  status: z.string(),
  /** Confirmed: paid (is_payed, a paid status or online_ready). The lists' default filter. */
  is_payed: z.boolean(),
  /** sha256 of the photo, the cache key of its thumbnail (null without a photo). */
  image_hash: z.string().nullable(),
});
export type CardListRow = z.infer<typeof CardListRow>;

/** The card list's free-text search: at most this many characters, of which the first CARD_SEARCH_WORDS words count. */
export const CARD_SEARCH_MAX = 100;
export const CARD_SEARCH_WORDS = 5;

/**
 * The card list's filters. Beside the column filters (text: starts with; flags: Ja/Nein):
 * - search: free text; every word must begin the family name, first name, external id (the student
 *   number), class or e-mail, or be the card's id ('Anna 5a' finds Anna in class 5a).
 * - tenant_product_id: the cards of one of the tenant's products.
 * - expires_soon: true for the cards whose validity ends within EXPIRES_SOON_DAYS from today.
 * - ordered_this_week: true for the cards ordered since Monday of this week (German time).
 */
export const CardListFilters = z
  .object({
    search: zMaxLen(CARD_SEARCH_MAX).nullish(),
    tenant_product_id: zId().nullish(),
    expires_soon: z.boolean({ error: 'Bitte Ja oder Nein angeben.' }).nullish(),
    ordered_this_week: z.boolean({ error: 'Bitte Ja oder Nein angeben.' }).nullish(),
  })
  .catchall(FilterValue);
export type CardListFilters = z.input<typeof CardListFilters>;

/** A page of a list of live or (use_archive, super admins) archived orders: the order list as it is. */
export const FindOrdersRequest = PaginationRequest.extend({ use_archive: z.boolean().default(false) });
export type FindOrdersRequest = z.input<typeof FindOrdersRequest>;

/** The card list's request: the order list's, with the card list's own filters. */
export const FindCardsRequest = FindOrdersRequest.extend({ filters: CardListFilters.default({}) });
export type FindCardsRequest = z.input<typeof FindCardsRequest>;

export const OrderListRow = z.object({
  id: z.number(),
  tenant_name: z.string(),
  tenant_name2: z.string().nullable(),
  /** With name, name2, short_code: the tenant the row's edit action selects (is_test is the order's). */
  tenant_city: z.string(),
  tenant_is_test: z.boolean(),
  tenant_id: z.number(),
  short_code: z.string(),
  is_test: z.boolean(),
  product_type: z.string(),
  familyname: z.string(),
  forname: z.string(),
  is_delete: z.boolean(),
  online_ready: z.boolean(),
  validated: z.boolean(),
  product_short_code: z.string(),
  price: z.number(),
  created_at: z.string(),
  /** Raw order status; shown through order-state.ts. */
  status: z.string(),
  /** Confirmed (paid); the dashboard shows only these. */
  is_payed: z.boolean(),
});
export type OrderListRow = z.infer<typeof OrderListRow>;

export const RegistrationRow = z.object({
  id: z.number(),
  status: z.string(),
  salutation: z.string(),
  title: z.string().nullable(),
  forename: z.string(),
  familyname: z.string(),
  tenantname: z.string(),
  area: z.string(),
  Street: z.string(),
  plz: z.string(),
  city: z.string(),
  telefone: z.string(),
  email: z.string(),
  web_url: z.string().nullable(),
  created_at: z.string(),
});
export type RegistrationRow = z.infer<typeof RegistrationRow>;

/** The one paging contract of docs/product.md#api for every table: request { sorts, filters, page, count }. */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_DB_ID, MAX_PAGE_SIZE } from '../constants';
import { MESSAGES } from '../validation/messages';
import { requiredError, zDecimal, zMaxLen } from '../validation/zod';

/** Pages beyond this cannot hold rows (offset would pass the largest id). */
const MAX_PAGE = Math.floor(MAX_DB_ID / MAX_PAGE_SIZE);

export const SortItem = z.object({
  key: zMaxLen(64),
  order: z.enum(['asc', 'desc'], requiredError),
});
export type SortItem = z.infer<typeof SortItem>;

export const FilterValue = z.union([zMaxLen(200), z.number(), z.boolean(), z.null()], requiredError);

/** page and count: 1 or more, from a JSON number or decimal digits (query strings). */
const wholeNumber = () =>
  z.number({ error: MESSAGES.number }).int({ error: MESSAGES.integer }).min(1, { error: MESSAGES.integer });

export const PaginationRequest = z.object({
  sorts: z.array(SortItem).max(1).default([]),
  filters: z.record(zMaxLen(64), FilterValue).default({}),
  page: zDecimal(wholeNumber().max(MAX_PAGE, { error: 'Diese Seite gibt es nicht.' })).default(DEFAULT_PAGE),
  count: zDecimal(
    wholeNumber().max(MAX_PAGE_SIZE, { error: `Höchstens ${MAX_PAGE_SIZE} Zeilen pro Seite.` }),
  ).default(DEFAULT_PAGE_SIZE),
  /**
   * false: the rows are not counted (dashboards). `total` then only tells whether more rows follow
   * (see PaginationInfo.total_exact). Not part of docs/product.md#api; absent means true.
   */
  with_total: z.boolean(requiredError).default(true),
});
export type PaginationRequest = z.input<typeof PaginationRequest>;

/**
 * docs/product.md#api `{ page, count, total }` plus `total_exact`. Counting stops at TOTAL_COUNT_CAP rows (or at
 * the end of the requested page, when that lies further), so a large table costs no full count:
 * - total_exact true: `total` rows match.
 * - total_exact false: more than `total` rows match, so a next page exists ('mehr als 10.000').
 */
export const PaginationInfo = z.object({
  page: z.number(),
  count: z.number(),
  total: z.number(),
  total_exact: z.boolean(),
});
export type PaginationInfo = z.infer<typeof PaginationInfo>;

/** Response shape `{ data, pagination }` for a row schema. */
export const paged = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), pagination: PaginationInfo });
export interface Paged<T> {
  data: T[];
  pagination: PaginationInfo;
}

export const ApiError = z.object({ code: z.union([z.string(), z.number()]), message: z.string() });
export type ApiError = z.infer<typeof ApiError>;

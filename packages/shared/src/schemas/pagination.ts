/** The one paging contract of SPEC §7 for every table: request { sorts, filters, page, count }. */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_DB_ID, MAX_PAGE_SIZE } from '../constants';
import { MESSAGES } from '../validation/messages';
import { zDecimal, zMaxLen } from '../validation/zod';

/** Pages beyond this cannot hold rows (offset would pass the largest id). */
const MAX_PAGE = Math.floor(MAX_DB_ID / MAX_PAGE_SIZE);

export const SortItem = z.object({
  key: zMaxLen(64),
  order: z.enum(['asc', 'desc'], { error: MESSAGES.required }),
});
export type SortItem = z.infer<typeof SortItem>;

export const FilterValue = z.union([zMaxLen(200), z.number(), z.boolean(), z.null()], {
  error: MESSAGES.required,
});

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
});
export type PaginationRequest = z.input<typeof PaginationRequest>;

export const PaginationInfo = z.object({ page: z.number(), count: z.number(), total: z.number() });
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

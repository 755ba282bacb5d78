/** The one paging contract of SPEC §7 for every table: request { sorts, filters, page, count }. */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_DB_ID, MAX_PAGE_SIZE } from '../constants';
import { MESSAGES } from '../validation/messages';

/** Pages beyond this cannot hold rows (offset would pass the largest id). */
const MAX_PAGE = Math.floor(MAX_DB_ID / MAX_PAGE_SIZE);

export const SortItem = z.object({ key: z.string().max(64), order: z.enum(['asc', 'desc']) });
export type SortItem = z.infer<typeof SortItem>;

export const FilterValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

export const PaginationRequest = z.object({
  sorts: z.array(SortItem).max(1).default([]),
  filters: z.record(z.string().max(64), FilterValue).default({}),
  page: z.coerce
    .number({ error: MESSAGES.integer })
    .int({ error: MESSAGES.integer })
    .min(1, { error: MESSAGES.integer })
    .max(MAX_PAGE, { error: 'Diese Seite gibt es nicht.' })
    .default(DEFAULT_PAGE),
  count: z.coerce
    .number({ error: MESSAGES.integer })
    .int({ error: MESSAGES.integer })
    .min(1, { error: MESSAGES.integer })
    .max(MAX_PAGE_SIZE, { error: `Höchstens ${MAX_PAGE_SIZE} Zeilen pro Seite.` })
    .default(DEFAULT_PAGE_SIZE),
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

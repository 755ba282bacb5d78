/** The one paging contract of SPEC §7 for every table: request { sorts, filters, page, count }. */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

export const SortItem = z.object({ key: z.string().max(64), order: z.enum(['asc', 'desc']) });
export type SortItem = z.infer<typeof SortItem>;

export const FilterValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

export const PaginationRequest = z.object({
  sorts: z.array(SortItem).max(1).default([]),
  filters: z.record(z.string().max(64), FilterValue).default({}),
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  count: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
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

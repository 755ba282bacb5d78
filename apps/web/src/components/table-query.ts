/** Table state on the docs/product.md#api paging contract with the #limits defaults (page 1, 50 rows, id desc). */
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  INVOICE_PAGE_SIZE,
  INVOICE_PAGE_SIZE_OPTIONS,
  PAGE_SIZE_OPTIONS,
} from '@ausweis/shared/constants';
import type { Paged, SortItem } from '@ausweis/shared/schemas/pagination';
import { useState } from 'react';

export type TableVariant = 'default' | 'invoice';

/** DataTable's total, totalExact and loading from a paged list query (docs/product.md#api pagination). */
export const pagedTableProps = (list: { data?: Paged<unknown>; isFetching: boolean }) => ({
  total: list.data?.pagination.total ?? 0,
  totalExact: list.data?.pagination.total_exact,
  loading: list.isFetching,
});
export type FilterValue = string | number | boolean | null;

export interface TableQuery {
  page: number;
  count: number;
  sorts: SortItem[];
  filters: Record<string, FilterValue>;
}

export const DEFAULT_SORT: SortItem = { key: 'id', order: 'desc' };

export const pageSizeOptionsFor = (variant: TableVariant): readonly number[] =>
  variant === 'invoice' ? INVOICE_PAGE_SIZE_OPTIONS : PAGE_SIZE_OPTIONS;

export function defaultTableQuery(variant: TableVariant = 'default'): TableQuery {
  return {
    page: DEFAULT_PAGE,
    count: variant === 'invoice' ? INVOICE_PAGE_SIZE : DEFAULT_PAGE_SIZE,
    sorts: [DEFAULT_SORT],
    filters: {},
  };
}

/** Local table state; pass it to DataTable and to the list request. */
export function useTableQuery(variant: TableVariant = 'default', initial?: Partial<TableQuery>) {
  return useState<TableQuery>(() => ({ ...defaultTableQuery(variant), ...initial }));
}

const germanNumber = (n: number) => n.toLocaleString('de-DE');

/** '1–50 von 120', or with a capped total '1–50 von mehr als 10.000'. */
export function displayedRowsLabel(from: number, to: number, total: number, exact: boolean): string {
  return `${germanNumber(from)}–${germanNumber(to)} von ${exact ? '' : 'mehr als '}${germanNumber(total)}`;
}

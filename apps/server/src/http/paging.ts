/** The one paging contract of SPEC §7 on the server: whitelisted sorts and filters, total count. */
import { MAX_DB_ID } from '@ausweis/shared/constants';
import type { Paged, PaginationRequest } from '@ausweis/shared/schemas/pagination';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from './app-error';

type ParsedPagination = z.output<typeof PaginationRequest>;
export type FilterValue = ParsedPagination['filters'][string];

export interface PageQuery<T> {
  /** Sort key -> column; the first entry is not special, `defaultSort` is used when none is given. */
  sortable: Record<string, AnyColumn | SQL>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** Filter key -> condition; return undefined to ignore an empty value. */
  filters: Record<string, (value: FilterValue) => SQL | undefined>;
  /** Conditions that always apply (tenant scope). */
  scope: (SQL | undefined)[];
  rows(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<T[]>;
  total(where: SQL | undefined): Promise<number>;
}

export async function findPage<T>(req: ParsedPagination, q: PageQuery<T>): Promise<Paged<T>> {
  const conditions: (SQL | undefined)[] = [...q.scope];
  for (const [key, value] of Object.entries(req.filters)) {
    const filter = Object.hasOwn(q.filters, key) ? q.filters[key] : undefined;
    if (!filter) throw badRequest(`Unbekannter Filter: ${key}`, 'filters');
    if (value === null || value === '') continue;
    conditions.push(filter(value));
  }
  const sort = req.sorts[0] ?? q.defaultSort;
  const column = Object.hasOwn(q.sortable, sort.key) ? q.sortable[sort.key] : undefined;
  if (!column) throw badRequest(`Unbekannte Sortierung: ${sort.key}`, 'sorts');
  const idColumn = q.sortable[q.defaultSort.key];
  const dir = sort.order === 'asc' ? asc : desc;
  // A tie-breaker on the default key keeps pages stable.
  const orderBy = [dir(column), ...(sort.key !== q.defaultSort.key && idColumn ? [dir(idColumn)] : [])];
  const where = and(...conditions);
  const [data, total] = await Promise.all([
    q.rows(where, orderBy, req.count, (req.page - 1) * req.count),
    q.total(where),
  ]);
  return { data, pagination: { page: req.page, count: req.count, total } };
}

/** Filter helpers for the usual column kinds. */
export const asBool = (v: FilterValue): boolean | undefined =>
  v === true || v === 'true' || v === 1 ? true : v === false || v === 'false' || v === 0 ? false : undefined;

/**
 * Case-insensitive "starts with" on a text column (LIKE wildcards in the value are escaped); written as
 * lower(col) LIKE 'x%' so the lower(...) text_pattern_ops indexes serve it.
 */
export const startsWith = (column: AnyColumn) => (v: FilterValue) =>
  sql`lower(${column}) like ${`${String(v)
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`}`;
/** Equality with a boolean column or a never-null boolean expression (e.g. 'paid'). */
export const boolFilter = (column: AnyColumn | SQL) => (v: FilterValue) => {
  const b = asBool(v);
  return b === undefined ? undefined : sql`${column} = ${b}`;
};
/** An id filter; a value that cannot be an id matches nothing. */
export const idFilter = (column: AnyColumn) => (v: FilterValue) => {
  // Decimal digits only: Number('0x10') would be 16, Number(true) 1.
  const id =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_DB_ID ? eq(column, id) : sql`false`;
};
export const equals = (column: AnyColumn) => (v: FilterValue) => eq(column, String(v));

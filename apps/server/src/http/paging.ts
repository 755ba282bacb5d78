/**
 * The one paging contract of docs/product.md#api on the server: whitelisted sorts and filters, and a total that
 * is exact up to a cap and cheap beyond it (an exact count(*) of a million cards cost more
 * than the page itself).
 */
import { MAX_DB_ID, TOTAL_COUNT_CAP } from '@ausweis/shared/constants';
import type { Paged, PaginationRequest } from '@ausweis/shared/schemas/pagination';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  lte,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { badRequest } from './app-error';

type ParsedPagination = z.output<typeof PaginationRequest>;
export type FilterValue = ParsedPagination['filters'][string];

/** The rows of a page before sorting and paging: a drizzle select with its fields, joins and where. */
export interface RowsQuery<T> {
  orderBy(...columns: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<T[]> } };
}

/** What countAtMost counts: a select of `countedRow` with the joins its filters need, where applied. */
export interface CountQuery {
  limit(n: number): { as(alias: string): Subquery; toSQL(): { sql: string; params: unknown[] } };
}

export interface PageQuery<T> {
  /** The database that counts (countAtMost remembers capped counts per database). */
  db: Db;
  /** Sort key -> column; the first entry is not special, `defaultSort` is used when none is given. */
  sortable: Record<string, AnyColumn | SQL>;
  defaultSort: { key: string; order: 'asc' | 'desc' };
  /** Filter key -> condition; return undefined to ignore an empty value. */
  filters: Record<string, (value: FilterValue) => SQL | undefined>;
  /**
   * The matching rows; findPage sorts and pages them. A list of one tenant adds its scope to `where`
   * (scope.where(table, where)), here and in `count`.
   */
  rows(where: SQL | undefined): RowsQuery<T>;
  /** The matching rows to count (`countedRow`), joining only the tables the filters need. */
  count(where: SQL | undefined): CountQuery;
}

export interface PageOptions {
  /** Rows counted at most before the total is reported as 'more than' (tests pass a small one). */
  countCap?: number;
}

/** The condition of the request's filters (unknown keys are a German 400); also for exports of all matches. */
export function filtersWhere(req: Pick<ParsedPagination, 'filters'>, q: Pick<PageQuery<unknown>, 'filters'>) {
  const conditions: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(req.filters)) {
    const filter = Object.hasOwn(q.filters, key) ? q.filters[key] : undefined;
    if (!filter) throw badRequest(`Unbekannter Filter: ${key}`, 'filters');
    if (value === null || value === '') continue;
    conditions.push(filter(value));
  }
  return and(...conditions);
}

export async function findPage<T>(
  req: ParsedPagination,
  q: PageQuery<T>,
  { countCap = TOTAL_COUNT_CAP }: PageOptions = {},
): Promise<Paged<T>> {
  const sort = req.sorts[0] ?? q.defaultSort;
  const column = Object.hasOwn(q.sortable, sort.key) ? q.sortable[sort.key] : undefined;
  if (!column) throw badRequest(`Unbekannte Sortierung: ${sort.key}`, 'sorts');
  const idColumn = q.sortable[q.defaultSort.key];
  const dir = sort.order === 'asc' ? asc : desc;
  // A tie-breaker on the default key keeps pages stable.
  const orderBy = [dir(column), ...(sort.key !== q.defaultSort.key && idColumn ? [dir(idColumn)] : [])];
  const where = filtersWhere(req, q);
  const { page, count: size } = req;
  const offset = (page - 1) * size;
  // The page's rows: at most `limit` of them from `offset` on, in the requested order.
  const rowsOf = (limit: number) =>
    q
      .rows(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);

  if (!req.with_total) {
    // No count (dashboards): one row more than the page tells whether another page follows.
    const rows = await rowsOf(size + 1);
    const more = rows.length > size;
    const data = more ? rows.slice(0, size) : rows;
    // Past the end nothing tells how many rows there are: then they are counted after all.
    if (data.length > 0 || offset === 0) {
      return { data, pagination: { page, count: size, total: offset + data.length, total_exact: !more } };
    }
  }
  // Count up to the cap, or to the end of this page when it lies beyond the cap, so that 'more than
  // total' always means a next page exists; one row more tells whether the count is complete.
  const limit = Math.max(countCap, offset + size);
  const [data, counted] = await Promise.all([rowsOf(size), countAtMost(q.db, q.count(where), limit + 1)]);
  const exact = counted <= limit;
  return { data, pagination: { page, count: size, total: exact ? counted : limit, total_exact: exact } };
}

/** The select list of a counting subquery: the rows matter, not their columns. */
export const countedRow = { one: sql<number>`1`.as('one') };

/**
 * Counts that reached their limit, per database, for CAPPED_COUNT_MS: a big tenant's list is 'more
 * than 10.000' from one request to the next, so its count (reading 10,001 index entries, as long as
 * the page itself) is not repeated on every page turn. Exact counts are never remembered; a list that
 * shrinks below the cap shows 'mehr als …' for at most that long.
 */
const CAPPED_COUNT_MS = 30_000;
const CAPPED_COUNT_ENTRIES = 1_000;
const cappedCounts = new WeakMap<Db, Map<string, number>>();

/** The clock of the capped-count memory (tests move it). */
export const pagingClock = { now: () => Date.now() };

/**
 * How many rows `query` (a select of `countedRow` with its joins and where) yields, but no more than
 * `limit`: select count(*) from (query limit n), which stops reading once n rows are found.
 */
async function countAtMost(db: Db, query: CountQuery, limit: number): Promise<number> {
  const limited = query.limit(limit);
  const { sql: text, params } = limited.toSQL();
  const key = `${text}\u0000${JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`;
  let capped = cappedCounts.get(db);
  const until = capped?.get(key);
  if (until !== undefined && until > pagingClock.now()) return limit;
  const [row] = await db.select({ n: count() }).from(limited.as('matching'));
  const n = row?.n ?? 0;
  if (!capped) {
    capped = new Map();
    cappedCounts.set(db, capped);
  }
  capped.delete(key);
  if (n >= limit) {
    capped.set(key, pagingClock.now() + CAPPED_COUNT_MS);
    // Oldest first out: a Map iterates in insertion order.
    if (capped.size > CAPPED_COUNT_ENTRIES) capped.delete(capped.keys().next().value as string);
  }
  return n;
}

/** The `count` of a PageQuery over one table without joins: its matching rows. */
export const countRowsOf =
  (db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0]) =>
  (where: SQL | undefined): CountQuery =>
    db.select(countedRow).from(table).where(where);

/** Filter helpers for the usual column kinds. */
export const asBool = (v: FilterValue): boolean | undefined =>
  v === true || v === 'true' || v === 1 ? true : v === false || v === 'false' || v === 0 ? false : undefined;

/**
 * Case-insensitive "starts with" on a text column (LIKE wildcards in the value are escaped); written as
 * lower(col) LIKE 'x%' so the lower(...) text_pattern_ops indexes serve it.
 */
/** The words of a free-text search, lower case, each once, the first `max` of them. */
export function searchWords(text: string, max: number): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s,;]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

export const startsWith = (column: AnyColumn) => (v: FilterValue) =>
  sql`lower(${column}) like ${`${String(v)
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`}`;
/** Equality with a boolean column or a never-null boolean expression (e.g. 'paid'). */
export const boolFilter = (column: AnyColumn | SQL) => (v: FilterValue) => {
  const b = asBool(v);
  return b === undefined ? undefined : sql`${column} = ${b}`;
};
/** The id of a filter value, or NaN (decimal digits only: Number('0x10') would be 16, Number(true) 1). */
const idOf = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : Number.NaN;
const isDbId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_DB_ID;
/** An id filter; a value that cannot be an id matches nothing. */
export const idFilter = (column: AnyColumn) => (v: FilterValue) => {
  const id = idOf(v);
  return isDbId(id) ? eq(column, id) : sql`false`;
};
/** Ids from (gte) or up to (lte) the value; a value that cannot be an id matches nothing. */
export const idBoundFilter = (column: AnyColumn, bound: 'gte' | 'lte') => (v: FilterValue) => {
  const id = idOf(v);
  if (!isDbId(id)) return sql`false`;
  return bound === 'gte' ? gte(column, id) : lte(column, id);
};
export const equals = (column: AnyColumn) => (v: FilterValue) => eq(column, String(v));

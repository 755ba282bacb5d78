import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import { FindCardsRequest, FindOrdersRequest } from './dashboard';
import { ApiError, PaginationRequest, paged } from './pagination';

describe('PaginationRequest', () => {
  it('defaults to page 1, 50 per page, no sorts and no filters', () => {
    expect(PaginationRequest.parse({})).toEqual({
      page: 1,
      count: 50,
      sorts: [],
      filters: {},
      with_total: true,
    });
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it('keeps given values', () => {
    const req = {
      page: 3,
      count: 15,
      sorts: [{ key: 'id', order: 'desc' as const }],
      filters: { familyname: 'Muster', validated: true, tenant_id: 7, external_id: null },
      with_total: false,
    };
    expect(PaginationRequest.parse(req)).toEqual(req);
  });

  it('coerces page and count from strings (query strings)', () => {
    expect(PaginationRequest.parse({ page: '2', count: '200' })).toMatchObject({ page: 2, count: 200 });
  });

  it.each(PAGE_SIZE_OPTIONS)('accepts the page size option %i', (count) => {
    expect(PaginationRequest.parse({ count }).count).toBe(count);
  });

  it('caps count at 2000', () => {
    expect(MAX_PAGE_SIZE).toBe(2000);
    expect(PaginationRequest.parse({ count: 2000 }).count).toBe(2000);
    expect(PaginationRequest.safeParse({ count: 2001 }).success).toBe(false);
    expect(PaginationRequest.safeParse({ count: 1_000_000 }).success).toBe(false);
  });

  it.each([0, -1, 1.5, 'abc'])('rejects the count %j', (count) => {
    expect(PaginationRequest.safeParse({ count }).success).toBe(false);
  });

  it.each([0, -1, 2.5, 'x'])('rejects the page %j', (page) => {
    expect(PaginationRequest.safeParse({ page }).success).toBe(false);
  });

  // z.coerce read '0x10' as 16, '1e3' as 1000 and true as 1.
  it.each(['0x10', '1e3', true, ' 2', '2.0', ''])('reads page and count as decimal digits only: %j', (v) => {
    for (const key of ['page', 'count']) {
      const r = PaginationRequest.safeParse({ [key]: v });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Bitte eine Zahl angeben');
    }
  });

  it('refuses control characters in filters and sort keys', () => {
    for (const body of [
      { filters: { familyname: 'a\u0000b' } },
      { sorts: [{ key: 'id\u0000', order: 'asc' }] },
    ]) {
      const r = PaginationRequest.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain('Bitte keine Steuerzeichen verwenden.');
    }
  });

  it('allows one sort only (no multi-sort)', () => {
    const sorts = [
      { key: 'id', order: 'desc' },
      { key: 'familyname', order: 'asc' },
    ];
    expect(PaginationRequest.safeParse({ sorts }).success).toBe(false);
  });

  it('rejects unknown sort orders and overlong sort keys', () => {
    expect(PaginationRequest.safeParse({ sorts: [{ key: 'id', order: 'up' }] }).success).toBe(false);
    expect(PaginationRequest.safeParse({ sorts: [{ key: 'k'.repeat(65), order: 'asc' }] }).success).toBe(
      false,
    );
    expect(PaginationRequest.safeParse({ sorts: [{ key: 'k'.repeat(64), order: 'asc' }] }).success).toBe(
      true,
    );
  });

  it('accepts string, number, boolean and null filter values, and rejects others', () => {
    expect(PaginationRequest.safeParse({ filters: { a: 'x', b: 1, c: false, d: null } }).success).toBe(true);
    expect(PaginationRequest.safeParse({ filters: { a: { nested: 1 } } }).success).toBe(false);
    expect(PaginationRequest.safeParse({ filters: { a: [1, 2] } }).success).toBe(false);
    expect(PaginationRequest.safeParse({ filters: { a: 'x'.repeat(201) } }).success).toBe(false);
    expect(PaginationRequest.safeParse({ filters: { ['k'.repeat(65)]: 'x' } }).success).toBe(false);
  });
});

describe('list requests built on PaginationRequest', () => {
  it.each([
    ['FindCardsRequest', FindCardsRequest],
    ['FindOrdersRequest', FindOrdersRequest],
  ] as const)('%s adds use_archive, default false', (_name, schema) => {
    expect(schema.parse({})).toEqual({
      page: 1,
      count: 50,
      sorts: [],
      filters: {},
      with_total: true,
      use_archive: false,
    });
    expect(schema.parse({ use_archive: true }).use_archive).toBe(true);
    expect(schema.safeParse({ count: 2001 }).success).toBe(false);
  });
});

describe('paged() and ApiError', () => {
  it('describes { data, pagination: { page, count, total, total_exact } }', () => {
    const schema = paged(z.object({ id: z.number() }));
    const body = { data: [{ id: 1 }], pagination: { page: 1, count: 50, total: 1, total_exact: true } };
    expect(schema.parse(body)).toEqual(body);
    expect(schema.safeParse({ data: [{ id: 'x' }], pagination: body.pagination }).success).toBe(false);
    expect(schema.safeParse({ data: [] }).success).toBe(false);
  });

  it('accepts a string or numeric code with a message', () => {
    expect(ApiError.safeParse({ code: 101, message: 'x' }).success).toBe(true);
    expect(ApiError.safeParse({ code: 'NOT_FOUND', message: 'x' }).success).toBe(true);
    expect(ApiError.safeParse({ code: 101 }).success).toBe(false);
  });
});

/**
 * The paging contract's total: exact up to the cap, 'more than' beyond it, and no count at
 * all for dashboards. Small caps stand in for TOTAL_COUNT_CAP so no test needs 10,000 rows.
 */
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { orders as ordersApi } from '@ausweis/shared/contracts/orders';
import { FindCardsRequest, LATEST_ROWS_REQUEST } from '@ausweis/shared/schemas/dashboard';
import { PaginationRequest } from '@ausweis/shared/schemas/pagination';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../db/schema';
import { tenantScope } from '../db/tenant-scope';
import { cardPageQuery } from '../features/cards/cards.service';
import { createCard, createTenantWithStaff, createUser } from '../test/factories';
import { callEndpoint, loginAs } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { findPage, type PageQuery, pagingClock } from './paging';

/**
 * A page query over the numbers 1..n (newest = highest first), counting as the services do. `read`
 * records each page read as (limit, offset), `counted` each count by its limit.
 */
function numbers(n: number) {
  const all = Array.from({ length: n }, (_, i) => n - i);
  const read = vi.fn((limit: number, offset: number) => all.slice(offset, offset + limit));
  const counted = vi.fn((limit: number) => Math.min(n, limit));
  // countAtMost runs select count(*) from (<count query> limit n) on the database: here the
  // subquery is the number itself, and the database hands it back as the count.
  const db = { select: () => ({ from: async (matching: number) => [{ n: matching }] }) };
  const q: PageQuery<number> = {
    db: db as never,
    sortable: { id: {} as never },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {},
    rows: () => ({
      orderBy: () => ({ limit: (limit) => ({ offset: async (offset) => read(limit, offset) }) }),
    }),
    count: () => ({
      limit: (limit) => ({
        as: () => counted(limit) as never,
        toSQL: () => ({ sql: 'numbers', params: [limit] }),
      }),
    }),
  };
  return { ...q, read, counted };
}
const request = (body: object) => PaginationRequest.parse(body);

describe('findPage total', () => {
  it('is exact below the cap', async () => {
    const res = await findPage(request({ count: 3 }), numbers(7), { countCap: 10 });
    expect(res.data).toEqual([7, 6, 5]);
    expect(res.pagination).toEqual({ page: 1, count: 3, total: 7, total_exact: true });
  });

  it('is exact at the cap', async () => {
    const res = await findPage(request({ count: 3 }), numbers(5), { countCap: 5 });
    expect(res.pagination).toMatchObject({ total: 5, total_exact: true });
  });

  it("above the cap says 'more than the cap', counting one row beyond it only", async () => {
    const q = numbers(1000);
    const res = await findPage(request({ count: 3 }), q, { countCap: 5 });
    expect(res.pagination).toEqual({ page: 1, count: 3, total: 5, total_exact: false });
    expect(q.counted).toHaveBeenCalledWith(6);
  });

  it('on a page past the cap counts to the end of that page, so a next page is known', async () => {
    // Rows 7..9 of 1000 with cap 5: more than 9 rows.
    const q = numbers(1000);
    const deep = await findPage(request({ count: 3, page: 3 }), q, { countCap: 5 });
    expect(deep.data).toEqual([994, 993, 992]);
    expect(deep.pagination).toEqual({ page: 3, count: 3, total: 9, total_exact: false });
    // The last page of 11 rows past the cap: exact again.
    const last = await findPage(request({ count: 3, page: 4 }), numbers(11), { countCap: 5 });
    expect(last.pagination).toEqual({ page: 4, count: 3, total: 11, total_exact: true });
  });

  it('uses TOTAL_COUNT_CAP (10,000) unless told otherwise', async () => {
    const res = await findPage(request({}), numbers(20_000));
    expect(res.pagination).toMatchObject({ total: 10_000, total_exact: false });
  });
});

describe('findPage without a total (dashboards)', () => {
  it('does not count; one row more tells that more rows follow', async () => {
    const q = numbers(50);
    const res = await findPage(request({ count: 10, with_total: false }), q);
    expect(q.counted).not.toHaveBeenCalled();
    expect(q.read).toHaveBeenCalledTimes(1);
    expect(q.read).toHaveBeenCalledWith(11, 0);
    expect(res.data).toHaveLength(10);
    expect(res.pagination).toEqual({ page: 1, count: 10, total: 10, total_exact: false });
  });

  it('knows the exact total when the rows end on this page', async () => {
    const q = numbers(4);
    const res = await findPage(request({ count: 10, with_total: false }), q);
    expect(q.counted).not.toHaveBeenCalled();
    expect(res.pagination).toEqual({ page: 1, count: 10, total: 4, total_exact: true });
    const none = await findPage(request({ count: 10, with_total: false }), numbers(0));
    expect(none.pagination).toEqual({ page: 1, count: 10, total: 0, total_exact: true });
  });

  it('counts after all on an empty page past the end', async () => {
    const q = numbers(4);
    const res = await findPage(request({ count: 10, page: 3, with_total: false }), q);
    expect(q.counted).toHaveBeenCalled();
    expect(res.pagination).toEqual({ page: 3, count: 10, total: 4, total_exact: true });
  });

  it('refuses a with_total that is no boolean', () => {
    expect(PaginationRequest.safeParse({ with_total: 'nein' }).success).toBe(false);
    expect(PaginationRequest.parse({}).with_total).toBe(true);
  });
});

describe('the card list on the database with a small cap', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createTenantWithStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    // The factory's card plus 6 more: 7 cards, 5 of them listed by default (online ready, not deleted).
    staff = await createTenantWithStaff(t.db);
    for (let i = 0; i < 6; i++) {
      await createCard(t.db, staff.tenant.id, staff.product.id, {
        online_ready: i < 5,
        is_payed: true,
        status: 'payed',
        is_delete: i === 5,
      });
    }
  });
  afterAll(() => t.close());

  const cards = (body: object, countCap: number) => {
    const req = FindCardsRequest.parse(body);
    return findPage(req, cardPageQuery(t.db, tenantScope(staff.tenant.id), req), { countCap });
  };
  const defaults = { filters: { online_ready: true, is_delete: false, is_payed: true } };

  it('counts exactly below the cap and caps above it', async () => {
    expect((await cards({ count: 2 }, 10)).pagination).toEqual({
      page: 1,
      count: 2,
      total: 7,
      total_exact: true,
    });
    expect((await cards({ count: 2 }, 4)).pagination).toMatchObject({ total: 4, total_exact: false });
    expect((await cards({ ...defaults, count: 2 }, 10)).pagination).toMatchObject({
      total: 5,
      total_exact: true,
    });
    expect((await cards({ ...defaults, count: 2 }, 3)).pagination).toMatchObject({
      total: 3,
      total_exact: false,
    });
  });

  it('remembers a count that hit the cap for 30 s, never an exact one', async () => {
    const other = await createTenantWithStaff(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const card = await createCard(t.db, other.tenant.id, other.product.id, { is_delete: false });
      ids.push(card.id);
    }
    const list = async () => {
      const req = FindCardsRequest.parse({ count: 2, filters: { is_delete: false } });
      return (await findPage(req, cardPageQuery(t.db, tenantScope(other.tenant.id), req), { countCap: 2 }))
        .pagination;
    };
    expect(await list()).toMatchObject({ total: 2, total_exact: false });
    await t.db.update(orders).set({ is_delete: true }).where(inArray(orders.id, ids));
    // Within 30 s the list still reads 'more than 2' without counting again.
    expect(await list()).toMatchObject({ total: 2, total_exact: false });
    const later = Date.now() + 31_000;
    vi.spyOn(pagingClock, 'now').mockReturnValue(later);
    try {
      expect(await list()).toMatchObject({ total: 1, total_exact: true });
      await t.db
        .update(orders)
        .set({ is_delete: false })
        .where(eq(orders.id, ids[0] as number));
      // An exact count is counted again on every request.
      expect(await list()).toMatchObject({ total: 2, total_exact: true });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('counts through the product joins when a product filter asks for them', async () => {
    const code = staff.product.product_short_code;
    const res = await cards({ count: 2, filters: { product_short_code: code } }, 10);
    expect(res.pagination).toMatchObject({ total: 7, total_exact: true });
    const none = await cards({ count: 2, filters: { product_short_code: 'KEINCODE' } }, 10);
    expect(none.pagination).toMatchObject({ total: 0, total_exact: true });
    expect(none.data).toEqual([]);
  });

  it('serves the dashboard request over HTTP without a count', async () => {
    const token = await loginAs(t.app, staff.user.email);
    const res = await callEndpoint(t.app, cardsApi.find, {
      token,
      tenantId: staff.tenant.id,
      body: { ...LATEST_ROWS_REQUEST, count: 3, with_total: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
    expect(res.json().pagination).toEqual({ page: 1, count: 3, total: 3, total_exact: false });
    const full = await callEndpoint(t.app, cardsApi.find, {
      token,
      tenantId: staff.tenant.id,
      body: { count: 50 },
    });
    expect(full.json().pagination).toEqual({ page: 1, count: 50, total: 7, total_exact: true });
  });

  it('the order list counts a tenant exactly, with and without the tenant join', async () => {
    const superAdmin = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, superAdmin.email);
    const find = (filters: object) =>
      callEndpoint(t.app, ordersApi.find, { token, body: { count: 2, filters } });
    const byId = await find({ tenant_id: staff.tenant.id });
    expect(byId.json().pagination).toEqual({ page: 1, count: 2, total: 7, total_exact: true });
    const byCode = await find({ tenant_id: staff.tenant.id, short_code: staff.tenant.short_code });
    expect(byCode.json().pagination).toMatchObject({ total: 7, total_exact: true });
  });
});

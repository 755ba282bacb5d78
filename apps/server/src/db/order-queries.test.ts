/** The paid rule in SQL (isPaidOrder) says what the shared rule (isPaidCard) says, for every flag and status. */
import { isPaidCard } from '@ausweis/shared/card-verdict';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, createTenant, createTenantProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { isPaidOrder } from './order-queries';
import { ORDER_STATUSES, orders } from './schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('isPaidOrder', () => {
  it('counts an order paid exactly when isPaidCard does', async () => {
    const tenant = await createTenant(t.db);
    const product = await createTenantProduct(t.db, tenant.id);
    const ids: number[] = [];
    for (const status of ORDER_STATUSES)
      for (const online_ready of [false, true])
        for (const is_payed of [false, true])
          ids.push((await createCard(t.db, tenant.id, product.id, { status, online_ready, is_payed })).id);
    const rows = await t.db
      .select({
        online_ready: orders.online_ready,
        is_payed: orders.is_payed,
        status: orders.status,
        paid: isPaidOrder(orders),
      })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect([row, row.paid]).toEqual([row, isPaidCard(row)]);
    // Online ready alone is paid, as the card editor shows it.
    expect(rows.find((r) => r.online_ready && !r.is_payed && r.status === 'new')?.paid).toBe(true);
  });
});

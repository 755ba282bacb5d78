/**
 * place_order with the super admin flags (docs/product.md#permissions): is_test and is_payed are honoured only with a valid
 * token of an active super admin (paid through markOrderPaid: status 'payed', online_ready, the access
 * mail once); from the anonymous form, a tenant Admin or an invalid token they are ignored.
 */
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentTransactions, users } from '../../db/schema/index';
import { addMember, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, orderFields, orderWorld, photo, type World } from './ordering.test-support';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
  const sa = await createUser(t.db, { is_super_admin: true });
  superToken = await loginAs(t.app, sa.email);
});
afterAll(() => t.close());

const FLAGS = { is_test: 'true', is_payed: 'true' };

async function post(w: World, over: Record<string, string>, token?: string) {
  const { body, headers } = await multipartBody(orderFields(w, over), {
    image_file: photo('astronaut.png'),
  });
  const res = await callEndpoint(t.app, orderingApi.placeOrder, {
    body,
    headers,
    ...(token ? { token } : {}),
  });
  expect(res.statusCode).toBe(200);
  const out = res.json<PlaceOrderResponse>();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, out.id));
  if (!order) throw new Error('order missing');
  const mails = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, order.email));
  const txs = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.order_id, out.id));
  return { out, order, mails: mails.length, txs: txs.length };
}

describe('place_order: super admin flags', () => {
  it('a super admin marks the order as test and as paid without payment, mailed once', async () => {
    const w = await orderWorld(t.db);
    const r = await post(w, FLAGS, superToken);
    expect(r.out).toMatchObject({ price_to_pay: 0, is_payed: true, show_stripe: false });
    expect(r.out.pay_pal_client_id).toBeNull();
    expect(r.order).toMatchObject({
      is_test: true,
      is_payed: true,
      status: 'payed',
      online_ready: true,
      price: 490,
    });
    expect(r.mails).toBe(1);
    expect(r.txs).toBe(0);
  });

  it('a super admin may set only the test flag; the order stays to be paid', async () => {
    const w = await orderWorld(t.db);
    const r = await post(w, { is_test: 'true', is_payed: 'false', is_hardcopy: 'true' }, superToken);
    expect(r.out).toMatchObject({ price_to_pay: 1190, is_payed: false });
    expect(r.order).toMatchObject({ is_test: true, is_payed: false, status: 'new', online_ready: false });
    expect(r.mails).toBe(0);
  });

  it('a super admin without the flags places an ordinary order', async () => {
    const w = await orderWorld(t.db);
    const r = await post(w, {}, superToken);
    expect(r.out).toMatchObject({ price_to_pay: 490, is_payed: false });
    expect(r.order).toMatchObject({ is_test: false, is_payed: false, status: 'new' });
  });

  it('ignores the flags from the anonymous form', async () => {
    const w = await orderWorld(t.db);
    const r = await post(w, FLAGS);
    expect(r.out).toMatchObject({ price_to_pay: 490, is_payed: false });
    expect(r.order).toMatchObject({ is_test: false, is_payed: false, status: 'new', online_ready: false });
    expect(r.mails).toBe(0);
  });

  it("ignores the flags from a tenant Admin, even of the product's tenant", async () => {
    const w = await orderWorld(t.db);
    const admin = await createUser(t.db);
    await addMember(t.db, admin.id, w.tenant.id, 'Admin');
    const r = await post(w, FLAGS, await loginAs(t.app, admin.email));
    expect(r.out).toMatchObject({ price_to_pay: 490, is_payed: false });
    expect(r.order).toMatchObject({ is_test: false, is_payed: false, status: 'new' });
    expect(r.mails).toBe(0);
  });

  it('ignores the flags with an invalid token, and with a disabled super admin', async () => {
    const w = await orderWorld(t.db);
    const bad = await post(w, FLAGS, 'not-a-valid-token');
    expect(bad.order).toMatchObject({ is_test: false, is_payed: false, status: 'new' });
    const sa = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, sa.email);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, sa.id));
    const r = await post(w, FLAGS, token);
    expect(r.order).toMatchObject({ is_test: false, is_payed: false, status: 'new' });
    expect(r.mails).toBe(0);
  });
});

/** POST /order/card_app_codes: the success page's codes for 'Ausweis-App öffnen', to the order's own secret only. */
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantProducts } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ORDER_NOT_FOUND } from './order-access';
import { paymentOrders, postForm } from './payments.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());
const o = paymentOrders(() => t);

const codes = (orderId: number, secret: string) =>
  callEndpoint(t.app, payments.cardAppCodes, { body: { order_id: orderId, secret } });

/** Pays with the built-in test checkout; returns the checkout reference of the provider's return URL. */
async function pay(orderId: number): Promise<string> {
  const start = await o.createPayment('test', orderId);
  const session = new URL(String(start.headers.location), 'http://x').searchParams.get('session') ?? '';
  await postForm(t, pathOf(payments.testCheckoutAction, { orderId }), { session, action: 'pay' });
  return session;
}

describe('card app codes for the success page', () => {
  it('none while unpaid; once paid the three codes of the smartphone card', async () => {
    const { w, res, row } = await o.newOrder();
    const before = await codes(res.id, res.order_secret);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ codes: null });
    await pay(res.id);
    expect((await codes(res.id, res.order_secret)).json()).toEqual({
      codes: {
        tenant_short_code: w.tenant.short_code,
        product_short_code: w.product.product_short_code,
        online_code: row.online_code,
      },
    });
  });

  it('answers a checkout reference (it travels in a return URL), a wrong secret or another order with 404', async () => {
    const { res } = await o.newOrder();
    const session = await pay(res.id);
    for (const secret of [session, 'x'.repeat(32)]) {
      const refused = await codes(res.id, secret);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(ORDER_NOT_FOUND);
    }
    const other = await o.newOrder();
    expect((await codes(other.res.id, res.order_secret)).statusCode).toBe(404);
    expect((await codes(res.id, '')).statusCode).toBe(400);
  });

  it('none where the product admits only addresses of a domain: the mail proves the address', async () => {
    const { w, res } = await o.newOrder();
    await t.db
      .update(tenantProducts)
      .set({ restrict_email_dns: 'schule.example' })
      .where(eq(tenantProducts.id, w.product.id));
    await pay(res.id);
    expect((await codes(res.id, res.order_secret)).json()).toEqual({ codes: null });
  });

  it('none for a plastic card only', async () => {
    const { res } = await o.newOrder(t, false);
    await pay(res.id);
    expect((await codes(res.id, res.order_secret)).json()).toEqual({ codes: null });
  });
});

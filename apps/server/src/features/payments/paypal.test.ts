/**
 * PayPal (docs/product.md#payments) against a fake PayPal REST server (node:http in this process): token,
 * create order with the server's amount, approve redirect, capture on return exactly once (also after
 * ORDER_ALREADY_CAPTURED and concurrently), wrong amount not paid, cancel, token failure.
 */
import { payments } from '@ausweis/shared/contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentTransactions } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FakePaypal, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } from './payment-fakes.test-support';
import { paymentOrders } from './payments.test-support';
import { centsToValue, valueToCents } from './paypal-provider';

const CLIENT_ID = PAYPAL_CLIENT_ID;
const CLIENT_SECRET = PAYPAL_CLIENT_SECRET;

const fake = new FakePaypal();
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    orderRateLimitPerMinute: 10_000,
    paypalClientId: CLIENT_ID,
    paypalClientSecret: CLIENT_SECRET,
    paypalSandbox: true,
    paypalApiBase: fake.base,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { secretOf, newOrder, createPayment, transactionsOf, mailsTo, payed } = paymentOrders(() => t);

/** create_payment for PayPal; returns the PayPal order id the fake created. */
async function startCheckout(orderId: number) {
  const res = await createPayment('paypal', orderId);
  expect(res.statusCode).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${fake.base}/checkoutnow`);
  const token = location.searchParams.get('token') ?? '';
  expect(fake.orders.has(token)).toBe(true);
  return { res, token };
}

const approve = (token: string) => fake.approve(token);
const capture = (orderId: number, token: string) =>
  callEndpoint(t.app, payments.paypalCapture, { body: { order_id: orderId, token } });

describe('PayPal amounts', () => {
  it('converts cents to PayPal values and back', () => {
    expect(centsToValue(1190)).toBe('11.90');
    expect(centsToValue(5)).toBe('0.05');
    expect(centsToValue(100000)).toBe('1000.00');
    expect(valueToCents('11.90')).toBe(1190);
    expect(valueToCents('11.9')).toBe(1190);
    expect(valueToCents('12')).toBe(1200);
    expect(valueToCents('-1.00')).toBeNull();
    expect(valueToCents('1e3')).toBeNull();
  });
});

describe('PayPal', () => {
  it('offers PayPal on the order page instead of the Testzahlung', async () => {
    const { res } = await newOrder();
    expect(res).toMatchObject({
      pay_pal_client_id: CLIENT_ID,
      use_pay_pal_sandbox: true,
      show_test_payment: false,
    });
  });

  it('gets a token and creates the order for the server amount, then redirects to approve', async () => {
    const { res } = await newOrder();
    const tokensBefore = fake.tokenRequests.length;
    const { res: created, token } = await startCheckout(res.id);
    expect(created.headers['content-security-policy']).toContain(fake.base);
    const request = fake.orders.get(token)?.request;
    expect(request).toMatchObject({ intent: 'CAPTURE' });
    expect(request?.purchase_units).toHaveLength(1);
    expect(request?.purchase_units).toMatchObject([
      {
        reference_id: String(res.id),
        custom_id: String(res.id),
        amount: { currency_code: 'EUR', value: '11.90' },
      },
    ]);
    expect(request?.payment_source).toMatchObject({
      paypal: {
        experience_context: {
          brand_name: 'Ausweisportal',
          locale: 'de-DE',
          return_url: `http://localhost:3000/paypal_success/${res.id}`,
          cancel_url: `http://localhost:3000/paypal_cancel/${res.id}`,
        },
      },
    });
    expect(await transactionsOf(res.id)).toMatchObject([
      { provider: 'paypal', provider_ref: token, amount: 1190, currency: 'EUR', state: 'created' },
    ]);
    // A second click (another tab, the back button) goes to the same PayPal order; the token is cached.
    expect((await startCheckout(res.id)).token).toBe(token);
    expect(await transactionsOf(res.id)).toHaveLength(1);
    expect(fake.tokenRequests.length - tokensBefore).toBeLessThanOrEqual(1);
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
    expect(fake.tokenRequests.some((r) => r.authorization === basic)).toBe(true);
    for (const r of fake.tokenRequests) expect(r.body).toBe('grant_type=client_credentials');
    expect(await payed(res.id)).toMatchObject({ is_payed: false, status: 'open' });
  });

  it('captures on return once: paid, mailed once; a reload changes nothing', async () => {
    const { res, row } = await newOrder();
    const { token } = await startCheckout(res.id);
    // Returning before approval captures nothing and leaves the checkout open.
    expect((await capture(res.id, token)).json()).toMatchObject({ is_payed: false, status: 'open' });
    approve(token);
    const first = await capture(res.id, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ order_id: res.id, is_payed: true, status: 'paid' });
    const again = await capture(res.id, token);
    expect(again.json()).toEqual({ order_id: res.id, is_payed: true, status: 'paid' });

    const captures = fake.captureRequests.filter((c) => c.id === token);
    expect(captures).toHaveLength(2); // the unapproved try and the capture; the reload asks nobody
    expect(new Set(captures.map((c) => c.requestId)).size).toBe(1);
    expect(captures[0]?.requestId).toContain(String(res.id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.id));
    expect(order).toMatchObject({ status: 'payed', is_payed: true, online_ready: true });
    expect(await transactionsOf(res.id)).toMatchObject([
      { state: 'completed', provider_capture_id: `CAP-${token}` },
    ]);
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('an order already captured at PayPal (ORDER_ALREADY_CAPTURED) is paid once, also concurrently', async () => {
    const { res, row } = await newOrder();
    const { token } = await startCheckout(res.id);
    const o = fake.orders.get(token);
    if (o) o.status = 'COMPLETED'; // captured at PayPal, but not yet recorded here
    const results = await Promise.all([capture(res.id, token), capture(res.id, token)]);
    for (const r of results) expect(r.json()).toMatchObject({ is_payed: true, status: 'paid' });
    expect((await capture(res.id, token)).json()).toMatchObject({ is_payed: true });
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'completed' }]);
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('a captured amount that does not match the order does not pay it', async () => {
    const { res, row } = await newOrder();
    const { token } = await startCheckout(res.id);
    approve(token);
    const o = fake.orders.get(token);
    if (o) o.capturedValue = '1.00';
    expect((await capture(res.id, token)).json()).toEqual({
      order_id: res.id,
      is_payed: false,
      status: 'failed',
    });
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'failed' }]);
    expect((await capture(res.id, token)).json()).toMatchObject({ is_payed: false });
    expect(await mailsTo(row.email)).toHaveLength(0);
  });

  it('cancel shows the order cancelled and pays nothing', async () => {
    const { res, row } = await newOrder();
    const { token } = await startCheckout(res.id);
    const cancelled = await callEndpoint(t.app, payments.cancelOrder, {
      params: { provider: 'paypal' },
      body: { order_id: res.id, secret: secretOf(res.id) },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await payed(res.id)).toEqual({ order_id: res.id, is_payed: false, status: 'cancelled' });
    expect(fake.captureRequests.filter((c) => c.id === token)).toHaveLength(0);
    expect(await mailsTo(row.email)).toHaveLength(0);
  });

  it('a checkout approved in another tab: a second click goes to the success page, which captures it', async () => {
    const { res } = await newOrder();
    const { token } = await startCheckout(res.id);
    approve(token);
    const again = await createPayment('paypal', res.id);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/paypal_success/${res.id}?token=${token}`);
    expect((await capture(res.id, token)).json()).toMatchObject({ is_payed: true, status: 'paid' });
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'completed' }]);
  });

  it('a voided PayPal order is not reused: a new checkout replaces it', async () => {
    const { res } = await newOrder();
    const { token } = await startCheckout(res.id);
    const o = fake.orders.get(token);
    if (o) o.status = 'VOIDED';
    const next = await startCheckout(res.id);
    expect(next.token).not.toBe(token);
    expect((await transactionsOf(res.id)).map((x) => [x.provider_ref, x.state])).toEqual([
      [token, 'cancelled'],
      [next.token, 'created'],
    ]);
  });

  it('a second PayPal payment of a paid order is refunded through the capture refund API', async () => {
    const { res, row } = await newOrder();
    const first = await startCheckout(res.id);
    // A second open PayPal order, as a race of two clicks (or an order from before this fix) leaves it.
    const raced = fake.orders.get(first.token);
    if (!raced) throw new Error('fake order missing');
    const copy = { ...raced, id: `${raced.id}R` };
    fake.orders.set(copy.id, copy);
    await t.db.insert(paymentTransactions).values({
      order_id: res.id,
      provider: 'paypal',
      provider_ref: copy.id,
      amount: row.price,
      currency: row.currency,
    });
    approve(first.token);
    approve(copy.id);
    expect((await capture(res.id, first.token)).json()).toMatchObject({ is_payed: true });
    expect((await capture(res.id, copy.id)).json()).toMatchObject({ is_payed: true, status: 'paid' });
    expect((await capture(res.id, copy.id)).json()).toMatchObject({ is_payed: true });
    expect(fake.refundsOf(`CAP-${copy.id}`)).toBe(1);
    expect(fake.refundsOf(`CAP-${first.token}`)).toBe(0);
    const txs = await transactionsOf(res.id);
    expect(txs.map((x) => [x.provider_ref, x.state])).toEqual([
      [first.token, 'completed'],
      [copy.id, 'refunded'],
    ]);
    expect(txs[1]?.details).toMatchObject({ refund_id: `REF-CAP-${copy.id}` });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.id));
    expect(order).toMatchObject({ is_payed: true, paid_amount: row.price });
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('capture refuses bad input and unknown checkouts (German)', async () => {
    const { res } = await newOrder();
    const { token } = await startCheckout(res.id);
    const bad = await capture(res.id, 'x y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Der PayPal-Token ist ungültig.');
    const other = await newOrder();
    const wrongOrder = await capture(other.res.id, token);
    expect(wrongOrder.statusCode).toBe(404);
    expect(wrongOrder.json().message).toBe('Diese Zahlung gibt es nicht.');
    expect(await payed(res.id)).toMatchObject({ is_payed: false });
  });

  it('a token failure answers a German error page and records nothing', async () => {
    const broken = await createTestApp({
      orderRateLimitPerMinute: 10_000,
      paypalClientId: CLIENT_ID,
      paypalClientSecret: 'wrong-secret',
      paypalApiBase: fake.base,
    });
    try {
      const { res } = await newOrder(broken);
      const r = await createPayment('paypal', res.id, broken);
      expect(r.statusCode).toBe(502);
      expect(r.headers['content-type']).toContain('text/html');
      expect(r.body).toContain('Die Zahlung mit PayPal ist gerade nicht möglich.');
      const recorded = broken.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.order_id, res.id));
      expect(await recorded).toHaveLength(0);
      const state = await callEndpoint(broken.app, payments.getOrderPayed, {
        query: { order_id: res.id, secret: secretOf(res.id) },
      });
      expect(state.json()).toMatchObject({ is_payed: false });
    } finally {
      await broken.close();
    }
  });

  it('is unavailable without keys', async () => {
    const plain = await createTestApp({ orderRateLimitPerMinute: 10_000 });
    try {
      const { res } = await newOrder(plain);
      expect(res.pay_pal_client_id).toBeNull();
      const r = await createPayment('paypal', res.id, plain);
      expect(r.statusCode).toBe(404);
      const c = await callEndpoint(plain.app, payments.paypalCapture, {
        body: { order_id: res.id, token: 'PP1' },
      });
      expect(c.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

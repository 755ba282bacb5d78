/**
 * The built-in 'Testzahlung' (docs/product.md#payments): create_payment -> checkout page -> pay / fail /
 * cancel through the shared confirmation path; paid exactly once; refused in production and with keys.
 */
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, paymentTransactions } from '../../db/schema/index';
import { call, callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from '../ordering/ordering.test-support';
import { paymentOrders, postForm } from './payments.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const { secretOf, newOrder, createPayment, transactionsOf, mailsTo, payed } = paymentOrders(() => t);

/** create_payment for the test provider; returns the checkout URL and its session. */
async function startCheckout(orderId: number) {
  const res = await createPayment('test', orderId);
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  expect(location).toMatch(new RegExp(`^/api/order/test/checkout/${orderId}\\?session=[\\w-]+$`));
  return { location, session: new URL(location, 'http://x').searchParams.get('session') ?? '' };
}

const press = (orderId: number, session: string, action: string) =>
  postForm(t, pathOf(payments.testCheckoutAction, { orderId }), { session, action });

describe('Testzahlung', () => {
  it('shows a German checkout page without scripts', async () => {
    const { res } = await newOrder();
    const { location } = await startCheckout(res.id);
    const page = await t.app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Testzahlung');
    expect(page.body).toContain('11,90 €');
    for (const label of ['Bezahlen', 'Zahlung fehlschlagen lassen', 'Abbrechen'])
      expect(page.body).toContain(label);
    expect(page.body).not.toContain('<script');
    const [tx] = await transactionsOf(res.id);
    expect(tx).toMatchObject({ provider: 'test', amount: 1190, currency: 'EUR', state: 'created' });
  });

  it('pay marks the order paid exactly once and mails once, whatever is repeated', async () => {
    const { res, row } = await newOrder();
    expect(await payed(res.id)).toEqual({ order_id: res.id, is_payed: false, status: 'open' });
    const { location, session } = await startCheckout(res.id);
    const first = await press(res.id, session, 'pay');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/test_success/${res.id}?session=${session}`);
    const again = await Promise.all([press(res.id, session, 'pay'), press(res.id, session, 'pay')]);
    for (const r of again) expect(r.headers.location).toBe(`/test_success/${res.id}?session=${session}`);
    // A reload of the checkout page and a second create_payment change nothing either.
    const reload = await t.app.inject({ method: 'GET', url: location });
    expect(reload.body).toContain('Diese Zahlung ist bereits bezahlt.');
    expect(reload.body).not.toContain('value="pay"');
    const second = await createPayment('test', res.id);
    expect(second.headers.location).toBe(`/test_success/${res.id}`);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.id));
    expect(order).toMatchObject({ status: 'payed', is_payed: true, online_ready: true });
    // The report counts what was paid from the order itself.
    expect(order?.paid_amount).toBe(order?.price);
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'completed' }]);
    expect(await mailsTo(row.email)).toHaveLength(1);
    expect(await payed(res.id)).toEqual({ order_id: res.id, is_payed: true, status: 'paid' });
  });

  it('a second create_payment (another tab, the back button) sends the payer to the open checkout', async () => {
    const { res } = await newOrder();
    const a = await startCheckout(res.id);
    const b = await startCheckout(res.id);
    expect(b.session).toBe(a.session);
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'created', provider_ref: a.session }]);
  });

  it('two open checkouts both paid (a race): paid and mailed once, the second refunded and logged', async () => {
    const { res, row } = await newOrder();
    const a = await startCheckout(res.id);
    // A second open checkout as two concurrent clicks (or an order from before this fix) leave it.
    await t.db.insert(paymentTransactions).values({
      order_id: res.id,
      provider: 'test',
      provider_ref: `raced-${res.id}`,
      amount: row.price,
      currency: row.currency,
    });
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      await Promise.all([press(res.id, a.session, 'pay'), press(res.id, `raced-${res.id}`, 'pay')]);
      const refundLog = warn.mock.calls.find((c) => c[1] === 'payment of a paid or deleted order refunded');
      expect(refundLog?.[0]).toMatchObject({ orderId: res.id, provider: 'test', amount: row.price });
      // Ids and amounts only.
      expect(JSON.stringify(refundLog?.[0])).not.toContain(row.email);
      expect(JSON.stringify(refundLog?.[0])).not.toContain(row.familyname);
    } finally {
      warn.mockRestore();
    }
    expect(await mailsTo(row.email)).toHaveLength(1);
    const txs = await transactionsOf(res.id);
    expect(txs.map((x) => x.state).sort()).toEqual(['completed', 'refunded']);
    const refunded = txs.find((x) => x.state === 'refunded');
    expect(refunded?.details).toMatchObject({ refund_id: expect.stringMatching(/^test_refund_/) });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.id));
    expect(order).toMatchObject({ is_payed: true, paid_amount: row.price });
    // Pressing 'pay' again on the refunded checkout changes nothing.
    await press(res.id, refunded?.provider_ref ?? '', 'pay');
    expect((await transactionsOf(res.id)).map((x) => x.state).sort()).toEqual(['completed', 'refunded']);
  });

  it('fail marks the transaction and the order failed; a new attempt can still pay', async () => {
    const { res, row } = await newOrder(t, false);
    const { session } = await startCheckout(res.id);
    const failed = await press(res.id, session, 'fail');
    expect(failed.headers.location).toBe(`/test_success/${res.id}?session=${session}`);
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'failed' }]);
    expect(await payed(res.id)).toMatchObject({ is_payed: false, status: 'failed' });
    expect((await press(res.id, session, 'pay')).headers.location).toBe(
      `/test_success/${res.id}?session=${session}`,
    );
    expect(await payed(res.id)).toMatchObject({ is_payed: false, status: 'failed' });

    const retry = await startCheckout(res.id);
    expect(await payed(res.id)).toMatchObject({ status: 'open' });
    await press(res.id, retry.session, 'pay');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.id));
    expect(order).toMatchObject({ status: 'payed', is_payed: true, online_ready: false });
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('cancel marks the transaction cancelled and returns to the cancel page', async () => {
    const { res, row } = await newOrder();
    const { session } = await startCheckout(res.id);
    const cancelled = await press(res.id, session, 'cancel');
    expect(cancelled.headers.location).toBe(`/test_cancel/${res.id}?session=${session}`);
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'cancelled' }]);
    expect(await payed(res.id)).toMatchObject({ is_payed: false, status: 'cancelled' });
    expect(await mailsTo(row.email)).toHaveLength(0);
  });

  it('cancel_order needs the order secret or the checkout reference; ends that open checkout only', async () => {
    const { res } = await newOrder();
    const { session } = await startCheckout(res.id);
    const cancel = (body: Record<string, unknown>, provider = 'test') =>
      callEndpoint(t.app, payments.cancelOrder, { params: { provider }, body });
    // Strangers: no secret, a wrong one, another order's: nothing changes.
    expect((await cancel({ order_id: res.id })).statusCode).toBe(400);
    const other = await newOrder();
    for (const secret of ['guessed', secretOf(other.res.id)]) {
      const r = await cancel({ order_id: res.id, secret });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Bestellung nicht gefunden.');
    }
    // An unknown id answers the same 404.
    expect(
      (
        await postForm(t, pathOf(payments.cancelOrder, { provider: 'stripe' }), {
          order_id: '2147483000',
          secret: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'created' }]);
    expect(await payed(res.id)).toMatchObject({ status: 'open' });

    // The orderer (with the secret, also as a form post) ends the open checkout.
    const r = await postForm(t, pathOf(payments.cancelOrder, { provider: 'test' }), {
      order_id: String(res.id),
      secret: secretOf(res.id),
    });
    expect(r.json()).toEqual({ ok: true });
    expect(await transactionsOf(res.id)).toMatchObject([{ state: 'cancelled' }]);
    expect(await payed(res.id)).toMatchObject({ status: 'cancelled' });
    expect((await press(res.id, session, 'pay')).headers.location).toBe(
      `/test_cancel/${res.id}?session=${session}`,
    );
    expect(await payed(res.id)).toMatchObject({ is_payed: false });

    // With a checkout reference: only that checkout.
    const next = await startCheckout(res.id);
    expect(next.session).not.toBe(session);
    expect((await cancel({ order_id: res.id, secret: session })).json()).toEqual({ ok: true });
    expect((await transactionsOf(res.id)).find((x) => x.provider_ref === next.session)?.state).toBe(
      'created',
    );
    expect((await cancel({ order_id: res.id, secret: next.session })).json()).toEqual({ ok: true });
    expect((await transactionsOf(res.id)).find((x) => x.provider_ref === next.session)?.state).toBe(
      'cancelled',
    );

    // A paid order stays paid.
    const paying = await startCheckout(res.id);
    await press(res.id, paying.session, 'pay');
    await cancel({ order_id: res.id, secret: secretOf(res.id) });
    expect(await payed(res.id)).toMatchObject({ is_payed: true, status: 'paid' });
    expect((await cancel({ order_id: res.id, secret: secretOf(res.id) }, 'bitcoin')).statusCode).toBe(400);
  });

  it('get_order_payed answers only with the order secret or a checkout reference of the order', async () => {
    const { res } = await newOrder();
    const other = await newOrder();
    const ask = (query: string) => call(t.app, 'GET', `${payments.getOrderPayed.path}?${query}`);
    expect((await ask(`order_id=${res.id}`)).statusCode).toBe(400);
    for (const secret of ['guessed', secretOf(other.res.id)]) {
      const r = await ask(`order_id=${res.id}&secret=${secret}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Bestellung nicht gefunden.');
    }
    expect((await ask(`order_id=${res.id}&secret=${secretOf(res.id)}`)).json()).toEqual({
      order_id: res.id,
      is_payed: false,
      status: 'open',
    });
    const { session } = await startCheckout(res.id);
    expect((await ask(`order_id=${res.id}&secret=${session}`)).json()).toMatchObject({ status: 'open' });
    expect((await ask(`order_id=${other.res.id}&secret=${session}`)).statusCode).toBe(404);
    // Nor can create_payment be started for someone else's order.
    const start = await postForm(t, pathOf(payments.createPayment, { provider: 'test' }), {
      order_id: String(res.id),
      secret: 'guessed',
    });
    expect(start.statusCode).toBe(404);
    const noSecret = await postForm(t, pathOf(payments.createPayment, { provider: 'test' }), {
      order_id: String(res.id),
    });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.headers['content-type']).toContain('text/html');
  });

  it('refuses wrong sessions, unknown orders and bad input with German answers', async () => {
    const { res } = await newOrder();
    const { session } = await startCheckout(res.id);
    const other = await newOrder();
    const wrong = await press(other.res.id, session, 'pay');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Diese Zahlung gibt es nicht.');
    expect((await press(res.id, session, 'steal')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api${pathOf(payments.testCheckout, { orderId: res.id })}`,
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await postForm(t, pathOf(payments.createPayment, { provider: 'test' }), {
      order_id: '2147483000',
      secret: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Bestellung nicht gefunden.');
    const missing = await postForm(t, pathOf(payments.createPayment, { provider: 'test' }), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('text/html');
    const stripe = await createPayment('stripe', res.id);
    expect(stripe.statusCode).toBe(404);
    expect(stripe.body).toContain('Diese Zahlungsart ist nicht verfügbar.');
    const nothing = await callEndpoint(t.app, payments.getOrderPayed, {
      query: { order_id: 2147483000, secret: 'x' },
    });
    expect(nothing.statusCode).toBe(404);
    expect(await payed(res.id)).toMatchObject({ is_payed: false, status: 'open' });
    const txs = await t.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.order_id, res.id), eq(paymentTransactions.state, 'created')));
    expect(txs).toHaveLength(1);
  });
});

describe('Testzahlung is off in production and with provider keys', () => {
  it.each([
    ['production', { production: true }],
    ['Stripe keys', { stripeSecretKey: 'sk_test_x' }],
    ['PayPal keys', { paypalClientId: 'client' }],
  ])('%s: no test button, no test checkout', async (_name, overrides) => {
    const p = await createTestApp({ orderRateLimitPerMinute: 10_000, ...overrides });
    try {
      const w = await orderWorld(p.db);
      const placed = await placeGoodOrder(p, w);
      expect(placed.show_test_payment).toBe(false);
      const res = await postForm(p, pathOf(payments.createPayment, { provider: 'test' }), {
        order_id: String(placed.id),
        secret: placed.order_secret,
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Diese Zahlungsart ist nicht verfügbar.');
      expect(
        await p.db.select().from(paymentTransactions).where(eq(paymentTransactions.order_id, placed.id)),
      ).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('an open test session cannot be paid once the test provider is off', async () => {
    const { res } = await newOrder();
    const { session } = await startCheckout(res.id);
    const p = await createTestApp({ production: true });
    try {
      // The page refuses before it looks at any session.
      const page = await p.app.inject({
        method: 'GET',
        url: `/api${pathOf(payments.testCheckout, { orderId: res.id })}?session=${session}`,
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Diese Zahlungsart ist nicht verfügbar.');
    } finally {
      await p.close();
    }
  });
});

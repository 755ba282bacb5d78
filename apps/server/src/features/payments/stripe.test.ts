/**
 * Stripe Checkout (docs/product.md#payments) against a fake Stripe API (node:http, Stripe's JSON shapes) that
 * the real SDK client talks to via STRIPE_API_BASE; webhooks signed like Stripe signs them. Paid only on
 * Stripe's word, exactly once, whatever the order of webhook and return page.
 */
import { randomBytes } from 'node:crypto';
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, paymentTransactions } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from '../ordering/ordering.test-support';
import { FakeStripe } from './payment-fakes.test-support';
import { paymentOrders, postForm } from './payments.test-support';

const WEBHOOK_SECRET = 'whsec_test_secret';

const fake = new FakeStripe();
const payAtStripe = (id: string) => fake.pay(id);

let t: TestApp;
beforeAll(async () => {
  const base = await fake.start();
  t = await createTestApp({
    orderRateLimitPerMinute: 10_000,
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: base,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function webhook(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: `/api${payments.stripeWebhook.path}`,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const completedEvent = (session: unknown, type = 'checkout.session.completed') => ({
  id: `evt_${randomBytes(8).toString('hex')}`,
  object: 'event',
  type,
  data: { object: session },
});

const { newOrder, createPayment, transactionsOf, mailsTo, payed } = paymentOrders(() => t);

/** create_payment for Stripe; returns the fake session the redirect points at. */
async function startCheckout(orderId: number) {
  const res = await createPayment('stripe', orderId);
  expect(res.statusCode).toBe(303);
  const id = String(res.headers.location).split('/').pop() ?? '';
  const session = fake.sessions.get(id);
  if (!session) throw new Error(`redirect to unknown session: ${res.headers.location}`);
  expect(res.headers.location).toBe(session.url);
  return session;
}

const orderRow = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];

/**
 * An order with two open Stripe sessions, as two server instances starting a checkout at the same
 * moment (or an order from before one checkout per order) leave it: the second is moved over from
 * another order, since create_payment itself reuses the open one.
 */
async function orderWithTwoOpenSessions() {
  const { res: placed, row } = await newOrder();
  const a = await startCheckout(placed.id);
  const other = await newOrder();
  const b = await startCheckout(other.res.id);
  await t.db
    .update(paymentTransactions)
    .set({ order_id: placed.id })
    .where(eq(paymentTransactions.provider_ref, b.id));
  return { placed, row, a, b };
}

describe('Stripe create_payment', () => {
  it('shows the Stripe button (and no Testzahlung) and allows the checkout origin as form action', async () => {
    const { res: placed } = await newOrder();
    expect(placed.show_stripe).toBe(true);
    expect(placed.show_test_payment).toBe(false);
    const res = await createPayment('stripe', placed.id);
    expect(res.headers['content-security-policy']).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect((await createPayment('test', placed.id)).statusCode).toBe(404);
  });

  it('creates a Checkout Session for the order amount and currency and redirects to it', async () => {
    const { res: placed } = await newOrder();
    const before = fake.created.length;
    const session = await startCheckout(placed.id);
    expect(fake.created).toHaveLength(before + 1);
    const { auth, form: sent } = fake.created[before] ?? { auth: '', form: new URLSearchParams() };
    expect(auth).toBe('Bearer sk_test_fake');
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1190',
      'line_items[0][price_data][currency]': 'eur',
      client_reference_id: String(placed.id),
      'metadata[order_id]': String(placed.id),
      success_url: `http://localhost:3000/stripe_success/${placed.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/stripe_cancel/${placed.id}`,
    });
    expect(sent.get('line_items[0][price_data][product_data][name]')).toContain(`Bestellung ${placed.id}`);
    expect(await transactionsOf(placed.id)).toMatchObject([
      { provider: 'stripe', provider_ref: session.id, amount: 1190, currency: 'EUR', state: 'created' },
    ]);
    // Amount from the server's order only: client fields are ignored.
    const tampered = await postForm(t, pathOf(payments.createPayment, { provider: 'stripe' }), {
      order_id: String(placed.id),
      secret: placed.order_secret,
      amount: '1',
      currency: 'usd',
    });
    expect(tampered.statusCode).toBe(303);
    const last = fake.created.at(-1)?.form;
    expect(last?.get('line_items[0][price_data][unit_amount]')).toBe('1190');
    expect(last?.get('line_items[0][price_data][currency]')).toBe('eur');
  });
});

describe('Stripe: one open checkout per order', () => {
  it('a second create_payment goes to the open session instead of a new one', async () => {
    const { res: placed } = await newOrder();
    const before = fake.created.length;
    const a = await startCheckout(placed.id);
    const b = await startCheckout(placed.id);
    expect(b.id).toBe(a.id);
    expect(fake.created).toHaveLength(before + 1);
    expect(await transactionsOf(placed.id)).toHaveLength(1);
  });

  it('two create_payment at the same moment (a double click) open one session', async () => {
    const { res: placed } = await newOrder();
    const before = fake.created.length;
    const [a, b] = await Promise.all([startCheckout(placed.id), startCheckout(placed.id)]);
    expect(b.id).toBe(a.id);
    expect(fake.created).toHaveLength(before + 1);
    expect(await transactionsOf(placed.id)).toHaveLength(1);
  });

  it('an expired session is replaced; a session paid meanwhile leads to the success page', async () => {
    const { res: placed } = await newOrder();
    const a = await startCheckout(placed.id);
    const session = fake.sessions.get(a.id);
    if (session) session.status = 'expired';
    const b = await startCheckout(placed.id);
    expect(b.id).not.toBe(a.id);
    expect((await transactionsOf(placed.id)).map((x) => x.state)).toEqual(['cancelled', 'created']);
    payAtStripe(b.id);
    const again = await createPayment('stripe', placed.id);
    expect(again.headers.location).toBe(`/stripe_success/${placed.id}?session_id=${b.id}`);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: true });
  });

  it('two sessions both paid (a race), webhooks replayed: paid once, the second refunded once', async () => {
    const { placed, row, a, b } = await orderWithTwoOpenSessions();
    const first = completedEvent(payAtStripe(a.id));
    const second = completedEvent(payAtStripe(b.id));
    expect((await webhook(first)).statusCode).toBe(200);
    expect((await webhook(second)).statusCode).toBe(200);
    const replays = await Promise.all([webhook(second), webhook(first), webhook(second), webhook(first)]);
    for (const r of replays) expect(r.statusCode).toBe(200);
    const refunds = fake.refunds.filter((r) => r.payment_intent === `pi_${b.id.slice(8)}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'duplicate' });
    expect(fake.refunds.filter((r) => r.payment_intent === `pi_${a.id.slice(8)}`)).toHaveLength(0);
    const txs = await transactionsOf(placed.id);
    expect(txs.map((x) => [x.provider_ref, x.state])).toEqual([
      [a.id, 'completed'],
      [b.id, 'refunded'],
    ]);
    expect(txs[1]?.details).toMatchObject({ refund_id: refunds[0]?.id });
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: true, paid_amount: row.price });
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('a failed refund records nothing and answers 500, so that Stripe sends the webhook again', async () => {
    const { placed, row, a, b } = await orderWithTwoOpenSessions();
    await webhook(completedEvent(payAtStripe(a.id)));
    const second = completedEvent(payAtStripe(b.id));
    fake.failRefunds = true;
    try {
      expect((await webhook(second)).statusCode).toBe(500);
    } finally {
      fake.failRefunds = false;
    }
    expect((await transactionsOf(placed.id)).map((x) => x.state)).toEqual(['completed', 'created']);
    expect((await webhook(second)).statusCode).toBe(200);
    expect((await transactionsOf(placed.id)).map((x) => x.state)).toEqual(['completed', 'refunded']);
    expect(fake.refunds.filter((r) => r.payment_intent === `pi_${b.id.slice(8)}`)).toHaveLength(1);
    expect(await orderRow(placed.id)).toMatchObject({ paid_amount: row.price });
  });
});

describe('Stripe webhook', () => {
  it('a good signature pays once; a replay does not double-count', async () => {
    const { res: placed, row } = await newOrder();
    const session = payAtStripe((await startCheckout(placed.id)).id);
    const event = completedEvent(session);
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'payed', is_payed: true, online_ready: true });
    const replays = await Promise.all([webhook(event), webhook(event), webhook(completedEvent(session))]);
    for (const r of replays) expect(r.statusCode).toBe(200);
    expect(await transactionsOf(placed.id)).toMatchObject([
      { state: 'completed', provider_capture_id: session.payment_intent },
    ]);
    expect(await mailsTo(row.email)).toHaveLength(1);
    expect(await payed(placed.id)).toEqual({ order_id: placed.id, is_payed: true, status: 'paid' });
  });

  it('a bad or missing signature is 400 and pays nothing', async () => {
    const { res: placed, row } = await newOrder();
    const session = payAtStripe((await startCheckout(placed.id)).id);
    const bad = await webhook(completedEvent(session), 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    const payload = JSON.stringify(completedEvent(session));
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api${payments.stripeWebhook.path}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // A signature over other bytes does not verify either.
    const sig = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.app.inject({
      method: 'POST',
      url: `/api${payments.stripeWebhook.path}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': sig },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(altered.statusCode).toBe(400);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: false });
    expect(await transactionsOf(placed.id)).toMatchObject([{ state: 'created' }]);
    expect(await mailsTo(row.email)).toHaveLength(0);
  });

  it('a wrong amount or currency does not pay', async () => {
    for (const change of [{ amount_total: 100 }, { currency: 'usd' }]) {
      const { res: placed, row } = await newOrder();
      const session = payAtStripe((await startCheckout(placed.id)).id);
      const res = await webhook(completedEvent({ ...session, ...change }));
      expect(res.statusCode).toBe(200);
      expect(await orderRow(placed.id)).toMatchObject({ is_payed: false });
      expect(await transactionsOf(placed.id)).toMatchObject([{ state: 'failed' }]);
      expect(await mailsTo(row.email)).toHaveLength(0);
    }
  });

  it('unpaid sessions, other events and sessions of no order of ours are ignored with 200', async () => {
    const { res: placed } = await newOrder();
    const session = await startCheckout(placed.id);
    expect((await webhook(completedEvent(session))).statusCode).toBe(200); // payment_status unpaid
    expect(
      (await webhook(completedEvent(payAtStripe(session.id), 'payment_intent.created'))).statusCode,
    ).toBe(200);
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      const unknown = completedEvent({ ...payAtStripe(session.id), id: 'cs_test_unknown' });
      expect((await webhook(unknown)).statusCode).toBe(200);
      // Logged with ids only (no e-mail, names or amounts of a stranger's session).
      expect(warn).toHaveBeenCalledWith(
        {
          event: unknown.id,
          type: unknown.type,
          session: 'cs_test_unknown',
          paymentIntent: expect.any(String),
        },
        'Stripe webhook for an unknown checkout session',
      );
    } finally {
      warn.mockRestore();
    }
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: false });
    expect(await transactionsOf(placed.id)).toMatchObject([{ state: 'created' }]);
  });
});

describe('Stripe return page (get_order_payed)', () => {
  it('asks Stripe when the webhook is late: pays once, and the later webhook does not double-count', async () => {
    const { res: placed, row } = await newOrder();
    const session = await startCheckout(placed.id);
    expect(await payed(placed.id)).toMatchObject({ is_payed: false, status: 'open' });
    expect(fake.retrieved).toContain(session.id);
    payAtStripe(session.id);
    const [a, b] = await Promise.all([payed(placed.id), payed(placed.id)]);
    expect(a).toEqual({ order_id: placed.id, is_payed: true, status: 'paid' });
    expect(b).toEqual({ order_id: placed.id, is_payed: true, status: 'paid' });
    const asked = fake.retrieved.length;
    expect(await payed(placed.id)).toMatchObject({ is_payed: true });
    expect(fake.retrieved).toHaveLength(asked); // a paid order does not ask Stripe again
    expect((await webhook(completedEvent(session))).statusCode).toBe(200);
    expect(await transactionsOf(placed.id)).toMatchObject([{ state: 'completed' }]);
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('a Stripe outage leaves the order open (no error for the page)', async () => {
    const { res: placed } = await newOrder();
    payAtStripe((await startCheckout(placed.id)).id);
    fake.failRetrieve = true;
    try {
      const res = await callEndpoint(t.app, payments.getOrderPayed, {
        query: { order_id: placed.id, secret: placed.order_secret },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ is_payed: false, status: 'open' });
    } finally {
      fake.failRetrieve = false;
    }
    expect(await payed(placed.id)).toMatchObject({ is_payed: true, status: 'paid' });
  });
});

describe('Stripe cancel', () => {
  it('cancel (with the order secret) expires the session and shows cancelled; nothing is paid', async () => {
    const { res: placed, row } = await newOrder();
    const session = await startCheckout(placed.id);
    expect(
      (
        await postForm(t, pathOf(payments.cancelOrder, { provider: 'stripe' }), {
          order_id: String(placed.id),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await postForm(t, pathOf(payments.cancelOrder, { provider: 'stripe' }), {
          order_id: String(placed.id),
          secret: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(fake.expired).not.toContain(session.id);
    const res = await postForm(t, pathOf(payments.cancelOrder, { provider: 'stripe' }), {
      order_id: String(placed.id),
      secret: placed.order_secret,
    });
    expect(res.statusCode).toBe(200);
    // The session is expired at Stripe, so it cannot be paid any more.
    expect(fake.expired).toContain(session.id);
    expect(await transactionsOf(placed.id)).toMatchObject([{ provider_ref: session.id, state: 'cancelled' }]);
    expect(await payed(placed.id)).toEqual({ order_id: placed.id, is_payed: false, status: 'cancelled' });
    expect(await mailsTo(row.email)).toHaveLength(0);
  });

  it('a payment Stripe confirms after a cancel still pays (once)', async () => {
    const { res: placed, row } = await newOrder();
    const session = await startCheckout(placed.id);
    await postForm(t, pathOf(payments.cancelOrder, { provider: 'stripe' }), {
      order_id: String(placed.id),
      secret: placed.order_secret,
    });
    await webhook(completedEvent(payAtStripe(session.id)));
    expect(await payed(placed.id)).toMatchObject({ is_payed: true, status: 'paid' });
    expect(await mailsTo(row.email)).toHaveLength(1);
  });
});

describe('Stripe off', () => {
  it('without STRIPE_SECRET_KEY: no button, create_payment and webhook 404', async () => {
    const p = await createTestApp({ orderRateLimitPerMinute: 10_000 });
    try {
      const placed = await placeGoodOrder(p, await orderWorld(p.db));
      expect(placed.show_stripe).toBe(false);
      const res = await p.app.inject({
        method: 'POST',
        url: `/api${pathOf(payments.createPayment, { provider: 'stripe' })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `order_id=${placed.id}&secret=${placed.order_secret}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).not.toContain('stripe');
      const hook = await p.app.inject({
        method: 'POST',
        url: `/api${payments.stripeWebhook.path}`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await p.close();
    }
  });
});

/**
 * Stripe Checkout (issue 4 'Payments') against a fake Stripe API (node:http, Stripe's JSON shapes) that
 * the real SDK client talks to via STRIPE_API_BASE; webhooks signed like Stripe signs them. Paid only on
 * Stripe's word, exactly once, whatever the order of webhook and return page.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, cancelOrderPath, createPaymentPath } from '@ausweis/shared/api-paths';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentTransactions } from '../../db/schema/index';
import { call } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from '../ordering/ordering.test-support';

const WEBHOOK_SECRET = 'whsec_test_secret';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  mode: 'payment';
}

/** The fake Stripe API: creates and returns Checkout Sessions, records what it received. */
const fake = {
  server: null as Server | null,
  sessions: new Map<string, FakeSession>(),
  created: [] as { auth: string | undefined; form: URLSearchParams }[],
  retrieved: [] as string[],
  failRetrieve: false,
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

async function startFake(): Promise<string> {
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(json));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      fake.created.push({ auth: req.headers.authorization, form });
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_id: form.get('metadata[order_id]') ?? '' },
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        mode: 'payment',
      };
      fake.sessions.set(id, session);
      return send(200, session);
    }
    const m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m?.[1]) {
      fake.retrieved.push(m[1]);
      if (fake.failRetrieve) return send(500, { error: { type: 'api_error', message: 'down' } });
      const s = fake.sessions.get(m[1]);
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      return send(200, s);
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.server = server;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stripe paid the session (as after the hosted checkout). */
function payAtStripe(id: string) {
  const s = fake.sessions.get(id);
  if (!s) throw new Error('no such fake session');
  s.status = 'complete';
  s.payment_status = 'paid';
  s.payment_intent = `pi_${id.slice(8)}`;
  return s;
}

let t: TestApp;
beforeAll(async () => {
  const base = await startFake();
  t = await createTestApp({
    orderRateLimitPerMinute: 10_000,
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: base,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server?.close(resolve));
});

const form = (url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

function webhook(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: `/api${API.ordering.stripeWebhook}`,
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

async function newOrder() {
  const w = await orderWorld(t.db);
  const placed = await placeGoodOrder(t, w, { is_online: 'true', is_hardcopy: 'true' });
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
  if (!row) throw new Error('order missing');
  return { placed, row };
}

/** create_payment for Stripe; returns the fake session the redirect points at. */
async function startCheckout(orderId: number) {
  const res = await form(createPaymentPath('stripe'), { order_id: String(orderId) });
  expect(res.statusCode).toBe(303);
  const id = String(res.headers.location).split('/').pop() ?? '';
  const session = fake.sessions.get(id);
  if (!session) throw new Error(`redirect to unknown session: ${res.headers.location}`);
  expect(res.headers.location).toBe(session.url);
  return session;
}

const transactionsOf = (orderId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.order_id, orderId));
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const payed = async (orderId: number) =>
  (await call(t.app, 'GET', `${API.ordering.getOrderPayed}?order_id=${orderId}`)).json();
const orderRow = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('Stripe create_payment', () => {
  it('shows the Stripe button (and no Testzahlung) and allows the checkout origin as form action', async () => {
    const { placed } = await newOrder();
    expect(placed.show_stripe).toBe(true);
    expect(placed.show_test_payment).toBe(false);
    const res = await form(createPaymentPath('stripe'), { order_id: String(placed.id) });
    expect(res.headers['content-security-policy']).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect((await form(createPaymentPath('test'), { order_id: String(placed.id) })).statusCode).toBe(404);
  });

  it('creates a Checkout Session for the order amount and currency and redirects to it', async () => {
    const { placed } = await newOrder();
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
    const tampered = await form(createPaymentPath('stripe'), {
      order_id: String(placed.id),
      amount: '1',
      currency: 'usd',
    });
    expect(tampered.statusCode).toBe(303);
    const last = fake.created.at(-1)?.form;
    expect(last?.get('line_items[0][price_data][unit_amount]')).toBe('1190');
    expect(last?.get('line_items[0][price_data][currency]')).toBe('eur');
  });
});

describe('Stripe webhook', () => {
  it('a good signature pays once; a replay does not double-count', async () => {
    const { placed, row } = await newOrder();
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
    const { placed, row } = await newOrder();
    const session = payAtStripe((await startCheckout(placed.id)).id);
    const bad = await webhook(completedEvent(session), 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    const payload = JSON.stringify(completedEvent(session));
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api${API.ordering.stripeWebhook}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // A signature over other bytes does not verify either.
    const sig = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.app.inject({
      method: 'POST',
      url: `/api${API.ordering.stripeWebhook}`,
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
      const { placed, row } = await newOrder();
      const session = payAtStripe((await startCheckout(placed.id)).id);
      const res = await webhook(completedEvent({ ...session, ...change }));
      expect(res.statusCode).toBe(200);
      expect(await orderRow(placed.id)).toMatchObject({ is_payed: false });
      expect(await transactionsOf(placed.id)).toMatchObject([{ state: 'failed' }]);
      expect(await mailsTo(row.email)).toHaveLength(0);
    }
  });

  it('unpaid sessions, other events and sessions of no order of ours are ignored with 200', async () => {
    const { placed } = await newOrder();
    const session = await startCheckout(placed.id);
    expect((await webhook(completedEvent(session))).statusCode).toBe(200); // payment_status unpaid
    expect(
      (await webhook(completedEvent(payAtStripe(session.id), 'payment_intent.created'))).statusCode,
    ).toBe(200);
    expect((await webhook(completedEvent({ ...session, id: 'cs_test_unknown' }))).statusCode).toBe(200);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: false });
    expect(await transactionsOf(placed.id)).toMatchObject([{ state: 'created' }]);
  });
});

describe('Stripe return page (get_order_payed)', () => {
  it('asks Stripe when the webhook is late: pays once, and the later webhook does not double-count', async () => {
    const { placed, row } = await newOrder();
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
    const { placed } = await newOrder();
    payAtStripe((await startCheckout(placed.id)).id);
    fake.failRetrieve = true;
    try {
      const res = await call(t.app, 'GET', `${API.ordering.getOrderPayed}?order_id=${placed.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ is_payed: false, status: 'open' });
    } finally {
      fake.failRetrieve = false;
    }
    expect(await payed(placed.id)).toMatchObject({ is_payed: true, status: 'paid' });
  });
});

describe('Stripe cancel', () => {
  it('cancel shows cancelled on the unpaid order; nothing is paid', async () => {
    const { placed, row } = await newOrder();
    await startCheckout(placed.id);
    const res = await form(cancelOrderPath('stripe'), { order_id: String(placed.id) });
    expect(res.statusCode).toBe(200);
    expect(await payed(placed.id)).toEqual({ order_id: placed.id, is_payed: false, status: 'cancelled' });
    expect(await mailsTo(row.email)).toHaveLength(0);
  });

  it('a payment Stripe confirms after a cancel still pays (once)', async () => {
    const { placed, row } = await newOrder();
    const session = await startCheckout(placed.id);
    await form(cancelOrderPath('stripe'), { order_id: String(placed.id) });
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
        url: `/api${createPaymentPath('stripe')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `order_id=${placed.id}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).not.toContain('stripe');
      const hook = await p.app.inject({
        method: 'POST',
        url: `/api${API.ordering.stripeWebhook}`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await p.close();
    }
  });
});

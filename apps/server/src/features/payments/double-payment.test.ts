/**
 * One order, two providers (docs/product.md#payments): Stripe and PayPal configured together against their local
 * fakes. Opening a checkout at one provider ends the open one at the other; a payment that still
 * completes for a paid order is refunded through the provider's refund API, once, whatever is replayed.
 */
import { randomBytes } from 'node:crypto';
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentTransactions } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from '../ordering/ordering.test-support';
import { FakePaypal, FakeStripe, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET } from './payment-fakes.test-support';

const WEBHOOK_SECRET = 'whsec_double';
const stripe = new FakeStripe();
const paypal = new FakePaypal();
let t: TestApp;

beforeAll(async () => {
  await Promise.all([stripe.start(), paypal.start()]);
  t = await createTestApp({
    orderRateLimitPerMinute: 10_000,
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: stripe.base,
    paypalClientId: PAYPAL_CLIENT_ID,
    paypalClientSecret: PAYPAL_CLIENT_SECRET,
    paypalApiBase: paypal.base,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

async function newOrder() {
  const placed = await placeGoodOrder(t, await orderWorld(t.db), { is_online: 'true', is_hardcopy: 'true' });
  const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
  if (!row) throw new Error('order missing');
  return { placed, row };
}

type Placed = Awaited<ReturnType<typeof newOrder>>['placed'];

const createPayment = (provider: 'stripe' | 'paypal', placed: Placed) =>
  t.app.inject({
    method: 'POST',
    url: `/api${pathOf(payments.createPayment, { provider })}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ order_id: String(placed.id), secret: placed.order_secret }).toString(),
  });

async function stripeCheckout(placed: Placed) {
  const res = await createPayment('stripe', placed);
  expect(res.statusCode).toBe(303);
  return String(res.headers.location).split('/').pop() ?? '';
}

async function paypalCheckout(placed: Placed) {
  const res = await createPayment('paypal', placed);
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location)).searchParams.get('token') ?? '';
}

function webhook(session: unknown) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: `/api${payments.stripeWebhook.path}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const capture = (orderId: number, token: string) =>
  callEndpoint(t.app, payments.paypalCapture, { body: { order_id: orderId, token } });
const states = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.order_id, orderId))
      .orderBy(paymentTransactions.id)
  ).map((x) => [x.provider, x.state]);
const orderRow = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

/**
 * An order open at Stripe and at PayPal: the second checkout could not expire the first (Stripe
 * refused), so the payer can pay both, in two tabs.
 */
async function orderOpenAtBothProviders() {
  const { placed, row } = await newOrder();
  const session = await stripeCheckout(placed);
  stripe.failExpire = true;
  try {
    const token = await paypalCheckout(placed);
    return { placed, row, session, token };
  } finally {
    stripe.failExpire = false;
  }
}

describe('one order, Stripe and PayPal', () => {
  it('PayPal after Stripe expires the Stripe session; only PayPal can pay', async () => {
    const { placed } = await newOrder();
    const session = await stripeCheckout(placed);
    const token = await paypalCheckout(placed);
    expect(stripe.expired).toContain(session);
    expect(await states(placed.id)).toEqual([
      ['stripe', 'cancelled'],
      ['paypal', 'created'],
    ]);
    paypal.approve(token);
    expect((await capture(placed.id, token)).json()).toMatchObject({ is_payed: true });
  });

  it('Stripe after an approved PayPal order: PayPal is never captured, Stripe pays', async () => {
    const { placed, row } = await newOrder();
    const token = await paypalCheckout(placed);
    paypal.approve(token);
    const session = await stripeCheckout(placed);
    // Back from PayPal in the first tab: our transaction is cancelled, so nothing is captured.
    expect((await capture(placed.id, token)).json()).toMatchObject({ is_payed: false });
    expect(paypal.captureRequests.filter((c) => c.id === token)).toHaveLength(0);
    expect((await webhook(stripe.pay(session))).statusCode).toBe(200);
    expect(await states(placed.id)).toEqual([
      ['paypal', 'cancelled'],
      ['stripe', 'completed'],
    ]);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: true, paid_amount: row.price });
  });

  it('a Stripe session paid before PayPal is chosen: no PayPal checkout, the order is paid by Stripe', async () => {
    const { placed } = await newOrder();
    const session = await stripeCheckout(placed);
    stripe.pay(session); // paid at Stripe, the webhook not here yet
    const res = await createPayment('paypal', placed);
    expect(res.headers.location).toBe(`/paypal_success/${placed.id}`);
    expect(await states(placed.id)).toEqual([['stripe', 'completed']]);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: true });
  });

  it('both paid (Stripe could not expire the session), webhooks replayed: paid once, PayPal refunded once', async () => {
    const { placed, row, session, token } = await orderOpenAtBothProviders();
    // The payer still pays the Stripe session in the first tab, and PayPal in the second.
    const paid = stripe.pay(session);
    expect((await webhook(paid)).statusCode).toBe(200);
    paypal.approve(token);
    expect((await capture(placed.id, token)).json()).toMatchObject({ is_payed: true, status: 'paid' });
    // Replays of everything change nothing more.
    const replays = await Promise.all([webhook(paid), capture(placed.id, token), webhook(paid)]);
    for (const r of replays) expect(r.statusCode).toBe(200);
    expect((await capture(placed.id, token)).statusCode).toBe(200);

    expect(await states(placed.id)).toEqual([
      ['stripe', 'completed'],
      ['paypal', 'refunded'],
    ]);
    expect(paypal.refundsOf(`CAP-${token}`)).toBe(1);
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(0);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: true, paid_amount: row.price });
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('both paid the other way round: the Stripe payment is refunded through refunds.create', async () => {
    const { placed, row, session, token } = await orderOpenAtBothProviders();
    paypal.approve(token);
    expect((await capture(placed.id, token)).json()).toMatchObject({ is_payed: true });
    const paid = stripe.pay(session);
    for (let i = 0; i < 3; i++) expect((await webhook(paid)).statusCode).toBe(200);
    expect(await states(placed.id)).toEqual([
      ['stripe', 'refunded'],
      ['paypal', 'completed'],
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect(paypal.refundsOf(`CAP-${token}`)).toBe(0);
    expect(await orderRow(placed.id)).toMatchObject({ is_payed: true, paid_amount: row.price });
  });
});

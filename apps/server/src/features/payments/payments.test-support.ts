/**
 * Test support for the payment tests: orders placed as the order page places them, the forms its
 * payment buttons post, and what a payment left behind (transactions, mails, the paid answer).
 */
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { eq } from 'drizzle-orm';
import { mailOutbox, orders, paymentTransactions } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from '../ordering/ordering.test-support';

/** Posts a form to the API as the order page's payment buttons do (urlencoded, no JSON). */
export const postForm = (t: TestApp, url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/**
 * The orders of one payment test file. `app` gives the file's app (it is made in beforeAll, so it is
 * asked for on use); each order's secret from place_order is kept, as the order page keeps it.
 */
export function paymentOrders(app: () => TestApp) {
  const secrets = new Map<number, string>();
  const secretOf = (orderId: number) => secrets.get(orderId) ?? 'unknown-secret';
  return {
    secretOf,

    /** A good order with a printed card (and online unless `online` is false), and its stored row. */
    async newOrder(t = app(), online = true) {
      const w = await orderWorld(t.db);
      const res = await placeGoodOrder(t, w, { is_online: String(online), is_hardcopy: 'true' });
      secrets.set(res.id, res.order_secret);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.id));
      if (!row) throw new Error('order missing');
      return { w, res, row };
    },

    /** The order page's pay button: create_payment at `provider` with the order and its secret. */
    createPayment: (provider: string, orderId: number, t = app()) =>
      postForm(t, pathOf(payments.createPayment, { provider }), {
        order_id: String(orderId),
        secret: secretOf(orderId),
      }),

    transactionsOf: (orderId: number) =>
      app().db.select().from(paymentTransactions).where(eq(paymentTransactions.order_id, orderId)),

    mailsTo: (email: string) => app().db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)),

    /** The order page's question whether the order is paid, with the order's secret. */
    payed: async (orderId: number) =>
      (
        await callEndpoint(app().app, payments.getOrderPayed, {
          query: { order_id: orderId, secret: secretOf(orderId) },
        })
      ).json(),
  };
}

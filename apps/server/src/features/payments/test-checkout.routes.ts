/**
 * The built-in 'Testzahlung' checkout page: GET shows the order's amount with 'Bezahlen', 'Zahlung
 * fehlschlagen lassen' and 'Abbrechen'; the buttons post back, and the outcome goes through the same
 * confirmation path as a real provider (confirm.ts). Only the unguessable session of a still open
 * transaction acts; anything else just leads to the result page again.
 */
import { MAX_DB_ID } from '@ausweis/shared/constants';
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { formatMoney } from '@ausweis/shared/format';
import { paymentResultPath } from '@ausweis/shared/schemas/ordering';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { baseProducts, orders, paymentTransactions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { route } from '../../http/endpoints';
import { completePayment, endPayment, TRANSACTION_NOT_FOUND } from './confirm';
import { errorPage, escapeHtml, htmlPage } from './html-page';
import { PROVIDER_UNAVAILABLE, testPaymentEnabled } from './providers';

const ACTIONS = ['pay', 'fail', 'cancel'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * Relative result routes (the web app is served from the same origin as this page), with the session
 * as the checkout reference that lets the result page ask for the paid state, as Stripe and PayPal do.
 */
const resultUrl = (state: string, orderId: number, session: string) =>
  `${paymentResultPath('test', state === 'cancelled' ? 'cancel' : 'success', orderId)}?session=${encodeURIComponent(session)}`;

async function findSession(ctx: AppContext, rawOrderId: string, session: unknown) {
  if (!testPaymentEnabled(ctx.config)) throw new AppError(404, 'PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE);
  const orderId = Number(rawOrderId);
  const ok = /^\d+$/.test(rawOrderId) && orderId >= 1 && orderId <= MAX_DB_ID;
  if (!ok || typeof session !== 'string' || session.length === 0 || session.length > 100)
    throw notFound(TRANSACTION_NOT_FOUND);
  // Across tenants: the test provider's session names the checkout, whichever tenant its order is of.
  const [row] = await fromOrdersWithProduct(ctx.db, orders, {
    state: paymentTransactions.state,
    amount: paymentTransactions.amount,
    currency: paymentTransactions.currency,
    order_id: paymentTransactions.order_id,
    product_type: baseProducts.product_type,
  })
    .innerJoin(paymentTransactions, eq(paymentTransactions.order_id, orders.id))
    .where(
      and(
        eq(paymentTransactions.provider, 'test'),
        eq(paymentTransactions.provider_ref, session),
        eq(paymentTransactions.order_id, orderId),
      ),
    );
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return { ...row, session };
}

type Session = Awaited<ReturnType<typeof findSession>>;

function checkoutPage(s: Session): string {
  const summary = `<dl><dt>Bestellung</dt><dd>Nr. ${s.order_id} · ${escapeHtml(s.product_type)}</dd>
<dt>Betrag</dt><dd class="amount">${escapeHtml(formatMoney(s.amount, s.currency))}</dd></dl>`;
  if (s.state !== 'created') {
    const done =
      s.state === 'completed' ? 'bereits bezahlt' : s.state === 'failed' ? 'fehlgeschlagen' : 'abgebrochen';
    return htmlPage(
      'Testzahlung',
      `${summary}<p>Diese Zahlung ist ${done}.</p>
<a class="button primary" href="${escapeHtml(resultUrl(s.state, s.order_id, s.session))}">Weiter</a>`,
    );
  }
  return htmlPage(
    'Testzahlung',
    `<p class="note">Dies ist eine Testzahlung: Es wird kein echtes Geld bewegt. Sie steht nur zur Verfügung, solange kein Zahlungsanbieter eingerichtet ist.</p>
${summary}
<form method="post" action="/api${pathOf(payments.testCheckoutAction, { orderId: s.order_id })}">
<input type="hidden" name="session" value="${escapeHtml(s.session)}">
<button type="submit" name="action" value="pay" class="primary">Bezahlen</button>
<button type="submit" name="action" value="fail" class="danger">Zahlung fehlschlagen lassen</button>
<button type="submit" name="action" value="cancel">Abbrechen</button>
</form>`,
  );
}

/** Sends an AppError as a German HTML page (the browser navigated here). */
export async function asHtml(reply: FastifyReply, run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return reply.status(err.status).type('text/html; charset=utf-8').send(errorPage(err.message));
  }
}

async function act(ctx: AppContext, s: Session, action: Action): Promise<string> {
  // Only an open transaction acts; a repeated post or a reload just shows the outcome again.
  if (s.state !== 'created') return resultUrl(s.state, s.order_id, s.session);
  if (action === 'pay') {
    const r = await completePayment(ctx, 'test', s.session, { amount: s.amount, currency: s.currency });
    return resultUrl(r.kind === 'mismatch' ? 'failed' : 'completed', s.order_id, s.session);
  }
  const state = action === 'fail' ? 'failed' : 'cancelled';
  await endPayment(ctx, 'test', s.session, state);
  return resultUrl(state, s.order_id, s.session);
}

/** The page and its form post; neither validates by schema, so every mistake answers an HTML page. */
export const testCheckoutRoutes = (ctx: AppContext) => [
  route(payments.testCheckout, ({ req, reply }) =>
    asHtml(reply, async () => {
      const query = req.query as { session?: unknown } | undefined;
      const s = await findSession(ctx, req.params.orderId, query?.session);
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(checkoutPage(s));
    }),
  ),
  route(payments.testCheckoutAction, ({ req, reply }) =>
    asHtml(reply, async () => {
      const body = req.body as Record<string, unknown> | undefined;
      const s = await findSession(ctx, req.params.orderId, body?.session);
      const action = body?.action;
      if (!ACTIONS.includes(action as Action)) throw new AppError(400, 'VALIDATION', 'Unbekannte Aktion.');
      return reply.redirect(await act(ctx, s, action as Action), 303);
    }),
  ),
];

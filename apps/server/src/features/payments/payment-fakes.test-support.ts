/**
 * Local fake Stripe and PayPal REST servers (node:http, the providers' JSON shapes) that the real
 * client code talks to through STRIPE_API_BASE / PAYPAL_API_BASE: checkouts, payment, expiry and refunds.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const readBody = async (req: IncomingMessage) => {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
};

abstract class FakeServer {
  readonly server: Server = createServer((req, res) => void this.dispatch(req, res));
  base = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    this.handle(req, body, (status, b) => json(res, status, b));
  }

  protected abstract handle(
    req: IncomingMessage,
    body: string,
    send: (status: number, body: unknown) => void,
  ): void;
}

// ---------------------------------------------------------------------------------------------------
// Stripe

export interface FakeSession {
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

export interface FakeRefund {
  id: string;
  payment_intent: string;
  reason: string | null;
  idempotencyKey: string | undefined;
}

/** Checkout Sessions (create, retrieve, expire) and refunds, recording what it received. */
export class FakeStripe extends FakeServer {
  sessions = new Map<string, FakeSession>();
  created: { auth: string | undefined; form: URLSearchParams }[] = [];
  retrieved: string[] = [];
  expired: string[] = [];
  refunds: FakeRefund[] = [];
  failRetrieve = false;
  failRefunds = false;
  failExpire = false;

  /** Stripe paid the session (as after the hosted checkout). */
  pay(id: string) {
    const s = this.sessions.get(id);
    if (!s) throw new Error('no such fake session');
    s.status = 'complete';
    s.payment_status = 'paid';
    s.payment_intent = `pi_${id.slice(8)}`;
    return s;
  }

  protected handle(req: IncomingMessage, body: string, send: (status: number, body: unknown) => void) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const invalid = (message: string, code?: string) =>
      send(400, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      this.created.push({ auth: req.headers.authorization, form });
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
      this.sessions.set(id, session);
      return send(200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'] as string | undefined;
      const seen = key ? this.refunds.find((r) => r.idempotencyKey === key) : undefined;
      if (this.failRefunds) return send(500, { error: { type: 'api_error', message: 'down' } });
      const refund = seen ?? {
        id: `re_${randomBytes(8).toString('hex')}`,
        payment_intent: form.get('payment_intent') ?? '',
        reason: form.get('reason'),
        idempotencyKey: key,
      };
      const paid = [...this.sessions.values()].find((s) => s.payment_intent === refund.payment_intent);
      if (!paid) return invalid('No such payment_intent', 'resource_missing');
      if (!seen) {
        if (this.refunds.some((r) => r.payment_intent === refund.payment_intent))
          return invalid('Charge has already been refunded.', 'charge_already_refunded');
        this.refunds.push(refund);
      }
      return send(200, {
        id: refund.id,
        object: 'refund',
        amount: paid.amount_total,
        currency: paid.currency,
        payment_intent: refund.payment_intent,
        status: 'succeeded',
      });
    }
    const m = /^\/v1\/checkout\/sessions\/(\w+)(\/expire)?$/.exec(url.pathname);
    const s = m?.[1] ? this.sessions.get(m[1]) : undefined;
    if (req.method === 'GET' && m?.[1] && !m[2]) {
      this.retrieved.push(m[1]);
      if (this.failRetrieve) return send(500, { error: { type: 'api_error', message: 'down' } });
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      return send(200, s);
    }
    if (req.method === 'POST' && m?.[2]) {
      if (this.failExpire) return send(500, { error: { type: 'api_error', message: 'down' } });
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (s.status !== 'open')
        return invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
      s.status = 'expired';
      this.expired.push(s.id);
      return send(200, s);
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  }
}

// ---------------------------------------------------------------------------------------------------
// PayPal

export const PAYPAL_CLIENT_ID = 'fake-client-id';
export const PAYPAL_CLIENT_SECRET = 'fake-client-secret';

export interface FakePaypalOrder {
  id: string;
  request: Record<string, unknown>;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  /** Overrides the captured amount (a PayPal answer that does not match the order). */
  capturedValue?: string;
}

/** A minimal PayPal Orders v2 REST server with capture refunds. */
export class FakePaypal extends FakeServer {
  tokenRequests: { authorization: string; body: string }[] = [];
  captureRequests: { id: string; requestId: string | undefined }[] = [];
  refundRequests: { captureId: string; requestId: string | undefined }[] = [];
  orders = new Map<string, FakePaypalOrder>();
  private seq = 0;
  private tokens = new Set<string>();
  private refunded = new Map<string, string>();

  approve(token: string) {
    const o = this.orders.get(token);
    if (o) o.status = 'APPROVED';
  }

  private representation(o: FakePaypalOrder) {
    const unit = (o.request.purchase_units as Record<string, unknown>[])[0] ?? {};
    const amount = unit.amount as { currency_code: string; value: string };
    return {
      id: o.id,
      status: o.status,
      links: [
        { href: `${this.base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        ...(o.status === 'PAYER_ACTION_REQUIRED'
          ? [{ href: `${this.base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
          : []),
      ],
      purchase_units: [
        {
          reference_id: unit.reference_id,
          custom_id: unit.custom_id,
          amount,
          ...(o.status === 'COMPLETED'
            ? {
                payments: {
                  captures: [
                    {
                      id: `CAP-${o.id}`,
                      status: 'COMPLETED',
                      amount: { currency_code: amount.currency_code, value: o.capturedValue ?? amount.value },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
    };
  }

  protected handle(req: IncomingMessage, body: string, send: (status: number, body: unknown) => void) {
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/v1/oauth2/token') {
      const authorization = req.headers.authorization ?? '';
      this.tokenRequests.push({ authorization, body });
      const good = `Basic ${Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
      if (authorization !== good || body !== 'grant_type=client_credentials')
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      const token = `A21-${++this.seq}`;
      this.tokens.add(token);
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (!this.tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, '')))
      return send(401, { error: 'invalid_token' });
    if (req.method === 'POST' && url === '/v2/checkout/orders') {
      const id = `PP${Date.now()}X${++this.seq}`;
      const order: FakePaypalOrder = { id, request: JSON.parse(body), status: 'PAYER_ACTION_REQUIRED' };
      this.orders.set(id, order);
      return send(200, this.representation(order));
    }
    const refund = /^\/v2\/payments\/captures\/([\w-]+)\/refund$/.exec(url);
    if (req.method === 'POST' && refund?.[1]) {
      const captureId = refund[1];
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      this.refundRequests.push({ captureId, requestId });
      const captured = [...this.orders.values()].some(
        (o) => o.status === 'COMPLETED' && `CAP-${o.id}` === captureId,
      );
      if (!captured)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      const done = this.refunded.get(captureId);
      if (done && done !== requestId)
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
      this.refunded.set(captureId, requestId ?? '');
      return send(201, { id: `REF-${captureId}`, status: 'COMPLETED' });
    }
    const m = /^\/v2\/checkout\/orders\/([\w-]+)(\/capture)?$/.exec(url);
    const order = m?.[1] ? this.orders.get(m[1]) : undefined;
    if (!m || !order)
      return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (req.method === 'GET' && !m[2]) return send(200, this.representation(order));
    if (req.method === 'POST' && m[2]) {
      this.captureRequests.push({ id: order.id, requestId: req.headers['paypal-request-id'] as string });
      if (order.status === 'COMPLETED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      if (order.status !== 'APPROVED')
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      order.status = 'COMPLETED';
      return send(201, this.representation(order));
    }
    return send(405, {});
  }

  /** Refunds the fake saw for this capture (distinct request ids: distinct refunds). */
  refundsOf(captureId: string) {
    return new Set(this.refundRequests.filter((r) => r.captureId === captureId).map((r) => r.requestId)).size;
  }
}

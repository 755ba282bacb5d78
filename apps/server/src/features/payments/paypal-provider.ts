/**
 * PayPal Orders v2 over REST with plain fetch (issue 4 'Payments'): an OAuth token (client
 * credentials, cached until shortly before it expires), an order for the server's amount and currency,
 * the 303 to PayPal's approve page, and the capture when the payer returns to /paypal_success/{orderId}
 * (?token={paypalOrderId}); the web page posts that token to POST /api/order/paypal/capture
 * (paypal.routes.ts). The capture is idempotent: a PayPal-Request-Id derived from the order, and
 * ORDER_ALREADY_CAPTURED answered by reading the order. This module only talks to PayPal (no database),
 * so providers.ts can import it without a cycle.
 */
import { createHash } from 'node:crypto';
import { paymentResultPath } from '@ausweis/shared/schemas/ordering';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import type { PaymentProviderImpl } from './providers';

export const PAYPAL_LIVE_API = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';
const BRAND_NAME = 'Ausweisportal';
const TIMEOUT_MS = 15_000;

export const PAYPAL_UNAVAILABLE =
  'Die Zahlung mit PayPal ist gerade nicht möglich. Bitte versuchen Sie es später erneut.';
const paypalError = () => new AppError(502, 'PAYPAL_UNAVAILABLE', PAYPAL_UNAVAILABLE);

export const paypalEnabled = (config: Config) => Boolean(config.paypalClientId && config.paypalClientSecret);

export const paypalApiBase = (config: Config) =>
  config.paypalApiBase || (config.paypalSandbox ? PAYPAL_SANDBOX_API : PAYPAL_LIVE_API);

/** Origins the browser is redirected to after the create_payment form post (CSP form-action). */
export function paypalCheckoutOrigins(config: Config): string[] {
  if (!paypalEnabled(config)) return [];
  const origins = [config.paypalSandbox ? 'https://www.sandbox.paypal.com' : 'https://www.paypal.com'];
  if (config.paypalApiBase) origins.push(new URL(config.paypalApiBase).origin);
  return origins;
}

// ---------------------------------------------------------------------------------------------------
// REST client

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

const cacheKey = (config: Config) =>
  createHash('sha256')
    .update(`${paypalApiBase(config)}\n${config.paypalClientId}\n${config.paypalClientSecret}`)
    .digest('hex');

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw paypalError();
  }
}

async function accessToken(config: Config): Promise<string> {
  const key = cacheKey(config);
  const cached = tokenCache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const basic = Buffer.from(`${config.paypalClientId}:${config.paypalClientSecret}`).toString('base64');
  const res = await send(`${paypalApiBase(config)}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await res.json().catch(() => null)) as {
    access_token?: unknown;
    expires_in?: unknown;
  } | null;
  if (!res.ok || typeof body?.access_token !== 'string') throw paypalError();
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
  // Renew a minute early so that no call starts with a token about to expire.
  tokenCache.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

interface ApiResult {
  status: number;
  body: unknown;
}

async function api(
  config: Config,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult> {
  const token = await accessToken(config);
  const res = await send(`${paypalApiBase(config)}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401) tokenCache.delete(cacheKey(config));
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Cents as PayPal's decimal string ('11.90'). */
export function centsToValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string as cents, or null when it is not a plain amount. */
export function valueToCents(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const PaypalLink = z.object({ href: z.string(), rel: z.string() });
/** Enough of a read order to resume its checkout. */
const PaypalStatus = z.object({ status: z.string(), links: z.array(PaypalLink).default([]) });
const PaypalCreated = z.object({ id: z.string().min(1), links: z.array(PaypalLink).default([]) });
const PaypalOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        payments: z
          .object({
            captures: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  amount: z.object({ currency_code: z.string(), value: z.string() }),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
type PaypalOrder = z.infer<typeof PaypalOrder>;

const issueOf = (body: unknown): string | null => {
  const details = (body as { details?: { issue?: unknown }[] } | null)?.details;
  const issue = Array.isArray(details) ? details[0]?.issue : null;
  return typeof issue === 'string' ? issue : null;
};

// ---------------------------------------------------------------------------------------------------
// Provider

export const paypalProvider: PaymentProviderImpl = {
  name: 'paypal',
  enabled: paypalEnabled,
  async createCheckout(ctx, order) {
    const publicUrl = ctx.config.publicUrl;
    const res = await api(ctx.config, 'POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: String(order.id),
          custom_id: String(order.id),
          description: order.description.slice(0, 127),
          amount: { currency_code: order.currency.toUpperCase(), value: centsToValue(order.amount) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: BRAND_NAME,
            locale: 'de-DE',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: `${publicUrl}${paymentResultPath('paypal', 'success', order.id)}`,
            cancel_url: `${publicUrl}${paymentResultPath('paypal', 'cancel', order.id)}`,
          },
        },
      },
    });
    const created = PaypalCreated.safeParse(res.body);
    if (res.status >= 300 || !created.success) throw paypalError();
    const link = created.data.links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!link || !/^https?:\/\//.test(link.href)) throw paypalError();
    return { providerRef: created.data.id, redirectUrl: link.href };
  },
  async resumeCheckout(ctx, checkout) {
    const read = await api(
      ctx.config,
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(checkout.providerRef)}`,
    );
    if (read.status === 404) return { kind: 'gone' };
    const order = PaypalStatus.safeParse(read.body);
    if (read.status !== 200 || !order.success) throw paypalError();
    const { status, links } = order.data;
    // Approved or captured in another tab: the success page captures it (once) and shows the outcome.
    if (status === 'APPROVED' || status === 'COMPLETED') {
      const result = paymentResultPath('paypal', 'success', checkout.orderId);
      return { kind: 'redirect', url: `${result}?token=${encodeURIComponent(checkout.providerRef)}` };
    }
    if (status !== 'CREATED' && status !== 'PAYER_ACTION_REQUIRED' && status !== 'SAVED')
      return { kind: 'gone' };
    const link = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
    const url = checkout.checkoutUrl ?? link;
    return url && /^https?:\/\//.test(url) ? { kind: 'redirect', url } : { kind: 'gone' };
  },
};

/**
 * Refunds a capture in full (POST /v2/payments/captures/{id}/refund). The request id is the
 * transaction's, so a repeat answers the first refund; a capture refunded already counts as done.
 * Returns the refund id.
 */
export async function refundAtPaypal(config: Config, captureId: string, transactionId: number) {
  const res = await api(
    config,
    'POST',
    `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
    { note_to_payer: 'Doppelte Zahlung: Die Bestellung war bereits bezahlt.' },
    { 'PayPal-Request-Id': `ausweis-refund-${transactionId}`, Prefer: 'return=representation' },
  );
  const id = (res.body as { id?: unknown } | null)?.id;
  if ((res.status === 200 || res.status === 201) && typeof id === 'string') return id;
  if (res.status === 422 && issueOf(res.body) === 'CAPTURE_FULLY_REFUNDED') return 'already_refunded';
  throw paypalError();
}

export type CaptureOutcome =
  | { kind: 'completed'; amount: number; currency: string; captureId: string }
  | { kind: 'pending' }
  | { kind: 'failed'; reason: string };

function outcomeOf(order: PaypalOrder, orderId: number): CaptureOutcome {
  const unit = order.purchase_units[0];
  const ref = unit?.reference_id ?? unit?.custom_id;
  if (!unit || ref !== String(orderId)) return { kind: 'failed', reason: 'reference_mismatch' };
  const capture = unit.payments?.captures?.[0];
  if (order.status !== 'COMPLETED' || !capture) return { kind: 'pending' };
  if (capture.status === 'PENDING') return { kind: 'pending' };
  if (capture.status !== 'COMPLETED') return { kind: 'failed', reason: `capture_${capture.status}` };
  const amount = valueToCents(capture.amount.value);
  if (amount === null) return { kind: 'failed', reason: 'bad_amount' };
  return { kind: 'completed', amount, currency: capture.amount.currency_code, captureId: capture.id };
}

/** Captures the PayPal order (or reads it when it is captured already). */
export async function captureAtPaypal(config: Config, paypalOrderId: string, orderId: number) {
  const id = encodeURIComponent(paypalOrderId);
  const res = await api(
    config,
    'POST',
    `/v2/checkout/orders/${id}/capture`,
    {},
    {
      // The same order and PayPal order always send the same key: PayPal answers a repeat with the
      // first result instead of capturing again.
      'PayPal-Request-Id': `ausweis-${orderId}-capture-${paypalOrderId}`.slice(0, 108),
      Prefer: 'return=representation',
    },
  );
  if (res.status === 200 || res.status === 201) {
    const order = PaypalOrder.safeParse(res.body);
    if (!order.success) throw paypalError();
    return outcomeOf(order.data, orderId);
  }
  const issue = res.status === 422 ? issueOf(res.body) : null;
  if (issue === 'ORDER_ALREADY_CAPTURED') {
    const read = await api(config, 'GET', `/v2/checkout/orders/${id}`);
    const order = PaypalOrder.safeParse(read.body);
    if (read.status !== 200 || !order.success) throw paypalError();
    return outcomeOf(order.data, orderId);
  }
  if (issue === 'INSTRUMENT_DECLINED') return { kind: 'failed', reason: issue } as const;
  // Not approved (yet): leave the checkout open; the payer may still approve and return.
  if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')
    return { kind: 'pending' } as const;
  throw paypalError();
}

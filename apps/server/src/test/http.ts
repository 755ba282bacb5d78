/** Small helpers to talk HTTP to the in-process app. */

import { setTimeout as delay } from 'node:timers/promises';
import { TENANT_HEADER } from '@ausweis/shared/constants';
import { type Endpoint, pathOf } from '@ausweis/shared/endpoint';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { stepAt, TOTP_PERIOD_SECONDS, totpCodeAt } from '../features/auth/second-factor/totp-codes';
import { TEST_PASSWORD, TEST_TOTP_SECRET } from './factories';

export interface CallOptions {
  token?: string;
  tenantId?: number;
  body?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.tenantId !== undefined) headers[TENANT_HEADER] = String(opts.tenantId);
  return app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body } : {}),
  });
}

export interface EndpointCallOptions extends CallOptions {
  /** The `{name}` parameters of the contract's path. */
  params?: Record<string, string | number>;
  /** The query string (GET, DELETE). */
  query?: Record<string, string | number | boolean>;
}

/** Calls a contract: its method, its path (parameters filled in), the query appended. */
export function callEndpoint(app: FastifyInstance, endpoint: Endpoint, opts: EndpointCallOptions = {}) {
  const { params, query, ...rest } = opts;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return call(app, endpoint.method, `${pathOf(endpoint, params)}${search ? `?${search}` : ''}`, rest);
}

/** The last step whose code a test sign-in used, per account: the server takes each step once. */
const lastSteps = new Map<string, number>();

/** The time left in the current step below which the step before it is no longer offered. */
const MARGIN_MS = 8_000;

/**
 * A code of `secret` the account has not used yet: the earliest unused step of now-1, now, now+1; only
 * when all three are used, it waits for the next step. now-1 leaves the server's window at the end of
 * the current step, so it is offered only while a margin of that step remains (a loaded machine).
 */
export async function nextTotpCode(account: string, secret = TEST_TOTP_SECRET): Promise<string> {
  for (;;) {
    const now = Date.now();
    const periodMs = TOTP_PERIOD_SECONDS * 1000;
    const earliest = periodMs - (now % periodMs) > MARGIN_MS ? stepAt(now) - 1 : stepAt(now);
    const step = Math.max(earliest, (lastSteps.get(account) ?? Number.NEGATIVE_INFINITY) + 1);
    if (step <= stepAt(now) + 1) {
      lastSteps.set(account, step);
      return totpCodeAt(secret, step);
    }
    await delay(TOTP_PERIOD_SECONDS * 1000 - (now % (TOTP_PERIOD_SECONDS * 1000)) + 5);
  }
}

/**
 * The session answer a login answer leads to: the answer itself, or, when the second-factor rule asks
 * for a second step, the one the step with the account's next one-time code of `secret` answers (sent
 * with the same `headers`, as the same browser would).
 */
export async function sessionAnswerOf<T = { token: string; refresh_token: string }>(
  app: FastifyInstance,
  res: LightMyRequestResponse,
  email: string,
  { secret = TEST_TOTP_SECRET, headers = {} }: { secret?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token?: string; second_factor?: { ticket: string; methods: string[] } }>();
  if (body.token) return body as T;
  if (!body.second_factor?.methods.includes('totp'))
    throw new Error(`login of ${email} needs a step a test cannot take: ${res.body}`);
  const step = await call(app, 'POST', '/anon/auth/second_step', {
    body: { ticket: body.second_factor.ticket, code: await nextTotpCode(email, secret) },
    headers,
  });
  if (step.statusCode !== 200) throw new Error(`second step failed: ${step.statusCode} ${step.body}`);
  return step.json<T>();
}

/** The session token a login answer leads to (see sessionAnswerOf). */
export async function sessionTokenOf(
  app: FastifyInstance,
  res: LightMyRequestResponse,
  email: string,
  secret = TEST_TOTP_SECRET,
): Promise<string> {
  return (await sessionAnswerOf(app, res, email, { secret })).token;
}

/** Signs in as the account (a factory super admin passes the second step with its one-time code). */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await call(app, 'POST', '/anon/auth/login', { body: { email, password } });
  return sessionTokenOf(app, res, email);
}

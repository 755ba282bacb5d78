/** Small helpers to talk HTTP to the in-process app. */
import { TENANT_HEADER } from '@ausweis/shared/constants';
import { type Endpoint, pathOf } from '@ausweis/shared/endpoint';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_PASSWORD } from './factories';

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

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await call(app, 'POST', '/anon/auth/login', { body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

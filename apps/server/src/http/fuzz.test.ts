/**
 * Every registered route gets the fuzz cases (NUL and control characters in every
 * string field, the wrong body types, hex/exponent/boolean ids, oversized multipart forms), as a super
 * admin with a tenant and anonymously. No answer may be a 5xx, and every JSON error message is German and
 * says what is wrong: 'Bitte einen Wert angeben' only for a missing value, not for one of the wrong kind
 * that was sent; dates in JSON bodies and query strings as YYYY-MM-DD, not TT.MM.JJJJ.
 */
import { TENANT_HEADER } from '@ausweis/shared/constants';
import { CARD_UPDATE_FIELD_NAMES } from '@ausweis/shared/schemas/card-edit';
import { ProductUpsertRequest } from '@ausweis/shared/schemas/products';
import { TenantUpsertRequest } from '@ausweis/shared/schemas/tenants';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createUser } from '../test/factories';
import { loginAs } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';

interface Route {
  method: string;
  url: string;
  keys: { body: string[]; querystring: string[] };
  hasBody: boolean;
}

const NUL = 'a\u0000b';
const CONTROL = 'x\u0001\u001f\u007f\ty';
const IDS: unknown[] = ['0x10', '1e3', true];
const ID_KEY = /(^id$|_id$|^page$|^count$)/;
const ID_LIST_KEY = /_ids$/;
const DATE_KEY = /(^date_|birthday|_valid_(from|to)$)/;
/** Text fields that paged lists filter on (unknown filter keys are refused before the database). */
const FILTER_KEYS = ['familyname', 'forname', 'email', 'name', 'city', 'short_code', 'product_short_code'];
/** zod's and Fastify's English defaults. */
const ENGLISH =
  /Invalid|expected|received|Required|Too (big|small)|Unrecognized|must (be|have|NOT)|should|Body cannot|Unsupported|Unexpected|reach \w+ limit|request file too large|is not/;

/** The keys of an object schema, looking through defaults, optionals and pipes (preprocess). */
function shapeKeys(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 5) return [];
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
  if (s.shape) return Object.keys(s.shape);
  const def = s._zod?.def;
  if (!def) return [];
  return shapeKeys(def.innerType ?? def.in ?? def.schema, depth + 1);
}

/** Every multipart text field any form of the app reads (the forms' own names). */
const MULTIPART_FIELDS = [
  ...new Set([
    ...shapeKeys(TenantUpsertRequest),
    ...shapeKeys(ProductUpsertRequest),
    ...CARD_UPDATE_FIELD_NAMES,
    'tenant_product_id',
    'tenant_short_code',
    'product_short_code',
    'student_city',
    'student_street',
    'field1',
    'field2',
    'field3',
    'student_sign',
    'type',
  ]),
];

function multipart(fields: [string, string][], files: [string, Buffer][] = []) {
  const boundary = 'FuzzBoundary7MA4YWxkTrZu0gW';
  const parts = [
    ...fields.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...files.map(
      ([name, bytes]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${bytes.toString('latin1')}\r\n`,
    ),
  ];
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'latin1'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const routes: Route[] = [];
let t: TestApp;
let token = '';
let tenantId = 0;

beforeAll(async () => {
  // An isolated PGlite database: the sweep runs destructive routes with made-up input.
  t = await createTestApp({}, [], {
    isolated: true,
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
        routes.push({
          method,
          url: route.url,
          keys: { body: shapeKeys(schema.body), querystring: shapeKeys(schema.querystring) },
          hasBody: method !== 'GET' && method !== 'DELETE',
        });
      }
    },
  });
  const staff = await createTenantWithStaff(t.db);
  tenantId = staff.tenant.id;
  token = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
}, 120_000);
afterAll(() => t?.close());

/** The requests of the sweep for one route; `deep` adds the per-field cases. */
function cases(route: Route, deep: boolean): InjectOptions[] {
  const out: InjectOptions[] = [];
  const params = route.url.match(/:\w+/g) ?? [];
  const urls = params.length
    ? ['%00', '0x10', '1e3', 'a%01b'].map((v) => route.url.replace(/:\w+/g, v))
    : [route.url];
  const url = urls[0] ?? route.url;
  const json = (payload: string): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });
  const withQuery = (query: Record<string, unknown>): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
  });
  const withBody = (body: unknown) => json(JSON.stringify(body));
  for (const u of urls) out.push({ method: route.method as InjectOptions['method'], url: u });

  if (route.hasBody) {
    for (const payload of ['"text"', '[1,2]', '42', 'null', 'true', '{', ''])
      out.push(payload === '' ? { method: route.method as InjectOptions['method'], url } : json(payload));
  }
  const keys = route.hasBody ? route.keys.body : route.keys.querystring;
  const send = route.hasBody ? withBody : withQuery;
  out.push(send(Object.fromEntries(keys.map((k) => [k, NUL]))));
  out.push(withQuery({ order_id: '0x10', id: NUL }));
  if (!deep) return out;

  for (const key of keys) {
    out.push(send({ [key]: NUL }), send({ [key]: CONTROL }));
    // A value of the wrong kind, and a German date where the API takes YYYY-MM-DD.
    if (route.hasBody) out.push(send({ [key]: 42 }), send({ [key]: { x: 1 } }));
    if (DATE_KEY.test(key)) out.push(send({ [key]: '31.12.2026' }));
    if (ID_KEY.test(key)) for (const v of IDS) out.push(send({ [key]: v }));
    if (ID_LIST_KEY.test(key)) out.push(send({ [key]: ['0x10'] }), send({ [key]: [true] }));
  }
  if (keys.includes('filters')) {
    for (const f of FILTER_KEYS) out.push(send({ filters: { [f]: NUL } }));
    out.push(send({ filters: { id: '0x10' } }), send({ sorts: [{ key: NUL, order: 'asc' }] }));
  }
  if (route.method === 'POST' && route.keys.body.length === 0) {
    // Multipart forms (and every other POST without a JSON schema).
    const nulFields = multipart(MULTIPART_FIELDS.map((f) => [f, NUL]));
    const tooManyFields = multipart(Array.from({ length: 250 }, (_, i) => [`f${i}`, 'x']));
    const tooManyFiles = multipart(
      [],
      Array.from({ length: 6 }, (_, i) => [`file${i}`, Buffer.from('\x89PNG\r\n\x1a\n')]),
    );
    const products = multipart([['products', `[{"product_id":"0x10","max_years_valid":"${NUL}"}]`]]);
    for (const form of [nulFields, tooManyFields, tooManyFiles, products])
      out.push({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      });
  }
  return out;
}

/** The JSON body or query values a request sent (multipart and raw payloads: none). */
function sentValues(req: InjectOptions): Record<string, unknown> {
  const isJson = String(req.headers?.['content-type'] ?? '').includes('json');
  if (isJson && typeof req.payload === 'string') {
    try {
      const body = JSON.parse(req.payload) as unknown;
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  const query = String(req.url ?? '').split('?')[1];
  return query ? Object.fromEntries(new URLSearchParams(query)) : {};
}

function problem(res: LightMyRequestResponse, req: InjectOptions): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400 || !String(res.headers['content-type'] ?? '').includes('json')) return null;
  const { message, field } = res.json() as { message?: unknown; field?: unknown };
  if (typeof message !== 'string' || message === '') return `${res.statusCode} without a message`;
  if (ENGLISH.test(message)) return `${res.statusCode} English: ${message}`;
  const sent = typeof field === 'string' ? sentValues(req)[field] : undefined;
  // 'Bitte einen Wert angeben' is for a missing value, not for one that was sent in the wrong kind.
  if (message === MESSAGES.required && sent !== undefined && sent !== null && sent !== '')
    return `${res.statusCode} '${message}' for the sent ${field}: ${JSON.stringify(sent)}`;
  // JSON bodies and query strings take dates as YYYY-MM-DD.
  if (message.includes('TT.MM.JJJJ') && !String(req.headers?.['content-type'] ?? '').includes('multipart'))
    return `${res.statusCode} asks for TT.MM.JJJJ (${String(field)})`;
  return null;
}

describe('the input fuzz sweep over every route', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((r) => r.url === '/api/a/sad/tenants/upsert')).toBe(true);
  });

  it('answers no 5xx and only German messages', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const isPublic = /^\/api\/(anon|order|jslog)(\/|$)/.test(route.url);
      const asUser = { authorization: `Bearer ${token}`, [TENANT_HEADER]: String(tenantId) };
      const runs: [string, Record<string, string>, boolean][] = [
        ['super admin', asUser, true],
        ['anonymous', {}, isPublic],
      ];
      for (const [who, headers, deep] of runs) {
        for (const req of cases(route, deep)) {
          const res = await t.app.inject({ ...req, headers: { ...req.headers, ...headers } });
          sent++;
          const p = problem(res, req);
          if (p) failures.push(`${who} ${req.method} ${String(req.url).slice(0, 120)}: ${p}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 180_000);
});

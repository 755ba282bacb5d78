/**
 * NUL and control characters, loose ids, wrong body types, database data errors
 * and multipart limits answer German 4xx (on PGlite and, with TEST_DATABASE_URL, on PostgreSQL).
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { cards, cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { diagnostics } from '@ausweis/shared/contracts/diagnostics';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { ZOD_DE } from '@ausweis/shared/validation/zod-de';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantWithStaff, createUser } from '../test/factories';
import { call, callEndpoint, loginAs } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { DATA_ERROR_MESSAGES, dataExceptionCode } from './error-handler';
import type { FeatureRoutes } from './families';
import { MULTIPART_ERRORS } from './multipart';

// Values the database itself refuses (SQLSTATE class 22), sent past any schema.
const probes: FeatureRoutes = {
  anon(app, ctx) {
    app.post('/api/anon/probe-db', async (req) => {
      const { kind } = req.body as { kind: string };
      if (kind === 'nul') await ctx.db.execute(sql`select ${'a\u0000b'}::text as v`);
      if (kind === 'text-as-int') await ctx.db.execute(sql`select ${'abc'}::int as v`);
      if (kind === 'out-of-range') await ctx.db.execute(sql`select ${'99999999999'}::int as v`);
      if (kind === 'bad-date') await ctx.db.execute(sql`select ${'2026-02-31'}::date as v`);
      if (kind === 'nul-json') await ctx.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb as v`);
      return { ok: true };
    });
  },
};

let t: TestApp;
let staff: Awaited<ReturnType<typeof createTenantWithStaff>>;
let superToken = '';
let adminToken = '';
const hex = (n: number) => `0x${n.toString(16)}`;

beforeAll(async () => {
  t = await createTestApp({}, [probes]);
  staff = await createTenantWithStaff(t.db);
  superToken = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  adminToken = await loginAs(t.app, staff.admin.email);
});
afterAll(() => t.close());

describe('database data errors', () => {
  it.each([
    ['nul', DATA_ERROR_MESSAGES.characters],
    ['text-as-int', DATA_ERROR_MESSAGES.other],
    ['out-of-range', DATA_ERROR_MESSAGES.other],
    ['bad-date', DATA_ERROR_MESSAGES.other],
    ['nul-json', DATA_ERROR_MESSAGES.characters],
  ])('%s is a German 400, never a 500', async (kind, message) => {
    const res = await call(t.app, 'POST', '/anon/probe-db', { body: { kind } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_VALUE', message });
  });

  it('finds the SQLSTATE through drizzle-like wrappers, and only class 22', () => {
    expect(dataExceptionCode({ message: 'x', cause: { code: '22021' } })).toBe('22021');
    expect(dataExceptionCode(Object.assign(new Error('x'), { code: '22P02' }))).toBe('22P02');
    expect(dataExceptionCode({ cause: { code: '23505' } })).toBeNull();
    expect(dataExceptionCode({ code: 'ECONNREFUSED' })).toBeNull();
    expect(dataExceptionCode(null)).toBeNull();
  });
});

describe('NUL and control characters', () => {
  it.each([
    ['a text filter', { filters: { familyname: 'Mu\u0000ster' } }],
    ['a sort key', { sorts: [{ key: 'id\u0000', order: 'asc' }] }],
  ])('%s is refused with the German message', async (_label, body) => {
    const res = await callEndpoint(t.app, cardsApi.find, {
      token: adminToken,
      tenantId: staff.tenant.id,
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.controlChars);
  });

  it.each(['max\u0000@test.example', 'max\u0007@test.example', 'max@test.example\u007F'])(
    'a login with %j is a 400',
    async (email) => {
      const res = await callEndpoint(t.app, auth.login, { body: { email, password: 'Passwort-123' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.controlChars);
    },
  );

  it('a client error log keeps the report without the control characters', async () => {
    const res = await callEndpoint(t.app, diagnostics.jslog, {
      body: {
        url: '/a\u0000b',
        message: 'Fehler\u0000\u0001',
        stack: 'at x\n  at y',
        params: { 'k\u0000': 'v\u0000' },
      },
    });
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe('ids are decimal digits only', () => {
  it.each([(id: number) => hex(id), (id: number) => `${id}e0`, () => 'true', (id: number) => ` ${id}`])(
    'card details with order_id=%s is a 400',
    async (form) => {
      const res = await call(
        t.app,
        'GET',
        `${cardsApi.details.path}?order_id=${encodeURIComponent(form(staff.card.id))}`,
        { token: adminToken, tenantId: staff.tenant.id },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.number);
    },
  );

  it('a hex id deletes nothing', async () => {
    const res = await callEndpoint(t.app, cards.delete, {
      token: adminToken,
      tenantId: staff.tenant.id,
      query: { order_id: hex(staff.card.id) },
    });
    expect(res.statusCode).toBe(400);
    const details = await callEndpoint(t.app, cardsApi.details, {
      query: { order_id: staff.card.id },
      token: adminToken,
      tenantId: staff.tenant.id,
    });
    expect(details.json().delete_at ?? null).toBeNull();
  });

  it('JSON ids: a boolean or a hex string is refused, a number is fine', async () => {
    for (const order_ids of [[true], [hex(staff.card.id)], ['1e3']]) {
      const res = await callEndpoint(t.app, cards.validate, {
        token: adminToken,
        tenantId: staff.tenant.id,
        body: { order_ids },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.number);
    }
  });

  it('page and count read decimal digits only', async () => {
    for (const body of [{ page: '0x2' }, { count: '1e1' }, { page: true }]) {
      const res = await callEndpoint(t.app, cardsApi.find, {
        token: adminToken,
        tenantId: staff.tenant.id,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.number);
    }
  });

  it('an id filter in hex matches nothing', async () => {
    const res = await callEndpoint(t.app, cardsApi.find, {
      token: adminToken,
      tenantId: staff.tenant.id,
      body: { filters: { id: hex(staff.card.id) } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each([
    (id: number) => hex(id),
    (id: number) => `${id}e0`,
    (id: number) => ` ${id} `,
    (id: number) => `+${id}`,
  ])('the tenant header %s is a 400', async (form) => {
    const res = await callEndpoint(t.app, cardsApi.find, {
      token: adminToken,
      headers: { 'X-Tenant-Id': form(staff.tenant.id) },
      body: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TENANT_INVALID');
  });
});

describe('bodies of the wrong type or shape', () => {
  it.each([
    ['a JSON string', '"max@test.example"', ZOD_DE.bodyNotObject],
    ['an array', '[1,2]', ZOD_DE.bodyNotObject],
    ['a number', '42', ZOD_DE.bodyNotObject],
    ['null', 'null', ZOD_DE.noBody],
  ])('%s says so in German', async (_label, payload, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${auth.login.path}`,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('a missing body says so in German', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api${auth.login.path}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ZOD_DE.noBody);
  });

  it('a field of the wrong type has a German message', async () => {
    const res = await callEndpoint(t.app, auth.login, { body: { email: 42, password: 'Passwort-123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/Invalid|expected|received/);
  });
});

describe('multipart limits name their own reason', () => {
  const boundary = 'InputTestBoundary';
  const form = (fields: [string, string][], files: [string, Buffer][] = []) =>
    Buffer.concat([
      ...fields.map(([n, v]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`),
      ),
      ...files.flatMap(([n, bytes]) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${n}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  const upsert = (payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api${tenantsApi.upsert.path}`,
      payload,
      headers: {
        authorization: `Bearer ${superToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });

  it('250 fields: too many fields', async () => {
    const res = await upsert(form(Array.from({ length: 250 }, (_, i) => [`f${i}`, 'x'])));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MULTIPART_ERRORS.tooManyFields);
  });

  it('6 files: too many files', async () => {
    const res = await upsert(
      form(
        [],
        Array.from({ length: 6 }, (_, i) => [`file${i}`, Buffer.from('x')]),
      ),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MULTIPART_ERRORS.tooManyFiles);
  });

  it('a file over 10 MB: file too large', async () => {
    const res = await upsert(form([], [['file_logo', Buffer.alloc(10 * 1024 * 1024 + 10, 1)]]));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().message).toBe(MULTIPART_ERRORS.fileTooLarge);
  });

  it('a field over 1 MB: field too long', async () => {
    const res = await upsert(form([['name', 'x'.repeat(1024 * 1024 + 10)]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MULTIPART_ERRORS.fieldTooLong);
  });

  it('a field with NUL: no control characters', async () => {
    const res = await upsert(form([['name', 'Schule\u0000']]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.controlChars, field: 'name' });
  });
});

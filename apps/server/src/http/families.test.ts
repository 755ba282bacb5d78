import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { orders } from '@ausweis/shared/contracts/orders';
import { registrations } from '@ausweis/shared/contracts/registrations';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { wrapPglite } from '../db/client';
import { addMember, createTenant, createTenantWithStaff, createUser } from '../test/factories';
import { call, callEndpoint, loginAs } from '../test/http';
import { createTestApp, type TestApp, testConfig } from '../test/test-app';
import { FAMILIES, type FamilyName, type FeatureRoutes, familyOf } from './families';

// One probe route per family shows what the family's guard lets through.
const probes: FeatureRoutes = Object.fromEntries(
  (Object.keys(FAMILIES) as FamilyName[]).map((name) => [
    name,
    (app: Parameters<NonNullable<FeatureRoutes[FamilyName]>>[0]) => {
      app.get(`${FAMILIES[name].prefix}/probe`, async (req) => ({
        user: req.auth?.id ?? null,
        tenant: req.tenant,
      }));
    },
  ]),
);
const probe = (name: FamilyName) => `${FAMILIES[name].prefix.replace(/^\/api/, '')}/probe`;

let t: TestApp;
let staff: Awaited<ReturnType<typeof createTenantWithStaff>>;
let other: Awaited<ReturnType<typeof createTenantWithStaff>>;
const tokens: Record<'admin' | 'user' | 'otherAdmin' | 'superAdmin', string> = {
  admin: '',
  user: '',
  otherAdmin: '',
  superAdmin: '',
};

beforeAll(async () => {
  t = await createTestApp({}, [probes]);
  staff = await createTenantWithStaff(t.db);
  other = await createTenantWithStaff(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.user = await loginAs(t.app, staff.user.email);
  tokens.otherAdmin = await loginAs(t.app, other.admin.email);
  tokens.superAdmin = await loginAs(t.app, superAdmin.email);
});
afterAll(() => t.close());

describe('familyOf', () => {
  it('picks the longest matching prefix', () => {
    expect(familyOf('/api/a/t/cards/find')).toBe('t');
    expect(familyOf('/api/a/ad/x')).toBe('ad');
    expect(familyOf('/api/a/sad/x')).toBe('sad');
    expect(familyOf('/api/a/auth/logout')).toBe('a');
    expect(familyOf('/api/anon/info')).toBe('anon');
    expect(familyOf('/api/jslog')).toBe('jslog');
    expect(familyOf('/api/order/x/y')).toBe('order');
    expect(familyOf('/api/other')).toBeNull();
  });

  it('refuses to start when an /api route is registered outside any family', async () => {
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    app.get('/api/a/unguarded', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/outside a route family: GET \/api\/a\/unguarded/);
    await database.close();
  });

  it('refuses to start when a route sits in the wrong family', async () => {
    const misplaced: FeatureRoutes = { a: (app) => app.get('/api/a/t/sneaky', async () => ({})) };
    await expect(createTestApp({}, [misplaced])).rejects.toThrow(/belongs to 't'/);
  });
});

describe('public families', () => {
  it.each(['anon', 'order', 'jslog'] as const)('%s answers anonymous requests', async (name) => {
    expect((await call(t.app, 'GET', probe(name))).statusCode).toBe(200);
  });
});

describe('a (logged in)', () => {
  it('anonymous -> 401, logged in -> 200', async () => {
    const anon = await call(t.app, 'GET', probe('a'));
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' });
    expect((await call(t.app, 'GET', probe('a'), { token: tokens.user })).statusCode).toBe(200);
  });
});

describe.each(['t', 'ad'] as const)('%s (tenant context)', (name) => {
  it('anonymous -> 401', async () => {
    expect((await call(t.app, 'GET', probe(name), { tenantId: staff.tenant.id })).statusCode).toBe(401);
  });
  it('without a tenant header -> 400 asking to choose a tenant', async () => {
    const res = await call(t.app, 'GET', probe(name), { token: tokens.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte wählen Sie zuerst einen Mandanten.');
  });
  it('a malformed tenant header -> 400', async () => {
    const res = await call(t.app, 'GET', probe(name), {
      token: tokens.admin,
      headers: { 'X-Tenant-Id': 'abc' },
    });
    expect(res.statusCode).toBe(400);
  });
  it("another tenant's id and an unknown tenant -> the same 404", async () => {
    const wrong = await call(t.app, 'GET', probe(name), { token: tokens.admin, tenantId: other.tenant.id });
    const unknown = await call(t.app, 'GET', probe(name), { token: tokens.admin, tenantId: 99_999_999 });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Mandant nicht gefunden.');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrong.json());
    expect(
      (await call(t.app, 'GET', probe(name), { token: tokens.superAdmin, tenantId: 99_999_999 })).statusCode,
    ).toBe(404);
  });
  it('the Admin of the tenant and a super admin get in, with the resolved tenant', async () => {
    const admin = await call(t.app, 'GET', probe(name), { token: tokens.admin, tenantId: staff.tenant.id });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().tenant).toEqual({ id: staff.tenant.id, user_group: 'Admin' });
    const sa = await call(t.app, 'GET', probe(name), { token: tokens.superAdmin, tenantId: staff.tenant.id });
    expect(sa.statusCode).toBe(200);
    expect(sa.json().tenant).toEqual({ id: staff.tenant.id, user_group: null });
  });
});

describe('t vs ad: the plain User', () => {
  it('may use t but not ad (403)', async () => {
    expect(
      (await call(t.app, 'GET', probe('t'), { token: tokens.user, tenantId: staff.tenant.id })).statusCode,
    ).toBe(200);
    const ad = await call(t.app, 'GET', probe('ad'), { token: tokens.user, tenantId: staff.tenant.id });
    expect(ad.statusCode).toBe(403);
    expect(ad.json().code).toBe('FORBIDDEN');
  });
  it('group is per tenant: Admin in one tenant, User in another', async () => {
    const mixed = await createUser(t.db);
    await addMember(t.db, mixed.id, staff.tenant.id, 'User');
    const second = await createTenant(t.db);
    await addMember(t.db, mixed.id, second.id, 'Admin');
    const token = await loginAs(t.app, mixed.email);
    expect((await call(t.app, 'GET', probe('ad'), { token, tenantId: staff.tenant.id })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', probe('ad'), { token, tenantId: second.id })).statusCode).toBe(200);
  });
});

describe('sad (super admin)', () => {
  it('anonymous -> 401, tenant Admin -> 403, super admin -> 200 with or without a tenant', async () => {
    expect((await call(t.app, 'GET', probe('sad'))).statusCode).toBe(401);
    expect((await call(t.app, 'GET', probe('sad'), { token: tokens.admin })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', probe('sad'), { token: tokens.superAdmin })).statusCode).toBe(200);
    const withTenant = await call(t.app, 'GET', probe('sad'), {
      token: tokens.superAdmin,
      tenantId: staff.tenant.id,
    });
    expect(withTenant.json().tenant).toEqual({ id: staff.tenant.id, user_group: null });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON in German', async () => {
    const res = await call(t.app, 'GET', '/a/nothing-here', { token: tokens.admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Nicht gefunden.' });
  });
});

describe('dashboard endpoints', () => {
  const page = { page: 1, count: 10, sorts: [{ key: 'id', order: 'desc' }] };

  it('cards: own tenant only, paged, newest first', async () => {
    const res = await callEndpoint(t.app, cardsApi.find, {
      token: tokens.user,
      tenantId: staff.tenant.id,
      body: page,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([staff.card.id]);
    expect(res.json().pagination).toEqual({ page: 1, count: 10, total: 1, total_exact: true });
    const foreign = await callEndpoint(t.app, cardsApi.find, {
      token: tokens.user,
      tenantId: other.tenant.id,
      body: page,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('cards: the archive is for super admins only', async () => {
    const body = { ...page, use_archive: true };
    expect(
      (
        await callEndpoint(t.app, cardsApi.find, {
          token: tokens.admin,
          tenantId: staff.tenant.id,
          body,
        })
      ).statusCode,
    ).toBe(403);
    const sa = await callEndpoint(t.app, cardsApi.find, {
      token: tokens.superAdmin,
      tenantId: staff.tenant.id,
      body,
    });
    expect(sa.statusCode).toBe(200);
    expect(sa.json().data).toEqual([]);
  });

  it('cards: unknown sort or filter keys are a 400, not a 500', async () => {
    const res = await callEndpoint(t.app, cardsApi.find, {
      token: tokens.admin,
      tenantId: staff.tenant.id,
      body: { sorts: [{ key: 'password', order: 'asc' }] },
    });
    expect(res.statusCode).toBe(400);
    const count = await callEndpoint(t.app, cardsApi.find, {
      token: tokens.admin,
      tenantId: staff.tenant.id,
      body: { count: 100000 },
    });
    expect(count.statusCode).toBe(400);
  });

  it('orders and new registrations: super admin only', async () => {
    for (const token of [tokens.admin, tokens.user]) {
      expect((await callEndpoint(t.app, orders.find, { token, body: page })).statusCode).toBe(403);
      expect((await callEndpoint(t.app, registrations.findNew, { token })).statusCode).toBe(403);
    }
    expect((await callEndpoint(t.app, registrations.findNew)).statusCode).toBe(401);
    const found = await callEndpoint(t.app, orders.find, { token: tokens.superAdmin, body: page });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.length).toBeGreaterThanOrEqual(2);
    const regs = await callEndpoint(t.app, registrations.findNew, { token: tokens.superAdmin });
    expect(regs.statusCode).toBe(200);
  });
});

describe('ids beyond the database range', () => {
  it('a huge tenant id is a 400, a huge id filter matches nothing', async () => {
    const res = await call(t.app, 'GET', probe('t'), {
      token: tokens.admin,
      headers: { 'X-Tenant-Id': '99999999999' },
    });
    expect(res.statusCode).toBe(400);
    const filtered = await callEndpoint(t.app, cardsApi.find, {
      token: tokens.admin,
      tenantId: staff.tenant.id,
      body: { filters: { id: 99_999_999_999 } },
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data).toEqual([]);
  });
});

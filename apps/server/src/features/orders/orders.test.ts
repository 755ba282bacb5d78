import { orders } from '@ausweis/shared/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: Awaited<ReturnType<typeof createTenantWithStaff>>;
const tokens = { admin: '', superAdmin: '' };

beforeAll(async () => {
  t = await createTestApp();
  w = await createTenantWithStaff(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  tokens.admin = await loginAs(t.app, w.admin.email);
  tokens.superAdmin = await loginAs(t.app, superAdmin.email);
  await createCard(t.db, w.tenant.id, w.product.id, { familyname: 'Zander', is_delete: true });
});
afterAll(() => t.close());

const find = (token: string | undefined, body: object = {}) =>
  callEndpoint(t.app, orders.find, { token, body });

describe('POST orders find', () => {
  it('refuses anonymous (401) and a tenant Admin (403)', async () => {
    expect((await find(undefined)).statusCode).toBe(401);
    expect((await find(tokens.admin)).statusCode).toBe(403);
  });

  it('lists orders of all tenants with what selecting the row’s tenant needs', async () => {
    const res = await find(tokens.superAdmin, { filters: { tenant_id: w.tenant.id, is_delete: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: w.card.id,
        tenant_id: w.tenant.id,
        tenant_name: w.tenant.name,
        tenant_city: w.tenant.city,
        tenant_is_test: false,
        short_code: w.tenant.short_code,
        familyname: 'Muster',
      }),
    ]);
  });

  it('filters by name and deleted flag, and reads the (empty) archive', async () => {
    const deleted = await find(tokens.superAdmin, { filters: { familyname: 'zan', is_delete: true } });
    expect(deleted.json().data.map((r: { familyname: string }) => r.familyname)).toEqual(['Zander']);
    const archive = await find(tokens.superAdmin, { use_archive: true, filters: { tenant_id: w.tenant.id } });
    expect(archive.json()).toMatchObject({ data: [], pagination: { total: 0 } });
  });
});

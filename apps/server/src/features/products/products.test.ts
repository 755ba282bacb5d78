import { products as productsApi } from '@ausweis/shared/contracts/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { configure, createBaseProduct, startProductsTest } from './products.test-support';

let t: TestApp;
let w: Awaited<ReturnType<typeof startProductsTest>>['w'];
let other: typeof w;
let tokens: Awaited<ReturnType<typeof startProductsTest>>['tokens'];

beforeAll(async () => {
  ({ t, w, other, tokens } = await startProductsTest());
});
afterAll(() => t.close());

const find = (token: string | undefined, tenantId: number | undefined, body: object = {}) =>
  callEndpoint(t.app, productsApi.find, { token, tenantId, body });
const details = (token: string | undefined, tenantId: number | undefined, id: number | string) =>
  callEndpoint(t.app, productsApi.details, { query: { id: id }, token, tenantId });
const available = (token: string | undefined, tenantId: number | undefined) =>
  callEndpoint(t.app, productsApi.available, { token, tenantId });

describe('POST find', () => {
  it('refuses anonymous (401) and a User of the tenant (403)', async () => {
    expect((await find(undefined, w.tenant.id)).statusCode).toBe(401);
    expect((await find(tokens.user, w.tenant.id)).statusCode).toBe(403);
  });

  it('refuses an Admin of another tenant naming this tenant (404) and a missing tenant (400)', async () => {
    expect((await find(tokens.otherAdmin, w.tenant.id)).statusCode).toBe(404);
    const none = await find(tokens.admin, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('TENANT_REQUIRED');
  });

  it('lists only the tenant’s products for its Admin, on the paging contract', async () => {
    const res = await find(tokens.admin, w.tenant.id, { page: 1, count: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, count: 50, total: 1, total_exact: true });
    expect(body.data).toEqual([
      {
        id: w.product.id,
        product_id: w.allowed.id,
        product_type: w.allowed.product_type,
        product_short_code: w.product.product_short_code,
        tenant_short_code: w.tenant.short_code,
        tenant_name: null,
        tenant_name2: null,
        price_online: 500,
        price_hardcopy: 1000,
        price_hardcopy_online: 1200,
        can_online: true,
        can_hardcopy: true,
        is_disabled: false,
        is_test: false,
        card_valid_from: '2026-08-01',
        card_valid_to: '2027-07-31',
      },
    ]);
    const own = await find(tokens.otherAdmin, other.tenant.id);
    expect(own.json().data.map((r: { id: number }) => r.id)).toEqual([other.product.id]);
  });

  it('lets a super admin list any tenant’s products, filtered and sorted', async () => {
    const res = await find(tokens.superAdmin, w.tenant.id, {
      filters: { product_short_code: w.product.product_short_code.slice(0, 4).toLowerCase() },
      sorts: [{ key: 'card_valid_to', order: 'asc' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([w.product.id]);
    const none = await find(tokens.superAdmin, w.tenant.id, { filters: { product_short_code: 'ZZZZ' } });
    expect(none.json()).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('refuses an unknown filter or sort with a German 400', async () => {
    const res = await find(tokens.admin, w.tenant.id, { filters: { price_online: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unbekannter Filter: price_online');
    const sort = await find(tokens.admin, w.tenant.id, { sorts: [{ key: 'secret', order: 'asc' }] });
    expect(sort.statusCode).toBe(400);
  });
});

describe('GET details', () => {
  it('refuses anonymous (401) and a User of the tenant (403)', async () => {
    expect((await details(undefined, w.tenant.id, w.product.id)).statusCode).toBe(401);
    expect((await details(tokens.user, w.tenant.id, w.product.id)).statusCode).toBe(403);
  });

  it('answers 404 to an Admin of another tenant asking with their own tenant', async () => {
    const res = await details(tokens.otherAdmin, other.tenant.id, w.product.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Produkt nicht gefunden.' });
  });

  it('gives the Admin the product with base product, tenant, images and order link', async () => {
    const res = await details(tokens.admin, w.tenant.id, w.product.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: w.product.id,
      product_id: w.allowed.id,
      product_type: w.allowed.product_type,
      product_short_code: w.product.product_short_code,
      price_online: 500,
      tenant_payment: true,
      max_years_valid: 1,
      card_valid_from: '2026-08-01',
      card_valid_to: '2027-07-31',
      barcode_type: null,
      logo_file: null,
      stamp_file: null,
      sign_file: null,
      product: {
        product_type: w.allowed.product_type,
        external_id_name: 'Externe-ID',
        needs_logo: false,
        needs_stamp: false,
        needs_sign: false,
      },
      tenant: {
        id: w.tenant.id,
        short_code: w.tenant.short_code,
        country_id: 'DE',
        images: { logo: false, stamp: false, sign: false },
      },
      order_url: `${t.config.publicUrl}/s/${w.tenant.short_code}/${w.product.product_short_code}`,
    });
    expect(body).not.toHaveProperty('tenant_payee');
  });

  it('gives a super admin any tenant’s product', async () => {
    const res = await details(tokens.superAdmin, w.tenant.id, w.product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(w.product.id);
    expect((await details(tokens.superAdmin, other.tenant.id, w.product.id)).statusCode).toBe(404);
  });

  it('refuses an id that is no id with a German 400', async () => {
    const res = await details(tokens.admin, w.tenant.id, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte eine Zahl angeben');
    expect((await details(tokens.admin, w.tenant.id, 99_999_999_999)).statusCode).toBe(400);
  });
});

describe('GET available', () => {
  it('refuses anonymous (401) and a User of the tenant (403)', async () => {
    expect((await available(undefined, w.tenant.id)).statusCode).toBe(401);
    expect((await available(tokens.user, w.tenant.id)).statusCode).toBe(403);
    expect((await available(tokens.otherAdmin, w.tenant.id)).statusCode).toBe(404);
  });

  it('gives an Admin only the products the tenant’s configuration lets them create, with country prices', async () => {
    const res = await available(tokens.admin, w.tenant.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toEqual([
      {
        product_id: w.allowed.id,
        product_type: w.allowed.product_type,
        description: '',
        currency: 'EUR',
        external_id_name: 'Externe-ID',
        external_department_name: 'Klasse/Abteilung',
        needs_logo: false,
        needs_stamp: false,
        needs_sign: false,
        max_years_valid: 2,
        days_before_renew: 45,
        payment_disabled: false,
        tenant_payment: false,
        can_create_tenant_product: true,
        price_online: 490,
        price_hardcopy: 990,
        price_hardcopy_online: 1190,
      },
    ]);
    expect(body.tenant).toMatchObject({ id: w.tenant.id, short_code: w.tenant.short_code, country_id: 'DE' });
  });

  it('gives a super admin every configured product, never an unconfigured one', async () => {
    const res = await available(tokens.superAdmin, w.tenant.id);
    expect(res.statusCode).toBe(200);
    const ids = res.json().products.map((p: { product_id: number }) => p.product_id);
    expect(ids.sort()).toEqual([w.allowed.id, w.restricted.id].sort());
    expect(ids).not.toContain(w.unconfigured.id);
  });

  it('answers null prices when the product has none in the tenant’s country', async () => {
    const tenant = await createTenant(t.db, { country_id: 'CH' });
    const admin = await createUser(t.db);
    await addMember(t.db, admin.id, tenant.id, 'Admin');
    const base = await createBaseProduct(t.db);
    await configure(t.db, tenant.id, base.id);
    const res = await available(await loginAs(t.app, admin.email), tenant.id);
    expect(res.json().products[0]).toMatchObject({ product_id: base.id, price_online: null });
  });
});

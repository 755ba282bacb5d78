/** The product info cache: kept answers, dropped on every product or tenant change, ETag and 304. */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { products as productsApi } from '@ausweis/shared/contracts/products';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { SignalChannel, SignalHandlers } from '../../db/notify';
import { tenantProducts, tenants } from '../../db/schema/index';
import { type CachedAnswer, createProductInfoCache } from '../../platform/product-info-cache';
import { createTenantProduct, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart, productWorld } from '../products/products.test-support';
import { ensureCatalog, png, postUpsert, tenantForm } from '../tenants/tenants.test-support';
import { uid } from './ordering.test-support';
import { NOT_ORDERABLE, productInfoAnswer, productInfoKey } from './product-info.service';

const log = { warn: () => undefined };
const answer = (tenantId: number, n: number): CachedAnswer => ({
  status: 200,
  body: { etag: `W/"${n}"`, identity: Buffer.from(`{"n":${n}}`), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  tenantId,
});
const etagOf = (a: CachedAnswer | null) => (a?.status === 200 ? a.body.etag : null);

/** A channel as another instance would see it: what was published, and the handlers to call. */
function fakeChannel() {
  const published: string[] = [];
  let handlers: SignalHandlers | null = null;
  const channel: SignalChannel = {
    publish: async (payload) => {
      published.push(payload);
    },
    subscribe: (h) => {
      handlers = h;
      return async () => undefined;
    },
  };
  const deliver = (payload: string) => handlers?.onMessage(payload);
  const gap = () => handlers?.onGap(false);
  return { channel, published, deliver, gap };
}

describe('product info cache', () => {
  it('keeps an answer for the TTL and never past local midnight', async () => {
    let now = new Date(2026, 8, 1, 10, 0, 0).getTime();
    const cache = createProductInfoCache({ channel: null, log, ttlMs: 30_000, now: () => now });
    let n = 0;
    const load = async () => answer(1, ++n);
    expect(etagOf(await cache.get('a', load))).toBe('W/"1"');
    now += 29_999;
    expect(etagOf(await cache.get('a', load))).toBe('W/"1"');
    now += 1;
    expect(etagOf(await cache.get('a', load))).toBe('W/"2"');

    // Filled a second before midnight: the next day's answer (days still valid, expiry) is loaded anew.
    now = new Date(2026, 8, 1, 23, 59, 59).getTime();
    const fresh = createProductInfoCache({ channel: null, log, ttlMs: 30_000, now: () => now });
    expect(etagOf(await fresh.get('a', load))).toBe('W/"3"');
    now += 999;
    expect(etagOf(await fresh.get('a', load))).toBe('W/"3"');
    now += 1;
    expect(etagOf(await fresh.get('a', load))).toBe('W/"4"');
  });

  it('keeps nothing for unknown codes and at most maxEntries answers', async () => {
    const cache = createProductInfoCache({ channel: null, log, maxEntries: 3 });
    for (let i = 0; i < 100; i++) expect(await cache.get(`unknown${i}`, async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, async () => answer(1, i));
    expect(cache.size).toBe(3);
    // The newest stay.
    expect(etagOf(await cache.get('k9', async () => answer(1, 99)))).toBe('W/"9"');
  });

  it('shares one lookup between concurrent misses; a lookup overtaken by a drop is not kept', async () => {
    const cache = createProductInfoCache({ channel: null, log });
    let release: (a: CachedAnswer) => void = () => undefined;
    const load = vi.fn(() => new Promise<CachedAnswer>((resolve) => (release = resolve)));
    const first = cache.get('a', load);
    const second = cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.invalidate(1); // the product changed while its old row was being read
    release(answer(1, 1));
    expect(etagOf(await first)).toBe('W/"1"');
    expect(etagOf(await second)).toBe('W/"1"');
    expect(cache.size).toBe(0);
  });

  it('drops the named tenant here and tells the other instances; their messages drop here too', async () => {
    const { channel, published, deliver, gap } = fakeChannel();
    const cache = createProductInfoCache({ channel, log });
    await cache.get('a1', async () => answer(1, 1));
    await cache.get('a2', async () => answer(1, 2));
    await cache.get('b', async () => answer(2, 3));
    await cache.invalidate(1);
    expect(published).toEqual(['1']);
    expect(cache.size).toBe(1);

    await cache.get('a1', async () => answer(1, 4));
    deliver('2'); // another instance changed tenant 2
    expect(cache.size).toBe(1);
    expect(etagOf(await cache.get('a1', async () => answer(1, 5)))).toBe('W/"4"');
    deliver('*');
    expect(cache.size).toBe(0);

    await cache.get('b', async () => answer(2, 6));
    gap(); // messages may have been lost while the listening connection was down
    expect(cache.size).toBe(0);
  });
});

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 100_000 });
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  superToken = await loginAs(t.app, superAdmin.email);
});
afterAll(() => t.close());

const get = (app: TestApp['app'], tenantCode: string, productCode: string, headers = {}) =>
  callEndpoint(app, orderingApi.productInfo, {
    params: { tenantShortCode: tenantCode, productShortCode: productCode },
    headers,
  });

const editProduct = async (
  app: TestApp['app'],
  token: string,
  tenantId: number,
  fields: Record<string, string | number | boolean>,
) => {
  const { body, headers } = multipart(fields);
  const res = await callEndpoint(app, productsApi.upsert, { token, tenantId, body, headers });
  expect(res.statusCode, res.body).toBe(200);
};

describe('product info over HTTP', () => {
  it('serves the kept answer, and the next answer after a product edit shows the edit', async () => {
    const w = await productWorld(t.db);
    const codes = [w.tenant.short_code, w.product.product_short_code] as const;
    expect((await get(t.app, ...codes)).json<ProductInfo>().tenant_name).toBe(w.tenant.name);

    // A change behind the services' back (none of them does this) is not seen: the answer is kept.
    await t.db
      .update(tenantProducts)
      .set({ field1_desc: 'Direkt geändert' })
      .where(eq(tenantProducts.id, w.product.id));
    expect((await get(t.app, ...codes)).json<ProductInfo>().field1_desc).toBeNull();

    await editProduct(t.app, await loginAs(t.app, w.admin.email), w.tenant.id, {
      id: w.product.id,
      tenant_name: 'Gymnasium Neu',
    });
    const after = (await get(t.app, codes[0].toLowerCase(), codes[1])).json<ProductInfo>();
    expect(after.tenant_name).toBe('Gymnasium Neu');
    expect(after.field1_desc).toBe('Direkt geändert');

    await editProduct(t.app, superToken, w.tenant.id, { id: w.product.id, is_disabled: true });
    const disabled = await get(t.app, ...codes);
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json()).toEqual({ code: 'NOT_FOUND', message: NOT_ORDERABLE });
  });

  it('shows a tenant edit at once, and a deleted tenant’s product is gone', async () => {
    const catalog = await ensureCatalog(t.db);
    const form = tenantForm(catalog.Schülerausweis as number, { name: 'Realschule Alt' });
    const logo = { file_logo: { bytes: await png(230, 130) } };
    const created = await postUpsert(t.app, superToken, form, logo);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const product = await createTenantProduct(t.db, id);
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, id));
    const codes = [tenant?.short_code ?? '', product.product_short_code] as const;
    expect((await get(t.app, ...codes)).json<ProductInfo>().tenant_name).toBe('Realschule Alt');

    const edit = await postUpsert(t.app, superToken, {
      ...form,
      id,
      short_code: codes[0],
      name: 'Realschule Neu',
      is_test: true,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get(t.app, ...codes)).json<ProductInfo>()).toMatchObject({
      tenant_name: 'Realschule Neu',
      is_tenant_test: true,
    });

    const del = await callEndpoint(t.app, tenantsApi.delete, { query: { tenant_id: id }, token: superToken });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get(t.app, ...codes)).statusCode).toBe(404);
  });

  it('sends an ETag with no-cache; If-None-Match answers 304 until the product changes', async () => {
    const w = await productWorld(t.db);
    const codes = [w.tenant.short_code, w.product.product_short_code] as const;
    const first = await get(t.app, ...codes);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await get(t.app, ...codes, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Also as a strong tag or in a list, as caches may send it.
    expect((await get(t.app, ...codes, { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await get(t.app, ...codes, { 'if-none-match': 'W/"anders"' })).statusCode).toBe(200);

    await editProduct(t.app, await loginAs(t.app, w.admin.email), w.tenant.id, {
      id: w.product.id,
      hide_city: true,
    });
    const changed = await get(t.app, ...codes, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<ProductInfo>().hide_city).toBe(true);
  });

  it('sends the kept answer precompressed as the client accepts it', async () => {
    const w = await productWorld(t.db);
    const codes = [w.tenant.short_code, w.product.product_short_code] as const;
    const plain = await get(t.app, ...codes);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get(t.app, ...codes, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gzip = await get(t.app, ...codes, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('does not grow for unknown codes; spellings of one product share one entry', async () => {
    const w = await productWorld(t.db);
    const cache = createProductInfoCache({ channel: null, log });
    const ask = (tc: string, pc: string) =>
      cache.get(productInfoKey(tc, pc), () => productInfoAnswer(t.db, tc, pc));
    for (let i = 0; i < 20; i++) expect(await ask(`X${uid()}`, `Y${uid()}`)).toBeNull();
    expect(await ask(w.tenant.short_code, `Y${uid()}`)).toBeNull();
    expect(cache.size).toBe(0);
    const tc = w.tenant.short_code;
    const pc = w.product.product_short_code;
    for (const [a, b] of [
      [tc, pc],
      [tc.toLowerCase(), pc],
      [` ${tc} `, pc.toLowerCase()],
    ] as const)
      expect((await ask(a, b))?.status).toBe(200);
    expect(cache.size).toBe(1);
  });
});

describe.runIf(inject('databaseUrl'))('several instances on one PostgreSQL', () => {
  it('an edit on one instance reaches the answer of another', async () => {
    const other = await createTestApp({ orderRateLimitPerMinute: 100_000 });
    try {
      const w = await productWorld(t.db);
      const codes = [w.tenant.short_code, w.product.product_short_code] as const;
      expect((await get(other.app, ...codes)).json<ProductInfo>().tenant_name).toBe(w.tenant.name);
      await editProduct(t.app, await loginAs(t.app, w.admin.email), w.tenant.id, {
        id: w.product.id,
        tenant_name: 'Über NOTIFY',
      });
      // The other instance learns of it by NOTIFY, a moment after the commit.
      await vi.waitFor(async () =>
        expect((await get(other.app, ...codes)).json<ProductInfo>().tenant_name).toBe('Über NOTIFY'),
      );
    } finally {
      await other.close();
    }
  });
});

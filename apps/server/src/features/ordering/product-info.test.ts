/** GET /order/{tenantShortCode}/{productShortCode}: the product info of the order page (docs/product.md#api). */
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, tenantProducts, tenants } from '../../db/schema/index';
import { createTenant, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, uid } from './ordering.test-support';
import { daysUntil, EXPIRED, NOT_ORDERABLE } from './product-info.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const get = (tenantCode: string, productCode: string, token?: string) =>
  callEndpoint(t.app, orderingApi.productInfo, {
    params: { tenantShortCode: tenantCode, productShortCode: productCode },
    token,
  });

describe('product info', () => {
  it('answers the product with prices, texts, flags and media paths', async () => {
    const w = await orderWorld(t.db, {
      tenant: { name: 'Gymnasium Nord', name2: 'Städtisch', city: 'Nordstadt', is_test: true },
      base: { needs_student_sign: true, needs_student_city: true, currency: 'EUR' },
      product: {
        need_external_department: true,
        needs_field3: true,
        field3_desc: 'Gültig bis',
        restrict_email_dns: 'schule.de',
        barcode_type: 'code_128',
        barcode_prefix: 'GN',
        barcode_len: 10,
        hide_street: true,
      },
    });
    const [logo] = await t.db
      .insert(storedFiles)
      .values({
        tenant_id: w.tenant.id,
        kind: 'logo',
        path: 'x/logo.png',
        mime_type: 'image/png',
        size: 1,
        sha256: 'a'.repeat(64),
      })
      .returning();
    await t.db.update(tenants).set({ logo_file_id: logo?.id }).where(eq(tenants.id, w.tenant.id));

    const res = await get(w.tenant.short_code, w.product.product_short_code);
    expect(res.statusCode).toBe(200);
    const info = res.json<ProductInfo>();
    expect(info).toMatchObject({
      id: w.product.id,
      tenant_short_code: w.tenant.short_code,
      product_short_code: w.product.product_short_code,
      product_type: w.base.product_type,
      tenant_name: 'Gymnasium Nord',
      tenant_name2: 'Städtisch',
      tenant_city: 'Nordstadt',
      tenant_street: null,
      tenant_plz: '12345',
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
      can_online: true,
      can_hardcopy: true,
      need_external_department: true,
      is_tenant_test: true,
      is_test: false,
      card_title: 'Schülerausweis',
      external_id_name: 'Schülernummer',
      external_department_name: 'Klasse',
      needs_field3: true,
      field3_desc: 'Gültig bis',
      restrict_email_dns: 'schule.de',
      barcode_type: 'code_128',
      barcode_prefix: 'GN',
      barcode_len: 10,
      logo_file: `/anon/media/${logo?.id}/${'a'.repeat(64)}`,
      stamp_file: null,
      product: {
        currency: 'EUR',
        needs_student_sign: true,
        needs_student_city: true,
        needs_student_street: false,
      },
    });
    expect(info.card_max_days_valid).toBe(300);
  });

  it('matches both codes case-insensitively, also for a tenant called TEST', async () => {
    const w = await orderWorld(t.db);
    const res = await get(w.tenant.short_code.toLowerCase(), w.product.product_short_code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductInfo>().tenant_short_code).toBe(w.tenant.short_code);

    // '/order/test/...' must still reach the product info, not the test checkout routes.
    const [existing] = await t.db.select().from(tenants).where(eq(tenants.short_code, 'TEST'));
    const testTenant = existing ?? (await createTenant(t.db, { short_code: 'TEST' }));
    const tw = await orderWorld(t.db);
    await t.db
      .update(tenantProducts)
      .set({ tenant_id: testTenant.id })
      .where(eq(tenantProducts.id, tw.product.id));
    const r2 = await get('test', tw.product.product_short_code.toLowerCase());
    expect(r2.statusCode).toBe(200);
    expect(r2.json<ProductInfo>().id).toBe(tw.product.id);
  });

  it('applies free flags and tenant payment to the prices shown', async () => {
    const free = await orderWorld(t.db, { product: { online_free: true } });
    const r1 = (await get(free.tenant.short_code, free.product.product_short_code)).json<ProductInfo>();
    expect([r1.price_online, r1.price_hardcopy, r1.price_hardcopy_online]).toEqual([0, 990, 1190]);
    const payee = await orderWorld(t.db, { product: { tenant_payee: true } });
    const r2 = (await get(payee.tenant.short_code, payee.product.product_short_code)).json<ProductInfo>();
    expect([r2.price_online, r2.price_hardcopy, r2.price_hardcopy_online]).toEqual([0, 0, 0]);
  });

  it('is public: a logged-in super admin gets the same answer', async () => {
    const w = await orderWorld(t.db);
    const user = await createUser(t.db, { is_super_admin: true });
    const res = await get(
      w.tenant.short_code,
      w.product.product_short_code,
      await loginAs(t.app, user.email),
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 with a German message for disabled, unknown and mismatched codes', async () => {
    const disabled = await orderWorld(t.db, { product: { is_disabled: true } });
    const noType = await orderWorld(t.db, { product: { can_online: false, can_hardcopy: false } });
    const a = await orderWorld(t.db);
    const b = await orderWorld(t.db);
    const cases: [string, string][] = [
      [disabled.tenant.short_code, disabled.product.product_short_code],
      [noType.tenant.short_code, noType.product.product_short_code],
      [`X${uid()}`, a.product.product_short_code],
      [a.tenant.short_code, `X${uid()}`],
      [a.tenant.short_code, b.product.product_short_code],
    ];
    for (const [tc, pc] of cases) {
      const res = await get(tc, pc);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: NOT_ORDERABLE });
    }
  });

  it('answers 404 for an expired product', async () => {
    const w = await orderWorld(t.db, {
      product: { card_valid_from: '2020-01-01', card_valid_to: '2020-12-31' },
    });
    const res = await get(w.tenant.short_code, w.product.product_short_code);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(EXPIRED);
  });

  it('counts days to the validity end from today', () => {
    const now = new Date(2026, 4, 14, 23, 30);
    expect(daysUntil('2026-05-14', now)).toBe(0);
    expect(daysUntil('2026-05-15', now)).toBe(1);
    expect(daysUntil('2026-08-15', now)).toBe(93);
    expect(daysUntil('2026-05-13', now)).toBe(-1);
  });
});

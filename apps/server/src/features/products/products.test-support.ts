/** Test fixtures of the product tests: a tenant with its own base products, and multipart bodies. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { baseProductPrices, baseProducts, tenantBaseProducts, tenantProducts } from '../../db/schema/index';
import { addMember, createTenant, createUser } from '../../test/factories';
import { loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const uid = () => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();

/** A base product of its own (unique type), with DE prices; no images needed unless asked. */
export async function createBaseProduct(
  db: Db,
  values: Partial<typeof baseProducts.$inferInsert> = {},
  prices: [number, number, number] | null = [490, 990, 1190],
) {
  const [product] = await db
    .insert(baseProducts)
    .values({ product_type: `Testausweis ${uid()}`, ...values })
    .returning();
  if (!product) throw new Error('base product insert failed');
  if (prices) {
    await db.insert(baseProductPrices).values({
      product_id: product.id,
      country_id: 'DE',
      price_online: prices[0],
      price_hardcopy: prices[1],
      price_hardcopy_online: prices[2],
    });
  }
  return product;
}

export async function configure(
  db: Db,
  tenantId: number,
  productId: number,
  values: Partial<typeof tenantBaseProducts.$inferInsert> = {},
) {
  await db.insert(tenantBaseProducts).values({
    tenant_id: tenantId,
    product_id: productId,
    max_years_valid: 1,
    days_before_renew: 30,
    can_create_tenant_product: true,
    ...values,
  });
}

/**
 * A tenant with an Admin and a User; base product `allowed` (Admins may create), `restricted`
 * (configured, Admins may not create), `unconfigured` (not in the tenant's configuration), and one
 * existing product of `allowed`.
 */
export async function productWorld(db: Db) {
  const tenant = await createTenant(db);
  const admin = await createUser(db);
  const user = await createUser(db);
  await addMember(db, admin.id, tenant.id, 'Admin');
  await addMember(db, user.id, tenant.id, 'User');
  const allowed = await createBaseProduct(db);
  const restricted = await createBaseProduct(db);
  const unconfigured = await createBaseProduct(db);
  await configure(db, tenant.id, allowed.id, { max_years_valid: 2, days_before_renew: 45 });
  await configure(db, tenant.id, restricted.id, { can_create_tenant_product: false });
  const [product] = await db
    .insert(tenantProducts)
    .values({
      tenant_id: tenant.id,
      product_id: allowed.id,
      product_short_code: `P${uid()}`,
      price_online: 500,
      price_hardcopy: 1000,
      price_hardcopy_online: 1200,
      max_years_valid: 1,
      card_valid_from: '2026-08-01',
      card_valid_to: '2027-07-31',
      tenant_payee: true,
    })
    .returning();
  if (!product) throw new Error('product insert failed');
  return { tenant, admin, user, allowed, restricted, unconfigured, product };
}

export const countProducts = async (db: Db, tenantId: number) =>
  (await db.select().from(tenantProducts).where(eq(tenantProducts.tenant_id, tenantId))).length;

export const newCode = () => `N${uid()}`;

export type FieldValue = string | number | boolean | null;

/** A multipart/form-data body as the web form sends it (files as PNG). */
export function multipart(fields: Record<string, FieldValue>, files: Record<string, Buffer> = {}) {
  const boundary = `----products${uid()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value === null ? '' : String(value)}\r\n`,
      ),
    );
  }
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const png = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * The test app with two product worlds (their tenants, admins and users) and a super admin, each
 * logged in: the set-up of the product list and the product upsert tests.
 */
export async function startProductsTest() {
  const t: TestApp = await createTestApp();
  const w = await productWorld(t.db);
  const other = await productWorld(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  const tokens = {
    admin: await loginAs(t.app, w.admin.email),
    user: await loginAs(t.app, w.user.email),
    otherAdmin: await loginAs(t.app, other.admin.email),
    superAdmin: await loginAs(t.app, superAdmin.email),
  };
  return { t, w, other, tokens };
}

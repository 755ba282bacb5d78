import { existsSync } from 'node:fs';
import path from 'node:path';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import { TENANT_MESSAGES } from '@ausweis/shared/schemas/tenants';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_CHAIN } from '../../db/audit-trail';
import {
  auditEvents,
  orders,
  ordersArchive,
  paymentRuns,
  storedFiles,
  tenantBaseProducts,
  tenantMemberships,
  tenantProducts,
  tenants,
  users,
} from '../../db/schema/index';
import { newOnlineCode, newUserCode } from '../../platform/codes';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import {
  addMember,
  createCard,
  createPaymentRun,
  createTenantProduct,
  createTenantWithStaff,
  createUser,
} from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureCatalog, png, postUpsert, tenantForm } from './tenants.test-support';

let t: TestApp;
let superToken: string;
let catalog: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await ensureCatalog(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  superToken = await loginAs(t.app, superAdmin.email);
});
afterAll(() => t.close());

const rowsOf = async (
  table: typeof orders | typeof ordersArchive | typeof paymentRuns | typeof tenantProducts,
  id: number,
) => (await t.db.select({ n: count() }).from(table).where(eq(table.tenant_id, id)))[0]?.n ?? 0;

/** A tenant with images, configuration, products, 12 live and 1 archived card and members (billed: a payment run). */
async function fullTenant({ billed = false } = {}) {
  const res = await postUpsert(t.app, superToken, tenantForm(catalog.Schülerausweis as number), {
    file_logo: { bytes: await png(230, 130) },
    file_stamp: { bytes: await png(260, 205) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json<{ id: number }>();
  const product = await createTenantProduct(t.db, id);
  const files = createFileStore(t.config.filesDir);
  const photoId = await storeFile(t.db, files, {
    kind: 'student_photo',
    tenantId: id,
    bytes: await png(230, 340),
    mime: 'image/png',
    extension: 'png',
  });
  const run = billed ? await createPaymentRun(t.db, id, { total_amount: 490 }) : null;
  for (let i = 0; i < 12; i++)
    await createCard(t.db, id, product.id, { image_file_id: photoId, payment_run_id: run?.id ?? null });
  await t.db.insert(ordersArchive).values({
    id: 1_900_000_000 + id,
    tenant_id: id,
    tenant_product_id: product.id,
    email: 'alt@test.example',
    familyname: 'Alt',
    forname: 'Anna',
    card_valid_from: '2020-08-01',
    card_valid_to: '2021-07-31',
    online_code: newOnlineCode(),
    user_code: newUserCode(),
  });
  const member = await createUser(t.db);
  await addMember(t.db, member.id, id, 'Admin');
  return { id, member, photoId };
}

describe('deleting a tenant', () => {
  it('counts live and archived orders', async () => {
    const { id } = await fullTenant();
    const res = await callEndpoint(t.app, tenantsApi.orderCount, {
      query: { tenant_id: id },
      token: superToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 13, payment_runs: 0 });
    expect(
      (
        await callEndpoint(t.app, tenantsApi.orderCount, {
          query: { tenant_id: '2000000000' },
          token: superToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, tenantsApi.orderCount, {
          query: { tenant_id: '99999999999' },
          token: superToken,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('removes cards, archive, products, configuration, memberships and files; users stay', async () => {
    const { id, member } = await fullTenant();
    const other = await createTenantWithStaff(t.db);
    const fileRows = await t.db.select().from(storedFiles).where(eq(storedFiles.tenant_id, id));
    expect(fileRows.map((f) => f.kind).sort()).toEqual(['logo', 'stamp', 'student_photo']);
    for (const f of fileRows) expect(existsSync(path.join(t.config.filesDir, f.path))).toBe(true);

    const res = await callEndpoint(t.app, tenantsApi.delete, { query: { tenant_id: id }, token: superToken });
    expect(res.statusCode, res.body).toBe(200);

    expect(await t.db.select().from(tenants).where(eq(tenants.id, id))).toEqual([]);
    expect(await rowsOf(orders, id)).toBe(0);
    expect(await rowsOf(ordersArchive, id)).toBe(0);
    expect(await rowsOf(paymentRuns, id)).toBe(0);
    expect(await rowsOf(tenantProducts, id)).toBe(0);
    expect(await t.db.select().from(tenantBaseProducts).where(eq(tenantBaseProducts.tenant_id, id))).toEqual(
      [],
    );
    expect(await t.db.select().from(tenantMemberships).where(eq(tenantMemberships.tenant_id, id))).toEqual(
      [],
    );
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.tenant_id, id))).toEqual([]);
    for (const f of fileRows) expect(existsSync(path.join(t.config.filesDir, f.path))).toBe(false);
    // The member keeps the account, now without a tenant.
    expect((await t.db.select().from(users).where(eq(users.id, member.id))).length).toBe(1);
    // Another tenant is untouched.
    expect(await rowsOf(orders, other.tenant.id)).toBe(1);
    // The deletion is the platform's event, naming the tenant by id.
    await t.app.auditTrailSettled();
    const deleted = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, PLATFORM_CHAIN), eq(auditEvents.action, 'tenant.deleted')));
    expect(deleted.filter((e) => e.record_ids.includes(id))).toMatchObject([
      { record: 'tenant', role: 'SuperAdmin', outcome: 'allowed' },
    ]);

    const again = await callEndpoint(t.app, tenantsApi.delete, {
      query: { tenant_id: id },
      token: superToken,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a tenant with invoices (they must be kept) and deletes nothing', async () => {
    const { id } = await fullTenant({ billed: true });
    // Said before any confirmation: the dialog asks for the counts first.
    const counts = await callEndpoint(t.app, tenantsApi.orderCount, {
      query: { tenant_id: id },
      token: superToken,
    });
    expect(counts.json()).toMatchObject({ payment_runs: 1 });
    const res = await callEndpoint(t.app, tenantsApi.delete, { query: { tenant_id: id }, token: superToken });
    expect([res.statusCode, res.json().message]).toEqual([409, TENANT_MESSAGES.hasInvoices]);
    expect(await rowsOf(orders, id)).toBe(12);
    expect(await rowsOf(paymentRuns, id)).toBe(1);
  });

  it('refuses a bad id with 400', async () => {
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await callEndpoint(t.app, tenantsApi.delete, {
        query: { tenant_id: bad },
        token: superToken,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('tenant Admins cannot delete their own tenant', async () => {
    const staff = await createTenantWithStaff(t.db);
    const token = await loginAs(t.app, staff.admin.email);
    const res = await callEndpoint(t.app, tenantsApi.delete, {
      query: { tenant_id: staff.tenant.id },
      token,
      tenantId: staff.tenant.id,
    });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(orders, staff.tenant.id)).toBe(1);
  });
});

import { createHash } from 'node:crypto';
import { tenants as tenantsApi } from '@ausweis/shared/contracts/tenants';
import { ELECTRONIC_ADDRESS_MESSAGES } from '@ausweis/shared/electronic-address';
import { LEITWEG_ID_MESSAGES } from '@ausweis/shared/leitweg-id';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import {
  type CompanyRow,
  TENANT_MESSAGES,
  type TenantConfigRow,
  type TenantDetails,
  type TenantListRow,
  type TenantMemberRow,
  type TenantProductOption,
} from '@ausweis/shared/schemas/tenants';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, tenantBaseProducts, tenantMemberships, tenants, users } from '../../db/schema/index';
import { createTenant, createTenantWithStaff, createUser } from '../../test/factories';
import { call, callEndpoint, loginAs } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createLoneProduct,
  ensureCatalog,
  type FormFields,
  png,
  postUpsert,
  tenantForm,
  uniqueCode,
} from './tenants.test-support';

let t: TestApp;
let superToken: string;
let adminToken: string;
let userToken: string;
let staffTenantId: number;
let catalog: Record<string, number>;
const pid = (type: string) => catalog[type] as number;

/**
 * Tenants with the short code of a form: what a refused upsert must not have written. Only this test's
 * rows: other test files write tenants at the same time (CI runs them in parallel on one database).
 */
const tenantsWithCode = async (form: FormFields) =>
  (
    await t.db
      .select({ n: count() })
      .from(tenants)
      .where(sql`lower(${tenants.short_code}) = lower(${String(form.short_code)})`)
  )[0]?.n ?? 0;

/** Stored files with these bytes (a unique colour per test): none may stay after a refused upsert. */
const filesWithBytes = async (bytes: Buffer) =>
  (
    await t.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.sha256, createHash('sha256').update(bytes).digest('hex')))
  )[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await ensureCatalog(t.db);
  const superAdmin = await createUser(t.db, { is_super_admin: true });
  const staff = await createTenantWithStaff(t.db);
  staffTenantId = staff.tenant.id;
  superToken = await loginAs(t.app, superAdmin.email);
  adminToken = await loginAs(t.app, staff.admin.email);
  userToken = await loginAs(t.app, staff.user.email);
});
afterAll(() => t.close());

describe('tenant endpoints are for super admins only', () => {
  const reads: [string, string][] = [
    ['GET', tenantsApi.config.path],
    ['GET', tenantsApi.companies.path],
    ['GET', `${tenantsApi.products.path}?country_id=DE`],
    ['GET', `${tenantsApi.details.path}?id=1`],
    ['GET', `${tenantsApi.members.path}?id=1`],
    ['GET', `${tenantsApi.orderCount.path}?tenant_id=1`],
    ['POST', tenantsApi.find.path],
    ['DELETE', `${tenantsApi.delete.path}?tenant_id=1`],
    ['POST', tenantsApi.upsert.path],
  ];

  it.each(reads)('%s %s: anonymous 401, tenant Admin and User 403', async (method, url) => {
    const m = method as 'GET' | 'POST' | 'DELETE';
    const body = method === 'POST' ? {} : undefined;
    expect((await call(t.app, m, url, { body })).statusCode).toBe(401);
    expect((await call(t.app, m, url, { token: adminToken, tenantId: staffTenantId, body })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, m, url, { token: adminToken, body })).statusCode).toBe(403);
    expect((await call(t.app, m, url, { token: userToken, tenantId: staffTenantId, body })).statusCode).toBe(
      403,
    );
  });

  it('a tenant Admin cannot create a tenant (nothing written)', async () => {
    const form = tenantForm(pid('Schülerausweis'));
    const res = await postUpsert(t.app, adminToken, form);
    expect(res.statusCode).toBe(403);
    expect(await tenantsWithCode(form)).toBe(0);
  });
});

describe('reading tenants', () => {
  it('lists tenants with the paging contract, filters and sorts', async () => {
    const a = await createTenant(t.db, { name: `Zebra-Schule ${uniqueCode()}` });
    const res = await callEndpoint(t.app, tenantsApi.find, {
      token: superToken,
      body: { page: 1, count: 5, sorts: [{ key: 'id', order: 'desc' }], filters: { name: a.name } },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<Paged<TenantListRow>>();
    expect(page.pagination).toEqual({ page: 1, count: 5, total: 1, total_exact: true });
    expect(page.data[0]).toMatchObject({ id: a.id, short_code: a.short_code, city: 'Teststadt' });

    const all = await callEndpoint(t.app, tenantsApi.find, { token: superToken, body: {} });
    expect(all.json<Paged<TenantListRow>>().pagination.total).toBeGreaterThanOrEqual(2);

    const bad = await callEndpoint(t.app, tenantsApi.find, {
      token: superToken,
      body: { filters: { password: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the tenant config, the companies and the products of a country', async () => {
    const config = await callEndpoint(t.app, tenantsApi.config, { token: superToken });
    expect(config.json<TenantConfigRow[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tenant_type: 'verband', product_type: 'Verbandsausweis' }),
      ]),
    );
    const companies = await callEndpoint(t.app, tenantsApi.companies, { token: superToken });
    expect(companies.json<CompanyRow[]>().some((c) => c.id === staffTenantId)).toBe(true);

    const lone = await createLoneProduct(t.db, ['DE']);
    const de = (
      await callEndpoint(t.app, tenantsApi.products, { query: { country_id: 'DE' }, token: superToken })
    ).json<TenantProductOption[]>();
    expect(de.find((p) => p.product_id === lone.id)).toMatchObject({ price_online: 100, currency: 'EUR' });
    const at = (
      await callEndpoint(t.app, tenantsApi.products, { query: { country_id: 'AT' }, token: superToken })
    ).json<TenantProductOption[]>();
    expect(at.some((p) => p.product_id === lone.id)).toBe(false);
    expect(at.some((p) => p.product_id === pid('Schülerausweis'))).toBe(true);
    const verband = (
      await callEndpoint(t.app, tenantsApi.products, {
        query: { country_id: 'DE', tenant_type: 'verband' },
        token: superToken,
      })
    ).json<TenantProductOption[]>();
    expect(verband.map((p) => p.product_type)).toEqual(['Verbandsausweis']);

    const bad = await callEndpoint(t.app, tenantsApi.products, {
      query: { country_id: 'FR' },
      token: superToken,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('details: 404 for an unknown tenant, 400 for a bad or huge id', async () => {
    const ok = await callEndpoint(t.app, tenantsApi.details, {
      query: { id: staffTenantId },
      token: superToken,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TenantDetails>()).toMatchObject({ id: staffTenantId, logo_file: null, products: [] });
    expect(
      (await callEndpoint(t.app, tenantsApi.details, { query: { id: '2000000000' }, token: superToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callEndpoint(t.app, tenantsApi.details, { query: { id: '99999999999' }, token: superToken }))
        .statusCode,
    ).toBe(400);
    expect(
      (await callEndpoint(t.app, tenantsApi.details, { query: { id: 'abc' }, token: superToken })).statusCode,
    ).toBe(400);
  });

  it('lists the members of a tenant', async () => {
    const res = await callEndpoint(t.app, tenantsApi.members, {
      query: { id: staffTenantId },
      token: superToken,
    });
    const rows = res.json<TenantMemberRow[]>();
    expect(rows.map((r) => r.user_group).sort()).toEqual(['Admin', 'User']);
  });
});

describe('creating a tenant', () => {
  it('stores the tenant upper-case with products, images and the invited initial user', async () => {
    const form = tenantForm(pid('Schülerausweis'), {
      with_user: true,
      user_email: `Leitung-${uniqueCode()}@Realschule.example`,
      salutation: 'Frau',
      user_forename: 'Lena',
      user_lastname: 'Leitung',
      tenant_payment: true,
    });
    const res = await postUpsert(t.app, superToken, form, {
      file_logo: { bytes: await png(230, 130) },
      file_stamp: { bytes: await png(520, 410) },
      file_sign: { bytes: await png(100, 100) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();

    const details = (
      await callEndpoint(t.app, tenantsApi.details, { query: { id: id }, token: superToken })
    ).json<TenantDetails>();
    expect(details).toMatchObject({
      short_code: String(form.short_code).toUpperCase(),
      email: 'sekretariat@realschule.example',
      name2: 'Städtische Realschule',
      usst_id: null,
      tenant_payment: true,
      products: [
        {
          product_id: pid('Schülerausweis'),
          product_type: 'Schülerausweis',
          max_years_valid: 1,
          days_before_renew: 30,
          can_create_tenant_product: true,
        },
      ],
    });
    expect(details.products_available.map((p) => p.product_type)).toContain('Lehrerausweis');
    expect(details.products_available.map((p) => p.product_type)).not.toContain('Verbandsausweis');

    // Every image is stored as a PNG of exactly its size.
    for (const [path, size] of [
      [details.logo_file, [230, 130]],
      [details.stamp_file, [260, 205]],
      [details.sign_file, [260, 70]],
    ] as const) {
      expect(path).toMatch(/^\/anon\/media\/\d+\/[0-9a-f]{64}$/);
      const media = await t.app.inject({ method: 'GET', url: `/api${path}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/png');
      const meta = await sharp(media.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual(size);
    }

    const email = String(form.user_email).toLowerCase();
    const [member] = await t.db
      .select({ group: tenantMemberships.user_group })
      .from(tenantMemberships)
      .innerJoin(users, eq(users.id, tenantMemberships.user_id))
      .where(eq(users.email, email));
    expect(member?.group).toBe('Admin');
    const mail = await lastMailTo(t.db, email);
    expect(linkIn(mail?.text ?? '')).toMatch(/^http:\/\/localhost:3000\/password_create\//);
  });

  it("uses the stamp size for an association's sign", async () => {
    const res = await postUpsert(
      t.app,
      superToken,
      tenantForm(pid('Verbandsausweis'), { tenant_type: 'verband' }),
      { file_sign: { bytes: await png(300, 300) } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const details = (
      await callEndpoint(t.app, tenantsApi.details, {
        query: { id: res.json<{ id: number }>().id },
        token: superToken,
      })
    ).json<TenantDetails>();
    const media = await t.app.inject({ method: 'GET', url: `/api${details.sign_file}` });
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([260, 205]);
  });

  const badInputs: [string, FormFields, string, string][] = [
    ['a missing name', { name: '' }, 'name', 'Bitte einen Wert angeben'],
    ['a missing street', { street: undefined }, 'street', 'Bitte einen Wert angeben'],
    ['a missing country', { country_id: '' }, 'country_id', 'Bitte einen Wert angeben'],
    [
      'an unknown type',
      { tenant_type: 'verein' },
      'tenant_type',
      'Bitte einen der vorgegebenen Werte wählen',
    ],
    ['a bad e-mail', { email: 'keine-mail' }, 'email', 'Ungültige Email'],
    [
      'a short code with spaces',
      { short_code: 'AB CD' },
      'short_code',
      'Bitte nur Buchstaben, Ziffern, - und _ angeben',
    ],
    ['no product', { products: [] }, 'products', 'Bitte einen Wert angeben'],
    ['broken products JSON', { products: undefined, raw_products: true }, 'products', 'Ungültiger Wert.'],
    [
      'a product without max years',
      {
        products: [{ product_id: 0, max_years_valid: '', days_before_renew: 30 }],
      },
      'products.0.max_years_valid',
      'Bitte einen Wert angeben',
    ],
    [
      'an initial user without last name',
      { with_user: true, user_email: 'x@y.example', salutation: 'Herr', user_lastname: '' },
      'user_lastname',
      'Bitte einen Wert angeben',
    ],
    [
      'an initial user with a bad e-mail',
      { with_user: true, user_email: 'x@', salutation: 'Herr', user_lastname: 'X' },
      'user_email',
      'Ungültige Email',
    ],
    [
      'an initial user without salutation',
      { with_user: true, user_email: 'x@y.example', salutation: '', user_lastname: 'X' },
      'salutation',
      'Bitte einen Wert angeben',
    ],
    ['a huge id', { id: '99999999999' }, 'id', ''],
    [
      'a Leitweg-ID with a wrong Prüfziffer',
      { leitweg_id: '04011000-1234512345-07' },
      'leitweg_id',
      LEITWEG_ID_MESSAGES.checkDigit('06'),
    ],
    [
      'a Leitweg-ID of the wrong shape',
      { leitweg_id: '04011000_12345' },
      'leitweg_id',
      LEITWEG_ID_MESSAGES.chars,
    ],
    [
      'a Leitweg-ID without Prüfziffer',
      { leitweg_id: '04011000-12345' },
      'leitweg_id',
      LEITWEG_ID_MESSAGES.shape,
    ],
    [
      'an electronic address that is neither e-mail nor Peppol id',
      { invoice_address: 'Rathaus' },
      'invoice_address',
      ELECTRONIC_ADDRESS_MESSAGES.shape,
    ],
    [
      'a Rechnungsempfänger without address',
      { invoice_recipient_name: 'Stadt Köln', invoice_recipient_street: 'Markt 1' },
      'invoice_recipient_plz',
      TENANT_MESSAGES.recipientAddress,
    ],
  ];

  it.each(badInputs)(
    'refuses %s with a German 400 and writes nothing',
    async (_name, override, field, message) => {
      const form = tenantForm(pid('Schülerausweis'), override);
      if (field === 'products.0.max_years_valid') {
        (form.products as { product_id: number }[])[0] = {
          ...(override.products as object[])[0],
          product_id: pid('Schülerausweis'),
        } as { product_id: number };
      }
      if (override.raw_products) form.products = '[{';
      const res = await postUpsert(t.app, superToken, form);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ message: string; field?: string }>();
      expect(body.field).toBe(field);
      if (message) expect(body.message).toBe(message);
      if (typeof form.short_code === 'string') expect(await tenantsWithCode(form)).toBe(0);
    },
  );

  it('keeps the invoice recipient data (Leitweg-ID, electronic address, order reference)', async () => {
    const recipient = {
      invoice_recipient_name: 'Stadt Köln – Amt für Schulentwicklung',
      invoice_recipient_street: 'Willy-Brandt-Platz 2',
      invoice_recipient_plz: '50679',
      invoice_recipient_city: 'Köln',
      leitweg_id: '05315-61',
      invoice_address: '0204:05315-61',
      order_reference: 'BANF 2026/17',
    };
    const res = await postUpsert(t.app, superToken, tenantForm(pid('Schülerausweis'), recipient));
    expect(res.statusCode, res.body).toBe(200);
    const details = await callEndpoint(t.app, tenantsApi.details, {
      query: { id: res.json<{ id: number }>().id },
      token: superToken,
    });
    expect(details.json<TenantDetails>()).toMatchObject(recipient);
  });

  it('refuses a product the country or type does not offer', async () => {
    const lone = await createLoneProduct(t.db, ['DE']);
    const form = tenantForm(lone.id, {
      products: [{ product_id: lone.id, max_years_valid: 1, days_before_renew: 30 }],
    });
    const res = await postUpsert(t.app, superToken, form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'products.0.product_id',
      message: 'Dieses Produkt ist für dieses Land oder diesen Mandantentyp nicht verfügbar.',
    });
    expect(await tenantsWithCode(form)).toBe(0);
  });

  it('refuses a duplicate short code (any case) and a file that is no image', async () => {
    const code = uniqueCode();
    const first = await postUpsert(
      t.app,
      superToken,
      tenantForm(pid('Schülerausweis'), { short_code: code }),
    );
    expect(first.statusCode).toBe(200);
    const logo = await png(230, 130, '#3b7a2f');
    const dup = await postUpsert(
      t.app,
      superToken,
      tenantForm(pid('Schülerausweis'), { short_code: code.toLowerCase() }),
      { file_logo: { bytes: logo } },
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'CONFLICT',
      field: 'short_code',
      message: 'Dieser Zugangscode ist bereits vergeben.',
    });

    const notImage = await postUpsert(t.app, superToken, tenantForm(pid('Schülerausweis')), {
      file_logo: { bytes: Buffer.from('%PDF-1.4 kein Bild'), filename: 'logo.png' },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ field: 'file_logo' });
    expect(notImage.json<{ message: string }>().message).toContain('kein Bild');
    expect(await tenantsWithCode({ short_code: code })).toBe(1);
    expect(await filesWithBytes(logo)).toBe(0);
  });

  it('refuses a JSON body (the form is multipart)', async () => {
    const res = await callEndpoint(t.app, tenantsApi.upsert, {
      token: superToken,
      body: tenantForm(pid('Schülerausweis')) as Record<string, unknown>,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('editing a tenant', () => {
  it('updates fields, products and images; the short code stays; replaced images are gone', async () => {
    const created = await postUpsert(t.app, superToken, tenantForm(pid('Schülerausweis')), {
      file_logo: { bytes: await png(230, 130, '#ff0000') },
    });
    const { id } = created.json<{ id: number }>();
    const before = (
      await callEndpoint(t.app, tenantsApi.details, { query: { id: id }, token: superToken })
    ).json<TenantDetails>();
    const oldLogo = before.logo_file as string;

    const form = tenantForm(pid('Lehrerausweis'), {
      id,
      short_code: before.short_code,
      name: 'Realschule Am See',
      name2: '',
      is_test: true,
      products: [
        { product_id: pid('Lehrerausweis'), max_years_valid: 3, days_before_renew: 60, tenant_payment: true },
      ],
    });
    const res = await postUpsert(t.app, superToken, form, {
      file_logo: { bytes: await png(230, 130, '#00ff00') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id });
    const after = (
      await callEndpoint(t.app, tenantsApi.details, { query: { id: id }, token: superToken })
    ).json<TenantDetails>();
    expect(after).toMatchObject({
      name: 'Realschule Am See',
      name2: null,
      is_test: true,
      short_code: before.short_code,
    });
    expect(after.products).toEqual([
      expect.objectContaining({
        product_id: pid('Lehrerausweis'),
        max_years_valid: 3,
        days_before_renew: 60,
        tenant_payment: true,
      }),
    ]);
    expect(after.logo_file).not.toBe(oldLogo);
    expect((await t.app.inject({ method: 'GET', url: `/api${oldLogo}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api${after.logo_file}` })).statusCode).toBe(200);
    const oldId = Number(oldLogo.split('/')[3]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, oldId))).toEqual([]);
  });

  it('refuses to change the short code and writes nothing', async () => {
    const created = await postUpsert(t.app, superToken, tenantForm(pid('Schülerausweis')));
    const { id } = created.json<{ id: number }>();
    const res = await postUpsert(
      t.app,
      superToken,
      tenantForm(pid('Schülerausweis'), { id, short_code: uniqueCode(), name: 'Geändert' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'short_code' });
    const [row] = await t.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, id));
    expect(row?.name).toBe('Realschule Am Park');
  });

  it('404 for an unknown tenant id', async () => {
    const res = await postUpsert(t.app, superToken, tenantForm(pid('Schülerausweis'), { id: 2_000_000_000 }));
    expect(res.statusCode).toBe(404);
  });

  it('a product removed from the configuration is deleted, the others kept', async () => {
    const created = await postUpsert(
      t.app,
      superToken,
      tenantForm(pid('Schülerausweis'), {
        products: [
          { product_id: pid('Schülerausweis'), max_years_valid: 1, days_before_renew: 30 },
          { product_id: pid('Lehrerausweis'), max_years_valid: 2, days_before_renew: 30 },
        ],
      }),
    );
    const { id } = created.json<{ id: number }>();
    const code = (await t.db.select({ c: tenants.short_code }).from(tenants).where(eq(tenants.id, id)))[0]?.c;
    await postUpsert(
      t.app,
      superToken,
      tenantForm(pid('Lehrerausweis'), {
        id,
        short_code: code,
        products: [{ product_id: pid('Lehrerausweis'), max_years_valid: 2, days_before_renew: 10 }],
      }),
    );
    const rows = await t.db.select().from(tenantBaseProducts).where(eq(tenantBaseProducts.tenant_id, id));
    expect(rows.map((r) => [r.product_id, r.days_before_renew])).toEqual([[pid('Lehrerausweis'), 10]]);
  });
});

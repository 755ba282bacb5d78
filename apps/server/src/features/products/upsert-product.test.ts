import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { products as productsApi } from '@ausweis/shared/contracts/products';
import { and, arrayContains, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, baseProducts, storedFiles, tenantProducts, tenants } from '../../db/schema/index';
import { call, callEndpoint } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import {
  configure,
  countProducts,
  createBaseProduct,
  type FieldValue,
  multipart,
  newCode,
  png,
  startProductsTest,
} from './products.test-support';

let t: TestApp;
let w: Awaited<ReturnType<typeof startProductsTest>>['w'];
let other: typeof w;
let tokens: Awaited<ReturnType<typeof startProductsTest>>['tokens'];

beforeAll(async () => {
  ({ t, w, other, tokens } = await startProductsTest());
});
afterAll(() => t.close());

const upsert = (
  token: string | undefined,
  tenantId: number,
  fields: Record<string, FieldValue>,
  files: Record<string, Buffer> = {},
) => {
  const { body, headers } = multipart(fields, files);
  return callEndpoint(t.app, productsApi.upsert, { token, tenantId, body, headers });
};

/** A valid new product of `allowed` as an Admin's form sends it (no restricted fields). */
const newProduct = (overrides: Record<string, FieldValue> = {}) => ({
  product_id: w.allowed.id,
  product_short_code: newCode(),
  card_valid_from: '2026-08-01',
  card_valid_to: '2027-07-31',
  can_online: true,
  can_hardcopy: true,
  ...overrides,
});

/** Super admins send the restricted fields too. */
const superProduct = (overrides: Record<string, FieldValue> = {}) =>
  newProduct({
    price_online: 300,
    price_hardcopy: 800,
    price_hardcopy_online: 1000,
    max_years_valid: 3,
    days_before_renew: 20,
    ...overrides,
  });

const stored = async (id: number) => {
  const [row] = await t.db.select().from(tenantProducts).where(eq(tenantProducts.id, id));
  if (!row) throw new Error('product missing');
  return row;
};

describe('POST upsert: roles', () => {
  it('refuses anonymous (401) and a User of the tenant (403), writing nothing', async () => {
    const before = await countProducts(t.db, w.tenant.id);
    expect((await upsert(undefined, w.tenant.id, newProduct())).statusCode).toBe(401);
    expect((await upsert(tokens.user, w.tenant.id, newProduct())).statusCode).toBe(403);
    expect((await upsert(tokens.otherAdmin, w.tenant.id, newProduct())).statusCode).toBe(404);
    expect(await countProducts(t.db, w.tenant.id)).toBe(before);
  });

  it('answers 404 to an Admin of another tenant editing this tenant’s product with their own tenant', async () => {
    const res = await upsert(tokens.otherAdmin, other.tenant.id, {
      id: w.product.id,
      tenant_name: 'Übernommen',
    });
    expect(res.statusCode).toBe(404);
    expect((await stored(w.product.id)).tenant_name).toBeNull();
  });

  it('lets an Admin create a product; prices and term come from the configuration, not the form', async () => {
    const code = newCode();
    const res = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({
        product_short_code: code.toLowerCase(),
        price_online: 1,
        price_hardcopy: 1,
        price_hardcopy_online: 1,
        max_years_valid: 9,
        online_free: true,
        is_test: true,
        tenant_payment: true,
        restrict_email_dns: 'example.de',
        tenant_name: '  Gymnasium  ',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      product_short_code: code,
      product_id: w.allowed.id,
      price_online: 490,
      price_hardcopy: 990,
      price_hardcopy_online: 1190,
      max_years_valid: 2,
      days_before_renew: 45,
      online_free: false,
      is_test: false,
      tenant_payment: false,
      restrict_email_dns: null,
      tenant_name: 'Gymnasium',
      order_url: `${t.config.publicUrl}/s/${w.tenant.short_code}/${code}`,
    });
    expect((await stored(body.id)).tenant_id).toBe(w.tenant.id);
  });

  it('lets a super admin create a product with prices, term and restricted flags', async () => {
    const res = await upsert(
      tokens.superAdmin,
      w.tenant.id,
      superProduct({
        online_free: true,
        is_test: true,
        restrict_email_dns: '@Example.DE',
        product_id: w.restricted.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product_id: w.restricted.id,
      price_online: 300,
      price_hardcopy: 800,
      price_hardcopy_online: 1000,
      max_years_valid: 3,
      days_before_renew: 20,
      online_free: true,
      is_test: true,
      restrict_email_dns: 'example.de',
    });
  });

  it('refuses an Admin a product the configuration does not let them create (403), writing nothing', async () => {
    const before = await countProducts(t.db, w.tenant.id);
    for (const productId of [w.restricted.id, w.unconfigured.id]) {
      const res = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: productId }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Dieses Produkt darf für diesen Mandanten nicht angelegt werden.');
    }
    expect(await countProducts(t.db, w.tenant.id)).toBe(before);
  });

  it('refuses a super admin a product outside the tenant’s configuration (400)', async () => {
    const res = await upsert(tokens.superAdmin, w.tenant.id, superProduct({ product_id: w.unconfigured.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Dieses Produkt ist für diesen Mandanten nicht freigegeben.',
      field: 'product_id',
    });
  });

  it('refuses an Admin a product without a price in the tenant’s country', async () => {
    const base = await createBaseProduct(t.db, {}, null);
    await configure(t.db, w.tenant.id, base.id);
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: base.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Für dieses Produkt ist im Land des Mandanten kein Preis hinterlegt.');
  });
});

describe('POST upsert: editing', () => {
  it('lets an Admin edit; restricted fields keep their stored values', async () => {
    const res = await upsert(tokens.admin, w.tenant.id, {
      id: w.product.id,
      tenant_name: 'Neuer Name',
      price_online: 1,
      online_free: true,
      tenant_payment: false,
      max_years_valid: 5,
      restrict_email_dns: 'example.de',
      hide_city: true,
    });
    expect(res.statusCode).toBe(200);
    const row = await stored(w.product.id);
    expect(row).toMatchObject({
      tenant_name: 'Neuer Name',
      hide_city: true,
      price_online: 500,
      online_free: false,
      tenant_payee: true,
      max_years_valid: 1,
      restrict_email_dns: null,
    });
  });

  it('lets a super admin change prices and flags', async () => {
    const res = await upsert(tokens.superAdmin, w.tenant.id, {
      id: w.product.id,
      price_online: 650,
      hardcopy_free: true,
      tenant_payment: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(w.product.id)).toMatchObject({
      price_online: 650,
      hardcopy_free: true,
      tenant_payee: false,
    });
  });

  it('keeps the product code and the base product locked after creation', async () => {
    const code = await upsert(tokens.superAdmin, w.tenant.id, {
      id: w.product.id,
      product_short_code: 'ANDERS',
    });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({
      message: 'Der Produktcode kann nach dem Anlegen nicht mehr geändert werden.',
      field: 'product_short_code',
    });
    const same = await upsert(tokens.admin, w.tenant.id, {
      id: w.product.id,
      product_short_code: w.product.product_short_code.toLowerCase(),
      product_id: w.allowed.id,
    });
    expect(same.statusCode).toBe(200);
    const base = await upsert(tokens.superAdmin, w.tenant.id, {
      id: w.product.id,
      product_id: w.restricted.id,
    });
    expect(base.statusCode).toBe(400);
    expect((await stored(w.product.id)).product_short_code).toBe(w.product.product_short_code);
  });

  it('lets an Admin keep a stored valid-to later than valid-from plus max years', async () => {
    const [p] = await t.db
      .insert(tenantProducts)
      .values({
        tenant_id: w.tenant.id,
        product_id: w.allowed.id,
        product_short_code: newCode(),
        card_valid_from: '2026-08-01',
        card_valid_to: '2029-07-31',
        max_years_valid: 1,
      })
      .returning();
    if (!p) throw new Error('insert failed');
    expect(
      (await upsert(tokens.admin, w.tenant.id, { id: p.id, card_valid_to: '2029-07-31' })).statusCode,
    ).toBe(200);
    const later = await upsert(tokens.admin, w.tenant.id, { id: p.id, card_valid_to: '2029-08-01' });
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe('Bitte geben Sie das Datum vor dem 31.07.2029 ein');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await upsert(tokens.admin, w.tenant.id, { id: 2_000_000_000 })).statusCode).toBe(404);
  });
});

describe('POST upsert: rules (400 with the German message, nothing written)', () => {
  const cases: [string, 'admin' | 'superAdmin', Record<string, FieldValue>, string, string][] = [
    ['no product', 'admin', { product_id: null }, 'product_id', 'Bitte einen Wert angeben'],
    [
      'no product code',
      'admin',
      { product_short_code: '' },
      'product_short_code',
      'Bitte einen Wert angeben',
    ],
    [
      'a product code with spaces',
      'admin',
      { product_short_code: 'A B' },
      'product_short_code',
      'Bitte nur Buchstaben (A-Z), Ziffern, - und _ angeben',
    ],
    ['no valid-from', 'admin', { card_valid_from: '' }, 'card_valid_from', 'Bitte einen Wert angeben'],
    ['no valid-to', 'admin', { card_valid_to: '' }, 'card_valid_to', 'Bitte einen Wert angeben'],
    [
      'an impossible date',
      'admin',
      { card_valid_to: '2027-02-30' },
      'card_valid_to',
      'Dieses Datum gibt es nicht.',
    ],
    [
      'a German date on the wire',
      'admin',
      { card_valid_from: '01.08.2026' },
      'card_valid_from',
      'Das Datumsformat muss JJJJ-MM-TT sein.',
    ],
    [
      'valid-to before valid-from',
      'superAdmin',
      { card_valid_to: '2026-07-31' },
      'card_valid_to',
      'Bitte geben Sie das Datum nach dem 01.08.2026 ein',
    ],
    [
      'an Admin’s valid-to beyond valid-from plus max years',
      'admin',
      { card_valid_to: '2028-08-02' },
      'card_valid_to',
      'Bitte geben Sie das Datum vor dem 01.08.2028 ein',
    ],
    [
      'a super admin without price',
      'superAdmin',
      { price_online: '' },
      'price_online',
      'Bitte einen Wert angeben',
    ],
    [
      'a negative price',
      'superAdmin',
      { price_hardcopy: -5 },
      'price_hardcopy',
      'Bitte geben Sie eine Ganzzahl ein',
    ],
    [
      'a price in euros',
      'superAdmin',
      { price_hardcopy_online: '4,90' },
      'price_hardcopy_online',
      'Bitte geben Sie eine Ganzzahl ein',
    ],
    [
      'a super admin without max years',
      'superAdmin',
      { max_years_valid: '' },
      'max_years_valid',
      'Bitte einen Wert angeben',
    ],
    [
      'zero max years',
      'superAdmin',
      { max_years_valid: 0 },
      'max_years_valid',
      'Bitte einen Wert zwischen 1 und 10 angeben',
    ],
    [
      'a label without characters',
      'admin',
      { with_lable: true, lable_color: '#F7AD15' },
      'lable_value',
      'Bitte einen Wert angeben',
    ],
    [
      'a label of three characters',
      'admin',
      { with_lable: true, lable_value: 'ABC', lable_color: '#F7AD15' },
      'lable_value',
      'Bitte geben Sie maximal 2 Zeichen an',
    ],
    [
      'a label without colour',
      'admin',
      { with_lable: true, lable_value: 'A' },
      'lable_color',
      'Bitte einen Wert angeben',
    ],
    [
      'a label colour that is no hex colour',
      'admin',
      { with_lable: true, lable_value: 'A', lable_color: 'red' },
      'lable_color',
      'Bitte eine Farbe wie #F7AD15 angeben',
    ],
    [
      'an e-mail colour of 9 characters',
      'admin',
      { print_email: true, print_email_color: '#F7AD15FF' },
      'print_email_color',
      'Bitte geben Sie maximal 7 Zeichen an',
    ],
    [
      'an e-mail domain that is no domain',
      'superAdmin',
      { restrict_email_dns: 'schule' },
      'restrict_email_dns',
      'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
    ],
    [
      'an e-mail address as domain',
      'superAdmin',
      { restrict_email_dns: 'info@schule.de' },
      'restrict_email_dns',
      'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
    ],
    [
      'a generated barcode without length',
      'admin',
      { barcode_type: 'code_128', generate_barcode: true },
      'barcode_len',
      'Bitte einen Wert angeben',
    ],
    [
      'a generated barcode no longer than its prefix',
      'admin',
      { barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'GS', barcode_len: 2 },
      'barcode_len',
      'Bitte eine Länge zwischen 3 und 30 angeben',
    ],
    ['an unknown barcode type', 'admin', { barcode_type: 'qr' }, 'barcode_type', 'Unbekannter Barcode-Typ'],
    [
      'a barcode prefix with symbols',
      'admin',
      { barcode_type: 'code_39_with_checksum', barcode_prefix: 'A-1' },
      'barcode_prefix',
      'Bitte nur Buchstaben (A-Z) und Ziffern angeben',
    ],
    [
      'field 1 without description',
      'admin',
      { needs_field1: true },
      'field1_desc',
      'Bitte einen Wert angeben',
    ],
    ['a flag that is no boolean', 'admin', { hide_city: 'vielleicht' }, 'hide_city', 'Ungültiger Wert.'],
  ];

  it.each(cases)('refuses %s', async (_name, role, fields, field, message) => {
    const before = await countProducts(t.db, w.tenant.id);
    const body = role === 'admin' ? newProduct(fields) : superProduct(fields);
    const res = await upsert(tokens[role], w.tenant.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field, message });
    expect(await countProducts(t.db, w.tenant.id)).toBe(before);
  });

  it('lets a super admin set valid-to beyond the maximum (only a hint in the form)', async () => {
    const res = await upsert(tokens.superAdmin, w.tenant.id, superProduct({ card_valid_to: '2035-01-01' }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a duplicate product code in the tenant, in any case; other tenants may use it', async () => {
    const code = newCode();
    expect(
      (await upsert(tokens.admin, w.tenant.id, newProduct({ product_short_code: code }))).statusCode,
    ).toBe(200);
    const before = await countProducts(t.db, w.tenant.id);
    const dup = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({ product_short_code: code.toLowerCase() }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'CONFLICT',
      field: 'product_short_code',
      message: 'Dieser Produktcode ist bei diesem Mandanten bereits vergeben.',
    });
    expect(await countProducts(t.db, w.tenant.id)).toBe(before);
    const elsewhere = await upsert(tokens.otherAdmin, other.tenant.id, {
      ...newProduct({ product_short_code: code }),
      product_id: other.allowed.id,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST upsert: barcode side effects', () => {
  it('forces external id for a barcode type and drops the prefix where the type has none', async () => {
    const res = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({ barcode_type: 'code_2_5_interleaved', barcode_prefix: '12', need_external_id: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ barcode_prefix: null, need_external_id: true });
  });

  it('keeps the prefix of code_128 and counts it toward a generated barcode’s length', async () => {
    const res = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({ barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'gs', barcode_len: 3 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      barcode_prefix: 'GS',
      barcode_len: 3,
      generate_barcode: true,
      need_external_id: true,
    });
  });

  it('resets prefix, generate and length when the type is cleared', async () => {
    const created = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({
        barcode_type: 'code_39_without_checksum',
        generate_barcode: true,
        barcode_prefix: 'M',
        barcode_len: 8,
      }),
    );
    const res = await upsert(tokens.admin, w.tenant.id, { id: created.json().id, barcode_type: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      barcode_type: null,
      barcode_prefix: null,
      generate_barcode: false,
      barcode_len: null,
      need_external_id: true,
    });
  });

  it('ignores generate without a barcode type', async () => {
    const res = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({ generate_barcode: true, barcode_len: 5 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ generate_barcode: false, barcode_len: null, need_external_id: false });
  });
});

describe('POST upsert: images', () => {
  let needs: Awaited<ReturnType<typeof createBaseProduct>>;
  beforeAll(async () => {
    needs = await createBaseProduct(t.db, { needs_logo: true, needs_stamp: true });
    await configure(t.db, w.tenant.id, needs.id);
  });

  it('refuses a product whose needed images neither it nor the tenant has', async () => {
    const before = await countProducts(t.db, w.tenant.id);
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: needs.id }), {
      file_logo: await png(230, 130),
    });
    expect(res.statusCode).toBe(400);
    // In German, naming the image (the English 'Please select the image(s).' reached the form).
    expect(res.json()).toMatchObject({
      message: 'Bitte wählen Sie ein Bild für „Stempel“ aus.',
      field: 'images',
    });
    const none = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: needs.id }));
    expect(none.json().message).toBe('Bitte wählen Sie Bilder für „Logo“ und „Stempel“ aus.');
    expect(await countProducts(t.db, w.tenant.id)).toBe(before);
  });

  it('stores uploaded images in the product’s sizes and serves them as media', async () => {
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: needs.id }), {
      file_logo: await png(460, 260),
      file_stamp: await png(260, 205),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.logo_file).toMatch(/^\/anon\/media\/\d+\/[0-9a-f]{64}$/);
    expect(body.stamp_file).toMatch(/^\/anon\/media\/\d+\/[0-9a-f]{64}$/);
    expect(body.sign_file).toBeNull();
    const media = await call(t.app, 'GET', body.logo_file);
    expect(media.statusCode).toBe(200);
    const sharp = (await import('sharp')).default;
    expect(await sharp(media.rawPayload).metadata()).toMatchObject({
      width: 230,
      height: 130,
      format: 'png',
    });

    // Replacing the logo removes the old file; removing the stamp is refused while it is needed.
    const row = await stored(body.id);
    const [oldLogo] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row.logo_file_id ?? 0));
    if (!oldLogo) throw new Error('logo missing');
    const replaced = await upsert(
      tokens.admin,
      w.tenant.id,
      { id: body.id },
      { file_logo: await png(230, 130, '#ff0000') },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().logo_file).not.toBe(body.logo_file);
    expect(existsSync(path.join(t.config.filesDir, oldLogo.path))).toBe(false);
    const removeStamp = await upsert(tokens.admin, w.tenant.id, { id: body.id, remove_stamp: true });
    expect(removeStamp.statusCode).toBe(400);
    expect(removeStamp.json().message).toBe('Bitte wählen Sie ein Bild für „Stempel“ aus.');
  });

  it('accepts a product without own images when the tenant has them', async () => {
    const tenantFile = async (kind: 'logo' | 'stamp') => {
      const [f] = await t.db
        .insert(storedFiles)
        .values({
          tenant_id: other.tenant.id,
          kind,
          path: `x/${kind}.png`,
          mime_type: 'image/png',
          size: 1,
          sha256: 'a'.repeat(64),
        })
        .returning();
      return f?.id ?? null;
    };
    const base = await createBaseProduct(t.db, { needs_logo: true, needs_stamp: true });
    await configure(t.db, other.tenant.id, base.id);
    await t.db
      .update(tenants)
      .set({ logo_file_id: await tenantFile('logo'), stamp_file_id: await tenantFile('stamp') })
      .where(eq(tenants.id, other.tenant.id));
    const res = await upsert(tokens.otherAdmin, other.tenant.id, newProduct({ product_id: base.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().tenant.images).toEqual({ logo: true, stamp: true, sign: false });
  });

  it('refuses a file that is no image, writing nothing', async () => {
    const before = await countProducts(t.db, w.tenant.id);
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: needs.id }), {
      file_logo: Buffer.from('kein Bild'),
      file_stamp: await png(260, 205),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'file_logo' });
    expect(res.json().message).toContain('Die Datei ist kein Bild');
    expect(await countProducts(t.db, w.tenant.id)).toBe(before);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await callEndpoint(t.app, productsApi.upsert, {
      token: tokens.admin,
      tenantId: w.tenant.id,
      body: newProduct(),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST upsert: the audit trail', () => {
  it('records the names of the changed fields of a product, never their values', async () => {
    const code = newCode();
    const created = await upsert(tokens.admin, w.tenant.id, newProduct({ product_short_code: code }));
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const edited = await upsert(
      tokens.admin,
      w.tenant.id,
      newProduct({ id, product_short_code: code, card_valid_to: '2027-07-30' }),
    );
    expect(edited.statusCode).toBe(200);
    await t.app.auditTrailSettled();
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, w.tenant.id), arrayContains(auditEvents.record_ids, [id])))
      .orderBy(auditEvents.seq);
    const changes = events.filter((e) => e.action === 'record.changed');
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({ record: 'product', fields: ['card_valid_to'], outcome: 'allowed' });
    expect(JSON.stringify(events)).not.toContain('2027-07-30');
  });
});

describe('POST upsert: the card’s label languages', () => {
  let nrw: Promise<typeof baseProducts.$inferSelect> | undefined;
  /** The NRW student card's base product (the demo catalogue's, or one made here), configured for the tenant once. */
  const nrwProduct = () => {
    nrw ??= (async () => {
      const [found] = await t.db
        .select()
        .from(baseProducts)
        .where(eq(baseProducts.product_type, 'Schülerausweis NRW'));
      const product = found ?? (await createBaseProduct(t.db, { product_type: 'Schülerausweis NRW' }));
      await configure(t.db, w.tenant.id, product.id);
      return product;
    })();
    return nrw;
  };

  it('starts a new product in German and an NRW student card in German, English and French', async () => {
    const plain = await upsert(tokens.admin, w.tenant.id, newProduct());
    expect(plain.json().card_label_languages).toBe('de');
    const nrw = await nrwProduct();
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: nrw.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().card_label_languages).toBe('de-en-fr');
    expect((await stored(res.json().id)).card_label_languages).toBe('de-en-fr');
  });

  it('the migration that added them gave existing NRW student cards the three languages, others German', async () => {
    const nrw = await nrwProduct();
    const older = (
      await upsert(tokens.admin, w.tenant.id, newProduct({ product_id: nrw.id, card_label_languages: 'de' }))
    ).json().id;
    const plain = (await upsert(tokens.admin, w.tenant.id, newProduct({ card_label_languages: 'de' }))).json()
      .id;
    const statements = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0036_card_label_languages.sql'),
      'utf8',
    ).split('--> statement-breakpoint');
    const update = statements.find((s) => s.includes('UPDATE')) ?? '';
    const after = new Map<number, string>();
    // On the shared test database inside a transaction that is rolled back: other tests' rows stay.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(update));
        for (const r of await tx
          .select()
          .from(tenantProducts)
          .where(inArray(tenantProducts.id, [older, plain])))
          after.set(r.id, r.card_label_languages);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(after.get(older)).toBe('de-en-fr');
    expect(after.get(plain)).toBe('de');
  });

  it('stores the languages chosen and returns them in the details', async () => {
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ card_label_languages: 'de-en' }));
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect((await stored(id)).card_label_languages).toBe('de-en');
    const edited = await upsert(tokens.admin, w.tenant.id, { id, card_label_languages: 'de-en-fr' });
    expect(edited.json().card_label_languages).toBe('de-en-fr');
    const details = await callEndpoint(t.app, productsApi.details, {
      token: tokens.admin,
      tenantId: w.tenant.id,
      query: { id },
    });
    expect(details.json().card_label_languages).toBe('de-en-fr');
  });

  it('refuses languages it does not know with a German 400', async () => {
    const res = await upsert(tokens.admin, w.tenant.id, newProduct({ card_label_languages: 'de-tr' }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Unbekannte Sprachen der Beschriftung');
  });
});

/**
 * 'Klassenliste importieren' (docs/product.md#class-import): confirming creates tenant-paid orders (validated, with access
 * mails) in a job, once per row; the result list and the template; who may import, and isolation.
 */
import { classImports as api } from '@ausweis/shared/contracts/class-imports';
import { CLASS_IMPORT_TEXTS, type ClassImport } from '@ausweis/shared/schemas/class-imports';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baseProducts, classImports, mailOutbox, orders, tenantProducts } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { createTenantProduct } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { CLASS_IMPORT_QUEUE } from './class-import.job';
import { csv, HEADER, importWorld, photo, zipOf } from './class-imports.test-support';

const { t, w, start, get, settled, rows, confirm } = await importWorld();

const stamp = Date.now().toString(36);
const mail = (n: string) => `${n.toLowerCase()}-${stamp}@test.example`;
const row = (fam: string, id: string) => [fam, 'Kim', '04.03.2012', '7c', id, mail(fam)];

/** An import of three good rows (with photos) and one without a photo, checked and in preview. */
async function previewedImport(prefix: string) {
  const ids = ['1', '2', '3'].map((n) => `${prefix}-${n}`);
  const zip = await zipOf(Object.fromEntries(ids.map((id) => [`${id}.png`, photo('astronaut.png')])));
  const res = await start(
    {
      list_file: {
        name: 'k.csv',
        bytes: Buffer.from(
          csv([HEADER, ...ids.map((id, i) => row(`${prefix}${i}`, id)), row(`${prefix}X`, 'none')]),
        ),
      },
      photos_file: { name: 'f.zip', bytes: zip },
    },
    { choice: 'both' },
  );
  expect(res.statusCode).toBe(200);
  return settled(res.json().id);
}

const ordersOf = (ids: number[]) => t.db.select().from(orders).where(inArray(orders.id, ids));

describe('the institution pays', () => {
  it('creates validated, tenant-paid orders with access mails; refused rows are listed with reasons', async () => {
    const preview = await previewedImport('Inst');
    expect(preview).toMatchObject({ status: 'preview', ok_count: 3, refused_count: 1 });
    const res = await confirm(preview.id, { mode: 'tenant', validate: true, send_mails: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ClassImport).status).toBe('queued');
    const done = await settled(preview.id);
    expect(done).toMatchObject({ status: 'done', done: 4, ok_count: 3, refused_count: 1, mode: 'tenant' });
    expect(done).toMatchObject({ validate: true, send_mails: true, read_only: [] });

    const list = await rows(preview.id);
    expect(list.map((r) => r.outcome)).toEqual(['created', 'created', 'created', 'refused']);
    const created = await ordersOf(list.flatMap((r) => (r.order_id ? [r.order_id] : [])));
    expect(created).toHaveLength(3);
    for (const o of created) {
      expect(o).toMatchObject({
        tenant_id: w.a.tenant.id,
        tenant_product_id: w.a.product.id,
        tenant_payee: true,
        tenant_payee_billed: false,
        is_payed: true,
        status: 'payed',
        price: 1190,
        paid_amount: 0,
        is_online: true,
        is_hardcopy: true,
        online_ready: true,
        validated: true,
        validated_from: w.a.admin.id,
        external_department: '7c',
        birthday: '2012-03-04',
      });
      expect(o.image_file_id).not.toBeNull();
    }
    // The smartphone cards are drawn once the import is done (one job each, queued at its end).
    await expect
      .poll(async () => (await ordersOf(created.map((o) => o.id))).every((o) => o.card_file_id !== null), {
        timeout: 30_000,
      })
      .toBe(true);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.recipient,
          created.map((o) => o.email),
        ),
      );
    expect(mails).toHaveLength(3);
    expect(mails[0]?.subject).toBe('Vielen Dank für Ihre Bestellung');

    // The result list: every row with its order id or its reasons.
    const file = await callEndpoint(t.app, api.result, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      params: { id: preview.id },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await readWorkbook(file.rawPayload);
    expect(sheet[0]).toEqual([
      'Zeile',
      'Nachname',
      'Vorname',
      'Geburtsdatum',
      'Klasse/Abteilung',
      'Externe-ID',
      'E-Mail',
      'Ergebnis',
      'Bestellnummer',
      'Gründe',
    ]);
    expect(sheet[1]?.slice(7, 9)).toEqual(['Angelegt', list[0]?.order_id]);
    expect(sheet[4]?.slice(7)).toEqual(['Abgelehnt', undefined, CLASS_IMPORT_TEXTS.photoMissing]);

    // Confirmed once: a second confirmation changes nothing.
    const again = await confirm(preview.id, { mode: 'tenant', validate: true, send_mails: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLASS_IMPORT_TEXTS.notPreview);
  });

  it('without validation and mails; a job run again (after a crash) never creates a row twice', async () => {
    const preview = await previewedImport('Crash');
    await confirm(preview.id, { mode: 'tenant', validate: false, send_mails: false });
    await settled(preview.id);
    const list = await rows(preview.id);
    const ids = list.flatMap((r) => (r.order_id ? [r.order_id] : []));
    const created = await ordersOf(ids);
    expect(created.every((o) => !o.validated && o.tenant_payee)).toBe(true);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.recipient,
          created.map((o) => o.email),
        ),
      );
    expect(mails).toHaveLength(0);

    // The instance died after the last row but before marking the import done: the retry runs again.
    await t.db.update(classImports).set({ status: 'running' }).where(eq(classImports.id, preview.id));
    await t.app.jobs.send(CLASS_IMPORT_QUEUE, { importId: preview.id });
    const redone = await settled(preview.id);
    expect(redone).toMatchObject({ status: 'done', ok_count: 3 });
    const all = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenant_product_id, w.a.product.id), eq(orders.forname, 'Kim')));
    expect(all.filter((o) => ids.includes(o.id))).toHaveLength(3);
    expect(new Set((await rows(preview.id)).map((r) => r.order_id)).size).toBe(4); // 3 ids and null
  });

  it('makes the cards of a product whose holders sign without a signature, and the preview says so', async () => {
    const [base] = await t.db.select().from(baseProducts).limit(1);
    if (!base) throw new Error('no base product');
    const { id: _id, ...copy } = base;
    const [signing] = await t.db
      .insert(baseProducts)
      .values({ ...copy, product_type: `Mit Unterschrift ${stamp}`, needs_student_sign: true })
      .returning();
    const product = await createTenantProduct(t.db, w.a.tenant.id);
    await t.db
      .update(tenantProducts)
      .set({ product_id: signing?.id, card_valid_to: '2099-12-31' })
      .where(eq(tenantProducts.id, product.id));
    const res = await start(
      {
        list_file: { name: 'k.csv', bytes: Buffer.from(csv([HEADER, row('Signum', 'sig-1')])) },
        photos_file: { name: 'f.zip', bytes: await zipOf({ 'Signum_Kim.png': photo('astronaut.png') }) },
      },
      { productId: product.id },
    );
    const preview = await settled(res.json().id);
    expect(preview).toMatchObject({ status: 'preview', ok_count: 1, needs_student_sign: true });
    await confirm(preview.id, { mode: 'tenant', validate: false, send_mails: false });
    expect(await settled(preview.id)).toMatchObject({ status: 'done', ok_count: 1 });
    const [created] = await ordersOf((await rows(preview.id)).map((r) => r.order_id ?? 0));
    expect(created).toMatchObject({ forname: 'Kim', sign_file_id: null, tenant_payee: true });
  });

  it('refuses rows whose person got a card meanwhile (another import)', async () => {
    const first = await previewedImport('Twice');
    const second = await previewedImport('Twice');
    expect(second.ok_count).toBe(3);
    await confirm(first.id, { mode: 'tenant', validate: false, send_mails: false });
    await settled(first.id);
    await confirm(second.id, { mode: 'tenant', validate: false, send_mails: false });
    const done = await settled(second.id);
    expect(done).toMatchObject({ status: 'done', ok_count: 0, refused_count: 4 });
    const list = await rows(second.id);
    expect(list[0]?.problems[0]).toMatch(/^Für diese Person gibt es bereits einen Ausweis dieses Produkts/);
  });
});

describe('the template', () => {
  it("is an Excel list with the product's columns", async () => {
    const res = await callEndpoint(t.app, api.template, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      query: { tenant_product_id: w.a.product.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Klassenliste_Vorlage.xlsx');
    const [header] = await readWorkbook(res.rawPayload);
    expect(header).toEqual([
      'Nachname',
      'Vorname',
      'Geburtsdatum',
      'Klasse/Abteilung',
      'Externe-ID',
      'E-Mail',
    ]);
  });
});

describe('who may import', () => {
  it('anonymous 401, a User 403, another tenant’s Admin 404 here and in their tenant', async () => {
    const imp = (
      await start({ list_file: { name: 'k.csv', bytes: Buffer.from(csv([HEADER, row('Iso', 'I-1')])) } })
    ).json() as ClassImport;
    const id = imp.id;
    const ctx = (token?: string, tenantId = w.a.tenant.id) => ({ token, tenantId, params: { id } });
    expect((await callEndpoint(t.app, api.get, ctx(undefined))).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.get, ctx(w.tokens.user))).statusCode).toBe(403);
    expect((await start({}, { token: w.tokens.user })).statusCode).toBe(403);
    expect((await get(id, w.tokens.otherAdmin)).statusCode).toBe(404);
    for (const e of [api.get, api.result]) {
      const res = await callEndpoint(t.app, e, ctx(w.tokens.otherAdmin, w.b.tenant.id));
      expect(res.statusCode, e.name).toBe(404);
    }
    const rowsRes = await callEndpoint(t.app, api.rows, {
      ...ctx(w.tokens.otherAdmin, w.b.tenant.id),
      body: {},
    });
    expect(rowsRes.statusCode).toBe(404);
    const conf = await confirm(
      id,
      { mode: 'tenant', validate: false, send_mails: false },
      w.tokens.otherAdmin,
      w.b.tenant.id,
    );
    expect(conf.statusCode).toBe(404);
    // Nor can they import into tenant A's product from their own tenant.
    const into = await start(
      { list_file: { name: 'k.csv', bytes: Buffer.from(csv([HEADER, row('Iso', 'I-2')])) } },
      { token: w.tokens.otherAdmin, tenantId: w.b.tenant.id },
    );
    expect(into.statusCode).toBe(404);
    // The super admin may, in the selected tenant.
    expect((await get(id, w.tokens.superAdmin)).statusCode).toBe(200);
  });

  it("lists the tenant's recent imports, newest first, and none of another tenant's", async () => {
    const list = (token: string, tenantId: number) => callEndpoint(t.app, api.list, { token, tenantId });
    const mine = (
      await start({
        list_file: { name: 'neueste.csv', bytes: Buffer.from(csv([HEADER, row('Neu', 'N-1')])) },
      })
    ).json() as ClassImport;
    const res = await list(w.tokens.admin, w.a.tenant.id);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number; filename: string; total: number }[];
    expect(items[0]).toMatchObject({ id: mine.id, filename: 'neueste.csv', total: 1 });
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
    const theirs = (await list(w.tokens.otherAdmin, w.b.tenant.id)).json() as { id: number }[];
    expect(theirs.map((i) => i.id)).not.toContain(mine.id);
    expect((await list(w.tokens.user, w.a.tenant.id)).statusCode).toBe(403);
    expect((await callEndpoint(t.app, api.list, { tenantId: w.a.tenant.id })).statusCode).toBe(401);
  });
});

/**
 * 'Klassenliste importieren' when the families pay (docs/product.md#class-import): confirming mails each row with an e-mail
 * address a personal order link (prefilled, read-only fields as chosen, the school's photo offered) and
 * creates no order; a retried job or the same list imported again sends nothing twice; the family's order through the link is theirs to
 * pay; bad choices are a German 400 that writes nothing; another tenant sees nothing.
 */
import { classImports as api } from '@ausweis/shared/contracts/class-imports';
import { ordering } from '@ausweis/shared/contracts/ordering';
import { formatDate } from '@ausweis/shared/format';
import { CLASS_IMPORT_TEXTS, type ClassImport } from '@ausweis/shared/schemas/class-imports';
import { consentFields } from '@ausweis/shared/schemas/consent';
import type { OrderLinkResponse } from '@ausweis/shared/schemas/order-links';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classImports, mailOutbox, orderLinks, orders, tenantProducts } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { callEndpoint } from '../../test/http';
import { postOrderWithoutPhoto } from '../ordering/ordering.test-support';
import { CLASS_IMPORT_QUEUE } from './class-import.job';
import { csv, HEADER, importWorld, photo, zipOf } from './class-imports.test-support';
import { FAMILY_LINK_MAIL_SUBJECT } from './family-link-mail';
import { FAMILY_LINK_DAYS, familyLinkLastDay } from './family-link-writer';

const { t, w, start, get, settled, rows, confirm } = await importWorld();

const stamp = Date.now().toString(36);
const mail = (n: string) => `${n.toLowerCase()}-${stamp}@test.example`;

/** Three rows: with photo, without photo (the family adds it), without e-mail (refused). */
async function previewedFamilies(prefix: string) {
  const zip = await zipOf({ [`${prefix}-1.png`]: photo('astronaut.png') });
  const res = await start({
    list_file: {
      name: 'k.csv',
      bytes: Buffer.from(
        csv([
          HEADER,
          [`${prefix}Eins`, 'Kim', '04.03.2012', '7c', `${prefix}-1`, mail(`${prefix}1`)],
          [`${prefix}Zwei`, 'Lea', '05.03.2012', '7c', `${prefix}-2`, mail(`${prefix}2`)],
          [`${prefix}Drei`, 'Tom', '06.03.2012', '7c', `${prefix}-3`, ''],
        ]),
      ),
    },
    photos_file: { name: 'f.zip', bytes: zip },
  });
  expect(res.statusCode).toBe(200);
  return settled(res.json().id);
}

const mailsTo = (to: string[]) => t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, to));
const linkOf = (text: string) => {
  const m = /\/s\/([^/\s]+)\/([^?\s]+)\?link=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no link in the mail');
  return { tenant: m[1] ?? '', product: m[2] ?? '', token: m[3] ?? '' };
};

describe('the families pay', () => {
  it('preview: both outcomes per row; bad choices are a German 400 and change nothing', async () => {
    const preview = await previewedFamilies('Pre');
    expect(preview).toMatchObject({ status: 'preview', ok_count: 1, family_ok_count: 2 });
    const list = await rows(preview.id);
    expect(list.map((r) => [r.outcome, r.family_outcome])).toEqual([
      ['create', 'create'],
      ['refuse', 'create'],
      ['refuse', 'refuse'],
    ]);
    expect(list[1]?.problems).toEqual([CLASS_IMPORT_TEXTS.photoMissing]);

    const validated = await confirm(preview.id, { mode: 'families', validate: true, send_mails: true });
    expect(validated.statusCode).toBe(400);
    expect(validated.json().message).toBe(CLASS_IMPORT_TEXTS.familiesNoValidate);
    const unknown = await confirm(preview.id, {
      mode: 'families',
      validate: false,
      send_mails: true,
      read_only: ['familyname', 'password'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unbekanntes Feld/);
    // A product billed to the institution by its own setting: the families could not pay.
    await t.db
      .update(tenantProducts)
      .set({ tenant_payee: true })
      .where(eq(tenantProducts.id, w.a.product.id));
    const tenantPays = await confirm(preview.id, { mode: 'families', validate: false, send_mails: true });
    await t.db
      .update(tenantProducts)
      .set({ tenant_payee: false })
      .where(eq(tenantProducts.id, w.a.product.id));
    expect(tenantPays.statusCode).toBe(400);
    expect(tenantPays.json().message).toBe(CLASS_IMPORT_TEXTS.familiesTenantPays);
    expect(((await get(preview.id)).json() as ClassImport).status).toBe('preview');
  });

  it('mails a link per row with e-mail, creates no order, refuses the row without; a retry sends nothing twice', async () => {
    const preview = await previewedFamilies('Fam');
    const res = await confirm(preview.id, {
      mode: 'families',
      validate: false,
      send_mails: true,
      read_only: ['familyname', 'forname', 'birthday', 'external_id'],
    });
    expect(res.statusCode).toBe(200);
    const done = await settled(preview.id);
    expect(done).toMatchObject({ status: 'done', mode: 'families', ok_count: 2, refused_count: 1 });
    // The import keeps the Admin's choice; the job (and a retry) reads it from there.
    expect(done.read_only).toEqual(['familyname', 'forname', 'birthday', 'external_id']);

    const list = await rows(preview.id);
    expect(list.map((r) => r.outcome)).toEqual(['created', 'created', 'refused']);
    expect(list.map((r) => r.order_id)).toEqual([null, null, null]);
    expect(list[0]?.problems).toEqual([CLASS_IMPORT_TEXTS.linkSent(mail('Fam1'))]);
    expect(list[2]?.problems).toContain(CLASS_IMPORT_TEXTS.familiesNoEmail);
    const made = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.tenant_product_id, w.a.product.id), inArray(orders.familyname, ['FamEins', 'FamZwei'])),
      );
    expect(made).toHaveLength(0);

    const mails = await mailsTo([mail('Fam1'), mail('Fam2')]);
    expect(mails.map((m) => m.recipient).sort()).toEqual([mail('Fam1'), mail('Fam2')]);
    const withPhoto = mails.find((m) => m.recipient === mail('Fam1'));
    const without = mails.find((m) => m.recipient === mail('Fam2'));
    expect(withPhoto?.subject).toBe(FAMILY_LINK_MAIL_SUBJECT);
    expect(withPhoto?.text).toContain('bittet Sie, den');
    expect(withPhoto?.text).toContain('Kim FamEins');
    expect(withPhoto?.text).toMatch(/funktioniert bis einschließlich \d{2}\.\d{2}\.\d{4}/);
    expect(withPhoto?.text).toContain('bezahlen Sie den Ausweis online');
    expect(withPhoto?.text).not.toContain('ein Foto');
    expect(withPhoto?.text).not.toContain('FamZwei');
    expect(without?.text).toContain('Sie ergänzen nur noch ein Foto');

    // The result list names each link's address and each refusal's reason.
    const file = await callEndpoint(t.app, api.result, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      params: { id: preview.id },
    });
    const sheet = await readWorkbook(file.rawPayload);
    expect(sheet[1]?.slice(7)).toEqual([
      CLASS_IMPORT_TEXTS.familyOutcomes.created,
      undefined,
      CLASS_IMPORT_TEXTS.linkSent(mail('Fam1')),
    ]);
    expect(sheet[3]?.[7]).toBe(CLASS_IMPORT_TEXTS.familyOutcomes.refused);

    // The instance died before marking the import done: the retried job sends no second link.
    const links = () =>
      t.db
        .select()
        .from(orderLinks)
        .where(inArray(orderLinks.email, [mail('Fam1'), mail('Fam2')]));
    expect(await links()).toHaveLength(2);
    await t.db.update(classImports).set({ status: 'running' }).where(eq(classImports.id, preview.id));
    await t.app.jobs.send(CLASS_IMPORT_QUEUE, { importId: preview.id });
    expect(await settled(preview.id)).toMatchObject({ status: 'done', ok_count: 2 });
    expect(await links()).toHaveLength(2);
    expect(await mailsTo([mail('Fam1'), mail('Fam2')])).toHaveLength(2);
    const [first] = await links();
    expect(first).toMatchObject({
      source: 'import',
      tenant_id: w.a.tenant.id,
      used_at: null,
      read_only: ['familyname', 'forname', 'birthday', 'external_id'],
    });

    // The same list imported again: no family gets a second link while the first one is open.
    const again = await previewedFamilies('Fam');
    await confirm(again.id, { mode: 'families', validate: false, send_mails: true });
    expect(await settled(again.id)).toMatchObject({ status: 'done', ok_count: 0, refused_count: 3 });
    // The first import's link, made on its day (not the test's: the two may straddle midnight).
    const [sent] = await links();
    const lastDay = formatDate(familyLinkLastDay('2099-12-31', new Date(sent?.created_at ?? '')));
    expect((await rows(again.id))[0]?.problems).toEqual([CLASS_IMPORT_TEXTS.linkAlreadySent(lastDay)]);
    expect(await links()).toHaveLength(2);
    expect(await mailsTo([mail('Fam1'), mail('Fam2')])).toHaveLength(2);

    // Another tenant's Admin finds no such import.
    const other = { token: w.tokens.otherAdmin, tenantId: w.b.tenant.id, params: { id: preview.id } };
    expect((await callEndpoint(t.app, api.get, other)).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.rows, { ...other, body: {} })).statusCode).toBe(404);
  });

  it("the mailed link prefills the order page as chosen; the family's order is theirs to pay", async () => {
    const preview = await previewedFamilies('Pay');
    await confirm(preview.id, {
      mode: 'families',
      validate: false,
      send_mails: true,
      read_only: ['familyname', 'birthday', 'external_department'],
    });
    await settled(preview.id);
    const [withPhoto] = await mailsTo([mail('Pay1')]);
    const [without] = await mailsTo([mail('Pay2')]);
    const link = linkOf(withPhoto?.text ?? '');
    const body = (token: string) => ({
      tenant_short_code: link.tenant,
      product_short_code: link.product,
      token,
    });
    const res = await callEndpoint(t.app, ordering.orderLink, { body: body(link.token) });
    expect(res.statusCode).toBe(200);
    const prefill = res.json<OrderLinkResponse>();
    expect(prefill).toMatchObject({
      source: 'import',
      read_only: ['familyname', 'birthday', 'external_department'],
      values: {
        familyname: 'PayEins',
        forname: 'Kim',
        birthday: '04.03.2012',
        external_department: '7c',
        external_id: 'Pay-1',
        email: mail('Pay1'),
      },
    });
    expect(
      Buffer.from(prefill.photo ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(prefill.expires_at.slice(0, 10) <= familyLinkLastDay('2099-12-31')).toBe(true);
    expect(FAMILY_LINK_DAYS).toBe(60);
    const noPhoto = await callEndpoint(t.app, ordering.orderLink, {
      body: body(linkOf(without?.text ?? '').token),
    });
    expect(noPhoto.json<OrderLinkResponse>().photo).toBeNull();

    // The family orders with the school's photo; the read-only name stays the list's.
    const placed = await postOrderWithoutPhoto(t, {
      tenant_product_id: String(w.a.product.id),
      tenant_short_code: link.tenant,
      product_short_code: link.product,
      order_link: link.token,
      familyname: 'Anders',
      forname: 'Kim',
      birthday: '04.03.2012',
      external_department: '7c',
      external_id: 'Pay-1',
      email: mail('Pay1'),
      is_online: 'true',
      is_hardcopy: 'false',
      ...consentFields('parent'),
    });
    expect(placed.statusCode).toBe(200);
    const answer = placed.json<PlaceOrderResponse>();
    expect(answer.is_payed).toBe(false);
    expect(answer.price_to_pay).toBeGreaterThan(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.id));
    expect(order).toMatchObject({
      familyname: 'PayEins',
      tenant_payee: false,
      is_payed: false,
      tenant_id: w.a.tenant.id,
    });
    expect(order?.image_file_id).not.toBeNull();
    const [used] = await t.db.select().from(orderLinks).where(eq(orderLinks.order_id, answer.id));
    expect(used?.used_at).not.toBeNull();
  });
});

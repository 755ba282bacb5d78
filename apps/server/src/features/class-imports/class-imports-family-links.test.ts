/**
 * A families' import's links followed up (docs/product.md#class-import): each link's status through
 * real opening, ordering and paying; 'Link erneut senden' (one, and all not ordered yet) with a new
 * token that makes the old one stop working, with its audit event; the one reminder after the
 * import's days, never twice, with the first mail's link still working; the class teacher's 'Noch nicht bestellt' list; another tenant's import
 * is a 404, a plain User's request a 403.
 */
import { classImports as api } from '@ausweis/shared/contracts/class-imports';
import { ordering } from '@ausweis/shared/contracts/ordering';
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { consentFields } from '@ausweis/shared/schemas/consent';
import type { FamilyLink, FamilyLinksResponse } from '@ausweis/shared/schemas/family-link-status';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, orderLinks } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { createMailer } from '../../platform/mail/mailer';
import { callEndpoint } from '../../test/http';
import { postOrder } from '../ordering/ordering.test-support';
import { postForm } from '../payments/payments.test-support';
import { csv, HEADER, importWorld } from './class-imports.test-support';
import { FAMILY_LINK_MAIL_SUBJECT } from './family-link-mail';
import { runFamilyLinkReminders } from './family-link-reminder.service';

const { t, w, start, settled, confirm } = await importWorld();

const stamp = Date.now().toString(36);
const mail = (n: string) => `${n.toLowerCase()}-${stamp}@test.example`;
const admin = { token: w.tokens.admin, tenantId: w.a.tenant.id };

/** A confirmed families' import of three persons in two classes, its links mailed. */
async function sentImport(prefix: string, remindDays?: number) {
  const res = await start({
    list_file: {
      name: 'k.csv',
      bytes: Buffer.from(
        csv([
          HEADER,
          [`${prefix}Eins`, 'Kim', '04.03.2012', '7c', `${prefix}-1`, mail(`${prefix}1`)],
          [`${prefix}Zwei`, 'Lea', '05.03.2012', '7c', `${prefix}-2`, mail(`${prefix}2`)],
          [`${prefix}Drei`, 'Tom', '06.03.2012', '8a', `${prefix}-3`, mail(`${prefix}3`)],
        ]),
      ),
    },
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().id as number;
  await settled(id);
  const confirmed = await confirm(id, {
    mode: 'families',
    validate: false,
    send_mails: true,
    ...(remindDays === undefined ? {} : { remind_days: remindDays }),
  });
  expect(confirmed.statusCode).toBe(200);
  expect(await settled(id)).toMatchObject({ status: 'done', ok_count: 3 });
  return id;
}

const linksOf = async (id: number, body: object = {}) => {
  const res = await callEndpoint(t.app, api.links, { ...admin, params: { id }, body });
  expect(res.statusCode).toBe(200);
  return res.json<FamilyLinksResponse>();
};
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);
const tokenOf = (text: string) => {
  const m = /\/s\/([^/\s]+)\/([^?\s]+)\?link=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no link in the mail');
  return { tenant_short_code: m[1] ?? '', product_short_code: m[2] ?? '', token: m[3] ?? '' };
};
const lastTokenTo = async (to: string) => tokenOf((await mailsTo(to)).at(-1)?.text ?? '');
const open = (link: ReturnType<typeof tokenOf>) => callEndpoint(t.app, ordering.orderLink, { body: link });
const eventsOf = (importId: number) =>
  t.db
    .select({ action: auditEvents.action, ids: auditEvents.record_ids })
    .from(auditEvents)
    .where(and(eq(auditEvents.record, 'classImport'), eq(auditEvents.chain, w.a.tenant.id)))
    .orderBy(desc(auditEvents.id))
    .then((rows) => rows.filter((r) => r.ids.includes(importId) && r.action.startsWith('family_')));

/** The family orders through the link (the list's values; the read-only ones are the link's anyway). */
async function orderThrough(
  link: ReturnType<typeof tokenOf>,
  who: { name: string; forname: string; no: string; email: string },
) {
  const placed = await postOrder(t, {
    tenant_product_id: String(w.a.product.id),
    ...link,
    order_link: link.token,
    familyname: who.name,
    forname: who.forname,
    birthday: '05.03.2012',
    external_department: '7c',
    external_id: who.no,
    email: who.email,
    is_online: 'true',
    is_hardcopy: 'false',
    // Born 2012: under 16, a parent consents, as on the order page.
    ...consentFields('parent'),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json<PlaceOrderResponse>();
}

const statuses = (links: FamilyLink[]) => links.map((l) => [l.familyname, l.status]);

describe("a families' import's links", () => {
  it('show sent, opened, ordered and paid through the real steps, filtered by status and class', async () => {
    const id = await sentImport('Sta');
    const first = await linksOf(id);
    expect(statuses(first.data)).toEqual([
      ['StaEins', 'sent'],
      ['StaZwei', 'sent'],
      ['StaDrei', 'sent'],
    ]);
    expect(first.departments).toEqual(['7c', '8a']);
    // The file's rows under its header.
    expect(first.data.map((l) => l.row_no)).toEqual([2, 3, 4]);
    expect(first.data.every((l) => l.sent_at !== null && l.opened_at === null)).toBe(true);

    // Opened: the order page loaded the link (twice: the first time counts).
    const linkOne = await lastTokenTo(mail('Sta1'));
    expect((await open(linkOne)).statusCode).toBe(200);
    const opened = (await linksOf(id)).data[0];
    expect(opened?.status).toBe('opened');
    expect((await open(linkOne)).statusCode).toBe(200);
    expect((await linksOf(id)).data[0]?.opened_at).toBe(opened?.opened_at);

    // Ordered, then paid at the test checkout.
    const order = await orderThrough(linkOne, {
      name: 'StaEins',
      forname: 'Kim',
      no: 'Sta-1',
      email: mail('Sta1'),
    });
    expect(statuses((await linksOf(id)).data)[0]).toEqual(['StaEins', 'ordered']);
    const checkout = await postForm(t, pathOf(payments.createPayment, { provider: 'test' }), {
      order_id: String(order.id),
      secret: order.order_secret,
    });
    const session = new URL(String(checkout.headers.location), 'http://x').searchParams.get('session') ?? '';
    await postForm(t, pathOf(payments.testCheckoutAction, { orderId: order.id }), { session, action: 'pay' });
    expect(statuses((await linksOf(id)).data)[0]).toEqual(['StaEins', 'paid']);

    // Expired: its last day is over and nothing was ordered.
    const drei = first.data[2]?.id ?? 0;
    await t.db.update(orderLinks).set({ expires_at: '2020-01-01T00:00:00Z' }).where(eq(orderLinks.id, drei));
    expect(statuses((await linksOf(id)).data)[2]).toEqual(['StaDrei', 'expired']);

    expect(statuses((await linksOf(id, { status: 'sent' })).data)).toEqual([['StaZwei', 'sent']]);
    expect(statuses((await linksOf(id, { department: '8a' })).data)).toEqual([['StaDrei', 'expired']]);
    const bad = await callEndpoint(t.app, api.links, { ...admin, params: { id }, body: { status: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('sends a link anew with a new token (the old one stops working), or all not ordered yet', async () => {
    const id = await sentImport('Res');
    const { data } = await linksOf(id);
    const [eins, zwei, drei] = data;
    const oldZwei = await lastTokenTo(mail('Res2'));
    const res = await callEndpoint(t.app, api.resendLink, {
      ...admin,
      params: { id, link_id: zwei?.id ?? 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    const mails = await mailsTo(mail('Res2'));
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Ihr neuer persönlicher Bestell-Link für den Ausweis');
    expect(mails[1]?.text).toContain('funktioniert nicht mehr');
    expect((await open(oldZwei)).statusCode).toBe(404);
    expect((await open(await lastTokenTo(mail('Res2')))).statusCode).toBe(200);
    expect((await eventsOf(id))[0]?.action).toBe('family_link.resent');

    // An ordered link is not sent again; 'all' skips it.
    await orderThrough(await lastTokenTo(mail('Res1')), {
      name: 'ResEins',
      forname: 'Kim',
      no: 'Res-1',
      email: mail('Res1'),
    });
    const ordered = await callEndpoint(t.app, api.resendLink, {
      ...admin,
      params: { id, link_id: eins?.id ?? 0 },
    });
    expect(ordered.statusCode).toBe(409);
    const all = await callEndpoint(t.app, api.resendLinks, { ...admin, params: { id } });
    expect(all.json()).toEqual({ sent: 2 });
    expect(await mailsTo(mail('Res1'))).toHaveLength(1);
    expect(await mailsTo(mail('Res2'))).toHaveLength(3);
    expect(await mailsTo(mail('Res3'))).toHaveLength(2);
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['family_links.resent', 'family_link.resent']);

    // A link of another import is no link of this one.
    const other = await sentImport('Oth');
    const foreign = await callEndpoint(t.app, api.resendLink, {
      ...admin,
      params: { id: other, link_id: drei?.id ?? 0 },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reminds each link not ordered once after the days, never twice (two runs at once, a third later)', async () => {
    const id = await sentImport('Rem', 3);
    const { data } = await linksOf(id);
    await orderThrough(await lastTokenTo(mail('Rem1')), {
      name: 'RemEins',
      forname: 'Kim',
      no: 'Rem-1',
      email: mail('Rem1'),
    });
    // Sent four days ago; the third link has expired.
    const ids = data.map((l) => l.id);
    await t.db
      .update(orderLinks)
      .set({ sent_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .where(inArray(orderLinks.id, ids));
    await t.db
      .update(orderLinks)
      .set({ expires_at: '2020-01-01T00:00:00Z' })
      .where(eq(orderLinks.id, data[2]?.id ?? 0));
    const before = await lastTokenTo(mail('Rem2'));
    // Across the test database: only links sent days ago with reminders on are due, and only this test makes such.
    const ctx = {
      db: t.db,
      config: t.config,
      mail: createMailer({
        db: t.db,
        smtpUrl: null,
        from: t.config.mailFrom,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        logOutboxLinks: false,
      }),
    };
    await Promise.all([runFamilyLinkReminders(ctx, new Date()), runFamilyLinkReminders(ctx, new Date())]);
    await runFamilyLinkReminders(ctx, new Date());
    const reminders = await mailsTo(mail('Rem2'));
    expect(reminders.map((m) => m.subject)).toEqual([
      FAMILY_LINK_MAIL_SUBJECT,
      'Erinnerung: Bitte bestellen Sie den Ausweis',
    ]);
    expect(await mailsTo(mail('Rem1'))).toHaveLength(1);
    expect(await mailsTo(mail('Rem3'))).toHaveLength(1);
    expect((await linksOf(id)).data[1]?.reminded_at).not.toBeNull();
    // The reminder's link works, and the first mail's still does (families click either).
    const reminded = await lastTokenTo(mail('Rem2'));
    expect(reminded.token).not.toBe(before.token);
    expect(reminders[1]?.text).toContain('den aus der ersten E-Mail verwenden');
    expect((await open(before)).statusCode).toBe(200);
    expect((await open(reminded)).statusCode).toBe(200);
    // The first mail's link orders: the one link is used for that order.
    const placed = await orderThrough(before, {
      name: 'RemZwei',
      forname: 'Kim',
      no: 'Rem-2',
      email: mail('Rem2'),
    });
    const [used] = await t.db
      .select()
      .from(orderLinks)
      .where(eq(orderLinks.id, data[1]?.id ?? 0));
    expect(used?.used_at).not.toBeNull();
    expect(used?.order_id).toBe(placed.id);

    // An import without reminders (0) reminds nobody.
    const none = await sentImport('Non', 0);
    await t.db
      .update(orderLinks)
      .set({ sent_at: '2020-01-01T00:00:00Z' })
      .where(eq(orderLinks.class_import_id, none));
    await runFamilyLinkReminders(ctx, new Date());
    expect(await mailsTo(mail('Non2'))).toHaveLength(1);
  });

  it("'Noch nicht bestellt' as Excel, of the import or one class", async () => {
    const id = await sentImport('Xls');
    await orderThrough(await lastTokenTo(mail('Xls2')), {
      name: 'XlsZwei',
      forname: 'Lea',
      no: 'Xls-2',
      email: mail('Xls2'),
    });
    const file = await callEndpoint(t.app, api.notOrdered, { ...admin, params: { id } });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(`Noch_nicht_bestellt_Import_${id}_`);
    const sheet = await readWorkbook(file.rawPayload);
    expect(sheet[0]).toEqual(['Klasse', 'Nachname', 'Vorname', 'Status', 'Link gesendet am']);
    expect(sheet.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['7c', 'XlsEins', 'Kim', 'gesendet'],
      ['8a', 'XlsDrei', 'Tom', 'gesendet'],
    ]);
    const klass = await callEndpoint(t.app, api.notOrdered, {
      ...admin,
      params: { id },
      query: { department: '8a' },
    });
    expect(String(klass.headers['content-disposition'])).toContain('Klasse_8a');
    expect((await readWorkbook(klass.rawPayload)).slice(1).map((r) => r[1])).toEqual(['XlsDrei']);
  });

  it("another tenant's import is a 404, a plain User's request a 403; nothing is sent", async () => {
    const id = await sentImport('Iso');
    const linkId = (await linksOf(id)).data[0]?.id ?? 0;
    const calls = (who: { token: string; tenantId: number }) => [
      callEndpoint(t.app, api.links, { ...who, params: { id }, body: {} }),
      callEndpoint(t.app, api.resendLink, { ...who, params: { id, link_id: linkId } }),
      callEndpoint(t.app, api.resendLinks, { ...who, params: { id } }),
      callEndpoint(t.app, api.notOrdered, { ...who, params: { id } }),
    ];
    const other = await Promise.all(calls({ token: w.tokens.otherAdmin, tenantId: w.b.tenant.id }));
    expect(other.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const user = await Promise.all(calls({ token: w.tokens.user, tenantId: w.a.tenant.id }));
    expect(user.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await mailsTo(mail('Iso1'))).toHaveLength(1);
  });
});

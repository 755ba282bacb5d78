/**
 * Renewal reminders on a fixed clock (10 March 2030, 07:00 German time), on a database of their own: a
 * run mails due cards of every tenant, so it must not share the test database with other test files.
 * Who gets a mail (exactly once, also across re-runs and two runs at once), who does not, and what the
 * mail says and links to.
 */
import { randomUUID } from 'node:crypto';
import { ordering } from '@ausweis/shared/contracts/ordering';
import type { OrderLinkResponse } from '@ausweis/shared/schemas/order-links';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLinks, orders, ordersArchive, tenantProducts } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createMailer } from '../../platform/mail/mailer';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type RenewalContext, runRenewalReminders } from './renewal.service';
import { renewedThrough } from './renewals.test-support';

const NOW = new Date('2030-03-10T06:00:00Z');
/** Within 30 days (the default days_before_renew) of NOW. */
const DUE = '2030-03-25';

let t: TestApp;
let ctx: RenewalContext;

beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 }, [], { isolated: true });
  ctx = {
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
});
afterAll(() => t.close());

/** A tenant and product (valid beyond the due cards), each with settings of the case. */
async function world(
  tenant: Parameters<typeof createTenant>[1] = {},
  product: Partial<typeof tenantProducts.$inferInsert> = {},
) {
  const tn = await createTenant(t.db, { name: 'Gymnasium Erinnerung', ...tenant });
  const p = await createTenantProduct(t.db, tn.id);
  await t.db
    .update(tenantProducts)
    .set({ card_valid_from: '2029-08-01', card_valid_to: '2031-07-31', ...product })
    .where(eq(tenantProducts.id, p.id));
  return { tenant: tn, product: p };
}

/** A paid smartphone card with a photo, due for renewal unless the values say otherwise. */
async function dueCard(
  w: Awaited<ReturnType<typeof world>>,
  values: Partial<typeof orders.$inferInsert> = {},
) {
  const image_file_id = await storeFile(t.db, createFileStore(t.config.filesDir), {
    kind: 'student_photo',
    tenantId: w.tenant.id,
    bytes: Buffer.from('photo'),
    mime: 'image/png',
    extension: 'png',
  });
  return createCard(t.db, w.tenant.id, w.product.id, {
    email: `eltern-${randomUUID().slice(0, 8)}@test.example`,
    card_valid_from: '2029-08-01',
    card_valid_to: DUE,
    online_ready: true,
    is_payed: true,
    status: 'payed',
    external_department: '7b',
    image_file_id,
    ...values,
  });
}

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));

describe('renewal reminders', () => {
  it('mail a due card exactly once, across re-runs and two runs at once, and mark the card', async () => {
    const w = await world();
    const card = await dueCard(w);
    await Promise.all([runRenewalReminders(ctx, NOW), runRenewalReminders(ctx, NOW)]);
    await runRenewalReminders(ctx, NOW);
    await runRenewalReminders(ctx, new Date(NOW.getTime() + 86_400_000));
    const mails = await mailsTo(card.email);
    expect(mails).toHaveLength(1);
    const [marked] = await t.db.select().from(orders).where(eq(orders.id, card.id));
    expect(marked?.renewal_mailed_at).toBe(NOW.toISOString());
    const links = await t.db.select().from(orderLinks).where(eq(orderLinks.card_order_id, card.id));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      source: 'renewal',
      tenant_id: w.tenant.id,
      tenant_product_id: w.product.id,
      familyname: 'Muster',
      external_department: '7b',
      photo_file_id: card.image_file_id,
      // The end of the last valid day, German time: the data is deleted then.
      expires_at: '2030-03-25T23:00:00.000Z',
      used_at: null,
    });
    expect(links[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('say in German why, until when the link works, and that the data is deleted without renewal', async () => {
    const w = await world({ name: 'Realschule Lindenhof' });
    const card = await dueCard(w, { forname: 'Lena', familyname: 'Beispiel' });
    await runRenewalReminders(ctx, NOW);
    const [mail] = await mailsTo(card.email);
    expect(mail?.subject).toBe('Ihr Ausweis läuft bald ab – jetzt verlängern');
    const text = mail?.text ?? '';
    expect(text).toContain(
      'von Lena Beispiel bei Realschule Lindenhof ist nur noch bis zum 25.03.2030 gültig',
    );
    expect(text).toContain('weil bei der Bestellung dieses Ausweises Ihre E-Mail-Adresse angegeben wurde');
    expect(text).toContain('funktioniert bis einschließlich 25.03.2030');
    expect(text).toContain('werden mit dem Ende seiner Gültigkeit am 25.03.2030 gelöscht');
    expect(text).toContain(`${t.config.publicUrl}/datenschutz`);
    const url = new URL(linkIn(text));
    expect(url.pathname).toBe(`/s/${w.tenant.short_code}/${w.product.product_short_code}`);
    // The link opens the prefilled order page: the holder's data and the old photo.
    const res = await callEndpoint(t.app, ordering.orderLink, {
      body: {
        tenant_short_code: w.tenant.short_code,
        product_short_code: w.product.product_short_code,
        token: url.searchParams.get('link'),
      },
    });
    expect(res.statusCode).toBe(200);
    const prefill = res.json<OrderLinkResponse>();
    expect(prefill.values).toMatchObject({
      forname: 'Lena',
      familyname: 'Beispiel',
      birthday: '04.03.2012',
      email: card.email,
      external_department: '7b',
    });
    expect(Buffer.from(prefill.photo ?? '', 'base64').toString()).toBe('photo');
  });

  it('remind a card paid by online_ready or a paid status alone, as the card editor counts it', async () => {
    const w = await world();
    const cards = [
      await dueCard(w, { online_ready: true, is_payed: false, status: 'new' }),
      await dueCard(w, { online_ready: false, is_payed: false, status: 'added_to_pdf' }),
    ];
    await runRenewalReminders(ctx, NOW);
    for (const c of cards) expect(await mailsTo(c.email)).toHaveLength(1);
  });

  it('send nothing for opted-out tenants, disabled or test products, and cards that are not due', async () => {
    const due = await world();
    const cards = [
      await dueCard(await world({ no_auto_renew: true })),
      await dueCard(await world({ is_test: true })),
      await dueCard(await world({}, { is_disabled: true })),
      await dueCard(await world({}, { is_test: true })),
      // The product offers no longer card than the old one: a renewal would not renew.
      await dueCard(await world({}, { card_valid_to: DUE })),
      await dueCard(due, { is_delete: true }),
      await dueCard(due, { is_test: true }),
      await dueCard(due, { email: '' }),
      await dueCard(due, { data_deleted_at: '2030-03-01T00:00:00.000Z' }),
      await dueCard(due, { online_ready: false, is_payed: false, status: 'new' }),
      await dueCard(due, { card_valid_to: '2030-04-10' }), // 31 days ahead: not yet
      await dueCard(due, { card_valid_to: '2030-03-09' }), // expired yesterday
    ];
    await runRenewalReminders(ctx, NOW);
    const ids = cards.map((c) => c.id);
    const mailed = await t.db
      .select({ id: orders.id, at: orders.renewal_mailed_at })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(mailed.filter((c) => c.at !== null)).toEqual([]);
    for (const c of cards.filter((c) => c.email)) expect(await mailsTo(c.email)).toEqual([]);
    expect(await t.db.select().from(orderLinks).where(inArray(orderLinks.card_order_id, ids))).toEqual([]);
  });

  it('skip a card already renewed by a paid order, and still remind one whose renewal was never paid', async () => {
    const w = await world();
    const renewedPaid = await dueCard(w);
    const renewedUnpaid = await dueCard(w);
    const paid = await dueCard(w, { card_valid_to: '2031-07-31' });
    const unpaid = await dueCard(w, {
      card_valid_to: '2031-07-31',
      is_payed: false,
      online_ready: false,
      status: 'new',
    });
    await renewedThrough(t.db, renewedPaid, paid);
    await renewedThrough(t.db, renewedUnpaid, unpaid);
    await runRenewalReminders(ctx, NOW);
    expect(await mailsTo(renewedPaid.email)).toHaveLength(0);
    expect(await mailsTo(renewedUnpaid.email)).toHaveLength(1);
  });

  it('follow the product’s days_before_renew and leave archived cards alone', async () => {
    const w = await world({}, { days_before_renew: 5 });
    const early = await dueCard(w); // 15 days ahead: outside 5
    const late = await dueCard(w, { card_valid_to: '2030-03-15' });
    // An archived card (same columns, in the archive) with a valid-to in the window.
    const archivedId = late.id + 1_000_000;
    await t.db
      .insert(ordersArchive)
      .values({ ...late, id: archivedId, online_code: 'ARCH', user_code: 'ARCH' });
    await runRenewalReminders(ctx, NOW);
    expect(await mailsTo(early.email)).toHaveLength(0);
    expect(await mailsTo(late.email)).toHaveLength(1);
    const [arch] = await t.db.select().from(ordersArchive).where(eq(ordersArchive.id, archivedId));
    expect(arch?.renewal_mailed_at).toBeNull();
  });
});

/** The access mail after payment (docs/product.md#payments): content per card type, link, sent once. */
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { mailTexts } from '../../platform/mail/mail-texts';
import { eventually } from '../../test/eventually';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder } from '../ordering/ordering.test-support';
import { type AccessMailData, renderAccessMail } from './access-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000, publicUrl: 'https://ausweis.example' });
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

async function payWithTestProvider(orderId: number, secret: string) {
  const start = await post(pathOf(payments.createPayment, { provider: 'test' }), {
    order_id: String(orderId),
    secret,
  });
  const session = new URL(String(start.headers.location), 'http://x').searchParams.get('session') ?? '';
  await post(pathOf(payments.testCheckoutAction, { orderId }), { session, action: 'pay' });
}

describe('access mail', () => {
  it('after a paid smartphone + plastic card order: amount, codes, three steps, print note, link', async () => {
    const w = await orderWorld(t.db, { tenant: { name: 'Gymnasium am Park' } });
    const placed = await placeGoodOrder(t, w, { is_online: 'true', is_hardcopy: 'true' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    if (!order) throw new Error('order missing');
    expect(await lastMailTo(t.db, order.email)).toBeNull();
    await payWithTestProvider(placed.id, placed.order_secret);
    // The smartphone card is drawn by a job right after the payment, before the card app asks.
    const drawn = await eventually(async () => {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
      return row?.card_file_id ?? null;
    });
    expect(drawn).toBeGreaterThan(0);

    const mail = await lastMailTo(t.db, order.email);
    expect(mail?.subject).toBe('Vielen Dank für Ihre Bestellung');
    const text = mail?.text ?? '';
    expect(text).toContain('vielen Dank für Ihre Bestellung bei Gymnasium am Park.');
    expect(text).toContain(`Bestellnummer: ${order.id}`);
    expect(text).toContain('Für: Max Muster');
    expect(text).toContain('Bestellt: Smartphone-Ausweis und Plastikkarte');
    expect(text).toContain('Bezahlt: 11,90 €');
    expect(text).toContain('1. Ausweis mit dem Code bestellen');
    expect(text).toContain('2. Zugang per E-Mail erhalten');
    expect(text).toContain('3. App herunterladen');
    expect(text).toContain(`Zugangscode: ${w.tenant.short_code}`);
    expect(text).toContain(`Produktcode: ${w.product.product_short_code}`);
    expect(text).toContain(`Aktivierungscode: ${order.online_code}`);
    expect(text).toContain('Ausweis-App für Ihr Smartphone:\nhttps://ausweis.example/app\n');
    // One tap opens the card app with the codes filled in, in the link's fragment only.
    const appLink = `https://ausweis.example/app#zugangscode=${w.tenant.short_code}&produktcode=${w.product.product_short_code}&aktivierungscode=${order.online_code}`;
    expect(text).toContain(`Ausweis-App öffnen (Codes schon eingetragen):\n${appLink}\n`);
    expect(mail?.html).toContain(`href="${appLink.replaceAll('&', '&amp;')}"`);
    expect(text).toContain('in 10 bis 12 Tagen an Gymnasium am Park geschickt');
    expect(linkIn(text)).toBe(
      `https://ausweis.example/card/${w.tenant.short_code}/${w.product.product_short_code}/${order.user_code}/${order.id}`,
    );
    expect(mail?.html).toContain('lang="de"');
  });

  it('a plastic card only: no codes, the print note; a smartphone card only: no print note', () => {
    const base: AccessMailData = {
      order: {
        id: 7,
        email: 'e@test.example',
        forname: '<b>Max</b>',
        familyname: 'Muster',
        is_online: false,
        is_hardcopy: true,
        is_test: true,
        online_code: 'ABCDEFGHJK',
        user_code: 'u'.repeat(24),
        currency: 'EUR',
        tenant_payee: false,
      },
      tenantName: 'Schule',
      tenantShortCode: 'SCH',
      productShortCode: 'SA',
      productType: 'Schülerausweis',
      paid: 990,
    };
    const hard = renderAccessMail('http://localhost:3000', base);
    expect(hard.text).toContain('Bestellt: Plastikkarte');
    expect(hard.text).toContain('in 10 bis 12 Tagen an Schule geschickt');
    expect(hard.text).toContain('Hinweis: Dies ist ein TEST-AUSWEIS.');
    expect(hard.text).not.toContain('Aktivierungscode');
    expect(hard.text).not.toContain('/app');
    expect(hard.html).not.toContain('/app');
    expect(hard.html).not.toContain('<b>Max</b>');
    const online = renderAccessMail('http://localhost:3000', {
      ...base,
      order: { ...base.order, is_online: true, is_hardcopy: false, is_test: false },
      paid: 0,
    });
    expect(online.text).toContain('Aktivierungscode: ABCDEFGHJK');
    expect(online.text).toContain('Zu zahlen: 0,00 €');
    expect(online.text).not.toContain('Plastikkarte wird gedruckt');
    expect(online.text).not.toContain('Google Wallet');
    // With a Google Wallet issuer: where an Android phone saves the card (the card app), not for plastic.
    const wallet = renderAccessMail('http://localhost:3000', {
      ...base,
      order: { ...base.order, is_online: true, is_hardcopy: false },
      googleWallet: true,
    });
    expect(wallet.text).toContain(
      'In Google Wallet speichern (Android): Öffnen Sie die Ausweis-App mit „Ausweis-App öffnen“ und tippen Sie dort unter dem Ausweis auf „In Google Wallet speichern“.',
    );
    expect(renderAccessMail('http://localhost:3000', { ...base, googleWallet: true }).text).not.toContain(
      'Google Wallet',
    );
  });

  it('an order placed in Türkçe gets its mail in Turkish: subject, body, amount and HTML language', async () => {
    const w = await orderWorld(t.db, { tenant: { name: 'Park Lisesi' } });
    const placed = await placeGoodOrder(t, w, { is_online: 'true', is_hardcopy: 'true', language: 'tr' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    if (!order) throw new Error('order missing');
    expect(order.language).toBe('tr');
    await payWithTestProvider(placed.id, placed.order_secret);
    const mail = await lastMailTo(t.db, order.email);
    expect(mail?.subject).toBe('Siparişiniz için teşekkür ederiz');
    const text = mail?.text ?? '';
    expect(text.startsWith('Merhaba,\n')).toBe(true);
    expect(text).toContain(
      'Park Lisesi üzerinden verdiğiniz sipariş için teşekkür ederiz. Siparişiniz onaylandı.',
    );
    expect(text).toContain(`Sipariş numarası: ${order.id}`);
    expect(text).toContain('Kimin için: Max Muster');
    expect(text).toContain('Sipariş edilen: akıllı telefon kartı ve plastik kart');
    expect(text).toContain('Ödenen: €11,90');
    expect(text).toContain(`Etkinleştirme kodu: ${order.online_code}`);
    expect(text).toContain('10 ila 12 gün içinde size değil, Park Lisesi kurumuna gönderilecek');
    expect(text).toContain('Saygılarımızla\nAusweisportal ekibi');
    expect(linkIn(text)).toBe(
      `https://ausweis.example/card/${w.tenant.short_code}/${w.product.product_short_code}/${order.user_code}/${order.id}`,
    );
    for (const german of [
      'Guten Tag',
      'Bestellnummer',
      'Aktivierungscode',
      'Mit freundlichen Grüßen',
      'Bitte',
    ]) {
      expect(text).not.toContain(german);
      expect(mail?.html).not.toContain(german);
    }
    expect(mail?.html).toContain('<html lang="tr">');
    expect(mail?.html).toContain('Düğme çalışmazsa');
  });

  it('an order placed in العربية gets a right-to-left mail with the Latin codes kept apart', async () => {
    const w = await orderWorld(t.db);
    const placed = await placeGoodOrder(t, w, { is_online: 'true', is_hardcopy: 'false', language: 'ar' });
    await payWithTestProvider(placed.id, placed.order_secret);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    const mail = await lastMailTo(t.db, order?.email ?? '');
    expect(mail?.subject).toBe('شكرًا لك على طلبك');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('<div dir="rtl"');
    // Codes and names are isolated left to right inside the Arabic lines; links are left as they are.
    expect(mail?.text).toContain(`رمز التفعيل: \u2068${order?.online_code}\u2069`);
    expect(mail?.text).toContain('\u2068Max Muster\u2069');
    expect(mail?.text).toContain('https://ausweis.example/app\n');
    expect(mail?.text).not.toContain('Guten Tag');
  });

  it('every language has its own wording for every part of the mail', async () => {
    const base: AccessMailData = {
      order: {
        id: 7,
        email: 'e@test.example',
        forname: 'Max',
        familyname: 'Muster',
        is_online: true,
        is_hardcopy: true,
        is_test: true,
        online_code: 'ABCDEFGHJK',
        user_code: 'u'.repeat(24),
        currency: 'EUR',
        tenant_payee: true,
      },
      tenantName: 'Schule',
      tenantShortCode: 'SCH',
      productShortCode: 'SA',
      productType: 'Schülerausweis',
      paid: 0,
      googleWallet: true,
      appleWallet: true,
    };
    const german = renderAccessMail('http://localhost:3000', base);
    for (const language of ['en', 'tr', 'ar', 'uk', 'ru', 'pl']) {
      const mail = renderAccessMail('http://localhost:3000', base, await mailTexts(language));
      const germanLines = german.text
        .split('\n')
        .filter((line) => line && mail.text.split('\n').includes(line));
      // Only the links, the codes' digits and the product name are the same in both.
      expect(germanLines.every((line) => /^(https?:|--$)/.test(line))).toBe(true);
      expect(mail.subject).not.toBe(german.subject);
    }
  });
});

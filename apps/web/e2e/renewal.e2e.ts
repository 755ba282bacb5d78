/**
 * 'Ausweis verlängern' end to end (docs/product.md#renewals): the demo card due for renewal (seed: runs out in 14 days)
 * gets its reminder from the job's start-up run -> the super admin reads it in the Postausgang -> its
 * link opens the order page on a phone, prefilled, with the old photo offered -> the order is placed
 * with that photo -> the old card's details name the reminder and link to the new card; while the new
 * order is unpaid the link opens the prefilled page again, and the card app's 'Ausweis verlängern' opens
 * it, too. Once paid, the link shows its German 'used' message above an empty, usable form and the card
 * app offers no renewal. Screenshots in test-results/e2e/renewal/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { auth as authApi } from '@ausweis/shared/contracts/auth';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { RENEWAL_TEXTS } from '@ausweis/shared/renewal';
import { ORDER_LINK_TEXTS } from '@ausweis/shared/schemas/order-link-texts';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, login } from './admin-helpers';
import { baseUrl, DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { json } from './order-api';
import { confirmInstitution, dismissCookieBanner, formWithoutConfirmation, giveConsent } from './order-page';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/renewal');
/** apps/server/src/db/seed/cards.ts RENEWAL_DEMO_EMAIL. */
const DEMO_EMAIL = 'verlaengerung@familie.example';
const SUBJECT = 'Ihr Ausweis läuft bald ab – jetzt verlängern';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The id of the GYMSEE card (of this family name) that the renewal with the new order renewed. */
async function renewedCardOf(
  api: APIRequestContext,
  familyname: string,
  newOrderId: number,
): Promise<number> {
  const session = await json<{ token: string; tenants: { id: number; short_code: string }[] }>(
    await api.post(`/api${authApi.login.path}`, {
      data: { email: 'admin@gymnasium-am-see.example', password: DEMO_PASSWORD },
    }),
  );
  const tenant = session.tenants.find((t) => t.short_code === 'GYMSEE');
  const found = await json<{ data: { id: number }[] }>(
    await api.post(`/api${cardsApi.find.path}`, {
      headers: { Authorization: `Bearer ${session.token}`, 'X-Tenant-Id': String(tenant?.id) },
      data: { filters: { familyname }, count: 50 },
    }),
  );
  for (const { id } of found.data) {
    const d = await json<{ renewed_by_order_id: number | null }>(
      await api.get(`/api${cardsApi.details.path}?order_id=${id}&from_archive=false`, {
        headers: { Authorization: `Bearer ${session.token}`, 'X-Tenant-Id': String(tenant?.id) },
      }),
    );
    if (d.renewed_by_order_id === newOrderId) return id;
  }
  throw new Error('renewal demo card not found');
}

/** The card app, signed in with the demo card's codes. */
async function openCardApp(page: Page, onlineCode: string) {
  await page.goto('/app');
  await page.getByLabel('Zugangscode').fill('GYMSEE');
  await page.getByLabel('Produktcode').fill('SA2026');
  await page.getByLabel('Aktivierungscode').fill(onlineCode);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  return page;
}

describe.skipIf(e2eUnavailable)('renewing a card', () => {
  const browser = useBrowser();
  let link = '';
  let oldCardId = 0;
  let newOrderId = 0;
  let onlineCode = '';
  /** The order page's stored pending order of the renewal (paid in the last step). */
  let pendingOrder = '';

  it('the reminder of the card due for renewal is in the Postausgang, with its link', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.getByRole('link', { name: 'Postausgang' }).click();
    await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: DEMO_EMAIL });
    // Written by the job's start-up run, which may still be under way.
    await expect
      .poll(
        async () => {
          if ((await row.count()) > 0) return true;
          await page.reload();
          await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
          return false;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    await row.getByRole('button', { name: SUBJECT }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/ist nur noch bis zum \d{2}\.\d{2}\.\d{4} gültig/).waitFor();
    await dialog.getByText(/Sie erhalten diese E-Mail, weil/).waitFor();
    await dialog.getByText(/funktioniert bis einschließlich \d{2}\.\d{2}\.\d{4}/).waitFor();
    await dialog.getByText(/werden mit dem Ende seiner Gültigkeit am \d{2}\.\d{2}\.\d{4} gelöscht/).waitFor();
    await snap(page, '01-reminder-mail');
    const anchor = dialog.getByRole('link', { name: /\/s\/GYMSEE\/SA2026\?link=/ });
    link = (await anchor.textContent())?.trim() ?? '';
    expect(link.startsWith(`${baseUrl()}/s/GYMSEE/SA2026?link=`)).toBe(true);
  });

  it('phone: the link opens the order page prefilled with the old photo; the order is placed with it', async () => {
    expect(link).not.toBe('');
    const page = await browser.newPage(PHONE);
    await page.goto(link);
    await formWithoutConfirmation(page);
    await dismissCookieBanner(page);
    await page.getByText(ORDER_LINK_TEXTS.prefilled, { exact: false }).waitFor();
    await page.getByText(ORDER_LINK_TEXTS.photoOffered, { exact: false }).waitFor();
    const forname = await page.getByLabel(/^Vorname/).inputValue();
    const familyname = await page.getByLabel(/^Nachname/).inputValue();
    expect(forname).not.toBe('');
    expect(familyname).not.toBe('');
    expect(await page.getByLabel(/^E-Mail/).inputValue()).toBe(DEMO_EMAIL);
    expect(await page.getByLabel(/^Geburtsdatum/).inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await page.getByLabel(/^Klasse/).inputValue()).not.toBe('');
    // The old photo is offered: the order button shows without a new upload.
    await page.getByRole('button', { name: 'Anderes Foto wählen' }).waitFor();
    await snap(page, '02-prefilled');
    await giveConsent(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByRole('button', { name: 'Testzahlung' }).waitFor({ timeout: 45_000 });
    await snap(page, '03-ordered');
    const stored = await page.evaluate(() => localStorage.getItem('ausweisportal.order'));
    pendingOrder = stored ?? '';
    newOrderId = (JSON.parse(stored ?? '{}') as { order_id?: number }).order_id ?? 0;
    expect(newOrderId).toBeGreaterThan(0);
    // The old card names its renewal (the staff view below shows it).
    oldCardId = await renewedCardOf(page.request, familyname, newOrderId);
    expect(oldCardId).not.toBe(newOrderId);
  });

  it('the old card names the reminder and links to the new card; unpaid, the link opens again', async () => {
    expect(oldCardId).toBeGreaterThan(0);
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    await page.goto(`/admin/card/${oldCardId}/false`);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Erinnerung zur Verlängerung' }),
    });
    await section.waitFor();
    await section.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/).waitFor();
    const next = section.getByRole('link', { name: `Ausweis ${newOrderId} öffnen` });
    await next.scrollIntoViewIfNeeded();
    await snap(page, '04-old-card');
    onlineCode =
      (await page
        .locator('section', { has: page.getByRole('heading', { name: 'Status', exact: true }) })
        .getByText(/^[A-Z0-9]{10}$/)
        .textContent()) ?? '';
    await next.click();
    await page.waitForURL(new RegExp(`/admin/card/${newOrderId}/false$`));
    await page.getByRole('heading', { name: 'Ausweis bearbeiten' }).waitFor();

    // Not paid yet: the link opens the prefilled page again (a family that left the payment can return).
    const phone = await browser.newPage(PHONE);
    await phone.goto(link);
    await formWithoutConfirmation(phone);
    await phone.getByText(ORDER_LINK_TEXTS.prefilled, { exact: false }).waitFor();
    expect(await phone.getByLabel(/^E-Mail/).inputValue()).toBe(DEMO_EMAIL);
    await snap(phone, '05-link-again-unpaid');
  });

  it("phone: the card app offers 'Ausweis verlängern', which opens the prefilled order page", async () => {
    expect(onlineCode).toMatch(/^[A-Z0-9]{10}$/);
    const page = await openCardApp(await browser.newPage(PHONE), onlineCode);
    const renew = page.getByRole('button', { name: 'Ausweis verlängern' });
    await renew.waitFor();
    await page.getByText('Ihr Ausweis läuft bald ab.', { exact: false }).waitFor();
    await snap(page, '06-card-app');
    await renew.click();
    await page.waitForURL(/\/s\/GYMSEE\/SA2026\?link=/);
    await formWithoutConfirmation(page);
    await page.getByText(ORDER_LINK_TEXTS.prefilled, { exact: false }).waitFor();
    expect(await page.getByLabel(/^E-Mail/).inputValue()).toBe(DEMO_EMAIL);
  });

  it('once the renewal is paid, the link says it is used and the card app offers no renewal', async () => {
    // The phone that placed the order comes back to the order page, which still holds it, and pays.
    expect(pendingOrder).not.toBe('');
    const page = await browser.newPage(PHONE);
    await page.addInitScript((order) => localStorage.setItem('ausweisportal.order', order), pendingOrder);
    await page.goto('/s/GYMSEE/SA2026');
    await page.getByRole('button', { name: 'Testzahlung' }).click();
    await page.waitForURL(/\/api\/order\/test\/checkout\//);
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL(/\/s\/GYMSEE\/SA2026$/);

    const phone = await browser.newPage(PHONE);
    await phone.goto(link);
    await confirmInstitution(phone);
    await phone.getByText(ORDER_LINK_TEXTS.used).waitFor();
    expect(await phone.getByLabel(/^Vorname/).inputValue()).toBe('');
    expect(await phone.getByLabel(/^Vorname/).getAttribute('readonly')).toBeNull();
    await snap(phone, '07-used-link');

    const app = await openCardApp(await browser.newPage(PHONE), onlineCode);
    await app.getByRole('img', { name: /^Ausweis von / }).waitFor();
    expect(await app.getByRole('button', { name: 'Ausweis verlängern' }).count()).toBe(0);
    // The old card says that the new one is ordered and its codes come by mail.
    await app.getByText(RENEWAL_TEXTS.ordered).waitFor();
    await snap(app, '08-card-app-renewed');
  });
});

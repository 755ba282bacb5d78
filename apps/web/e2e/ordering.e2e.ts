/**
 * End to end on a phone: landing page GYMSEE/SA2026 -> confirm the institution -> form -> photo
 * upload and crop (server check) -> 'Testzahlung' -> pay -> back on the order page, paid -> the access
 * mail in the Postausgang with the codes -> its card-info link shows the card. Also a cancelled payment
 * and a rejected photo. Each step leaves a screenshot in test-results/e2e/ordering/ (phone and desktop).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type FixturePhoto, fixturePhoto } from '../../../test-fixtures/photos';
import { login } from './admin-helpers';
import { axeViolations, isBlocking } from './axe';
import { baseUrl, DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { consentBox, giveConsent } from './order-page';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/ordering');

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** Landing page -> product info -> order page -> confirm the institution. */
async function openOrderPage(page: Page) {
  await page.goto('/');
  // The cookie banner would cover the lower part of a phone screen.
  await page.getByRole('region', { name: 'Hinweis zu Cookies' }).getByRole('button').first().click();
  await page.getByLabel('Zugangscode').fill('GYMSEE');
  await page.getByLabel('Zugangscode').press('Enter');
  await page.getByLabel('Produktcode').fill('SA2026');
  await snap(page, '01-landing');
  await page.getByLabel('Produktcode').press('Enter');
  await page.waitForURL(/\/s\/GYMSEE\/SA2026$/);
  const overlay = page.getByRole('dialog', { name: 'Bestätigung Ausweisbestellung' });
  await overlay.getByText('Gymnasium am See').waitFor();
  await overlay.getByText('Musterstadt').waitFor();
  await snap(page, '02-confirm');
  await overlay.getByRole('button', { name: 'Bestätigen' }).click();
  await overlay.waitFor({ state: 'detached' });
}

/** Picks the photo, crops it and waits for the server's verdict. */
async function uploadPhoto(page: Page, file: FixturePhoto) {
  await page.locator('input[type=file]:not([capture])').setInputFiles(fixturePhoto(file));
  const crop = page.getByRole('dialog', { name: 'Foto zuschneiden' });
  await crop.waitFor();
  const accept = crop.getByRole('button', { name: 'Übernehmen' });
  await expect.poll(() => accept.isEnabled(), { timeout: 5000 }).toBe(true);
  await snap(page, '03-crop');
  await accept.click();
  await crop.waitFor({ state: 'detached' });
  await page.getByText('Foto wird geprüft …').waitFor({ state: 'detached', timeout: 45_000 });
}

async function fillForm(page: Page, email: string, consent = true) {
  await page.getByLabel(/^Vorname/).fill('Anna');
  await page.getByLabel(/^Nachname/).fill('Musterfrau');
  // Digits only; the field adds the dots.
  await page.getByLabel(/^Geburtsdatum/).pressSequentially('15032012');
  expect(await page.getByLabel(/^Geburtsdatum/).inputValue()).toBe('15.03.2012');
  await page.getByLabel(/^Klasse/).fill('7b');
  // SA2026 generates its barcode from the order: nobody types a Schülernummer.
  expect(await page.getByLabel(/^Schülernummer/).count()).toBe(0);
  await page.getByLabel(/^E-Mail/).fill(email);
  // The live preview shows what is typed; it draws once it comes near the screen (on a phone below
  // the form and the consent).
  await page.getByLabel('Vorschau', { exact: true }).scrollIntoViewIfNeeded();
  await page.getByTestId('card-preview').getByText('Musterfrau, Anna').waitFor();
  if (consent) await giveConsent(page);
}

/** Draws and confirms a signature when the product asks for one. */
async function signIfNeeded(page: Page) {
  // The pad loads when its section comes near the screen.
  const section = page.getByRole('region', { name: 'Unterschrift' });
  if ((await section.count()) === 0) return;
  await section.scrollIntoViewIfNeeded();
  const pad = page.getByLabel('Unterschriftenfeld');
  await pad.waitFor();
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      box.x + 20 + i * ((box.width - 40) / 12),
      box.y + box.height * (i % 2 ? 0.35 : 0.65),
    );
  await page.mouse.up();
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await page.getByAltText('Übernommene Unterschrift').waitFor();
}

/** Places the order and goes through the 'Testzahlung' page with the given button. */
async function orderAndPay(page: Page, button: 'Bezahlen' | 'Abbrechen') {
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  // Only the payment method the demo offers is named.
  await page.getByText('Bitte mit der Testzahlung bestätigen.').waitFor();
  const pay = page.getByRole('button', { name: 'Testzahlung' });
  await pay.waitFor();
  // All fields are read-only once the order is placed.
  expect(await page.getByLabel(/^Vorname/).getAttribute('readonly')).not.toBeNull();
  await snap(page, '05-ordered');
  await pay.click();
  await page.waitForURL(/\/api\/order\/test\/checkout\//);
  await page.getByText('11,90 €').first().waitFor();
  await snap(page, '06-checkout');
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/s\/GYMSEE\/SA2026$/);
}

describe.skipIf(e2eUnavailable)('ordering a card', () => {
  const browser = useBrowser();
  const email = `anna.${Date.now()}@example.org`;
  let cardLink = '';

  it('phone: landing page -> form -> photo -> Testzahlung -> paid', async () => {
    const page = await browser.newPage(PHONE);
    await openOrderPage(page);
    // Online is preselected; the price follows the choice.
    expect(await page.getByTestId('order-price').textContent()).toBe('4,90 €');
    await page.getByText('Zum Bestellen fehlt noch: ein geprüftes Foto').waitFor();
    await uploadPhoto(page, 'astronaut.png');
    await page.getByRole('button', { name: 'Anderes Foto wählen' }).waitFor();
    await fillForm(page, email, false);
    await page.getByText('Plastikkarte', { exact: true }).click();
    expect(await page.getByTestId('order-price').textContent()).toBe('11,90 €');
    await signIfNeeded(page);
    // Born 2012: the parent's consent, naming the school and the plastic card; no order without it.
    const consent = page.getByTestId('consent');
    await consent.getByText(/^Ich bin sorgeberechtigt/).waitFor();
    expect(await consent.textContent()).toContain('die Plastikkarte zu drucken und zu versenden');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte bestätigen Sie die Einwilligung.' }).waitFor();
    expect(await consentBox(page).getAttribute('aria-invalid')).toBe('true');
    await snap(page, '04-consent-missing');
    // The error state stays on the same URL: axe looks at it here.
    expect((await axeViolations(page)).filter(isBlocking)).toEqual([]);
    await giveConsent(page);
    await snap(page, '04-filled');
    await orderAndPay(page, 'Bezahlen');
    await page.getByText('Vielen Dank für Ihre Bestellung.').first().waitFor();
    await page.getByText('Ist bezahlt').waitFor();
    await snap(page, '07-paid');
    // One tap opens the card app signed in: the codes ride in the link's fragment, never in a request.
    const href = (await page.getByRole('link', { name: 'Ausweis-App öffnen' }).getAttribute('href')) ?? '';
    expect(href).toMatch(/\/app#zugangscode=GYMSEE&produktcode=SA2026&aktivierungscode=[A-Z0-9]{10}$/);
    const code = href.split('aktivierungscode=')[1] ?? 'none';
    const app = await browser.newPage(PHONE);
    const requested: string[] = [];
    app.on('request', (r) => requested.push(`${r.url()} ${r.postData() ?? ''}`));
    await app.goto(href);
    await app.getByRole('img', { name: 'Ausweis von Anna Musterfrau' }).waitFor();
    expect(new URL(app.url()).hash).toBe('');
    expect(requested.filter((r) => !r.includes('/api/anon/card_app/card')).join('\n')).not.toContain(code);
    await snap(app, '07-card-app');
    // No dead end: a new order starts from an empty form.
    await page.getByRole('button', { name: 'Neue Bestellung' }).click();
    expect(await page.getByLabel(/^Vorname/).inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('ausweisportal.order'))).toBeNull();
  });

  it('the access mail in the Postausgang has the codes and the card-info link', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.getByRole('link', { name: 'Postausgang' }).click();
    await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: 'Vielen Dank für Ihre Bestellung' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Zugangscode: GYMSEE').waitFor();
    await dialog.getByText('Produktcode: SA2026').waitFor();
    expect(await dialog.textContent()).toMatch(/Aktivierungscode: [A-Z0-9]{6,}/);
    const appLink = dialog.getByRole('link', {
      name: /\/app#zugangscode=GYMSEE&produktcode=SA2026&aktivierungscode=[A-Z0-9]{10}$/,
    });
    expect(await appLink.count()).toBe(1);
    await snap(page, '08-mail');
    const link = dialog.getByRole('link', { name: /\/card\/GYMSEE\/SA2026\// });
    cardLink = (await link.textContent())?.trim() ?? '';
    expect(cardLink.startsWith(`${baseUrl()}/card/GYMSEE/SA2026/`)).toBe(true);
  });

  it('the card-info link shows the card', async () => {
    expect(cardLink).not.toBe('');
    const page = await browser.newPage(PHONE);
    await page.goto(cardLink);
    await page.getByRole('heading', { name: 'Ausweis-Info' }).waitFor();
    const image = page.getByRole('img', { name: 'Ausweis von Anna Musterfrau' });
    await image.waitFor();
    // The rendered card keeps its landscape proportions (not squeezed into a portrait box).
    const box = await image.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeGreaterThan(1.4);
    const text = (await page.locator('dl').textContent()) ?? '';
    for (const part of ['Musterfrau', 'Anna', '15.03.2012', 'Nein']) expect(text).toContain(part);
    await snap(page, '09-card-info');
    // A wrong code reveals nothing.
    await page.goto(cardLink.replace(/\/card\/GYMSEE\/SA2026\/[^/]+\//, '/card/GYMSEE/SA2026/falsch/'));
    await page.getByText('Ausweis nicht gefunden').waitFor();
    expect(await page.getByText('Musterfrau').count()).toBe(0);
  });

  it('phone: a cancelled payment says so and offers the payment again', async () => {
    const page = await browser.newPage(PHONE);
    await openOrderPage(page);
    await uploadPhoto(page, 'astronaut.png');
    await fillForm(page, `storno.${Date.now()}@example.org`);
    await page.getByText('Plastikkarte', { exact: true }).click();
    await signIfNeeded(page);
    await orderAndPay(page, 'Abbrechen');
    await page.getByText('Ihre Bestellung wurde abgebrochen.').first().waitFor();
    await page.getByRole('button', { name: 'Testzahlung' }).waitFor();
    await snap(page, '10-cancelled');
  });

  it('phone: a placed, unpaid order survives a reload, a closed tab and the back button', async () => {
    const page = await browser.newPage(PHONE);
    await openOrderPage(page);
    await uploadPhoto(page, 'astronaut.png');
    await fillForm(page, `reload.${Date.now()}@example.org`);
    await signIfNeeded(page);
    const placed = page.waitForResponse((r) => r.url().includes('place_order') && r.ok());
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    const { id } = (await (await placed).json()) as { id: number };
    await page.getByRole('button', { name: 'Testzahlung' }).waitFor();
    let placeOrders = 0;
    page.context().on('request', (r) => {
      if (r.url().includes('place_order')) placeOrders++;
    });
    await page.reload();
    // The order is there again, read-only, with its payment button; no second order was placed.
    await page.getByRole('button', { name: 'Testzahlung' }).waitFor();
    expect(await page.getByLabel(/^Vorname/).inputValue()).toBe('Anna');
    expect(await page.getByLabel(/^Vorname/).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).count()).toBe(0);
    await snap(page, '13-reloaded');
    // Away and back with the back button.
    await page.goto('/faq');
    await page.goBack();
    await page.getByRole('button', { name: 'Testzahlung' }).waitFor();
    // A closed tab: a new tab of the same browser opens the order page again.
    const second = await page.context().newPage();
    await page.close();
    await second.goto('/s/GYMSEE/SA2026');
    await second.getByRole('button', { name: 'Testzahlung' }).waitFor();
    const stored = await second.evaluate(() => localStorage.getItem('ausweisportal.order'));
    expect(JSON.parse(stored ?? '{}').order_id).toBe(id);
    expect(placeOrders).toBe(0);
    // 'Neue Bestellung' ends it.
    await second.getByRole('button', { name: 'Neue Bestellung' }).click();
    expect(await second.evaluate(() => localStorage.getItem('ausweisportal.order'))).toBeNull();
  });

  it('phone: a photo without a clear face is rejected with the reason under the image', async () => {
    const page = await browser.newPage(PHONE);
    await openOrderPage(page);
    await uploadPhoto(page, 'chelsea.png');
    // Under the image, in the photo step (the 'Fehler' toast says it too).
    const reason = page.getByRole('region', { name: 'Foto' }).getByRole('alert');
    await reason.filter({ hasText: /Gesicht/ }).waitFor();
    // The photo is reset: still no order button.
    await page.getByRole('button', { name: 'Foto auswählen' }).waitFor();
    await page.getByText('Zum Bestellen fehlt noch: ein geprüftes Foto').waitFor();
    await snap(page, '11-photo-rejected');
  });

  it('desktop: the same steps side by side with the preview', async () => {
    const page = await browser.newPage(DESKTOP);
    await openOrderPage(page);
    await uploadPhoto(page, 'astronaut.png');
    await fillForm(page, `desktop.${Date.now()}@example.org`);
    await signIfNeeded(page);
    await snap(page, '04-filled');
    // Preview beside the form, not below it.
    const form = await page.getByRole('form', { name: 'Bestellformular' }).boundingBox();
    const preview = await page.getByTestId('card-preview').boundingBox();
    expect((preview?.x ?? 0) > (form?.x ?? 0) + (form?.width ?? 0) - 1).toBe(true);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByRole('button', { name: 'Testzahlung' }).click();
    await page.waitForURL(/\/api\/order\/test\/checkout\//);
    await snap(page, '06-checkout');
    await page.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL(/\/s\/GYMSEE\/SA2026$/);
    await page.getByText('Ist bezahlt').waitFor();
    await snap(page, '07-paid');
  });

  it('an unknown product gets a German message and a way back', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/s/GYMSEE/GIBTESNICHT');
    await page.getByRole('heading', { name: 'Bestellung nicht möglich' }).waitFor();
    await snap(page, '12-unavailable');
    await page.getByRole('link', { name: 'Codes neu eingeben' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

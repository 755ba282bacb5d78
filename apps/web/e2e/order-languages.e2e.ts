/**
 * The order page in the families' languages, on a phone: a parent opens GYMSEE/SA2026, chooses Türkçe in
 * the language menu (what was typed stays), orders with the test payment and sees the outcome and the
 * payment result page in Turkish, gets the access mail in Turkish and opens the card app from it, in
 * Turkish; the order page in العربية is right to left with the card preview left
 * to right. axe on every page visited; screenshots in test-results/e2e/order-languages/.
 * The form's own fields, photo and consent are found by name and structure, not by their (translated)
 * labels; the order page's texts come from the language files.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import arabic from '@ausweis/shared/i18n/texts/ar';
import german from '@ausweis/shared/i18n/texts/de';
import turkish from '@ausweis/shared/i18n/texts/tr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { expectAccessible } from './axe';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { accessMailText, superAdminToken } from './order-api';
import { confirmInstitution, dismissCookieBanner } from './order-page';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/order-languages');

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The language menu of the top bar (a native select): its value is the language code. */
const chooseLanguage = (page: Page, code: string) => page.locator('header select').first().selectOption(code);

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/** Picks the photo, takes the crop as it is and waits until the order button shows (photo accepted). */
async function uploadPhoto(page: Page, submit: string) {
  await page.locator('input[type=file]:not([capture])').setInputFiles(fixturePhoto('astronaut.png'));
  const crop = page.getByRole('dialog');
  await crop.waitFor();
  const accept = crop.locator('.MuiDialogActions-root button').last();
  await expect.poll(() => accept.isEnabled(), { timeout: 5000 }).toBe(true);
  await accept.click();
  await crop.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: submit }).waitFor({ timeout: 45_000 });
}

describe.skipIf(e2eUnavailable)('the order page in other languages', () => {
  const browser = useBrowser();

  it('Türkçe: a parent orders with the test payment, gets the mail and opens the card app, all in Turkish', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/s/GYMSEE/SA2026');
    await confirmInstitution(page);
    await dismissCookieBanner(page);
    // Typed in German, then the language changes: nothing typed is lost, no reload.
    await field(page, 'forname').fill('Elif');
    await field(page, 'familyname').fill('Yılmaz');
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await chooseLanguage(page, 'tr');
    await page.getByRole('heading', { level: 1, name: /siparişi$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    expect(reloaded).toBe(false);
    expect(await field(page, 'forname').inputValue()).toBe('Elif');
    expect(await field(page, 'familyname').inputValue()).toBe('Yılmaz');
    await page.getByText(turkish['order.missingPhoto']).waitFor();
    await page.getByRole('heading', { name: turkish['form.consentTitle'], exact: true }).waitFor();
    // The price in the Turkish way.
    expect(await page.getByTestId('order-price').textContent()).toBe('€4,90');
    await snap(page, '01-tr-form');
    await expectAccessible(page, 'Bestellseite (tr)');

    await uploadPhoto(page, turkish['order.submitPaid']);
    await field(page, 'birthday').pressSequentially('15032012');
    await field(page, 'external_department').fill('7b');
    const email = `elif.${Date.now()}@example.org`;
    await field(page, 'email').fill(email);
    await page.getByTestId('consent').getByRole('checkbox').check();
    // The order carries the page's language (OrderView.languages.test.tsx checks the field; Chromium
    // does not show a multipart body with a file here).
    await page.getByRole('button', { name: turkish['order.submitPaid'] }).click();
    await page.getByText('Lütfen test ödemesi ile onaylayın.').waitFor();
    const pay = page.getByRole('button', { name: turkish['order.payTest'] });
    await snap(page, '02-tr-ordered');
    await expectAccessible(page, 'Bestellung gespeichert (tr)');
    await pay.click();
    await page.waitForURL(/\/api\/order\/test\/checkout\//);
    await page.locator('button[value="pay"]').click();
    // Back on the order page through the payment result page, paid.
    await page.waitForURL(/\/s\/GYMSEE\/SA2026$/);
    await page.getByText(turkish['order.paid']).waitFor();
    await page.getByRole('button', { name: turkish['order.sibling'] }).waitFor();
    await snap(page, '03-tr-paid');
    await expectAccessible(page, 'bezahlt (tr)');

    // The access mail in the outbox is Turkish (the order's language) …
    const auth = { Authorization: `Bearer ${await superAdminToken(page.request)}` };
    const mail = await accessMailText(page.request, auth, email);
    expect(mail).toContain(turkish['mail.greeting']);
    expect(mail).toMatch(/Erişim kodu: \S+\nÜrün kodu: \S+\nEtkinleştirme kodu: \S+/);
    expect(mail).not.toContain(german['mail.greeting']);
    // … and its link signs in to the card app without typing, in Turkish (the device's choice).
    const appLink = /https?:\/\/\S+(\/app#zugangscode=\S+)/.exec(mail)?.[1];
    expect(appLink).toBeTruthy();
    await page.goto(appLink as string);
    await page.getByRole('img', { name: 'Elif Yılmaz adına kart' }).waitFor();
    await page.getByText(/^Son geçerlilik: \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await snap(page, '04-tr-card-app');
    await expectAccessible(page, '/app (tr, aus der Zugangsmail)');

    // The payment result page itself in Turkish (another browser: nothing stored to check).
    const other = await browser.newPage(PHONE);
    await other.addInitScript(() => localStorage.setItem('ausweis.language', 'tr'));
    await other.goto('/test_success/1');
    await other.getByRole('heading', { name: turkish['order.statusUnknown'] }).waitFor();
    await other.getByText(turkish['order.notStored']).waitFor();
    await other.getByRole('link', { name: turkish['order.toHome'], exact: true }).waitFor();
    await snap(other, '05-tr-result');
    await expectAccessible(other, 'Zahlungsergebnis (tr)');
  });

  it('العربية: the order page is right to left, the card preview is not mirrored', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/s/GYMSEE/SA2026');
    await confirmInstitution(page);
    await dismissCookieBanner(page);
    await chooseLanguage(page, 'ar');
    await page.getByRole('form', { name: arabic['order.formLabel'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByText(arabic['order.missingPhoto']).waitFor();
    // The form's sections start at the right edge of the screen.
    const section = await page.getByRole('region', { name: arabic['order.stepPhoto'] }).boundingBox();
    const heading = await page
      .getByRole('region', { name: arabic['order.stepPhoto'] })
      .getByRole('heading')
      .boundingBox();
    expect(section && heading && heading.x + heading.width > section.x + section.width / 2).toBe(true);
    const preview = page.getByRole('complementary', { name: arabic['order.preview'] });
    await preview.scrollIntoViewIfNeeded();
    await page.getByTestId('card-preview').waitFor();
    expect(await page.getByTestId('card-preview').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    );
    await snap(page, '06-ar-form');
    await expectAccessible(page, 'Bestellseite (ar)');
    // Back to German: the page speaks German again, left to right.
    await chooseLanguage(page, 'de');
    await page.getByRole('form', { name: german['order.formLabel'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });
});

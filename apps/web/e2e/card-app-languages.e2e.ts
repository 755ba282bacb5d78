/**
 * The card app in Türkçe and العربية on a phone: the language chosen in the app's menu, the sign-in
 * and the card in that language, axe without findings, the chosen language offline after a reload,
 * and Arabic right to left with the card and its dates left to right.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { germanWordsIn } from '@ausweis/shared/i18n/check-texts.test-support';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { codeIn } from './card-app-sign-in';
import { accessMailText, placePaidOrder } from './order-api';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/card-app-languages');

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The visible text without the card holder’s, school’s and live code’s own words (noscript is not shown). */
async function uiText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const own of body.querySelectorAll('noscript, .ca-data, .ca-live-value')) own.remove();
    const words: string[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
    return words.join(' ');
  });
}

describe.skipIf(e2eUnavailable)('card app in other languages', () => {
  const browser = useBrowser();

  it('phone: Türkçe chosen in the app, signed in, the card in Turkish, offline too; then Arabic', async () => {
    const page = await browser.newPage(PHONE);
    const email = `elif.${Date.now()}@example.org`;
    const { auth } = await placePaidOrder(page.request, { forname: 'Elif', familyname: 'Yılmaz', email });
    const mail = await accessMailText(page.request, auth, email);
    const code = (label: string) => codeIn(mail, label);

    await page.goto('/app');
    await page.getByRole('heading', { name: 'Ausweis-App' }).waitFor();
    await page.getByLabel('Sprache').selectOption('tr');
    await page.getByRole('heading', { name: 'Kart uygulaması' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    // The access mail's three code lines, pasted once into the first field, fill all three.
    await page.getByLabel('Erişim kodu').focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
        );
      },
      `Zugangscode: ${code('Zugangscode')}\nProduktcode: ${code('Produktcode')}\nAktivierungscode: ${code('Aktivierungscode')}`,
    );
    expect(await page.getByLabel('Etkinleştirme kodu').inputValue()).toBe(code('Aktivierungscode'));
    await expectAccessible(page, '/app (tr, Anmeldung)');
    await snap(page, '01-tr-login');
    await page.getByRole('button', { name: 'Giriş yap' }).click();

    const card = page.getByRole('img', { name: 'Elif Yılmaz adına kart' });
    await card.waitFor();
    await page.getByText(/^Son geçerlilik: \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await page.getByText(/^Son kontrol: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    await page.getByRole('img', { name: 'Kartı kontrol etmek için QR kod' }).waitFor();
    await page.getByRole('button', { name: 'Yenile' }).waitFor();
    expect(germanWordsIn(await uiText(page))).toEqual([]);
    await expectAccessible(page, '/app (tr, Ausweis)');
    await snap(page, '02-tr-card');

    // Offline after a reload: the worker has the Turkish texts too.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await page.context().setOffline(true);
    await page.reload();
    await card.waitFor();
    await page.getByText(/^Bağlantı yok – son kontrol: /).waitFor();
    await snap(page, '03-tr-offline');
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Yenile' }).click();
    await page.getByText(/^Bağlantı yok/).waitFor({ state: 'detached' });

    // العربية: the page mirrors, the card image and the dates do not.
    await page.getByLabel('Dil').selectOption('ar');
    const arabicCard = page.getByRole('img', { name: 'بطاقة Elif Yılmaz' });
    await arabicCard.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const until = page.locator('.ca-valid bdi');
    expect(await until.getAttribute('dir')).toBe('ltr');
    expect(await until.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await arabicCard.evaluate((img) => getComputedStyle(img).direction)).toBe('ltr');
    expect(germanWordsIn(await uiText(page))).toEqual([]);
    await expectAccessible(page, '/app (ar, Ausweis)');
    await snap(page, '04-ar-card');
  });
});

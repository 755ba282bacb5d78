/**
 * The verifier page (/pruefen) in other languages: chosen in its language menu, it checks a real signed
 * card code in English and shows the English verdict; in Arabic the page runs right to left. axe passes
 * in both, nothing is wider than the phone, and no German UI word is left. Once installed, the page
 * switches language offline too (the language texts are cached with the page).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { germanWordsIn } from '@ausweis/shared/i18n/check-texts.test-support';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isBlocking } from './axe';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { readQr } from './read-qr';
import { paidCardQr } from './verifier-card';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/verifier-languages');

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const verdict = (page: Page, headline: string) => page.getByRole('region', { name: headline, exact: true });

/** The language menu: the page's one select. */
const chooseLanguage = (page: Page, code: string) => page.getByRole('combobox').selectOption(code);

/** What a visitor reads and what a screen reader says: no German word left, nothing wider than the phone. */
async function expectPlainPage(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (the German noscript text is not)
  const text = await page.locator('body').innerText();
  const labels = await page.$$eval('[aria-label], [title], img[alt]', (els) =>
    els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('alt')].join(' ')),
  );
  expect(germanWordsIn(`${text} ${labels.join(' ')} ${await page.title()}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect((await axeViolations(page)).filter(isBlocking)).toEqual([]);
}

describe.skipIf(e2eUnavailable)('verifier page in other languages', () => {
  const browser = useBrowser();

  it('phone: English checks a real card code; Arabic runs right to left; both offline once installed', async () => {
    const cardPage = await browser.newPage(PHONE);
    const { png } = await paidCardQr(cardPage, { forname: 'Emma', familyname: 'Carter' });
    const link = await readQr(png);

    const page = await browser.newPage(PHONE);
    await page.goto('/pruefen');
    await page.getByText(/^Prüfschlüssel vom/).waitFor();
    await chooseLanguage(page, 'en');
    await page.getByRole('heading', { name: 'Check a card' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);

    // The card's link (a phone's camera app opens it): checked on this device, then online.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    const valid = verdict(page, 'Valid');
    await valid.getByText('Emma Carter').waitFor();
    await valid.getByText('Gymnasium am See (GYMSEE)').waitFor();
    await valid.getByText('genuine (checked on this device)').waitFor();
    await page.getByText('Checked over the internet: current state in the Ausweisportal.').waitFor();
    await page.getByText(/^Check keys from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(1\)$/).waitFor();
    await page.getByText(/^Block list from /).waitFor();
    await expectPlainPage(page);
    await snap(page, '01-en-valid');

    // Arabic: the same result, mirrored; the name and dates left to right inside.
    await chooseLanguage(page, 'ar');
    await page.getByRole('heading', { name: 'التحقق من البطاقة' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    const arabic = verdict(page, 'صالحة');
    await arabic.getByText('Emma Carter').waitFor();
    await page.getByText('تم التحقق عبر الإنترنت: الحالة الحالية في Ausweisportal.').waitFor();
    // The result's coloured edge is on the right, where Arabic lines start.
    const edge = await arabic.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.borderRightWidth, style.borderLeftWidth];
    });
    expect(edge).toEqual(['8px', '0px']);
    await expectPlainPage(page);
    await snap(page, '02-ar-valid');
    await page.getByText('ما الذي يجب الانتباه إليه في تطبيق البطاقة؟').click();
    await snap(page, '03-ar-hint-open');

    // Installed: offline the page opens in Arabic and checks the card; another language still loads.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await page.context().setOffline(true);
    await page.reload();
    await verdict(page, 'صالحة').getByText('Emma Carter').waitFor();
    await page.getByText(/^تم التحقق دون إنترنت: التوقيع والصلاحية صحيحان/).waitFor();
    await snap(page, '04-ar-offline');
    await chooseLanguage(page, 'pl');
    await page.getByRole('heading', { name: 'Sprawdź legitymację' }).waitFor();
    await verdict(page, 'Ważna').waitFor();
    await page.context().setOffline(false);
  });
});

/**
 * 'In Google Wallet speichern' in the card app on an Android phone: the button is there (the e2e
 * server has the demo Google Wallet account, as `npm start` without settings), and the save link it
 * opens carries a JWT with the card's generic object and the same QR code as the app.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { statedCard } from '@ausweis/shared/card-code.test-support';
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { cardAppQrPicture } from './card-app-sign-in';
import { accessMailText, placePaidOrder } from './order-api';
import { readQr } from './read-qr';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/google-wallet');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The page as an Android phone's browser: its user agent, set before the app reads it. */
async function androidPage(newPage: (viewport: typeof PHONE) => Promise<Page>): Promise<Page> {
  const page = await newPage(PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: ANDROID });
  return page;
}

interface WalletObject {
  id: string;
  classId: string;
  validTimeInterval: { end: { date: string } };
  barcode: { value: string };
}

interface SaveClaims {
  iss: string;
  payload: { genericClasses: { id: string }[]; genericObjects: WalletObject[] };
}

/** A part of the JWT (0: header, 1: claims), decoded; the server tests check its signature. */
const part = <T>(jwt: string, i: number) =>
  JSON.parse(Buffer.from(jwt.split('.')[i] ?? '', 'base64url').toString('utf8')) as T;

describe.skipIf(e2eUnavailable)('Google Wallet', () => {
  const browser = useBrowser();

  it('Android: the button opens a save link whose JWT holds the card with the app’s QR code', async () => {
    const page = await androidPage((v) => browser.newPage(v));
    const email = `wallet.${Date.now()}@example.org`;
    const { auth } = await placePaidOrder(page.request, { forname: 'Lena', familyname: 'Appel', email });
    const mail = await accessMailText(page.request, auth, email);
    expect(mail).toContain(WALLET_TEXTS.google.button);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('Android');

    const shownQr = await readQr(await cardAppQrPicture(page, mail));
    const button = page.getByRole('button', { name: WALLET_TEXTS.google.button });
    await button.waitFor();
    await settled(page);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, '01-card-app-android.png'), fullPage: true });

    // Google itself is not asked: the link is caught on its way out.
    let opened = '';
    await page.route(`${SAVE_URL}**`, (route) => {
      opened = route.request().url();
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html lang="de"><title>Google Wallet</title></html>',
      });
    });
    await button.click();
    await page.waitForURL(`${SAVE_URL}**`);
    expect(opened.startsWith(SAVE_URL)).toBe(true);

    const jwt = opened.slice(SAVE_URL.length);
    expect(part(jwt, 0)).toMatchObject({ alg: 'RS256' });
    const claims = part<SaveClaims>(jwt, 1);
    expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet', origins: [baseUrl()] });
    expect(claims.iss).toMatch(/@.+\.iam\.gserviceaccount\.com$/);
    const [object] = claims.payload.genericObjects;
    if (!object) throw new Error('no generic object in the JWT');
    expect(claims.payload.genericClasses).toEqual([{ id: object.classId }]);
    expect(object).toMatchObject({
      state: 'ACTIVE',
      header: { defaultValue: { language: 'de', value: 'Lena Appel' } },
      barcode: { type: 'QR_CODE' },
    });
    // The card's long-lived code (as printed); the app's screen code is signed anew at each check.
    expect(statedCard(object.barcode.value)).toEqual({ layout: 'A2', card: statedCard(shownQr).card });
    expect(object.id.startsWith(`${object.classId.split('.')[0]}.`)).toBe(true);
    expect(object.validTimeInterval.end.date).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59$/);
  });

  it('iPhone: no Google Wallet button', async () => {
    const page = await browser.newPage(PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    const email = `wallet.ios.${Date.now()}@example.org`;
    const { auth } = await placePaidOrder(page.request, { forname: 'Ida', familyname: 'Appel', email });
    await cardAppQrPicture(page, await accessMailText(page.request, auth, email));
    await page.getByRole('button', { name: 'Aktualisieren' }).waitFor();
    expect(await page.getByRole('button', { name: WALLET_TEXTS.google.button }).count()).toBe(0);
  });
});

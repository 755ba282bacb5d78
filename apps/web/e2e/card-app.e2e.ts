import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUnavailable, PHONE, useBrowser } from './browser';
import { codeIn, fillCodes } from './card-app-sign-in';
import { accessMailText, placePaidOrder } from './order-api';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/card-app');

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A paid smartphone card of GYMSEE/SA2026; returns the text of its access mail. */
async function paidCardMail(api: APIRequestContext, email: string): Promise<string> {
  const { auth } = await placePaidOrder(api, { forname: 'Lena', familyname: 'Appel', email });
  return accessMailText(api, auth, email);
}

describe.skipIf(e2eUnavailable)('card app', () => {
  const browser = useBrowser();

  it('phone: login with the codes of the access mail, the card, then offline after a reload', async () => {
    const page = await browser.newPage(PHONE);
    const mail = await paidCardMail(page.request, `lena.${Date.now()}@example.org`);
    const appLink = /https?:\/\/\S+\/app(?=\s)/.exec(mail)?.[0] ?? '';
    expect(appLink).not.toBe('');
    const online = codeIn(mail, 'Aktivierungscode');
    expect(online).toMatch(/^[A-Z0-9]{10}$/);

    await page.goto(appLink);
    await page.getByRole('heading', { name: 'Ausweis-App' }).waitFor();
    await page.getByText('Sie finden die Codes in der E-Mail mit Ihren Zugangsdaten.').waitFor();
    await snap(page, '01-login');
    // Typed in lower case, as phones often do: the codes are case-insensitive.
    await fillCodes(page, [codeIn(mail, 'Zugangscode').toLowerCase(), codeIn(mail, 'Produktcode'), online]);

    const card = page.getByRole('img', { name: 'Ausweis von Lena Appel' });
    await card.waitFor();
    const box = await card.boundingBox();
    // Full width of the phone (minus the margins), in the card's 600x380 proportions.
    expect(box?.width ?? 0).toBeGreaterThan(340);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(600 / 380, 1);
    expect(await card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await page.getByText('Lena Appel').waitFor();
    await page.getByText('Geboren am 20.05.2011').waitFor();
    await page.getByText(/^Gültig bis \d{2}\.\d{2}\.\d{4}$/).waitFor();
    const qr = page.getByRole('img', { name: 'QR-Code zur Prüfung des Ausweises' });
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByText(/^Zuletzt geprüft: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    await snap(page, '02-card');

    // The service worker holds the app shell once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await page.context().setOffline(true);
    await page.reload();
    await card.waitFor();
    await page.getByText(/^Offline – zuletzt geprüft am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    await snap(page, '03-offline');

    // Back online, the banner goes; logging out asks first and forgets the card.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await page.getByText(/^Offline/).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByText(/^Wirklich abmelden\?/).waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('phone: wrong codes get the one German message and no card', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/app');
    await fillCodes(page, ['GYMSEE', 'SA2026', 'FALSCH2345']);
    await page.getByRole('alert').filter({ hasText: CARD_APP_TEXTS.wrongCodes }).waitFor();
    expect(await page.getByRole('img').count()).toBe(0);
    await snap(page, '04-wrong-codes');
  });
});

/**
 * The verifier page (/pruefen): the QR code of a real card (the card app's, as a picture, no camera)
 * checked offline from the stored keys, then online with the card's state and photo; an altered code
 * refused. The page is installed (service worker) on its first online visit.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eUnavailable, PHONE, useBrowser } from './browser';
import { accessMailText, placePaidOrder } from './order-api';
import { readQr } from './read-qr';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/verifier');

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const codeIn = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '';

/** A paid smartphone card; the card app's QR code as a PNG picture. */
async function cardAppQr(page: Page): Promise<Buffer> {
  const email = `vera.${Date.now()}@example.org`;
  const { auth } = await placePaidOrder(page.request, { forname: 'Vera', familyname: 'Prüfer', email });
  const mail = await accessMailText(page.request, auth, email);
  await page.goto('/app');
  await page.getByLabel('Zugangscode').fill(codeIn(mail, 'Zugangscode'));
  await page.getByLabel('Produktcode').fill(codeIn(mail, 'Produktcode'));
  await page.getByLabel('Aktivierungscode').fill(codeIn(mail, 'Aktivierungscode'));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const qr = page.getByRole('img', { name: 'QR-Code zur Prüfung des Ausweises' });
  await qr.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.ca-qr img');
    return !!img?.complete && img.naturalWidth > 0;
  });
  return qr.screenshot();
}

const choosePicture = (page: Page, png: Buffer) =>
  page.getByLabel('Bild auswählen').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });

describe.skipIf(e2eUnavailable)('verifier page', () => {
  const browser = useBrowser();

  it('phone: checks the card app QR code offline, then online with state and photo; refuses an altered code', async () => {
    const page = await browser.newPage(PHONE);
    const png = await cardAppQr(page);
    const link = await readQr(png);
    expect(link).toMatch(/\/pruefen#[\w-]+\.[\w-]+$/);

    // First visit online: the keys are stored and the page installs itself.
    await page.goto('/pruefen');
    await page.getByRole('heading', { name: 'Ausweis prüfen' }).waitFor();
    await page.getByText(/^Prüfschlüssel vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(1\)$/).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await snap(page, '01-start');

    // Offline: the page, the decoder and the keys come from this device.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Ausweis prüfen' }).waitFor();
    await choosePicture(page, png);
    const result = page.getByRole('region', { name: 'Signatur gültig' });
    await result.waitFor();
    await result.getByText('Vera Prüfer').waitFor();
    await result.getByText('20.05.2011').waitFor();
    await result.getByText('Zugangscode GYMSEE').waitFor();
    await page.getByText(/^Offline geprüft: Signatur und Gültigkeit stimmen/).waitFor();
    await snap(page, '02-offline-valid');

    // Online: the card's current state and the holder's photo.
    await page.context().setOffline(false);
    await choosePicture(page, png);
    await page.getByText('Aktueller Stand: Der Ausweis ist gültig.').waitFor();
    await result.getByText('Gymnasium am See (GYMSEE)').waitFor();
    const photo = page.getByRole('img', { name: 'Foto von Vera Prüfer' });
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, '03-online-valid');

    // The link itself opens the check (a phone's camera app opens it), and an altered code is refused.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByRole('region', { name: 'Signatur gültig' }).waitFor();
    await page.getByText('Aktueller Stand: Der Ausweis ist gültig.').waitFor();
    const [encoded = '', signature = ''] = link.split('#')[1]?.split('.') ?? [];
    const fields = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown[];
    fields[8] = '2099-12-31';
    const forged = `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${signature}`;
    await page.goto(`/pruefen#${forged}`);
    const refused = page.getByRole('region', { name: 'Ungültig' });
    await refused.getByText('Signatur ungültig: Der Code wurde verändert oder gefälscht.').waitFor();
    expect(await page.getByText('Vera Prüfer').count()).toBe(0);
    await snap(page, '04-forged');

    // A picture without a QR code says what to do.
    await page.goto('/pruefen');
    await page.getByText(/^Prüfschlüssel vom/).waitFor();
    await choosePicture(page, await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 100 } }));
    await page
      .getByRole('alert')
      .filter({ hasText: 'In diesem Bild wurde kein QR-Code gefunden.' })
      .waitFor();
  });
});

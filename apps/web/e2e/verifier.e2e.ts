/**
 * The verifier page (/pruefen): the QR code of a real card (the card app's, as a picture, no camera)
 * checked offline from the stored keys, then online with the card's state and photo; an altered code
 * refused. The page is installed (service worker) on its first online visit. The headline is the
 * verdict ('Gültig', 'Nicht gültig: …', the test card's own); a code can be pasted without a camera.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isBlocking } from './axe';
import { e2eUnavailable, PHONE, useBrowser } from './browser';
import { readQr } from './read-qr';
import { asSchool, type CardOrder, paidCardQr } from './verifier-card';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/verifier');

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A paid smartphone card's QR code as a PNG picture, and the card's id; a test card as the app shows it. */
async function cardAppQr(page: Page, card: CardOrder = { forname: 'Vera', familyname: 'Prüfer' }) {
  const { png, orderId } = await paidCardQr(page, card);
  if (card.test) {
    // The card app shows the card, and above it that it is no valid card.
    await page.getByRole('status').filter({ hasText: 'Test-Ausweis – kein gültiger Ausweis' }).waitFor();
    await snap(page, '00-card-app-test-card');
  }
  return { png, orderId };
}

const verdict = (page: Page, headline: string) => page.getByRole('region', { name: headline, exact: true });

/** Pastes a text into the code field, as a checker without a camera does. */
async function pasteCode(page: Page, text: string) {
  await page.getByLabel('Code eingeben oder einfügen').fill(text);
  await page.getByRole('button', { name: 'Code prüfen' }).click();
}

const choosePicture = (page: Page, png: Buffer) =>
  page.getByLabel('Bild auswählen').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });

describe.skipIf(e2eUnavailable)('verifier page', () => {
  const browser = useBrowser();

  it('phone: checks the card app QR code offline, then online with state and photo; refuses an altered code', async () => {
    const page = await browser.newPage(PHONE);
    const { png } = await cardAppQr(page);
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
    const result = verdict(page, 'Gültig');
    await result.waitFor();
    await result.getByText('Vera Prüfer').waitFor();
    await result.getByText('20.05.2011').waitFor();
    await result.getByText('Zugangscode GYMSEE').waitFor();
    await page.getByText(/^Offline geprüft: Signatur und Gültigkeit stimmen/).waitFor();
    await snap(page, '02-offline-valid');

    // Online: the card's current state and the holder's photo.
    await page.context().setOffline(false);
    await choosePicture(page, png);
    await page.getByText('Online geprüft: aktueller Stand im Ausweisportal.').waitFor();
    await result.getByText('Gymnasium am See (GYMSEE)').waitFor();
    // The signature is a detail below the verdict.
    await result.getByText('echt (auf diesem Gerät geprüft)').waitFor();
    const photo = page.getByRole('img', { name: 'Foto von Vera Prüfer' });
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, '03-online-valid');

    // The link itself opens the check (a phone's camera app opens it), and an altered code is refused.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await verdict(page, 'Gültig').waitFor();
    await page.getByText('Online geprüft: aktueller Stand im Ausweisportal.').waitFor();
    const [encoded = '', signature = ''] = link.split('#')[1]?.split('.') ?? [];
    const fields = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown[];
    fields[8] = '2099-12-31';
    const forged = `${Buffer.from(JSON.stringify(fields)).toString('base64url')}.${signature}`;
    await page.goto(`/pruefen#${forged}`);
    const refused = verdict(page, 'Nicht gültig: Signatur ungültig');
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

  it('phone: a pasted test card reads so in the headline, carrying the test flag in its signed statement', async () => {
    const testPage = await browser.newPage(PHONE);
    const testLink = await readQr(
      (await cardAppQr(testPage, { forname: 'Theo', familyname: 'Probe', test: true })).png,
    );
    // The signed statement carries the test flag (its twelfth field), for the check without internet.
    const fields = JSON.parse(
      Buffer.from(testLink.split('#')[1]?.split('.')[0] ?? '', 'base64url').toString('utf8'),
    );
    expect(fields[11]).toBe(1);

    const page = await browser.newPage(PHONE);
    await page.goto('/pruefen');
    await page.getByText(/^Prüfschlüssel vom/).waitFor();

    await pasteCode(page, testLink);
    const test = verdict(page, 'Test-Ausweis – kein gültiger Ausweis');
    await test.getByText('Theo Probe').waitFor();
    await test.getByText('Dies ist ein Test-Ausweis, kein gültiger Ausweis.').waitFor();
    await page.getByText('Online geprüft: aktueller Stand im Ausweisportal.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, '05-test-card');
  });

  it('phone: a deleted card reads so in the headline; a wrong code is named; no camera, the picture at once', async () => {
    const schoolPage = await browser.newPage(PHONE);
    const deleted = await cardAppQr(schoolPage, { forname: 'Dora', familyname: 'Gelöscht' });
    const deletedLink = await readQr(deleted.png);
    await asSchool(schoolPage.request, 'delete', deleted.orderId);

    const page = await browser.newPage(PHONE);
    await page.goto('/pruefen');
    await page.getByText(/^Prüfschlüssel vom/).waitFor();

    await pasteCode(page, `  ${deletedLink.split('#')[1]}\n`);
    const gone = verdict(page, 'Nicht gültig: gelöscht');
    await gone.getByText('Dora Gelöscht').waitFor();
    await gone.getByText('Der Ausweis wurde gelöscht.').waitFor();
    expect(await page.getByRole('heading', { name: 'Gültig', exact: true }).count()).toBe(0);
    await snap(page, '06-deleted');
    await page.setViewportSize({ width: 1366, height: 900 });
    await snap(page, '06-deleted-1366');
    await page.setViewportSize(PHONE);

    // Not a card code, and nothing: the field says so in German, and no old result stays.
    await pasteCode(page, 'hallo');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Das ist kein Ausweis-Code. Bitte den ganzen Text des QR-Codes einfügen' })
      .waitFor();
    expect(await page.getByRole('region', { name: /gültig/ }).count()).toBe(0);
    expect(await page.getByLabel('Code eingeben oder einfügen').getAttribute('aria-invalid')).toBe('true');
    await pasteCode(page, '   ');
    await page.getByRole('alert').filter({ hasText: 'Bitte den Code eingeben oder einfügen.' }).waitFor();

    // A browser without camera access: the reason, with the picture and the code field offered at once.
    await page.getByRole('button', { name: 'Kamera starten' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Kamera/ })
      .waitFor();
    await page.getByLabel('Bild auswählen').waitFor({ state: 'attached' });
    expect(await page.getByText('Bild auswählen').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Kamera beenden' }).count()).toBe(0);
    await snap(page, '07-no-camera');
  });

  it('phone: a card deleted while the verifier is offline is refused once it has seen a list naming it', async () => {
    const page = await browser.newPage(PHONE);
    const { png, orderId } = await cardAppQr(page, { forname: 'Sina', familyname: 'Sperre' });
    // Online: keys and revocation list are stored, the page installs itself.
    await page.goto('/pruefen');
    await page.getByText(/^Prüfschlüssel vom/).waitFor();
    await page.getByText(/^Sperrliste vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });

    // The school deletes the card; the verifier is offline and still has the older list.
    await asSchool(page.request, 'delete', orderId);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(/^Sperrliste vom/).waitFor();
    await choosePicture(page, png);
    await verdict(page, 'Gültig').getByText('Sina Sperre').waitFor();

    // Online once: the new list is fetched and stored.
    await page.context().setOffline(false);
    await page.reload();
    await page.getByText(/^Sperrliste vom/).waitFor();

    // Offline again: the stored list names the card.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(/^Sperrliste vom/).waitFor();
    await choosePicture(page, png);
    await verdict(page, 'Nicht gültig: gesperrt')
      .getByText(/^Dieser Ausweis wurde gesperrt: .*\(Sperrliste vom \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)$/)
      .waitFor();
    await snap(page, '08-offline-revoked');
    // Opened as a link (a phone's camera app), the stored list counts as well.
    const link = await readQr(png);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await verdict(page, 'Nicht gültig: gesperrt').waitFor();
    expect((await axeViolations(page)).filter(isBlocking)).toEqual([]);
  });
});

describe.skipIf(e2eUnavailable)('live check of a card app screen', () => {
  const browser = useBrowser();

  it('phone: the live code the card app shows checks online at the verifier', async () => {
    const app = await browser.newPage(PHONE);
    const { png } = await cardAppQr(app, { forname: 'Lia', familyname: 'Live' });
    const liveValue = app.locator('.ca-live-value');
    await liveValue.waitFor();
    await app
      .locator('.ca-live-time')
      .getByText(/^\d{2}:\d{2}:\d{2}$/)
      .waitFor();
    await snap(app, '07-card-app-live');

    const page = await browser.newPage(PHONE);
    const link = await readQr(png);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await verdict(page, 'Gültig').waitFor();
    const live = page.getByRole('region', { name: 'Live-Prüfung der Ausweis-App' });
    await live.getByText(/^Code vom Bildschirm der Ausweis-App, signiert am/).waitFor();
    await page
      .getByLabel('Live-Code aus der App (z. B. 042 Blau)')
      .fill((await liveValue.textContent()) ?? '');
    await page.getByRole('button', { name: 'Live-Code abgleichen' }).click();
    await live.getByText(/^Live-Code stimmt/).waitFor();
    await page.getByText('Worauf achten bei der Ausweis-App?').click();
    await snap(page, '08-live-code-ok');
  });
});

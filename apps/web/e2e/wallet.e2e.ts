/**
 * Phone wallets in the card app: 'Zu Apple Wallet hinzufügen' downloads the card's pass, which holds the
 * card's data and the very QR code the card app shows (the server tests check its signature).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { statedCard } from '@ausweis/shared/card-code.test-support';
import german from '@ausweis/shared/i18n/texts/de';
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { e2eUnavailable, PHONE, useBrowser } from './browser';
import { cardAppQrPicture } from './card-app-sign-in';
import { accessMailText, placePaidOrder } from './order-api';
import { readQr } from './read-qr';

describe.skipIf(e2eUnavailable)('wallet passes', () => {
  const browser = useBrowser();

  it('phone: the card app offers Apple Wallet; the pass carries the card and its QR code', async () => {
    const page = await browser.newPage(PHONE);
    const email = `wallet.${Date.now()}@example.org`;
    const { auth } = await placePaidOrder(page.request, { forname: 'Wanda', familyname: 'Wallet', email });
    const mail = await accessMailText(page.request, auth, email);
    expect(mail).toContain(german['mail.access.apple']);
    const qr = await readQr(await cardAppQrPicture(page, mail));

    const button = page.getByRole('button', { name: WALLET_TEXTS.apple.button });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('ausweis.pkpass');
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const files = new Map<string, Buffer>();
    for (const name of Object.keys(zip.files))
      files.set(name, (await zip.files[name]?.async('nodebuffer')) ?? Buffer.alloc(0));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']),
    );
    const manifest = JSON.parse(String(files.get('manifest.json'))) as Record<string, string>;
    for (const [name, hash] of Object.entries(manifest))
      expect(
        createHash('sha1')
          .update(files.get(name) ?? '')
          .digest('hex'),
        name,
      ).toBe(hash);
    const pass = JSON.parse(String(files.get('pass.json')));
    expect(pass.generic.primaryFields[0]).toMatchObject({ label: 'Name', value: 'Wanda Wallet' });
    // The card's long-lived code (as printed); the app's screen code is signed anew at each check.
    expect(pass.barcodes[0]?.format).toBe('PKBarcodeFormatQR');
    expect(statedCard(pass.barcodes[0]?.message ?? '')).toEqual({ layout: 'A2', card: statedCard(qr).card });
    expect(pass.voided).toBeUndefined();
    // Still the card app after the download.
    await page.getByRole('img', { name: 'Ausweis von Wanda Wallet' }).waitFor();
  });
});

/**
 * 'Klassenliste importieren' when the families pay, end to end (docs/product.md#class-import): the Gymnasium's Admin uploads
 * a class list (one row with a photo, one without, one without e-mail), chooses "Die Familien bezahlen"
 * with the default read-only fields and confirms -> the super admin reads a family's mail in the
 * Postausgang -> its link opens the order page on a phone, prefilled, the school's data read-only, the
 * school's photo offered -> the family orders and is asked to pay -> the import's page shows the links'
 * statuses and sends one link, then all not ordered, anew. Screenshots in
 * test-results/e2e/class-import-families/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_LINK_TEXTS } from '@ausweis/shared/schemas/order-link-texts';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { choose, login } from './admin-helpers';
import { axeViolations, isBlocking } from './axe';
import { baseUrl, DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { uniqueLetters, uploadClassList } from './class-import-upload';
import { dismissCookieBanner, formWithoutConfirmation, giveConsent } from './order-page';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/e2e/class-import-families');
const SUBJECT = 'Bitte bestellen Sie den Ausweis: Ihr persönlicher Bestell-Link';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

const letters = () => uniqueLetters(7);

describe.skipIf(e2eUnavailable)('class-list import, the families pay', () => {
  const browser = useBrowser();
  const tag = letters();
  const first = `Jürgen${tag}`.slice(0, 18);
  const second = `Änne${tag}`.slice(0, 18);
  const firstMail = `eltern-${tag}@test.example`;
  let link = '';
  let importUrl = '';

  it('Admin: preview with both outcomes, confirm with the families paying, result', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    await page.getByRole('link', { name: 'Klassenliste importieren' }).click();
    await page.getByRole('heading', { name: 'Klassenliste importieren' }).waitFor();
    await choose(page, page, 'Produkt', 'Schülerausweis (SA2026)');
    const csv = [
      'Nachname;Vorname;Geburtsdatum;Klasse;E-Mail',
      `Müller;${first};04.03.2012;5b;${firstMail}`,
      `Weiß;${second};06.05.2012;5b;weiss-${tag}@test.example`,
      `Ohne;Mail${tag};07.05.2012;5b;`,
    ].join('\r\n');
    const zip = new JSZip();
    zip.file(`Müller_${first}.png`, readFileSync(fixturePhoto('astronaut.png')));
    await uploadClassList(
      page,
      { name: 'klasse-5b.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      await zip.generateAsync({ type: 'nodebuffer' }),
      'klasse-5b.csv',
    );
    importUrl = page.url();
    await page
      .getByText(/3 Zeilen: 1 werden angelegt, 2 abgelehnt\. Wenn die Familien bezahlen: 2 Bestell-Links/)
      .waitFor({ timeout: 60_000 });
    const grid = page.getByRole('grid', { name: 'Zeilen der Klassenliste' });
    await expect.poll(() => grid.getByText('Bestell-Link wird gesendet').count()).toBe(2);

    await page.getByLabel(/Die Familien bezahlen/).check();
    for (const field of ['Nachname', 'Vorname', 'Geburtsdatum', 'Klasse/Abteilung', 'Externe-ID'])
      expect(await page.getByLabel(field, { exact: true }).isChecked(), field).toBe(true);
    expect(await page.getByLabel('E-Mail', { exact: true }).isChecked()).toBe(false);
    await snap(page, '01-preview-families');

    await page.getByRole('button', { name: 'Import bestätigen: 2 Bestell-Links senden' }).click();
    await page
      .getByText(/Import abgeschlossen\. 3 Zeilen: 2 Bestell-Links gesendet, 1 abgelehnt\./)
      .waitFor({ timeout: 60_000 });
    // The import names what was chosen, also later.
    await page
      .getByText(
        /^Die Familien bezahlen .* · Auf der Bestellseite nicht änderbar: Nachname, Vorname, Geburtsdatum, Klasse\/Abteilung, Externe-ID$/,
      )
      .waitFor();
    await grid.getByText(`Bestell-Link gesendet an ${firstMail}.`).waitFor();
    await grid
      .getByText('Ohne E-Mail-Adresse kann kein persönlicher Bestell-Link gesendet werden.', { exact: false })
      .waitFor();
    await snap(page, '02-done');
  });

  it("the family's mail is in the Postausgang, with its link", async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, 'superadmin@ausweisportal.example');
    await page.getByRole('link', { name: 'Postausgang' }).click();
    await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: firstMail });
    await row.getByRole('button', { name: SUBJECT }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/bittet Sie, den Schülerausweis für/).waitFor();
    await dialog.getByText(/Sie erhalten diese E-Mail, weil/).waitFor();
    await dialog.getByText(/funktioniert bis einschließlich \d{2}\.\d{2}\.\d{4}/).waitFor();
    await dialog.getByText(/bezahlen Sie den Ausweis online/).waitFor();
    await snap(page, '03-mail');
    const anchor = dialog.getByRole('link', { name: /\/s\/GYMSEE\/SA2026\?link=/ });
    link = (await anchor.textContent())?.trim() ?? '';
    expect(link.startsWith(`${baseUrl()}/s/GYMSEE/SA2026?link=`)).toBe(true);
  });

  it('phone: the link opens the order page prefilled, the school’s data read-only, the photo offered', async () => {
    expect(link).not.toBe('');
    const page = await browser.newPage(PHONE);
    await page.goto(link);
    await formWithoutConfirmation(page);
    await dismissCookieBanner(page);
    await page.getByText(ORDER_LINK_TEXTS.prefilledImport, { exact: false }).waitFor();
    await page.getByText(ORDER_LINK_TEXTS.photoOfferedImport, { exact: false }).waitFor();
    expect(await page.getByLabel(/^Vorname/).inputValue()).toBe(first);
    expect(await page.getByLabel(/^Nachname/).inputValue()).toBe('Müller');
    expect(await page.getByLabel(/^Geburtsdatum/).inputValue()).toBe('04.03.2012');
    expect(await page.getByLabel(/^Klasse/).inputValue()).toBe('5b');
    expect(await page.getByLabel(/^E-Mail/).inputValue()).toBe(firstMail);
    for (const label of [/^Vorname/, /^Nachname/, /^Geburtsdatum/, /^Klasse/])
      expect(await page.getByLabel(label).getAttribute('readonly'), String(label)).not.toBeNull();
    expect(await page.getByLabel(/^E-Mail/).getAttribute('readonly')).toBeNull();
    await page.getByRole('button', { name: 'Anderes Foto wählen' }).waitFor();
    await snap(page, '04-prefilled');
    await giveConsent(page);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByRole('button', { name: 'Testzahlung' }).waitFor({ timeout: 45_000 });
    await snap(page, '05-ordered-to-pay');
  });

  it("Admin: the import's links show their status; one link and all not ordered are sent anew", async () => {
    expect(importUrl).not.toBe('');
    const page = await browser.newPage(DESKTOP);
    await login(page, 'admin@gymnasium-am-see.example');
    await page.goto(importUrl);
    const links = page.getByRole('grid', { name: 'Bestell-Links' });
    const row = (name: string) => links.locator('.MuiDataGrid-row', { hasText: name });
    await row(first).getByText('bestellt').waitFor();
    await row(second).getByText('gesendet').waitFor();
    expect(
      await row(first)
        .getByRole('button', { name: /^Link erneut senden/ })
        .count(),
    ).toBe(0);
    await snap(page, '06-links');

    await row(second)
      .getByRole('button', { name: `Link erneut senden: ${second} Weiß` })
      .click();
    await page.getByText('Ein neuer Bestell-Link wurde gesendet.').waitFor();

    await page.getByRole('button', { name: 'Allen erneut senden, die noch nicht bestellt haben' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Eine Familie erhält einen neuen Bestell-Link/).waitFor();
    await snap(page, '07-resend-all');
    expect((await axeViolations(page)).filter(isBlocking)).toEqual([]);
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Ein neuer Bestell-Link wurde gesendet.').first().waitFor();
  });
});

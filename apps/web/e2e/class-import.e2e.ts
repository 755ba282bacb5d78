/**
 * 'Klassenliste importieren' end to end (docs/product.md#class-import): the Gymnasium's Admin uploads a class list (CSV with
 * umlauts) and a ZIP of photos, reads the preview (one row refused with its German reason), confirms with
 * the institution paying, follows the job and downloads the result list. A plain User has no entry.
 * Screenshots go to /tmp/shots/class-import-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { choose, login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { uniqueLetters, uploadClassList } from './class-import-upload';

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@gymnasium-am-see.example';
const USER = 'sekretariat@gymnasium-am-see.example';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/class-import-${name}.png`, fullPage: true });
}

const letters = () => uniqueLetters(7);

async function openImport(page: Page) {
  await page.getByRole('link', { name: 'Klassenliste importieren' }).click();
  await page.getByRole('heading', { name: 'Klassenliste importieren' }).waitFor();
}

describe.skipIf(e2eUnavailable)('class-list import', () => {
  const browser = useBrowser();

  it('Admin: upload, preview with reasons, confirm (the institution pays), result list', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, ADMIN);
    await openImport(page);
    await choose(page, page, 'Produkt', 'Schülerausweis (SA2026)');
    await snap(page, 'upload-1280');

    const tag = letters();
    const first = `Jürgen${tag}`.slice(0, 18);
    const second = `Änne${tag}`.slice(0, 18);
    const csv = [
      'Nachname;Vorname;Geburtsdatum;Klasse;E-Mail',
      `Müller;${first};04.03.2012;5a;eltern-${tag}@test.example`,
      `Weiß;${second};2012-05-06;5a;weiss-${tag}@test.example`,
      `Falsch;Datum${tag};31.02.2012;5a;f-${tag}@test.example`,
    ].join('\r\n');
    const zip = new JSZip();
    const photo = readFileSync(fixturePhoto('astronaut.png'));
    zip.file(`Müller_${first}.png`, photo);
    zip.file(`Weiß_${second}.png`, photo);
    const zipBytes = await zip.generateAsync({ type: 'nodebuffer' });

    await uploadClassList(
      page,
      { name: 'klasse-5a.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) },
      zipBytes,
      'klasse-5a.csv',
    );

    // The photos are checked by a job; then the preview shows every row.
    await page
      .getByText(/Vorschau – noch ist nichts angelegt\. 3 Zeilen: 2 werden angelegt, 1 abgelehnt\./)
      .waitFor({
        timeout: 60_000,
      });
    const grid = page.getByRole('grid', { name: 'Zeilen der Klassenliste' });
    await grid.getByText('Geburtsdatum: Dieses Datum gibt es nicht.').waitFor();
    await expect.poll(() => grid.getByText('Wird angelegt').count()).toBe(2);
    await snap(page, 'preview-1280');

    await page.getByRole('button', { name: 'Import bestätigen: 2 Ausweise anlegen' }).click();
    await page
      .getByText(/Import abgeschlossen\. 3 Zeilen: 2 angelegt, 1 abgelehnt\./)
      .waitFor({ timeout: 60_000 });
    await page
      .getByText(
        /^Die Einrichtung bezahlt .* · als validiert markiert · Zugangsdaten per E-Mail an die Karteninhaber$/,
      )
      .waitFor();
    await expect.poll(() => grid.getByText('Angelegt', { exact: true }).count()).toBe(2);
    await snap(page, 'done-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Klassenliste_\d+_\d{4}-\d{2}-\d{2}\.xlsx$/);

    // Back on the upload page, the import is in 'Letzte Importe' and opens again.
    await page.getByRole('button', { name: 'Weitere Klassenliste importieren' }).click();
    const recent = page.getByRole('region', { name: 'Letzte Importe' });
    await recent
      .getByText(/Abgeschlossen$/)
      .first()
      .waitFor();
    await snap(page, 'recent-1280');
    const opened = page.url();
    await recent.getByRole('link').first().click();
    await page.getByText(/Import abgeschlossen\. 3 Zeilen: 2 angelegt, 1 abgelehnt\./).waitFor();
    expect(page.url()).not.toBe(opened);

    // The new cards are in 'Liste Ausweise'.
    await page.getByRole('link', { name: 'Ausweise', exact: true }).click();
    await page.getByRole('heading', { name: 'Liste Ausweise' }).waitFor();
    await page.getByRole('searchbox', { name: 'Suche' }).fill(first);
    await page.locator('.MuiDataGrid-row').filter({ hasText: 'Müller' }).first().waitFor();
  });

  it('on a phone, and not for a plain User', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, ADMIN);
    await page.goto('/admin/class-import');
    await page.getByRole('heading', { name: 'Klassenliste importieren' }).waitFor();
    await choose(page, page, 'Produkt', 'Schülerausweis (SA2026)');
    await snap(page, 'upload-390');

    const user = await browser.newPage(DESKTOP);
    await login(user, USER);
    await user.getByRole('link', { name: 'Ausweise', exact: true }).waitFor();
    expect(await user.getByRole('link', { name: 'Klassenliste importieren' }).count()).toBe(0);
  });
});

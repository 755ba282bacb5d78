/**
 * 'Klassenliste importieren' with a school software's export end to end (docs/product.md#class-import):
 * the Admin chooses SchILD-NRW's two Schnittstelle files together (Windows-1252, '|'), the preview says
 * 'SchILD-NRW Schnittstelle erkannt' and which column fills each field; the Admin takes the class from
 * another column (a new preview from the same files), then confirms. Screenshots go to
 * /tmp/shots/class-import-formats-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { choose, login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, settled, useBrowser } from './browser';
import { uploadClassList } from './class-import-upload';

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@gymnasium-am-see.example';
const FIXTURES = new URL('../../server/src/features/class-imports/fixtures/', import.meta.url);

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/class-import-formats-${name}.png`, fullPage: true });
}

/** Letters only (names on cards): the time in base 26. */
const letters = () =>
  Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('')
    .slice(-6);

/** A fixture with this run's first names (new persons each run), kept in its encoding (Windows-1252). */
function schildFile(name: string, tag: string) {
  const text = readFileSync(new URL(name, FIXTURES))
    .toString('latin1')
    .replace(/\|(Jürgen|Anneliese|Özlem|Björn)\|/g, `|$1${tag}|`);
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') };
}

describe.skipIf(e2eUnavailable)('class-list import of SchILD-NRW’s Schnittstelle', () => {
  const browser = useBrowser();

  it('recognised, one column corrected, confirmed', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, ADMIN);
    await page.getByRole('link', { name: 'Klassenliste importieren' }).click();
    await page.getByRole('heading', { name: 'Klassenliste importieren' }).waitFor();
    await choose(page, page, 'Produkt', 'Schülerausweis (SA2026)');

    const tag = letters();
    const zip = new JSZip();
    const photo = readFileSync(fixturePhoto('astronaut.png'));
    // 'Müller-Lüdenscheidt' is longer than the product's surnames may be: that row is refused.
    zip.file(`von der Heide_Anneliese${tag}.png`, photo);
    zip.file(`Weiß_Björn${tag}.png`, photo);
    await uploadClassList(
      page,
      [schildFile('SchuelerBasisdaten.dat', tag), schildFile('SchuelerZusatzdaten.dat', tag)],
      await zip.generateAsync({ type: 'nodebuffer' }),
      'SchuelerBasisdaten.dat, SchuelerZusatzdaten.dat',
    );
    const firstUrl = page.url();

    await page.getByText('SchILD-NRW Schnittstelle erkannt').waitFor();
    await page
      .getByText(/Vorschau – noch ist nichts angelegt\. 4 Zeilen: 2 werden angelegt/)
      .waitFor({ timeout: 60_000 });
    const classColumn = page.getByLabel(/^Spalte für Klasse/);
    expect(await classColumn.inputValue()).not.toBe('');
    const grid = page.getByRole('grid', { name: 'Zeilen der Klassenliste' });
    await grid.getByText(`Anneliese${tag}`).waitFor();
    await snap(page, 'preview-1280');

    // The class from SchILD's 'Jahrgang' instead of 'Klasse': the files are read again, a new preview.
    await classColumn.selectOption({ label: 'Jahrgang' });
    await page.waitForURL((url) => url.href !== firstUrl && /\/admin\/class-import\/\d+$/.test(url.pathname));
    await page.getByText(/Vorschau – noch ist nichts angelegt\. 4 Zeilen: 2 werden angelegt/).waitFor({
      timeout: 60_000,
    });
    await expect
      .poll(
        async () =>
          (await page
            .getByLabel(/^Spalte für Klasse/)
            .locator('option:checked')
            .textContent()) ?? '',
      )
      .toBe('Jahrgang');
    await grid.getByText('05').first().waitFor();
    await snap(page, 'corrected-1280');

    await page.getByRole('button', { name: 'Import bestätigen: 2 Ausweise anlegen' }).click();
    await page
      .getByText(/Import abgeschlossen\. 4 Zeilen: 2 angelegt, 2 abgelehnt\./)
      .waitFor({ timeout: 60_000 });
    // Confirmed: the mapping is shown, no longer changed.
    expect(await page.getByLabel(/^Spalte für Klasse/).isDisabled()).toBe(true);
    await snap(page, 'done-1280');
  }, 120_000);
});

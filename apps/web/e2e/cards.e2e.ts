/**
 * Staff card screens end to end: the Gymnasium's Admin opens 'Liste Ausweise' (search, product and
 * 'Läuft bald ab' filters, thumbnails, '...' columns), validates a demo card in bulk, edits its first
 * name (saved and still there after a reload), deletes and restores it, exports the selection to Excel
 * and all matches of the filters as a job. At 390 px the name leads the list; at 1366 px the super
 * admin's order, run and registration lists show their actions and key columns. Screenshots go to
 * /tmp/shots/cards-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, login } from './admin-helpers';
import { DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { placePaidOrder } from './order-api';

/** The laptop width at which the wide lists must show their actions without scrolling sideways. */
const WIDE = { width: 1366, height: 900 };

const SHOTS = '/tmp/shots';
const ADMIN = 'admin@gymnasium-am-see.example';

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/cards-${name}.png`, fullPage: true });
}

/** Letters only (names on cards): the time in base 26. */
const uniqueLetters = () =>
  Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('')
    .slice(-8);

const row = (page: Page, id: string): Locator => page.locator(`.MuiDataGrid-row[data-id="${id}"]`);

async function openList(page: Page) {
  await page.getByRole('link', { name: 'Ausweise' }).click();
  await page.getByRole('heading', { name: 'Liste Ausweise' }).waitFor();
  await page.locator('.MuiDataGrid-row').first().waitFor();
}

async function scrollGrid(page: Page, to: 'start' | 'end') {
  await page.locator('.MuiDataGrid-virtualScroller').evaluate((el, end) => {
    el.scrollLeft = end ? el.scrollWidth : 0;
  }, to === 'end');
  // The grid renders the columns that scrolled into view.
  await settled(page);
}

/** Selects one row and runs a bulk action (without its confirmation). */
async function runBulk(page: Page, id: string, action: string) {
  await row(page, id).locator('input[type=checkbox]').check();
  await choose(page, page, 'Aktion', action);
  await page.getByRole('button', { name: 'Aktion durchführen' }).click();
}

const rows = (page: Page) => page.locator('.MuiDataGrid-row');

/** Waits until the list shows `n` rows (a search applies after a pause; a loaded machine is slow). */
const rowCount = (page: Page, n: number) =>
  expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(n);

/** Types into the list's search; it applies after a short pause. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Suche' }).fill(text);
}

describe.skipIf(e2eUnavailable)('cards (staff)', () => {
  const browser = useBrowser();
  let cardId = '';
  // The card's family name: no other card has it, so a search for it counts only this test's card.
  const familyname = `Karte${uniqueLetters()}`;

  it('Admin: search, product and expiry filters; thumbnails and the ... columns; bulk validate', async () => {
    const page = await browser.newPage(DESKTOP);
    // A card ordered through the public order endpoint, paid: online-ready, not yet validated.
    cardId = String(
      (await placePaidOrder(page.request, { forname: 'Ida', familyname, email: `${familyname}@example.org` }))
        .orderId,
    );
    await login(page, ADMIN);
    await openList(page);
    // Defaults: online-ready, not deleted. Narrow to cards still to validate, then to this one: its
    // name in any case and its class (8a) find it, another class does not.
    await choose(page, page, 'Validiert?', 'Nein');
    await search(page, `${familyname.toLowerCase()} 8A`);
    await rowCount(page, 1);
    await row(page, cardId).waitFor();
    await snap(page, 'search-1280');
    await search(page, `${familyname} 9z`);
    await rowCount(page, 0);
    await search(page, familyname);
    await row(page, cardId).waitFor();
    // Its product keeps it; 'Läuft bald ab' (valid until the end of the school year) does not.
    await choose(page, page, 'Produkt', /· SA2026/);
    await row(page, cardId).waitFor();
    await page.getByRole('checkbox', { name: 'Läuft bald ab' }).check();
    await rowCount(page, 0);
    await page.getByRole('checkbox', { name: 'Läuft bald ab' }).uncheck();
    await row(page, cardId).waitFor();

    await page.getByLabel('Bilder anzeigen').check();
    const thumb = row(page, cardId).getByRole('img', { name: /^Foto von / });
    await thumb.waitFor();
    // Only thumbnails: a small image (drawn at twice 100x80 for sharp screens), shown within 100x80.
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const natural = await thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(natural[0]).toBeLessThanOrEqual(200);
    expect(natural[1]).toBeLessThanOrEqual(160);
    const box = await thumb.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(100);
    expect(box?.height ?? 0).toBeLessThanOrEqual(80);
    await page.getByRole('button', { name: 'Weitere Spalten anzeigen' }).click();
    // The extra columns open to the right of '...': scroll there (the grid renders visible columns only).
    await scrollGrid(page, 'end');
    await page.getByRole('columnheader', { name: 'Bestelldatum' }).waitFor();
    await snap(page, 'list-expanded-1280');
    await scrollGrid(page, 'start');
    await snap(page, 'list-1280');

    // 'Aktion durchführen' needs an action and a selection.
    expect(await page.getByRole('button', { name: 'Aktion durchführen' }).isDisabled()).toBe(true);
    await runBulk(page, cardId, 'Ausweise validieren');
    const dialog = page.getByRole('dialog', { name: 'Achtung' });
    await dialog.getByText('Soll 1 Ausweis validiert werden?').waitFor();
    await snap(page, 'bulk-dialog');
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await page.getByText('OK', { exact: true }).waitFor();
    // The remembered view: after a reload images and columns are still on, the validated card is gone.
    await page.reload();
    await page.getByRole('button', { name: 'Weniger Spalten anzeigen' }).waitFor();
    expect(await page.getByLabel('Bilder anzeigen').isChecked()).toBe(true);
    await expect.poll(() => row(page, cardId).count()).toBe(0);
  });

  it('Admin: edit, save, reload; delete and restore; export the selection to Excel', async () => {
    expect(cardId).not.toBe('');
    const page = await browser.newPage(DESKTOP);
    await login(page, ADMIN);
    await page.goto(`/admin/card/${cardId}/false`);
    await page.getByRole('heading', { name: 'Ausweis bearbeiten' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Validiert' }).isChecked()).toBe(true);
    // No save button before a change.
    expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
    const forname = page.getByLabel(/^Vorname/);
    await forname.fill('Zora');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Daten gespeichert').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Ausweis bearbeiten' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Vorname/).inputValue()).toBe('Zora');
    await page.getByRole('img', { name: /^Foto: Vorschau/ }).waitFor();
    await snap(page, 'details-1280');

    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Achtung' });
    await dialog.getByText(/auch aus der Ausweis-App des Benutzers entfernt/).waitFor();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await page.getByText('Ausweis gelöscht').waitFor();
    await page.getByRole('button', { name: 'Wiederherstellen' }).click();
    await page.getByText('Ausweis wiederhergestellt').waitFor();
    await page.getByRole('button', { name: 'Löschen' }).waitFor();

    await page.getByRole('link', { name: 'Zur Liste' }).click();
    await page.getByRole('heading', { name: 'Liste Ausweise' }).waitFor();
    await choose(page, page, 'Validiert?', 'Ja');
    await search(page, `Zora ${familyname}`);
    // The search applies after a short pause (and clears the selection): wait for the filtered list.
    await rowCount(page, 1);
    await row(page, cardId).waitFor();
    const download = page.waitForEvent('download');
    await runBulk(page, cardId, 'Auswahl exportieren (Excel)');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('Admin: exports all matches of the filters, more than a page, as a job with progress', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, ADMIN);
    await openList(page);
    const button = page.getByRole('button', { name: /^Alle Treffer exportieren \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await button.textContent()) ?? '')?.[1]);
    // More than the page of 50 the list shows.
    expect(total).toBeGreaterThan(50);
    await button.click();
    await page.getByRole('menuitem', { name: 'Alle Treffer exportieren (Excel)' }).click();
    await page.getByText('Export gestartet.').waitFor();
    const done = page.getByRole('alert').filter({ hasText: `${total} Ausweise.` });
    await done.waitFor({ timeout: 30_000 });
    await snap(page, 'export-all-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: 'Herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Ausweise_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await (await JSZip.loadAsync(readFileSync(await download.path())))
      .file('xl/worksheets/sheet1.xml')
      ?.async('string');
    // The header row and one row per card.
    expect(sheet?.match(/<row /g)).toHaveLength(total + 1);
  });

  it('phone: the details stack in one column, the list fits', async () => {
    expect(cardId).not.toBe('');
    const page = await browser.newPage(PHONE);
    await login(page, ADMIN);
    await page.goto(`/admin/card/${cardId}/false`);
    await page.getByRole('heading', { name: 'Ausweis bearbeiten' }).waitFor();
    await page.getByRole('heading', { name: 'Bestellerdaten' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'details-390');

    // The list with its bulk bar and 'Alle Treffer exportieren' fits the phone too; the name comes
    // first after the selection.
    await page.goto('/admin/card');
    await page.getByRole('button', { name: /^Alle Treffer exportieren \(\d+\)$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.slice(1, 3)).toEqual(['Nachname', 'Vorname']);
    await snap(page, 'list-390');
  });

  it('super admin at 1366 px: orders, runs and registrations show their actions and key columns', async () => {
    const page = await browser.newPage(WIDE);
    await login(page, 'superadmin@ausweisportal.example');
    /** The right edge of the header `name` lies within the list's visible width. */
    const inView = async (list: Locator, name: string) => {
      const [header, box] = await Promise.all([
        list.getByRole('columnheader', { name, exact: true }).boundingBox(),
        list.boundingBox(),
      ]);
      expect(header, name).not.toBeNull();
      expect(header && box && header.x + header.width, name).toBeLessThanOrEqual(
        (box?.x ?? 0) + (box?.width ?? 0) + 1,
      );
    };

    await page.getByRole('link', { name: 'Bestellungen', exact: true }).click();
    const orders = page.getByRole('grid', { name: 'Liste Bestellungen' });
    await orders.locator('.MuiDataGrid-row').first().waitFor();
    for (const name of ['Mandant', 'Nachname', 'Vorname', 'Status', 'Preis', 'Erstellt', 'Aktion'])
      await inView(orders, name);
    await orders
      .getByRole('button', { name: /^Bestellung \d+ bearbeiten$/ })
      .first()
      .waitFor();
    await snap(page, 'orders-1366');
    // The other columns behind '...'.
    await orders.getByRole('button', { name: 'Weitere Spalten anzeigen' }).click();
    await orders.getByRole('columnheader', { name: 'Validiert?' }).waitFor();

    await page.getByRole('link', { name: 'Rechnungsläufe', exact: true }).click();
    const runs = page.getByRole('region', { name: 'Rechnungsläufe' });
    await runs.getByRole('columnheader', { name: 'Rechnung' }).waitFor();
    for (const name of ['Mandant', 'Rechnung', 'Gesamtpreis', 'Aktion']) await inView(runs, name);
    expect(await runs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await snap(page, 'runs-1366');

    await page.getByRole('link', { name: 'Registrierungen', exact: true }).click();
    const registrations = page.getByRole('grid', { name: 'Liste Registrierungen' });
    await registrations.locator('.MuiDataGrid-row').first().waitFor();
    for (const name of ['Status', 'Nachname', 'Mandanten-Name', 'Email', 'Erstellt am'])
      await inView(registrations, name);
    await snap(page, 'registrations-1366');
  });
});

import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, storedSession } from './admin-helpers';
import { DESKTOP, e2eUnavailable, PHONE, useBrowser } from './browser';

const SUPER_ADMIN = 'superadmin@ausweisportal.example';
const SHOTS = '/tmp/shots';

/** The values of one column of a data grid, in row order. */
const gridColumn = (page: Page, grid: string, field: string) =>
  page
    .getByRole('grid', { name: grid })
    .locator(`[role=row] [role=gridcell][data-field=${field}]`)
    .allInnerTexts();

/** Waits until the grid's column satisfies `ok` (the list reloads after a filter change). */
async function waitForColumn(page: Page, grid: string, field: string, ok: (values: string[]) => boolean) {
  let values: string[] = [];
  await expect
    .poll(
      async () => {
        values = await gridColumn(page, grid, field);
        return ok(values);
      },
      { timeout: 10_000, message: `column ${field}` },
    )
    .toBe(true);
  return values;
}

/** The export table's order ids. */
const exportIds = async (page: Page) =>
  (await page.getByRole('table', { name: 'Bestellungen für den Export' }).locator('tbody tr').allInnerTexts())
    .map((row) => Number(row.split('\t')[0]))
    .filter((id) => Number.isInteger(id) && id > 0);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.skipIf(e2eUnavailable)('orders and export (super admin)', () => {
  const browser = useBrowser();

  it('lists the orders with filters and the archive switch', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.locator('a[href="/admin/orders"]').click();
    await page.waitForURL(/\/admin\/orders$/);
    await page.getByRole('heading', { name: 'Liste Bestellungen' }).waitFor();
    const names = await waitForColumn(page, 'Liste Bestellungen', 'familyname', (v) => v.length > 0);
    const liveIds = await gridColumn(page, 'Liste Bestellungen', 'id');
    await shoot(page, 'orders-1280');

    const name = names[0] as string;
    await page.getByLabel('Nachname', { exact: true }).fill(name);
    const filtered = await waitForColumn(
      page,
      'Liste Bestellungen',
      'familyname',
      (v) => v.length > 0 && v.every((n) => n === name),
    );
    expect(filtered.length).toBeLessThanOrEqual(names.length);
    await page.getByLabel('Nachname', { exact: true }).fill('');
    await waitForColumn(page, 'Liste Bestellungen', 'id', (v) => v.join() === liveIds.join());

    await page.getByLabel('Aus-Archiv').check();
    const archiveIds = await waitForColumn(
      page,
      'Liste Bestellungen',
      'id',
      (v) => v.length > 0 && v.join() !== liveIds.join(),
    );
    expect(archiveIds.some((id) => liveIds.includes(id))).toBe(false);
    await page.getByLabel('Aus-Archiv').uncheck();
    await waitForColumn(page, 'Liste Bestellungen', 'id', (v) => v.join() === liveIds.join());

    // Edit selects the row's tenant, then opens the card.
    // Mand-ID is one of the columns behind '...'.
    await page
      .getByRole('grid', { name: 'Liste Bestellungen' })
      .getByRole('button', { name: 'Weitere Spalten anzeigen' })
      .click();
    const [tenantIdText] = await waitForColumn(page, 'Liste Bestellungen', 'tenant_id', (v) => v.length > 0);
    const tenantId = Number(tenantIdText);
    // The edit icon sits in the last column (scrolled out of view here); a row click does the same.
    await page
      .getByRole('gridcell', { name: String(liveIds[0]), exact: true })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/admin/card/${liveIds[0]}/false$`));
    expect((await storedSession(page)).tenantId).toBe(tenantId);

    const phone = await browser.newPage(PHONE);
    await login(phone, SUPER_ADMIN);
    await phone.goto('/admin/orders');
    await waitForColumn(phone, 'Liste Bestellungen', 'id', (v) => v.length > 0);
    await shoot(phone, 'orders-390');
  });

  it('exports as a job with progress, then downloads the zip (a front and a back PDF page per row); the rows are gone', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Export Bestellungen' }).click();
    await page.waitForURL(/\/admin\/export-orders$/);
    await page.getByRole('heading', { name: 'Export Bestellungen' }).waitFor();
    await page.getByText(/^\d+ Bestellungen$/).waitFor();
    const ids = await exportIds(page);
    expect(ids.length).toBeGreaterThan(0);
    await shoot(page, 'export-1280');

    await page.getByRole('button', { name: 'Export starten' }).click();
    await page.getByText(/^Export gestartet: \d+ Bestellung(en)?\.$/).waitFor();
    const exportsPanel = page.getByRole('region', { name: 'Letzte Exporte' });
    await exportsPanel.getByText(`${ids.length} Bestellungen`, { exact: false }).first().waitFor();
    await shoot(page, 'export-1280-started');
    await page.getByText(/^Export fertig: \d+ Ausweis(e)?\./).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportsPanel.getByRole('button', { name: 'Herunterladen' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Export_Bestellungen_\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(readFileSync(await download.path()));
    const names = Object.keys(zip.files);
    expect(names.some((n) => /^Bestellungen_.*\.xlsx$/.test(n))).toBe(true);
    const pdfName = names.find((n) => /^Ausweise_.*\.pdf$/.test(n)) as string;
    const pdf = await zip.file(pdfName)?.async('nodebuffer');
    const pages = pdf?.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length;
    expect(pages).toBe(ids.length * 2);

    await exportsPanel
      .getByText(/herunterladbar bis \d{2}\.\d{2}\.\d{4}/)
      .first()
      .waitFor();
    await shoot(page, 'export-1280-done');
    await page.getByText(/^\d+ Bestellungen$/).waitFor();
    const after = await exportIds(page);
    expect(after.filter((id) => ids.includes(id))).toEqual([]);

    await page.getByLabel('Bereits exportierte einschließen').check();
    await page.getByText(/^\d+ Bestellungen$/).waitFor();
    await page.waitForFunction(
      () =>
        !document
          .querySelector('table[aria-label="Bestellungen für den Export"] tbody')
          ?.textContent?.includes('Wird geladen'),
    );
    expect(await exportIds(page)).toEqual(expect.arrayContaining(ids));

    const phone = await browser.newPage(PHONE);
    await login(phone, SUPER_ADMIN);
    await phone.goto('/admin/export-orders');
    await phone.getByRole('heading', { name: 'Export Bestellungen' }).waitFor();
    await phone.getByLabel('Bereits exportierte einschließen').check();
    await phone.getByText(/^[1-9]\d* Bestellungen$/).waitFor();
    await phone.getByRole('progressbar').waitFor({ state: 'hidden' });
    await shoot(phone, 'export-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('refuses invalid dates: message under the field, export disabled', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.goto('/admin/export-orders');
    const from = page.getByRole('group', { name: /^Von/ });
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.press('Backspace');
    await page.getByText('Das Datumsformat muss TT.MM.JJJJ sein.').waitFor();
    expect(await page.getByRole('button', { name: 'Export starten' }).isDisabled()).toBe(true);
  });

  it("shows the background jobs that failed ('Hintergrundaufgaben')", async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Hintergrundaufgaben' }).click();
    await page.waitForURL(/\/admin\/jobs$/);
    await page.getByRole('heading', { name: 'Hintergrundaufgaben' }).waitFor();
    await page.getByText('Keine fehlgeschlagenen Aufgaben.').waitFor();
    await shoot(page, 'jobs-1280');
  });
});

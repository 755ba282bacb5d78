/**
 * Invoice runs and the order report as a super admin with can_invoice and can_report: 'R-Lauf anlegen'
 * bills the demo club (TSV Musterstadt, its members' cards are paid by the club), 'Rechnungsläufe' shows
 * the run with its orders and its invoice PDF, the invoice mail lands in the Postausgang, and the
 * 'Umsatz-Auswertung' shows figures and a chart and downloads as Excel. A tenant Admin sees none of it.
 * Every page visited is checked with axe.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, isoDay, login, storedSession, typeDate } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, PHONE, useBrowser } from './browser';

const SUPER_ADMIN = 'superadmin@ausweisportal.example';
const TENANT_ADMIN = 'admin@gymnasium-am-see.example';
const CLUB = 'TSV Musterstadt 1890 e.V.';
const EXTRA_RECIPIENT = 'buchhaltung@example.de';
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The trimmed text of an element. */
const text = async (l: Locator) => ((await l.textContent()) ?? '').trim();

/** What billing the club left for the later steps. */
const billed = { tenantId: 0, count: 0, invoiceNumber: '' };

/** The invoiceable rows of the club in 'Abrechenbare Mandanten'. */
const clubRow = (page: Page) =>
  page.getByRole('grid', { name: 'Abrechenbare Mandanten' }).locator('.MuiDataGrid-row', { hasText: CLUB });

/** The runs list's own rows (not those of an expanded run). */
const runRows = (page: Page) =>
  page.getByRole('table', { name: 'Rechnungsläufe' }).locator(':scope > tbody > tr');

describe.skipIf(e2eUnavailable)('invoice runs and order report (super admin)', () => {
  const browser = useBrowser();

  it('bills the demo club from R-Lauf anlegen; its row disappears', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'R-Lauf anlegen' }).click();
    await page.waitForURL(/\/admin\/invoices$/);
    await page.getByRole('heading', { name: 'R-Lauf anlegen' }).waitFor();
    // The demo club's orders go back about six months; the default range is the last 30 days.
    await typeDate(page, 'Von', isoDay(-200));
    const row = clubRow(page);
    await row.waitFor();
    billed.tenantId = Number(await text(row.locator('[data-field=id]')));
    billed.count = Number(await text(row.locator('[data-field=count]')));
    expect(billed.count).toBeGreaterThan(0);
    expect(await text(row.locator('[data-field=sum_price]'))).toMatch(/^\d{1,3}(\.\d{3})*,\d\d €$/);
    expect(await text(row.locator('[data-field=country_id]'))).toBe('Deutschland');
    await page.getByRole('progressbar').first().waitFor({ state: 'hidden' });
    await shoot(page, 'invoices-1280');
    await expectAccessible(page, 'R-Lauf anlegen');

    const run = page.getByRole('button', { name: 'Aktion durchführen' });
    expect(await run.isDisabled()).toBe(true);
    await row.getByRole('checkbox').check();
    expect(await run.isDisabled()).toBe(true);
    await choose(page, page, 'Aktion', 'Ausgewählte Mandanten abrechnen');
    await page.getByLabel('Zusätzliche E-Mail-Empfänger').fill(EXTRA_RECIPIENT);
    await run.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`1 Mandant mit ${billed.count} Bestellungen über`).waitFor();
    await dialog.getByText(`Zusätzliche Empfänger: ${EXTRA_RECIPIENT}.`).waitFor();
    await expectAccessible(page, 'R-Lauf anlegen (Rückfrage)');
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await page
      .getByText('1 Rechnungslauf angelegt. Die Rechnung wird erstellt und versendet.')
      .waitFor({ timeout: 30_000 });
    await row.waitFor({ state: 'detached' });
    expect(await run.isDisabled()).toBe(true);
    // The page follows the invoice its job draws and mails.
    await page.getByText('Alle Rechnungen sind erstellt und versendet.').waitFor({ timeout: 120_000 });
    await page.getByText(/^Versendet an [1-9]\d* Empfänger$/).waitFor();
    await expectAccessible(page, 'R-Lauf anlegen (Rechnungen versendet)');
    await shoot(page, 'invoices-1280-billed');
  }, 180_000);

  it('lists the run, expands its orders, downloads the invoice PDF, mails it again and edits an order', async () => {
    expect(billed.count).toBeGreaterThan(0);
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Rechnungsläufe' }).click();
    await page.waitForURL(/\/admin\/listruns$/);
    await page.getByRole('heading', { name: 'Rechnungsläufe' }).waitFor();
    const row = runRows(page).filter({ hasText: CLUB }).first();
    await row.waitFor();
    const cells = await row.locator(':scope > td').allInnerTexts();
    // Toggle, Lauf-ID, Mandant-ID, Mandant, Rechnung (number, state, payment), Anzahl, Gesamtpreis, Bis,
    // Erstellt von, Aktion.
    expect(cells[2]).toBe(String(billed.tenantId));
    const [invoiceNumber, invoiceState] = (cells[4] ?? '').split('\n').map((c) => c.trim());
    billed.invoiceNumber = invoiceNumber ?? '';
    expect(billed.invoiceNumber).toMatch(/^RE-\d{4}-\d{5}$/);
    expect(invoiceState).toMatch(/^Versendet an [1-9]\d* Empfänger$/);
    expect(cells[5]).toBe(String(billed.count));
    expect(cells[6]).toMatch(/,\d\d €$/);
    expect(cells[7]).toMatch(/^\d\d\.\d\d\.\d{4} 23:59:59$/);

    await row.getByText(CLUB, { exact: true }).click();
    const orders = page.getByRole('table', { name: /^Bestellungen von Lauf \d+$/ });
    await orders.waitFor();
    await expect.poll(() => orders.locator('tbody > tr').count()).toBe(billed.count);
    expect(await orders.locator('thead th').allInnerTexts()).toEqual([
      'ID',
      'Mandant',
      'Mandant-ID',
      'Produkt Typ',
      'Nachname',
      'Vorname',
      'Gelöscht?',
      'Online-Ready?',
      'Validiert?',
      'Produktcode',
      'Erstellt',
      'Aktion',
    ]);
    await shoot(page, 'runs-1280');
    await expectAccessible(page, 'Rechnungsläufe (aufgeklappt)');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Rechnung ${billed.invoiceNumber} herunterladen` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await row.getByRole('button', { name: `Rechnung ${billed.invoiceNumber} erneut senden` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechnung erneut senden' });
    await dialog.getByLabel('Zusätzliche E-Mail-Empfänger').fill('kein-mail');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.getByText('Ungültige Email').waitFor();
    await expectAccessible(page, 'Rechnung erneut senden');
    await dialog.getByLabel('Zusätzliche E-Mail-Empfänger').fill(EXTRA_RECIPIENT);
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await page.getByText(/^Rechnung .+ erneut gesendet: [1-9]\d* E-Mails? versendet\.$/).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // 'Card bearbeiten' selects the order's tenant and opens the card.
    const orderId = Number(await text(orders.locator('tbody > tr').first().locator('td').first()));
    await orders.getByRole('button', { name: `Card bearbeiten (Bestellung ${orderId})` }).click();
    await page.waitForURL(new RegExp(`/admin/card/${orderId}/(true|false)$`));
    expect((await storedSession(page)).tenantId).toBe(billed.tenantId);
  }, 90_000);

  it('the invoice mail is in the Postausgang', async () => {
    expect(billed.invoiceNumber).not.toBe('');
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Postausgang' }).click();
    await page.getByRole('heading', { name: 'Postausgang' }).waitFor();
    const mail = page.locator('.MuiDataGrid-row', { hasText: EXTRA_RECIPIENT }).filter({
      hasText: `Rechnung ${billed.invoiceNumber}`,
    });
    await mail.first().waitFor();
    await mail
      .first()
      .getByRole('button', { name: new RegExp(`^Rechnung ${billed.invoiceNumber}`) })
      .click();
    await page.getByRole('dialog').getByText(billed.invoiceNumber).first().waitFor();
    await expectAccessible(page, 'Postausgang (Rechnungsmail)');
  });

  it('the report shows figures per currency, orders per country and a chart, and downloads as Excel', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    await page.getByRole('link', { name: 'Umsatz-Auswertung' }).click();
    await page.waitForURL(/\/admin\/report$/);
    await page.getByRole('heading', { name: 'Auswertung Bestellungen und Umsatz' }).waitFor();
    // A year and a bit: thirteen months, more than fit side by side.
    await typeDate(page, 'Von', isoDay(-380));
    const figures = page.getByRole('table', { name: 'Kennzahlen' });
    await figures.waitFor();
    const revenue = figures.getByRole('row', { name: /^Umsatz Erläuterung: Umsatz/ });
    await expect.poll(() => text(revenue.locator('td').last())).toMatch(/^[1-9][\d.]*,\d\d €$/);
    expect(
      await text(
        figures
          .getByRole('row', { name: /^Bestellungen gesamt/ })
          .locator('td')
          .last(),
      ),
    ).toMatch(/^[1-9][\d.]*$/);
    const countries = page.getByRole('table', { name: 'Bestätigte Bestellungen nach Land' });
    await countries.getByText('Summe Deutschland').waitFor();
    // Billed club orders count as revenue, paid by the tenant.
    await countries
      .getByText('Mandant (Rechnung)', { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor();
    const chart = page.getByRole('figure', {
      name: /^Bestätigte Bestellungen und Umsatz pro Monat \(EUR\)$/,
    });
    await chart.locator('svg').first().waitFor();
    expect(await text(chart.locator('figcaption'))).toMatch(/bestätigte Bestellungen, Umsatz [\d.]+,\d\d €/);
    // Every month's bar has its label on the axis.
    const months =
      dayjs()
        .startOf('month')
        .diff(dayjs(isoDay(-380)).startOf('month'), 'month') + 1;
    const tickLabels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect.poll(() => tickLabels.count()).toBe(months);

    // The figures' meanings are tooltips that the keyboard reaches too.
    await page.keyboard.press('Shift');
    await figures.getByRole('button', { name: 'Erläuterung: Umsatz', exact: true }).focus();
    await page
      .getByRole('tooltip')
      .getByText(/Summe der Preise der bestätigten Bestellungen/)
      .waitFor();
    await shoot(page, 'report-1280');
    await expectAccessible(page, 'Umsatz-Auswertung');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    // An invalid date disables the report and its download.
    await page.getByRole('group', { name: /^Bis/ }).getByRole('spinbutton').first().click();
    await page.keyboard.press('Backspace');
    await page.getByText('Das Datumsformat muss TT.MM.JJJJ sein.').waitFor();
    expect(await page.getByRole('button', { name: 'Herunterladen' }).isDisabled()).toBe(true);
    expect(await figures.count()).toBe(0);
  }, 90_000);

  it('fits a phone: R-Lauf anlegen, Rechnungsläufe and the report at 390 px', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, SUPER_ADMIN);
    for (const [path, heading, name] of [
      ['/admin/invoices', 'R-Lauf anlegen', 'invoices-390'],
      ['/admin/listruns', 'Rechnungsläufe', 'runs-390'],
      ['/admin/report', 'Auswertung Bestellungen und Umsatz', 'report-390'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('progressbar').first().waitFor({ state: 'hidden' });
      if (path === '/admin/listruns') {
        await runRows(page)
          .first()
          .getByRole('button', { name: /anzeigen$/ })
          .click();
        await page
          .getByRole('table', { name: /^Bestellungen von Lauf/ })
          .locator('tbody > tr')
          .first()
          .waitFor();
      }
      if (path === '/admin/report') await page.getByRole('figure').first().waitFor();
      await shoot(page, name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page, `${heading} (390 px)`);
    }
  }, 90_000);
});

describe.skipIf(e2eUnavailable)('invoice runs and report (tenant Admin)', () => {
  const browser = useBrowser();

  it('shows no invoice or report entries and explains the missing permission', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, TENANT_ADMIN);
    const menu = (await page.getByRole('navigation', { name: 'Admin-Menü' }).textContent()) ?? '';
    expect(menu).toContain('Ausweise');
    for (const entry of ['R-Lauf anlegen', 'Rechnungsläufe', 'Umsatz-Auswertung', 'Auswertung'])
      expect(menu).not.toContain(entry);
    for (const path of ['/admin/invoices', '/admin/listruns', '/admin/report']) {
      await page.goto(path);
      await page.getByText('Für diese Seite fehlt Ihnen die Berechtigung.').waitFor();
    }
    expect(await page.getByRole('heading', { name: 'Auswertung Bestellungen und Umsatz' }).count()).toBe(0);
    await expectAccessible(page, 'fehlende Berechtigung');
  });
});

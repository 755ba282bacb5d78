/**
 * 'Stornieren' as a super admin with can_invoice: a fresh paid order of the demo club (TSV Musterstadt)
 * is billed, its run is cancelled with the held-down confirmation, 'Rechnungsläufe' shows
 * 'Storniert' with the cancellation invoice, which downloads as a PDF, and the club's orders are
 * billable again. Every page visited is checked with axe.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, isoDay, login, typeDate } from './admin-helpers';
import { expectAccessible } from './axe';
import { DESKTOP, e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { type PaidOrder, placePaidOrder } from './order-api';

const SUPER_ADMIN = 'superadmin@ausweisportal.example';
const CLUB = 'TSV Musterstadt 1890 e.V.';
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The club's row in 'Abrechenbare Mandanten' on R-Lauf anlegen (the last 200 days). */
async function clubInvoiceable(page: Page) {
  await page.goto('/admin/invoices');
  await page.getByRole('heading', { name: 'R-Lauf anlegen' }).waitFor();
  await typeDate(page, 'Von', isoDay(-200));
  await page.getByRole('progressbar').first().waitFor({ state: 'hidden' });
  return page
    .getByRole('grid', { name: 'Abrechenbare Mandanten' })
    .locator('.MuiDataGrid-row', { hasText: CLUB });
}

/** The runs list's own rows (not those of an expanded run). */
const runRows = (page: Page) =>
  page.getByRole('table', { name: 'Rechnungsläufe' }).locator(':scope > tbody > tr');

describe.skipIf(e2eUnavailable)('cancelling an invoice run (super admin)', () => {
  const browser = useBrowser();

  it('cancels the club’s run by holding the button, shows and downloads the cancellation', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, SUPER_ADMIN);
    // A run of its own: a fresh paid order of the club, billed now (earlier specs on this server may
    // have paid or cancelled the club's other runs).
    await placePaidOrder(
      page.request,
      {
        forname: 'Stella',
        familyname: 'Storno',
        email: 'stella.storno@example.org',
        external_id: 'M-0815',
      } as PaidOrder,
      { tenantShortCode: 'TSVMU', productShortCode: 'MITGLIED' },
    );
    const club = await clubInvoiceable(page);
    await club.getByRole('checkbox').check();
    await choose(page, page, 'Aktion', 'Ausgewählte Mandanten abrechnen');
    await page.getByRole('button', { name: 'Aktion durchführen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await page.getByText('Alle Rechnungen sind erstellt und versendet.').waitFor({ timeout: 120_000 });
    const created = await page
      .getByText(new RegExp(`^RE-\\d{4}-\\d{5} · ${CLUB}$`))
      .first()
      .textContent();
    const invoiceNumber = /RE-\d{4}-\d{5}/.exec(created ?? '')?.[0] ?? '';
    expect(invoiceNumber).not.toBe('');

    await page.goto('/admin/listruns');
    await page.getByRole('heading', { name: 'Rechnungsläufe' }).waitFor();
    const row = runRows(page).filter({ hasText: invoiceNumber }).first();
    await row.waitFor({ timeout: 60_000 });

    await row.getByRole('button', { name: `Rechnung ${invoiceNumber} stornieren` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechnung stornieren' });
    await dialog.getByText(`Rechnung ${invoiceNumber} vom`).waitFor();
    await settled(page);
    await expectAccessible(page, 'Rechnung stornieren (Rückfrage)');
    await shoot(page, 'storno-1280-confirm');
    // A click is not enough: the button must be held down for the countdown.
    const hold = dialog.getByRole('button', { name: /^Stornieren/ });
    await hold.click();
    expect(await dialog.isVisible()).toBe(true);
    await hold.hover();
    await page.mouse.down();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.mouse.up();
    await page.getByText(`Rechnung ${invoiceNumber} storniert: Stornorechnung`).waitFor();

    // The row: 'Storniert', the cancellation invoice's number and date; mailed by its job.
    const cancelled = runRows(page).filter({ hasText: invoiceNumber });
    await cancelled.getByText('Storniert', { exact: true }).first().waitFor();
    const download = cancelled.getByRole('button', { name: /^Stornorechnung ST-\d{4}-\d{5} herunterladen$/ });
    await download.waitFor();
    const cancellationNumber = /ST-\d{4}-\d{5}/.exec((await download.getAttribute('aria-label')) ?? '')?.[0];
    await cancelled.getByText(`Storno ${cancellationNumber}`).waitFor();
    await cancelled.getByText('Rechnung wird erstellt').waitFor({ state: 'detached', timeout: 120_000 });
    expect(await cancelled.getByRole('button', { name: /stornieren$/ }).count()).toBe(0);
    await settled(page);
    await shoot(page, 'storno-1280-list');
    await expectAccessible(page, 'Rechnungsläufe (storniert)');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`Stornorechnung_${cancellationNumber}.pdf`);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // The run's orders are billable again.
    await (await clubInvoiceable(page)).waitFor();
  }, 240_000);

  it('fits a phone: the cancelled run at 390 px', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, SUPER_ADMIN);
    await page.goto('/admin/listruns');
    await page.getByRole('heading', { name: 'Rechnungsläufe' }).waitFor();
    await runRows(page).filter({ hasText: 'Storniert' }).first().waitFor();
    await settled(page);
    await shoot(page, 'storno-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'Rechnungsläufe (390 px)');
  }, 60_000);
});

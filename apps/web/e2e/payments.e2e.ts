/**
 * Payments on an invoice run as a super admin with can_invoice: 'Zahlungen' on a run of the demo club
 * books a partial payment ('Teilweise bezahlt'), the rest ('Bezahlt'), and reverses one (the state
 * goes back); the list filters by payment state. Every page and dialog visited is checked with axe.
 */
import { mkdirSync } from 'node:fs';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, isoDay, login, storedSession } from './admin-helpers';
import { expectAccessible } from './axe';
import { e2eUnavailable, PHONE, useBrowser } from './browser';

const SUPER_ADMIN = 'superadmin@ausweisportal.example';
const CLUB = 'TSV Musterstadt 1890 e.V.';
const SHOTS = '/tmp/shots';
const LAPTOP = { width: 1366, height: 800 };

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Calls the API as the signed-in super admin; answers the JSON. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const { token } = await storedSession(page);
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A run of the demo club: one billed before (another spec on this server), or billed now. */
async function clubRun(page: Page): Promise<PaymentRunRow> {
  const runs = await api<{ data: PaymentRunRow[] }>(page, 'POST', '/a/sad/invoices/filter_payment_runs', {
    count: 200,
  });
  const found = runs.data.find((r) => r.tenant_name === CLUB && r.paid_amount === 0 && !r.cancelled_at);
  if (found) return found;
  const range = `date_from=${isoDay(-365)}&date_to=${isoDay(0)}&country_id=DE`;
  const rows = await api<{ tenant_id: number; tenant_name: string }[]>(
    page,
    'GET',
    `/a/sad/invoices/filter_invoiceable_orders?${range}`,
  );
  const club = rows.find((r) => r.tenant_name === CLUB);
  expect(club).toBeTruthy();
  const created = await api<{ runs: PaymentRunRow[] }>(page, 'POST', '/a/sad/invoices/create_payment_run', {
    date_from: isoDay(-365),
    date_to: isoDay(0),
    country_id: 'DE',
    tenant_ids: [club?.tenant_id],
  });
  return created.runs[0] as PaymentRunRow;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe.skipIf(e2eUnavailable)('payments on an invoice run (super admin)', () => {
  const browser = useBrowser();

  it('books a partial payment, the rest, and reverses one; the state follows', async () => {
    const page = await browser.newPage(LAPTOP);
    await login(page, SUPER_ADMIN);
    const run = await clubRun(page);
    await page.getByRole('link', { name: 'Rechnungsläufe' }).click();
    await page.waitForURL(/\/admin\/listruns$/);
    await page.getByLabel('Lauf-ID').fill(String(run.id));
    const row = page
      .getByRole('table', { name: 'Rechnungsläufe' })
      .locator(':scope > tbody > tr', { hasText: run.invoice_number });
    await row.getByText('Offen', { exact: true }).waitFor();
    await expectAccessible(page, 'Rechnungsläufe mit Zahlungsstatus');
    await shoot(page, 'payments-list-1366');

    await row.getByRole('button', { name: `Zahlungen zu Rechnung ${run.invoice_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Zahlungen – Rechnung ${run.invoice_number}` });
    await dialog.getByText('Noch keine Zahlung erfasst.').waitFor();
    const amount = dialog.getByLabel('Betrag (€)');
    const bookButton = dialog.getByRole('button', { name: 'Zahlung erfassen' });

    // German messages for what is no payment.
    await amount.fill('0');
    await bookButton.click();
    await dialog.getByText('Der Betrag muss größer als 0 sein.').waitFor();
    await amount.fill('12,345');
    await bookButton.click();
    await dialog.getByText('Bitte einen Betrag wie 12,50 angeben.').waitFor();
    await expectAccessible(page, 'Zahlung erfassen (Fehler)');

    await amount.fill('1,00');
    await dialog.getByLabel('Notiz').fill('Anzahlung');
    await bookButton.click();
    await dialog.getByText('Teilweise bezahlt', { exact: true }).waitFor();
    await dialog.getByRole('cell', { name: 'Anzahlung' }).waitFor();

    await amount.fill(euro(run.total_amount - 100).replace(/\s*€$/, ''));
    await bookButton.click();
    await dialog.getByText('Bezahlt', { exact: true }).waitFor();
    expect(await bookButton.count()).toBe(0);
    await expectAccessible(page, 'Zahlungen (bezahlt)');
    await shoot(page, 'payments-dialog-1366');

    await dialog.getByRole('button', { name: /^Zahlung zurücknehmen: 1,00\s€ vom / }).click();
    const confirm = page.getByRole('dialog', { name: 'Zahlung zurücknehmen?' });
    await expectAccessible(page, 'Zahlung zurücknehmen (Rückfrage)');
    await confirm.getByRole('button', { name: 'Ja' }).click();
    await dialog.getByText('Teilweise bezahlt', { exact: true }).waitFor();
    await dialog.getByText(/^zurückgenommen am /).waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list follows the bookings.
    await row.getByText('Teilweise bezahlt', { exact: true }).waitFor();
    await row
      .getByText(/^Bezahlt /)
      .filter({ hasText: euro(run.total_amount - 100) })
      .waitFor();

    // The filter: the run is among the partly paid ones, not among the open ones.
    await choose(page, page, 'Zahlungsstatus', 'Offen');
    await row.waitFor({ state: 'detached' });
    await choose(page, page, 'Zahlungsstatus', 'Teilweise bezahlt');
    await row.waitFor();

    // The report: the open amounts.
    await page.goto('/admin/report');
    await page.getByRole('region', { name: 'Offene Rechnungen' }).waitFor();
    await expectAccessible(page, 'Auswertung mit offenen Rechnungen');
    await shoot(page, 'payments-report-1366');

    // On a phone: the list, the dialog and the report fit.
    const phone = await browser.newPage(PHONE);
    await login(phone, SUPER_ADMIN);
    await phone.goto('/admin/listruns');
    await phone.getByLabel('Lauf-ID').fill(String(run.id));
    const phoneRow = phone
      .getByRole('table', { name: 'Rechnungsläufe' })
      .locator(':scope > tbody > tr', { hasText: run.invoice_number });
    await phoneRow.getByText('Teilweise bezahlt', { exact: true }).waitFor();
    await shoot(phone, 'payments-list-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phoneRow.getByRole('button', { name: `Zahlungen zu Rechnung ${run.invoice_number}` }).click();
    await phone
      .getByRole('dialog')
      .getByText(/^zurückgenommen am /)
      .waitFor();
    await expectAccessible(phone, 'Zahlungen (Telefon)');
    await shoot(phone, 'payments-dialog-390');
    await phone.goto('/admin/report');
    await phone.getByRole('region', { name: 'Offene Rechnungen' }).waitFor();
    await shoot(phone, 'payments-report-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }, 180_000);
});

/**
 * 'Kontoauszug importieren' as the demo super admin (can_invoice): a run is billed (through the API),
 * a CAMT.053 statement pays it; the page shows the credit matched, an unknown credit unmatched and
 * skips the debit; 'Zahlungen buchen' books it and the run shows 'Bezahlt'. The same file again books
 * nothing ('Bereits gebucht'), on a phone's screen. Every page visited is checked with axe.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { formatMoney } from '@ausweis/shared/format';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { camt053 } from '../../../test-fixtures/camt053';
import { isoDay, login, storedSession } from './admin-helpers';
import { expectAccessible } from './axe';
import { e2eUnavailable, PHONE, settled, useBrowser } from './browser';
import { DEMO_SUPER_ADMIN } from './one-time-codes';
import { type PaidOrder, placePaidOrder } from './order-api';

const SHOTS = '/tmp/shots';
const WIDE = { width: 1366, height: 900 };
const PAYER = 'Förderverein Müßiggang e.V.';

interface Run {
  id: number;
  invoice_number: string;
  total_amount: number;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Calls the API with the stored session and answers its JSON (a failure fails the test). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const { token } = await storedSession(page);
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * A run to pay, billed now: the first invoiceable tenant, else a fresh paid order of the demo club
 * (specs before on this server may have billed, paid or cancelled every other run).
 */
async function openRun(page: Page): Promise<Run> {
  const range = { date_from: isoDay(-400), date_to: isoDay(0), country_id: 'DE' };
  const invoiceable = () =>
    api<{ tenant_id: number }[]>(
      page,
      'GET',
      `/a/sad/invoices/filter_invoiceable_orders?${new URLSearchParams(range)}`,
    );
  let first = (await invoiceable())[0];
  if (!first) {
    await placePaidOrder(
      page.request,
      {
        forname: 'Konrad',
        familyname: 'Kontoauszug',
        email: 'konrad.k@example.org',
        external_id: 'M-2718',
      } as PaidOrder,
      { tenantShortCode: 'TSVMU', productShortCode: 'MITGLIED' },
    );
    first = (await invoiceable())[0];
  }
  expect(first).toBeTruthy();
  const created = await api<{ runs: Run[] }>(page, 'POST', '/a/sad/invoices/create_payment_run', {
    ...range,
    tenant_ids: [first?.tenant_id],
    additional_emails: 'buchhaltung@example.de',
  });
  return created.runs[0] as Run;
}

/** The statement paying the run, with an unknown credit and a debit; written to a file. */
function statementFile(run: Run): string {
  const euros = (run.total_amount / 100).toFixed(2);
  const xml = camt053(
    [
      {
        id: `E2E-${run.id}`,
        entries: [
          {
            amount: euros,
            ref: `E2E-PAY-${run.id}`,
            txs: [{ payer: PAYER, ustrd: [`Ausweise Rechnung ${run.invoice_number.toLowerCase()}`] }],
          },
          { amount: '25.00', ref: `E2E-DON-${run.id}`, txs: [{ payer: 'Jürgen Weiß', ustrd: ['Spende'] }] },
          { amount: '9.99', ref: `E2E-DEB-${run.id}`, direction: 'DBIT' },
        ],
      },
    ],
    '08',
  );
  mkdirSync('/tmp/camt-e2e', { recursive: true });
  const path = `/tmp/camt-e2e/auszug-${run.id}.xml`;
  writeFileSync(path, xml);
  return path;
}

async function openImport(page: Page) {
  await page.getByRole('link', { name: 'Rechnungsläufe' }).click();
  await page.waitForURL(/\/admin\/listruns$/);
  await page.getByRole('link', { name: 'Kontoauszug importieren' }).click();
  await page.waitForURL(/\/admin\/listruns\/bank-statement$/);
  await page.getByRole('heading', { name: 'Kontoauszug importieren' }).waitFor();
}

const entryRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Gutschriften des Kontoauszugs' }).locator('tbody > tr', { hasText: text });

describe.skipIf(e2eUnavailable)('Kontoauszug importieren (super admin)', () => {
  const browser = useBrowser();
  let file = '';
  let run: Run | null = null;

  it('previews a statement that pays a run, books it, and the run is paid', async () => {
    const page = await browser.newPage(WIDE);
    await login(page, DEMO_SUPER_ADMIN);
    run = await openRun(page);
    file = statementFile(run);
    await openImport(page);
    await expectAccessible(page, 'Kontoauszug importieren');

    await page.locator('input[type=file]').setInputFiles(file);
    const paid = entryRow(page, PAYER);
    await paid.waitFor();
    expect(await paid.textContent()).toContain(run.invoice_number);
    expect(await paid.textContent()).toContain('Zugeordnet');
    expect(await paid.textContent()).toContain(formatMoney(run.total_amount));
    const unknown = entryRow(page, 'Jürgen Weiß');
    expect(await unknown.textContent()).toContain('Nicht zugeordnet');
    expect(await unknown.textContent()).toContain('Keine Rechnungsnummer im Verwendungszweck.');
    await page
      .getByText('1 Kontoauszug, 2 Gutschriften; 1 Lastschrift oder nicht gebuchter Umsatz übergangen.')
      .waitFor();
    await expectAccessible(page, 'Kontoauszug importieren (Vorschau)');
    await shoot(page, 'bank-statement-1366-preview');

    await page.getByRole('button', { name: 'Zahlungen buchen' }).click();
    await page.getByText(`1 Zahlung über ${formatMoney(run.total_amount)} gebucht.`).waitFor();
    await expect.poll(async () => paid.textContent()).toContain('Bereits gebucht');
    expect(await paid.textContent()).toContain('Bezahlt');
    expect(await page.getByRole('button', { name: 'Zahlungen buchen' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'Kontoauszug importieren (gebucht)');
    await shoot(page, 'bank-statement-1366-booked');
  }, 120_000);

  it('shows the same file again as booked on a phone, and books nothing', async () => {
    expect(run).not.toBeNull();
    const page = await browser.newPage(PHONE);
    await login(page, DEMO_SUPER_ADMIN);
    await page.goto('/admin/listruns/bank-statement');
    await page.getByRole('heading', { name: 'Kontoauszug importieren' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(file);
    const paid = entryRow(page, PAYER);
    await paid.waitFor();
    expect(await paid.textContent()).toContain('Bereits gebucht');
    await page.getByText('Keine zugeordneten Zahlungen zu buchen.').waitFor();
    expect(await page.getByRole('button', { name: 'Zahlungen buchen' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'Kontoauszug importieren (Telefon)');
    await shoot(page, 'bank-statement-390');
  }, 120_000);
});

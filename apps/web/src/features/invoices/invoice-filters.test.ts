import type { InvoiceableRow, PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  billingSummary,
  confirmText,
  createdText,
  createRunsRequest,
  defaultInvoiceFilters,
  invoiceableQuery,
  pageOf,
  resentText,
  selectionText,
  sortInvoiceable,
  toGridRows,
} from './invoice-filters';

const row = (tenant_id: number, tenant_name: string, count: number, sum_price: number, currency = 'EUR') =>
  ({
    tenant_id,
    tenant_name,
    count,
    country_id: 'DE',
    sum_price,
    currency,
    mindate: '2026-01-05T10:00:00.000Z',
    maxdate: '2026-03-05T10:00:00.000Z',
  }) satisfies InvoiceableRow;

const rows = toGridRows([
  row(3, 'TSV Musterstadt', 12, 6000),
  row(7, 'Gymnasium am See', 1, 850),
  row(5, 'Ärzteverein', 2, 1000),
]);

describe('invoice run filter', () => {
  it('defaults to the last 30 days, no test orders, Germany', () => {
    const f = defaultInvoiceFilters(dayjs('2026-03-31'));
    expect(invoiceableQuery(f)).toEqual({
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      include_test: false,
      country_id: 'DE',
    });
  });

  it('sends nothing for invalid or reversed dates', () => {
    const f = defaultInvoiceFilters(dayjs('2026-03-31'));
    expect(invoiceableQuery({ ...f, date_from: null })).toBeNull();
    expect(invoiceableQuery({ ...f, date_from: '2026-04-01' })).toBeNull();
  });

  it('bills with exactly the filter the list was loaded with', () => {
    const query = invoiceableQuery({
      ...defaultInvoiceFilters(dayjs('2026-03-31')),
      include_test: true,
      country_id: 'AT',
    });
    expect(query).not.toBeNull();
    expect(createRunsRequest(query as NonNullable<typeof query>, [3, 7], ' a@b.de, c@d.de ')).toEqual({
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      include_test: true,
      country_id: 'AT',
      tenant_ids: [3, 7],
      additional_emails: 'a@b.de, c@d.de',
    });
  });
});

describe('invoiceable rows', () => {
  it('sort by number or German name, both ways, and page', () => {
    expect(sortInvoiceable(rows, { key: 'id', order: 'desc' }).map((r) => r.id)).toEqual([7, 5, 3]);
    expect(sortInvoiceable(rows, { key: 'sum_price', order: 'asc' }).map((r) => r.id)).toEqual([7, 5, 3]);
    expect(sortInvoiceable(rows, { key: 'tenant_name', order: 'asc' }).map((r) => r.tenant_name)).toEqual([
      'Ärzteverein',
      'Gymnasium am See',
      'TSV Musterstadt',
    ]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 3, 2)).toEqual([]);
  });

  it('sum up the selection per currency and word the question', () => {
    const s = billingSummary(rows, [3, 5]);
    expect(s).toEqual({ tenants: 2, orders: 14, sums: [{ currency: 'EUR', cents: 7000 }] });
    expect(confirmText(s, [])).toBe(
      '2 Mandanten mit 14 Bestellungen über 70,00 € abrechnen? Für jeden Mandanten wird eine Rechnung erstellt und per E-Mail versendet.',
    );
    expect(selectionText(s)).toBe('2 Mandanten ausgewählt, 14 Bestellungen, 70,00 €');
    const one = billingSummary(toGridRows([row(9, 'Schule Zürich', 1, 1500, 'CHF'), ...rows]), [9, 7]);
    expect(confirmText(one, ['buchhaltung@example.de'])).toBe(
      '2 Mandanten mit 2 Bestellungen über 15,00 CHF und 8,50 € abrechnen? Für jeden Mandanten wird eine Rechnung erstellt und per E-Mail versendet. Zusätzliche Empfänger: buchhaltung@example.de.',
    );
    expect(confirmText(billingSummary(rows, [7]), [])).toMatch(
      /^1 Mandant mit 1 Bestellung über 8,50 € abrechnen\? Für den Mandanten/,
    );
    expect(selectionText(billingSummary(rows, []))).toBe('');
  });

  it('word the results', () => {
    const run = { id: 1 } as PaymentRunRow;
    expect(createdText({ runs: [run] })).toBe(
      '1 Rechnungslauf angelegt. Die Rechnung wird erstellt und versendet.',
    );
    expect(createdText({ runs: [run, { ...run, id: 2 }] })).toBe(
      '2 Rechnungsläufe angelegt. Die Rechnungen werden erstellt und versendet.',
    );
    expect(resentText('R-2026-0001', 3)).toBe('Rechnung R-2026-0001 erneut gesendet: 3 E-Mails versendet.');
  });
});

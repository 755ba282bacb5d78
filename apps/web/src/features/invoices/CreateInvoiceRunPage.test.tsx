import { invoices } from '@ausweis/shared/contracts/invoices';
import type { InvoiceableRow } from '@ausweis/shared/schemas/invoices';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Sent, serve } from '../../testing/fake-backend.test-support';
import { paymentRun } from '../../testing/fixtures.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import CreateInvoiceRunPage from './CreateInvoiceRunPage';

const row = (tenant_id: number, tenant_name: string, count: number, sum_price: number): InvoiceableRow => ({
  tenant_id,
  tenant_name,
  count,
  country_id: 'DE',
  sum_price,
  currency: 'EUR',
  mindate: '2026-01-05T10:00:00.000Z',
  maxdate: '2026-03-05T10:00:00.000Z',
});

// The runs just billed, as the jobs draw their invoices: one done, one still being drawn.
const billedRuns = [
  paymentRun(1, 'issued', 2, { tenant_name: 'TSV Musterstadt', total_count: 12, total_amount: 6000 }),
  paymentRun(2, 'pending', null, { tenant_name: 'Gymnasium am See', total_count: 1, total_amount: 850 }),
];

let queries: Sent<typeof invoices.invoiceable>[] = [];
let billed: Sent<typeof invoices.createRuns>[] = [];
beforeEach(() => {
  queries = serve(invoices.invoiceable, [
    row(3, 'TSV Musterstadt', 12, 6000),
    row(7, 'Gymnasium am See', 1, 850),
  ]);
  billed = serve(invoices.createRuns, { runs: billedRuns });
  serve(invoices.findRuns, {
    data: billedRuns,
    pagination: { page: 1, count: 2, total: 2, total_exact: true },
  });
});
const toasts: string[][] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string, title: string) => toasts.push([body, title]),
  showError: () => undefined,
}));

const renderPage = async () => {
  renderWithApp(<CreateInvoiceRunPage />);
  await screen.findByText('TSV Musterstadt');
};

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const runButton = () => screen.getByRole('button', { name: 'Aktion durchführen' }) as HTMLButtonElement;
const rowCheckbox = (name: string) => {
  const r = screen.getByText(name).closest('[role="row"]') as HTMLElement;
  return within(r).getByRole('checkbox');
};
function chooseBill() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Aktion' }));
  fireEvent.click(screen.getByRole('option', { name: 'Ausgewählte Mandanten abrechnen' }));
}

describe('R-Lauf anlegen', () => {
  it('lists one row per tenant with the SPEC columns, money and dates', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'R-Lauf anlegen' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.slice(1)).toEqual([
      'Mandant-ID',
      'Mandant',
      'Anzahl',
      'Land',
      'Summe',
      'Erste Bestellung',
      'Letzte Bestellung',
    ]);
    expect(screen.getByText('60,00 €')).toBeTruthy();
    expect(screen.getAllByText('05.01.2026')).toHaveLength(2);
    expect(queries.at(-1)?.query).toMatchObject({ include_test: 'false', country_id: 'DE' });
  });

  it('asks once, then bills the selection with the loaded filter and clears it', async () => {
    await renderPage();
    expect(runButton().disabled).toBe(true);
    fireEvent.click(rowCheckbox('TSV Musterstadt'));
    expect(runButton().disabled).toBe(true);
    chooseBill();
    expect(runButton().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Zusätzliche E-Mail-Empfänger'), {
      target: { value: 'kasse@tsv.example' },
    });
    fireEvent.click(runButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '1 Mandant mit 12 Bestellungen über 60,00 € abrechnen? Für den Mandanten wird eine Rechnung erstellt und per E-Mail versendet. Zusätzliche Empfänger: kasse@tsv.example.',
    );
    expect(billed).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    const { date_from, date_to } = queries.at(-1)?.query ?? {};
    expect(billed.map((call) => call.body)).toEqual([
      {
        date_from,
        date_to,
        include_test: false,
        country_id: 'DE',
        tenant_ids: [3],
        additional_emails: 'kasse@tsv.example',
      },
    ]);
    expect(toasts).toEqual([
      ['2 Rechnungsläufe angelegt. Die Rechnungen werden erstellt und versendet.', 'Erfolg'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runButton().disabled).toBe(true);
    // The page follows the invoices the jobs draw (no overlay over it meanwhile).
    expect(await screen.findByText('Rechnungen werden erstellt und versendet: 1 von 2 fertig.')).toBeTruthy();
    expect(screen.getByText('Versendet an 2 Empfänger')).toBeTruthy();
    expect(screen.getByText('Rechnung wird erstellt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Rechnungsläufen' })).toBeTruthy();
  });

  it('refuses a wrong extra recipient under the field without asking', async () => {
    await renderPage();
    fireEvent.click(rowCheckbox('Gymnasium am See'));
    chooseBill();
    fireEvent.change(screen.getByLabelText('Zusätzliche E-Mail-Empfänger'), {
      target: { value: 'kein-mail' },
    });
    fireEvent.click(runButton());
    expect(screen.getByText('Ungültige Email')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(billed).toEqual([]);
  });

  it('keeps the selection across pages and selects every tenant of the filter', async () => {
    serve(
      invoices.invoiceable,
      Array.from({ length: 7 }, (_, i) => row(i + 1, `Mandant ${i + 1}`, 2, 1000)),
    );
    renderWithApp(<CreateInvoiceRunPage />);
    await screen.findByText('Mandant 7');
    // 5 per page: ids 7 to 3 on page 1 (newest id first), 2 and 1 on page 2.
    const pager = screen.getByText('Anzahl pro Seite').parentElement as HTMLElement;
    fireEvent.mouseDown(pager.querySelector('[role="combobox"]') as HTMLElement);
    fireEvent.click(screen.getByRole('option', { name: '5' }));
    fireEvent.click(rowCheckbox('Mandant 7'));
    fireEvent.click(screen.getByRole('button', { name: /nächsten Seite/i }));
    await screen.findByText('Mandant 1');
    fireEvent.click(rowCheckbox('Mandant 1'));
    expect(screen.getByText('2 Mandanten ausgewählt, 4 Bestellungen, 20,00 €')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Alle 7 Mandanten im Filter auswählen' }));
    expect(screen.getByText('7 Mandanten ausgewählt, 14 Bestellungen, 70,00 €')).toBeTruthy();
    expect((rowCheckbox('Mandant 2') as HTMLInputElement).checked).toBe(true);
    chooseBill();
    fireEvent.click(runButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('7 Mandanten mit 14 Bestellungen über 70,00 € abrechnen?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    });
    await waitFor(() => expect(billed).toHaveLength(1));
    const ids = (billed[0]?.body as { tenant_ids: number[] } | undefined)?.tenant_ids ?? [];
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("'Auswahl aufheben' empties the selection of every page", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Alle 2 Mandanten im Filter auswählen' }));
    expect(screen.getByText('2 Mandanten ausgewählt, 13 Bestellungen, 68,50 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl aufheben' }));
    expect((rowCheckbox('TSV Musterstadt') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/ausgewählt,/)).toBeNull();
  });
});

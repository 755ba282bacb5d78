import type { CreatePaymentRunsRequest, InvoiceableRow } from '@ausweis/shared/schemas/invoices';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const queries: unknown[] = [];
const billed: CreatePaymentRunsRequest[] = [];
let pending = false;
vi.mock('./api', () => ({
  useInvoiceableOrders: (q: unknown) => {
    queries.push(q);
    return {
      isFetching: false,
      data: q ? [row(3, 'TSV Musterstadt', 12, 6000), row(7, 'Gymnasium am See', 1, 850)] : undefined,
    };
  },
  useCreatePaymentRuns: () => ({
    isPending: pending,
    mutate: (body: CreatePaymentRunsRequest, options: { onSuccess: (r: unknown) => void }) => {
      billed.push(body);
      options.onSuccess({ runs: [{ id: 1 }, { id: 2 }] });
    },
  }),
  // The runs just billed, as the jobs draw their invoices: one done, one still being drawn.
  useCreatedRuns: (ids: number[]) => ({
    runs: ids.map((id) => ({
      id,
      invoice_number: `RE-2026-0000${id}`,
      tenant_name: id === 1 ? 'TSV Musterstadt' : 'Gymnasium am See',
      total_count: 12,
      total_amount: 6000,
      currency: 'EUR',
      invoice_state: id === 1 ? 'issued' : 'pending',
      invoice_mails: id === 1 ? 2 : null,
    })),
  }),
}));
const toasts: string[][] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string, title: string) => toasts.push([body, title]),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <CreateInvoiceRunPage />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  queries.length = 0;
  billed.length = 0;
  toasts.length = 0;
  pending = false;
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
  it('lists one row per tenant with its columns, money and dates', () => {
    renderPage();
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
    expect(queries.at(-1)).toMatchObject({ include_test: false, country_id: 'DE' });
  });

  it('asks once, then bills the selection with the loaded filter and clears it', async () => {
    renderPage();
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
    expect(billed).toEqual([
      {
        ...(queries.at(-1) as object),
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
    expect(screen.getByText('Rechnungen werden erstellt und versendet: 1 von 2 fertig.')).toBeTruthy();
    expect(screen.getByText('Versendet an 2 Empfänger')).toBeTruthy();
    expect(screen.getByText('Rechnung wird erstellt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Rechnungsläufen' })).toBeTruthy();
  });

  it('refuses a wrong extra recipient under the field without asking', () => {
    renderPage();
    fireEvent.click(rowCheckbox('Gymnasium am See'));
    chooseBill();
    fireEvent.change(screen.getByLabelText('Zusätzliche E-Mail-Empfänger'), {
      target: { value: 'kein-mail' },
    });
    fireEvent.click(runButton());
    expect(screen.getByText('Ungültige Email')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

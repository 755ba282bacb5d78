import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentRun } from '../../testing/fixtures.test-support';
import { PaymentRunsTable } from './PaymentRunsTable';

vi.mock('./RunOrdersTable', () => ({ RunOrdersTable: () => null }));

const run = paymentRun;

afterEach(cleanup);

describe('Rechnungsläufe: the invoice of each run', () => {
  it("shows each run's invoice state; a failed one offers 'Erneut versuchen', only an issued one resending", () => {
    const onRetry = vi.fn();
    const onResend = vi.fn();
    const onDownloadXml = vi.fn();
    render(
      <MemoryRouter>
        <PaymentRunsTable
          rows={[
            run(1, 'issued', 2),
            run(2, 'pending', null),
            run(3, 'failed', null),
            run(4, 'issued', 0, { leitweg_id: '991-33333TEST-33' }),
          ]}
          total={4}
          loading={false}
          query={{ page: 1, count: 15, sorts: [], filters: {} }}
          onQueryChange={() => undefined}
          expanded={new Set()}
          onToggle={() => undefined}
          onDownload={() => undefined}
          onDownloadXml={onDownloadXml}
          onResend={onResend}
          onRetry={onRetry}
          onPayments={() => undefined}
        />
      </MemoryRouter>,
    );
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(rowOf('Verein 1')).getByText('Versendet an 2 Empfänger')).toBeTruthy();
    expect(within(rowOf('Verein 2')).getByText('Rechnung wird erstellt')).toBeTruthy();
    expect(within(rowOf('Verein 3')).getByText('Fehlgeschlagen')).toBeTruthy();
    expect(within(rowOf('Verein 4')).getByText('Erstellt, ohne Empfänger')).toBeTruthy();

    expect(within(rowOf('Verein 2')).queryByRole('button', { name: /erneut/ })).toBeNull();
    expect(within(rowOf('Verein 1')).queryByRole('button', { name: /Erneut versuchen/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung RE-2026-00003: Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    expect(within(rowOf('Verein 3')).queryByRole('button', { name: /erneut senden/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung RE-2026-00001 erneut senden' }));
    expect(onResend).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    // The XRechnung only for the run billed to a Leitweg-ID.
    expect(within(rowOf('Verein 1')).queryByRole('button', { name: /XRechnung/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'XRechnung RE-2026-00004 herunterladen' }));
    expect(onDownloadXml).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });
});

describe('Rechnungsläufe: the payment of each run', () => {
  it("shows the payment state, paid and open amount, due date; 'Zahlungen' opens the run's payments", () => {
    const onPayments = vi.fn();
    render(
      <MemoryRouter>
        <PaymentRunsTable
          rows={[
            run(1, 'issued', 2, { paid_amount: 1000, payment_state: 'partly_paid' }),
            run(2, 'issued', 2, { payment_state: 'cancelled' }),
          ]}
          total={2}
          loading={false}
          query={{ page: 1, count: 15, sorts: [], filters: {} }}
          onQueryChange={() => undefined}
          expanded={new Set()}
          onToggle={() => undefined}
          onDownload={() => undefined}
          onDownloadXml={() => undefined}
          onResend={() => undefined}
          onRetry={() => undefined}
          onPayments={onPayments}
        />
      </MemoryRouter>,
    );
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    const first = within(rowOf('Verein 1'));
    expect(first.getByText('Teilweise bezahlt')).toBeTruthy();
    expect(first.getByText(/Bezahlt 10,00\s€/)).toBeTruthy();
    expect(first.getByText(/Offen 25,60\s€/)).toBeTruthy();
    expect(first.getByText(/Fällig 27\.03\.2026/)).toBeTruthy();
    // A cancelled run owes nothing: its cancellation stands in the cell instead.
    expect(within(rowOf('Verein 2')).queryByText(/Offen/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zahlungen zu Rechnung RE-2026-00002' }));
    expect(onPayments).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentRun } from '../../testing/fixtures.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { CancellationNote, RunCancelAction } from './RunCancellation';

afterEach(cleanup);

const cancelled = paymentRun(5, 'issued', 1, {
  cancelled_at: '2026-03-20T09:00:00.000Z',
  cancellation_number: 'ST-2026-00002',
  cancellation_date: '2026-03-20',
  cancellation_state: 'pending',
});

describe('a run’s cancellation', () => {
  it('offers Stornieren only for an issued invoice, confirmed by holding the button', () => {
    renderWithApp(
      <>
        <RunCancelAction run={paymentRun(1, 'issued', 2)} />
        <RunCancelAction run={paymentRun(2, 'pending', null)} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Rechnung RE-2026-00002 stornieren' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung RE-2026-00001 stornieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung stornieren' });
    expect(within(dialog).getByText('Rechnung RE-2026-00001 vom 13.03.2026 stornieren?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Stornieren (5 s)' })).toBeTruthy();
  });

  it('offers no Stornieren on a run with a booked payment, and again once it is reversed', () => {
    const paid = paymentRun(3, 'issued', 1, { paid_amount: 100, payment_state: 'partly_paid' });
    renderWithApp(<RunCancelAction run={paid} />);
    expect(screen.queryByRole('button', { name: /stornieren$/ })).toBeNull();
    cleanup();
    // The run as refreshed after 'Zahlung zurücknehmen'.
    renderWithApp(<RunCancelAction run={paymentRun(3, 'issued', 1, { paid_amount: 0 })} />);
    expect(screen.getByRole('button', { name: 'Rechnung RE-2026-00003 stornieren' })).toBeTruthy();
  });

  it('offers no Stornieren on a cancelled run, even before its cancellation is numbered', () => {
    renderWithApp(
      <RunCancelAction run={paymentRun(4, 'issued', 1, { cancelled_at: '2026-03-20T09:00:00.000Z' })} />,
    );
    expect(screen.queryByRole('button', { name: /stornieren$/ })).toBeNull();
  });

  it("shows a cancelled run as 'Storniert' with its cancellation invoice and its download", () => {
    renderWithApp(
      <>
        <CancellationNote run={cancelled} />
        <RunCancelAction run={cancelled} />
      </>,
    );
    expect(screen.getByText('Storniert')).toBeTruthy();
    expect(screen.getByText(/Storno ST-2026-00002/).textContent).toContain('vom 20.03.2026');
    expect(screen.getByText('Rechnung wird erstellt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stornorechnung ST-2026-00002 herunterladen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /stornieren$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Erneut versuchen/ })).toBeNull();
  });

  it("offers 'Erneut versuchen' for a cancellation invoice that failed", () => {
    renderWithApp(<RunCancelAction run={{ ...cancelled, cancellation_state: 'failed' }} />);
    expect(
      screen.getByRole('button', { name: 'Stornorechnung ST-2026-00002: Erneut versuchen' }),
    ).toBeTruthy();
  });
});

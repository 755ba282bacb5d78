import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentTransactions } from './payment-transactions';

afterEach(cleanup);

describe('PaymentTransactions (card details, advanced data)', () => {
  it('lists provider, German state, amount and time; a refunded second payment reads "erstattet"', () => {
    render(
      <PaymentTransactions
        rows={[
          {
            id: 1,
            provider: 'stripe',
            state: 'completed',
            amount: 1190,
            currency: 'EUR',
            created_at: '2026-03-01T09:30:00Z',
          },
          {
            id: 2,
            provider: 'paypal',
            state: 'refunded',
            amount: 1190,
            currency: 'EUR',
            created_at: '2026-03-01T09:31:00Z',
          },
          {
            id: 3,
            provider: 'test',
            state: 'cancelled',
            amount: 1190,
            currency: 'EUR',
            created_at: '2026-03-01T09:32:00Z',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Zahlungen' });
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain('Stripe');
    expect(rows[0]).toContain('bezahlt');
    expect(rows[0]).toContain('11,90');
    expect(rows[1]).toContain('PayPal');
    expect(rows[1]).toContain('erstattet');
    expect(rows[2]).toContain('Testzahlung');
    expect(rows[2]).toContain('abgebrochen');
    expect(rows[0]).toMatch(/01\.03\.2026/);
  });

  it('shows a dash when the order has no payments', () => {
    render(<PaymentTransactions rows={[]} />);
    expect(screen.getByText('Zahlungen')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

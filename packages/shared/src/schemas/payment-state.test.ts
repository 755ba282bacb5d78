import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './invoices';

const run = { total_amount: 1000, paid_amount: 0, due_date: '2026-12-10', cancelled_at: null };

describe('paymentStateOf', () => {
  it('is open until the due date, overdue after it', () => {
    expect(paymentStateOf(run, '2026-12-10')).toBe('open');
    expect(paymentStateOf(run, '2026-12-11')).toBe('overdue');
  });
  it('is partly paid, then paid when the payments reach the total', () => {
    expect(paymentStateOf({ ...run, paid_amount: 400 }, '2026-12-01')).toBe('partly_paid');
    expect(paymentStateOf({ ...run, paid_amount: 400 }, '2026-12-11')).toBe('overdue');
    expect(paymentStateOf({ ...run, paid_amount: 1000 }, '2026-12-11')).toBe('paid');
  });
  it('is cancelled whatever was paid', () => {
    expect(paymentStateOf({ ...run, cancelled_at: '2026-12-01T10:00:00Z' }, '2026-12-11')).toBe('cancelled');
  });
});

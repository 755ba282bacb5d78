import { describe, expect, it } from 'vitest';
import { orderStateLabel } from './order-state';

describe('order state in German', () => {
  it('never shows the raw status', () => {
    expect(orderStateLabel({ status: 'payed', is_payed: true })).toBe('Bezahlt');
    expect(orderStateLabel({ status: 'added_to_pdf', is_payed: true })).toBe('Bezahlt, im Druck');
    expect(orderStateLabel({ status: 'new', is_payed: false })).toBe('Zahlung offen');
    expect(orderStateLabel({ status: 'cancelled', is_payed: false })).toBe('Abgebrochen');
    expect(orderStateLabel({ status: 'failed', is_payed: false })).toBe('Zahlung fehlgeschlagen');
    // A free order is paid without a payment.
    expect(orderStateLabel({ status: 'new', is_payed: true })).toBe('Bezahlt');
  });
});

import { describe, expect, it } from 'vitest';
import { siblingStart } from './sibling-order';
import { readStoredOrder, STORED_ORDER_KEY, updateStoredStatus, writeStoredOrder } from './stored-order';

const empty = {
  forname: '',
  familyname: '',
  birthday: '',
  email: '',
  student_city: '',
  student_street: '',
  is_online: true,
  is_hardcopy: false,
  consent: false,
};

describe('a further child’s order', () => {
  it('keeps the parent’s e-mail, address and card choice, not the child’s data', () => {
    const start = siblingStart(empty, {
      student_info: {
        forname: 'Anna',
        familyname: 'Muster',
        birthday: '15.03.2012',
        email: 'eltern@example.org',
        student_city: '12345 Musterstadt',
        student_street: 'Seeweg 1',
        is_online: false,
        is_hardcopy: true,
        consent: true,
      },
      provider: 'paypal',
    });
    expect(start).toEqual({
      values: {
        ...empty,
        email: 'eltern@example.org',
        student_city: '12345 Musterstadt',
        student_street: 'Seeweg 1',
        is_online: false,
        is_hardcopy: true,
      },
      provider: 'paypal',
    });
  });

  it('ignores stored values of the wrong type and works without a chosen provider', () => {
    const start = siblingStart(empty, { student_info: { email: true, is_online: 'yes' } });
    expect(start).toEqual({ values: empty, provider: null });
  });

  it('remembers the payment method clicked on the stored order', () => {
    localStorage.clear();
    writeStoredOrder(localStorage, {
      ts: 'A',
      pr: 'B',
      order_id: 1,
      student_info: {},
      student_image: null,
      sign_file: null,
      paid_status: '',
      show_paypal: true,
      show_stripe: true,
      show_test_payment: false,
      price_to_pay: 490,
      is_payed: false,
    });
    updateStoredStatus(localStorage, 'processing', { provider: 'stripe' });
    expect(readStoredOrder(localStorage)?.provider).toBe('stripe');
    const raw = JSON.parse(localStorage.getItem(STORED_ORDER_KEY) ?? '{}');
    localStorage.setItem(STORED_ORDER_KEY, JSON.stringify({ ...raw, provider: 'bitcoin' }));
    expect(readStoredOrder(localStorage)?.provider).toBeUndefined();
  });
});

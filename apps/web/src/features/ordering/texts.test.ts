import { describe, expect, it } from 'vitest';
import { confirmPaymentText } from './texts';

const methods = (paypal: boolean, stripe: boolean, test: boolean) => ({
  show_paypal: paypal,
  show_stripe: stripe,
  show_test_payment: test,
});

describe('payment request after ordering', () => {
  it('names only the payment methods offered', () => {
    expect(confirmPaymentText(methods(true, true, false))).toBe('Bitte mit PayPal oder Stripe bestätigen.');
    expect(confirmPaymentText(methods(false, false, true))).toBe('Bitte mit der Testzahlung bestätigen.');
    expect(confirmPaymentText(methods(false, true, false))).toBe('Bitte mit Stripe bestätigen.');
    expect(confirmPaymentText(methods(true, true, true))).toBe(
      'Bitte mit PayPal, Stripe oder der Testzahlung bestätigen.',
    );
  });
});

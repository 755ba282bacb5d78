import { formatText } from '@ausweis/shared/i18n/format';
import type { Language } from '@ausweis/shared/i18n/languages';
import german from '@ausweis/shared/i18n/texts/de';
import turkish from '@ausweis/shared/i18n/texts/tr';
import { describe, expect, it } from 'vitest';
import type { TextFunction } from '../../i18n/use-text';
import { confirmPaymentText } from './payment-text';

const methods = (paypal: boolean, stripe: boolean, test: boolean) => ({
  show_paypal: paypal,
  show_stripe: stripe,
  show_test_payment: test,
});

const textsOf =
  (language: Language, texts: typeof german): TextFunction =>
  (id, values) =>
    formatText(texts, language, id, values);

describe('payment request after ordering', () => {
  const t = textsOf('de', german);

  it('names only the payment methods offered', () => {
    expect(confirmPaymentText(t, 'de', methods(true, true, false))).toBe(
      'Bitte mit PayPal oder Stripe bestätigen.',
    );
    expect(confirmPaymentText(t, 'de', methods(false, false, true))).toBe(
      'Bitte mit der Testzahlung bestätigen.',
    );
    expect(confirmPaymentText(t, 'de', methods(false, true, false))).toBe('Bitte mit Stripe bestätigen.');
    expect(confirmPaymentText(t, 'de', methods(true, true, true))).toBe(
      'Bitte mit PayPal, Stripe oder der Testzahlung bestätigen.',
    );
    expect(confirmPaymentText(t, 'de', methods(false, false, false))).toBe('');
  });

  it('joins the methods as the shown language does', () => {
    expect(confirmPaymentText(textsOf('tr', turkish), 'tr', methods(true, false, true))).toBe(
      'Lütfen PayPal veya test ödemesi ile onaylayın.',
    );
  });
});

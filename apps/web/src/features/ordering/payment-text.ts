/**
 * The request after ordering, 'Bitte mit PayPal oder Stripe bestätigen.' (order.confirmWith in
 * packages/shared/src/i18n/texts/de.ts), naming only the payment methods this order actually offers,
 * joined as the shown language joins alternatives ('PayPal, Stripe oder der Testzahlung').
 */
import { intlLocale, type Language } from '@ausweis/shared/i18n/languages';
import type { TextFunction } from '../../i18n/use-text';

export function confirmPaymentText(
  t: TextFunction,
  language: Language,
  o: { show_paypal: boolean; show_stripe: boolean; show_test_payment: boolean },
): string {
  const names = [
    o.show_paypal && 'PayPal',
    o.show_stripe && 'Stripe',
    o.show_test_payment && t('order.methodTest'),
  ].filter((n): n is string => typeof n === 'string');
  if (names.length === 0) return '';
  const methods = new Intl.ListFormat(intlLocale(language), { type: 'disjunction' }).format(names);
  return t('order.confirmWith', { methods });
}

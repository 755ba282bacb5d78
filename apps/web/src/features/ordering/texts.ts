/** The ordering flow's German texts as docs/product.md#behaviour and #messages give them (one place, light to import). */

export const THANKS_TEXT = 'Vielen Dank für Ihre Bestellung.';
export const SAVED_TEXT = 'Bestellung gespeichert';

/**
 * the docs/product.md#messages second line 'Bitte mit PayPal oder Stripe bestätigen.', naming only the payment methods
 * this order actually offers (not 'PayPal oder Stripe' when only the test payment is on).
 */
export function confirmPaymentText(o: {
  show_paypal: boolean;
  show_stripe: boolean;
  show_test_payment: boolean;
}) {
  const names = [
    o.show_paypal && 'PayPal',
    o.show_stripe && 'Stripe',
    o.show_test_payment && 'der Testzahlung',
  ].filter((n): n is string => typeof n === 'string');
  if (names.length === 0) return '';
  const last = names.pop();
  return `Bitte mit ${names.length > 0 ? `${names.join(', ')} oder ${last}` : last} bestätigen.`;
}
export const PAID_TEXT = 'Ist bezahlt';
export const CONFIRMED_TEXT = 'Ihre Bestellung ist bestätigt!';
export const FAILED_TEXT = 'Bei Ihrer Zahlung ist ein Fehler aufgetreten.';
export const CANCELLED_TEXT = 'Ihre Bestellung wurde abgebrochen.';

export const expiryWarning = (days: number): string =>
  `Achtung: Dieser Ausweis wird nur noch ${days} Tage gültig sein!`;

/** The ordering flow's German texts as SPEC §4 and §8 give them (one place, light to import). */

export const THANKS_TEXT = 'Vielen Dank für Ihre Bestellung.';
export const SAVED_TEXT = 'Bestellung gespeichert';
export const CONFIRM_PAYMENT_TEXT = 'Bitte mit PayPal oder Stripe bestätigen.';
export const PAID_TEXT = 'Ist bezahlt';
export const CONFIRMED_TEXT = 'Ihre Bestellung ist bestätigt!';
export const FAILED_TEXT = 'Bei Ihrer Zahlung ist ein Fehler aufgetreten.';
export const CANCELLED_TEXT = 'Ihre Bestellung wurde abgebrochen.';

export const expiryWarning = (days: number): string =>
  `Achtung: Dieser Ausweis wird nur noch ${days} Tage gültig sein!`;

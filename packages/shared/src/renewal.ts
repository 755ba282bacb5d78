/**
 * 'Ausweis verlängern' (docs/product.md#renewals): when a card may be renewed. The daily reminder job (server
 * features/renewals, the same rule in SQL) and the card app's button follow this one rule: the card's
 * last `days_before_renew` days (through its valid-to day, German dates), it was not renewed yet (no
 * paid renewal order), its tenant does not opt out (`no_auto_renew`), its product is orderable and offers
 * a card valid beyond the old one's valid-to, and neither tenant, product nor card is a test. Test cards
 * get no reminders: test data must not mail people, and a test card's renewal would again be a test.
 */
import { EXPIRES_SOON_DAYS } from './constants';
import { formatText } from './i18n/format';
import de from './i18n/texts/de';

export interface RenewalCard {
  card_valid_to: string;
  /** A renewal of this card was ordered and is paid: no more reminders, no more button. */
  renewal_paid: boolean;
  is_test: boolean;
  is_delete: boolean;
  data_deleted_at: string | null;
}
export interface RenewalProduct {
  days_before_renew: number;
  card_valid_to: string;
  is_disabled: boolean;
  is_test: boolean;
  can_online: boolean;
  can_hardcopy: boolean;
}
export interface RenewalTenant {
  no_auto_renew: boolean;
  is_test: boolean;
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Where the card stands with its renewal on `today` (YYYY-MM-DD, German date), as the card app shows it:
 * open ('Ausweis verlängern'); soon, from the day it opens, while the card expires within
 * EXPIRES_SOON_DAYS ('Verlängerung ab TT.MM.JJJJ möglich'); ordered, once a renewal of it is paid (the new
 * card's codes come by mail); otherwise null (not renewable, or not due for long).
 */
export type RenewalState = { kind: 'open' } | { kind: 'soon'; from: string } | { kind: 'ordered' } | null;

export function renewalState(
  card: RenewalCard,
  product: RenewalProduct,
  tenant: RenewalTenant,
  today: string,
): RenewalState {
  if (card.is_delete || card.data_deleted_at || card.is_test) return null;
  if (card.renewal_paid) return { kind: 'ordered' };
  if (tenant.no_auto_renew || tenant.is_test) return null;
  if (product.is_disabled || product.is_test || (!product.can_online && !product.can_hardcopy)) return null;
  if (product.card_valid_to <= card.card_valid_to || card.card_valid_to < today) return null;
  const from = addDays(card.card_valid_to, -product.days_before_renew);
  if (from <= today) return { kind: 'open' };
  return card.card_valid_to <= addDays(today, EXPIRES_SOON_DAYS) ? { kind: 'soon', from } : null;
}

/** Whether the card's renewal is offered on `today` (reminder mail, renewal link, the app's button). */
export function renewalOffered(
  card: RenewalCard,
  product: RenewalProduct,
  tenant: RenewalTenant,
  today: string,
): boolean {
  return renewalState(card, product, tenant, today)?.kind === 'open';
}

/** The card app's call for a renewal link (contracts/renewals.ts); a constant here keeps zod out of the app. */
export const RENEWAL_CARD_APP_LINK_PATH = '/anon/renewal/card_app_link';

/** The card app's texts live in i18n/texts/de.ts (with their translations); the staff's and the mail's here. */
export const RENEWAL_TEXTS = {
  button: de['cardApp.renew'],
  buttonHint: de['cardApp.renewHint'],
  buttonFailed: de['cardApp.renewFailed'],
  /** Card app, before the renewal opens (the date as TT.MM.JJJJ). */
  opensOn: (date: string) => formatText(de, 'de', 'cardApp.renewOpensOn', { date }),
  opensOnHint: de['cardApp.renewOpensOnHint'],
  /** Card app, once a renewal of the card is paid. */
  ordered: de['cardApp.renewOrdered'],
  orderedHint: de['cardApp.renewOrderedHint'],
  /** Card details (staff). */
  section: 'Erinnerung zur Verlängerung',
  sentAt: 'Erinnerung gesendet am',
  notSent: 'Keine Erinnerung gesendet',
  renewedBy: 'Neue Bestellung',
  notRenewed: 'Noch keine neue Bestellung',
  openRenewal: (id: number) => `Ausweis ${id} öffnen`,
} as const;

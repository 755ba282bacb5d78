/**
 * The order form's rules without zod and dayjs (docs/product.md#behaviour prices and card choice, the form values): what
 * the order page needs to show the form. The form's zod schema and the place_order fields are in
 * order-rules.ts, which re-exports all of this; the order page loads that (with zod) at the first check.
 */
import de from '../i18n/texts/de';
import {
  asksExternalId,
  emptyPersonValues,
  ORDER_EMAIL_MAX,
  ORDER_TEXT_MAX,
  type PersonFieldKey,
  type PersonFieldRules,
} from '../person-fields';
import type { ProductInfo } from './ordering';

export { asksExternalId, ORDER_EMAIL_MAX, ORDER_TEXT_MAX };

export const ORDER_MESSAGES = {
  cardChoice: de['form.cardChoice'],
  birthdayFuture: de['form.birthdayFuture'],
} as const;

// ---------------------------------------------------------------------------------------------------
// Prices (cents)

/** The tenant product's price settings (server: the stored row). */
export interface PriceSettings {
  price_online: number;
  price_hardcopy: number;
  price_hardcopy_online: number;
  online_free: boolean;
  hardcopy_free: boolean;
  hardcopy_online_free: boolean;
  payment_disabled: boolean;
  /** Tenant payment: the institution pays (invoice run), the orderer pays nothing. */
  tenant_payee: boolean;
}

export interface CardChoice {
  is_online: boolean;
  is_hardcopy: boolean;
}

type Prices = Pick<ProductInfo, 'price_online' | 'price_hardcopy' | 'price_hardcopy_online'>;

const cents = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/**
 * docs/product.md#behaviour: both -> price_hardcopy_online, online only -> price_online, hardcopy only ->
 * price_hardcopy; nothing chosen or a non-numeric value -> 0.
 */
export function priceForChoice(prices: Prices, choice: CardChoice): number {
  if (choice.is_online && choice.is_hardcopy) return cents(prices.price_hardcopy_online);
  if (choice.is_online) return cents(prices.price_online);
  if (choice.is_hardcopy) return cents(prices.price_hardcopy);
  return 0;
}

/** The card prices after the free flags: what the card costs (billed to the tenant on tenant payment). */
export function cardPrices(p: PriceSettings): Prices {
  return {
    price_online: p.online_free ? 0 : cents(p.price_online),
    price_hardcopy: p.hardcopy_free ? 0 : cents(p.price_hardcopy),
    price_hardcopy_online: p.hardcopy_online_free ? 0 : cents(p.price_hardcopy_online),
  };
}

/** What the orderer pays per choice: the card prices, or 0 with payment_disabled or tenant payment. */
export function orderPrices(p: PriceSettings): Prices {
  if (p.payment_disabled || p.tenant_payee)
    return { price_online: 0, price_hardcopy: 0, price_hardcopy_online: 0 };
  return cardPrices(p);
}

// ---------------------------------------------------------------------------------------------------
// Card choice

export type ChoiceRules = Pick<ProductInfo, 'can_online' | 'can_hardcopy'>;

/** docs/product.md#behaviour preselection: online when online is offered (alone or with hardcopy), else hardcopy. */
export function initialCardChoice(rules: ChoiceRules): CardChoice {
  return rules.can_online
    ? { is_online: true, is_hardcopy: false }
    : { is_online: false, is_hardcopy: rules.can_hardcopy };
}

/** What is ordered: a type that is not offered is never ordered; a single offered type always is. */
export function effectiveCardChoice(rules: ChoiceRules, choice: CardChoice): CardChoice {
  if (rules.can_online && rules.can_hardcopy)
    return { is_online: choice.is_online, is_hardcopy: choice.is_hardcopy };
  return { is_online: rules.can_online, is_hardcopy: rules.can_hardcopy };
}

// ---------------------------------------------------------------------------------------------------
// The order form (student info)

/** The product info fields the form rules depend on. */
export type OrderFormRules = Pick<ProductInfo, 'can_online' | 'can_hardcopy' | 'restrict_email_dns'> &
  PersonFieldRules;

/** The form's values (all text as typed; birthday DD.MM.YYYY). Unused fields may stay ''. */
export type StudentInfoValues = Record<PersonFieldKey, string> & CardChoice;

export const emptyStudentInfo = (rules: ChoiceRules): StudentInfoValues => ({
  ...emptyPersonValues(),
  ...initialCardChoice(rules),
});

/** The super admin's order flags (docs/product.md#permissions): a test card, and paid without payment. */
export interface SuperAdminOrderFlags {
  is_test: boolean;
  is_payed: boolean;
}

/** Server side: the super admin flags of the multipart fields (only 'true' sets a flag). */
export const superAdminFlagsFromFields = (
  fields: Record<string, string | undefined>,
): SuperAdminOrderFlags => ({ is_test: fields.is_test === 'true', is_payed: fields.is_payed === 'true' });

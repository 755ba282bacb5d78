/** The price the order page shows for the current choice (docs/product.md#behaviour), with the shared price rule. */
import { effectiveCardChoice, priceForChoice } from '@ausweis/shared/schemas/order-form';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';

export type PriceInfo = Pick<
  ProductInfo,
  'price_online' | 'price_hardcopy' | 'price_hardcopy_online' | 'can_online' | 'can_hardcopy'
> & { product: Pick<ProductInfo['product'], 'currency'> };

/** Cents for what would be ordered with these checkboxes (a single offered type is always ordered). */
export const shownPrice = (info: PriceInfo, choice: { is_online: boolean; is_hardcopy: boolean }): number =>
  priceForChoice(info, effectiveCardChoice(info, choice));

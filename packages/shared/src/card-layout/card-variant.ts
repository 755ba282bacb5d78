/** Which of the card layout's variants draws a product type (docs/product.md#screens). */
import type { CardVariant } from './types';

/** docs/product.md#screens: the preview variant by product type. */
export function cardVariant(productType: string | null | undefined): CardVariant {
  switch (productType?.trim()) {
    case 'Schülerausweis NRW':
      return 'nrw';
    case 'Verbandsausweis':
      return 'association';
    case 'Schülerausweis':
    case 'Lehrerausweis':
      return 'school';
    default:
      return 'student';
  }
}

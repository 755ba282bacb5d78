/**
 * A product's own images (docs/product.md#behaviour product form, #validation images rule): logo, stamp and sign, their upload
 * fields and sizes, and which the base product still lacks. A product without its own image uses the
 * tenant's.
 */
import { IMAGE_SIZES } from '../constants';

export const PRODUCT_IMAGE_KINDS = ['logo', 'stamp', 'sign'] as const;
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];
/** Multipart field names of the uploads, as the tenant form sends them. */
export const PRODUCT_IMAGE_FIELDS = {
  logo: 'file_logo',
  stamp: 'file_stamp',
  sign: 'file_sign',
} as const satisfies Record<ProductImageKind, string>;
export const PRODUCT_IMAGE_LABELS: Record<ProductImageKind, string> = {
  logo: 'Logo',
  stamp: 'Stempel',
  sign: 'Unterschrift',
};

/** Image size of a product image: the tenant's sizes; an association card's sign has the stamp size. */
export function productImageSize(kind: ProductImageKind, productType?: string | null) {
  if (kind === 'sign' && productType === 'Verbandsausweis') return IMAGE_SIZES.stamp;
  return IMAGE_SIZES[kind];
}

export type ImageFlags = Record<ProductImageKind, boolean>;

/** The images the base product needs that neither the product nor the tenant has (docs/product.md#validation). */
export function missingImages(
  needs: ImageFlags,
  product: ImageFlags,
  tenant: ImageFlags,
): ProductImageKind[] {
  return PRODUCT_IMAGE_KINDS.filter((k) => needs[k] && !product[k] && !tenant[k]);
}

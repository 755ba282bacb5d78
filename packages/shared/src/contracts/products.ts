/** Products of the selected tenant (docs/product.md#api products): the ad family (tenant Admins and super admins). */
import { defineEndpoints } from '../endpoint';
import { paged } from '../schemas/pagination';
import { PRODUCT_IMAGE_FIELDS } from '../schemas/product-images';
import {
  AvailableProductsResponse,
  FindProductsRequest,
  ProductDetails,
  ProductDetailsQuery,
  ProductListRow,
  ProductUpsertForm,
} from '../schemas/products';

export const products = defineEndpoints('products', {
  find: {
    method: 'POST',
    path: '/a/ad/products/find',
    request: FindProductsRequest,
    response: paged(ProductListRow),
    summary: "Paged list of the tenant's products.",
  },
  details: {
    method: 'GET',
    path: '/a/ad/products/details',
    request: ProductDetailsQuery,
    response: ProductDetails,
    summary: 'One product with everything the product page shows.',
  },
  available: {
    method: 'GET',
    path: '/a/ad/products/available',
    response: AvailableProductsResponse,
    summary: 'The base products the tenant may create a product of, and the tenant itself.',
  },
  upsert: {
    method: 'POST',
    path: '/a/ad/products/upsert',
    multipart: { files: Object.values(PRODUCT_IMAGE_FIELDS) },
    request: ProductUpsertForm,
    response: ProductDetails,
    summary: 'Creates or changes a product: its fields and the image files (multipart).',
  },
});

/**
 * The public order calls (docs/product.md#api Ordering): product info, place_order and the photo check. Only
 * schemas the public order page loads anyway (schemas/ordering.ts, order-rules.ts); the web loads this
 * module at the first call, so the page's first load stays free of zod.
 */
import { defineEndpoints } from '../endpoint';
import { OrderLinkRequest, OrderLinkResponse } from '../schemas/order-links';
import { PlaceOrderForm } from '../schemas/order-rules';
import {
  OkResponse,
  PlaceOrderResponse,
  ProductInfo,
  ProductInfoParams,
  TestImageForm,
} from '../schemas/ordering';
import { PUBLIC_PATHS } from './public-paths';

export const ordering = defineEndpoints('ordering', {
  productInfo: {
    method: 'GET',
    path: PUBLIC_PATHS.productInfo,
    params: ProductInfoParams,
    response: ProductInfo,
    summary: 'The orderable product of the two codes (case-insensitive), with an ETag; 404 if none.',
  },
  placeOrder: {
    method: 'POST',
    path: '/order/place_order',
    multipart: { files: ['image_file'] },
    request: PlaceOrderForm,
    response: PlaceOrderResponse,
    summary: 'Places an order: the order fields and the photo as file image_file (multipart).',
  },
  orderLink: {
    method: 'POST',
    path: '/order/link',
    request: OrderLinkRequest,
    response: OrderLinkResponse,
    summary:
      "A personal order link's prefill for the product of the two codes; unknown, expired or another product's: 404, used: 410.",
  },
  testImage: {
    method: 'POST',
    path: '/order/test_image',
    multipart: { files: ['file', 'image_file'] },
    request: TestImageForm,
    response: OkResponse,
    summary: 'Checks a photo (file, or image_file) before the order; stores nothing.',
  },
});

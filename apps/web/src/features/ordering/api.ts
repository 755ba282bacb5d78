/** Public ordering calls (SPEC §7 Ordering): product info, place_order, payment state and cancel. */
import { API, cancelOrderPath, createPaymentPath, productInfoPath } from '@ausweis/shared/api-paths';
import type {
  GetOrderPayedResponse,
  PaymentProvider,
  PlaceOrderResponse,
  ProductInfo,
} from '@ausweis/shared/schemas/ordering';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { API_BASE } from '../../lib/error-log';

export const fetchProductInfo = (tenantCode: string, productCode: string): Promise<ProductInfo> =>
  apiGet<ProductInfo>(productInfoPath(tenantCode.trim(), productCode.trim()));

/** Keyed by the codes as typed; codes match case-insensitively on the server. */
export const productInfoQuery = (tenantCode: string, productCode: string) =>
  queryOptions({
    queryKey: ['ordering', 'product-info', tenantCode.trim().toLowerCase(), productCode.trim().toLowerCase()],
    queryFn: () => fetchProductInfo(tenantCode, productCode),
    // Prices and validity may change while a page is open; a new visit loads them fresh.
    staleTime: 0,
  });

export const useProductInfo = (tenantCode: string, productCode: string) =>
  useQuery(productInfoQuery(tenantCode, productCode));

export interface PlaceOrderInput {
  fields: Record<string, string>;
  photo: Blob;
}

/** POST place_order as multipart: the text fields and the photo as image_file. */
export function placeOrder({ fields, photo }: PlaceOrderInput): Promise<PlaceOrderResponse> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('image_file', photo, 'photo.png');
  return apiPost<PlaceOrderResponse>(API.ordering.placeOrder, body);
}

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });

/** The paid state; `secret` is the stored order_secret or the checkout reference of the return URL. */
export const getOrderPayed = (orderId: number, secret: string): Promise<GetOrderPayedResponse> =>
  apiGet<GetOrderPayedResponse>(API.ordering.getOrderPayed, { order_id: orderId, secret });

/** The PayPal return (?token= of /paypal_success/{orderId}): the server captures the payment once. */
export const capturePaypal = (orderId: number, token: string): Promise<GetOrderPayedResponse> =>
  apiPost<GetOrderPayedResponse>(API.ordering.paypalCapture, { order_id: orderId, token });

export const cancelOrder = (
  provider: PaymentProvider,
  orderId: number,
  secret: string,
): Promise<{ ok: true }> => apiPost<{ ok: true }>(cancelOrderPath(provider), { order_id: orderId, secret });

/** The action URL of a provider's create-payment HTML form (the browser navigates there). */
export const createPaymentUrl = (provider: PaymentProvider): string =>
  `${API_BASE}${createPaymentPath(provider)}`;

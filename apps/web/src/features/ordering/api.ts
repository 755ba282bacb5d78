/** Public ordering calls (docs/product.md#api Ordering): product info, place_order, payment state and cancel. */

import type { ordering } from '@ausweis/shared/contracts/ordering';
import { PUBLIC_PATHS } from '@ausweis/shared/contracts/public-paths';
import { pathOf } from '@ausweis/shared/endpoint';
import type { PaymentProvider } from '@ausweis/shared/schemas/ordering';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, publicRef } from '../../lib/endpoint-client';
import { API_BASE } from '../../lib/error-log';

/**
 * The order contracts carry the place_order form schema (order-rules.ts), which the order page loads
 * lazily at the first check: the contracts are loaded at the first call, not with the page.
 */
export const orderingContracts = () => import('@ausweis/shared/contracts/ordering').then((m) => m.ordering);

/** The payment contracts, loaded at the first call for the same reason (the buttons need only a path). */
const paymentContracts = () => import('@ausweis/shared/contracts/payments').then((m) => m.payments);

/** The product info by its path alone: the first screen needs it before zod and the form's rules. */
const productInfo = publicRef<typeof ordering.productInfo>(
  'ordering.productInfo',
  'GET',
  PUBLIC_PATHS.productInfo,
);

export const fetchProductInfo = (tenantCode: string, productCode: string) =>
  callEndpoint(productInfo, undefined, {
    params: { tenantShortCode: tenantCode.trim(), productShortCode: productCode.trim() },
  });

/** Keyed by the codes as typed; codes match case-insensitively on the server. */
export const productInfoQuery = (tenantCode: string, productCode: string) =>
  queryOptions({
    queryKey: ['ordering', 'productInfo', tenantCode.trim().toLowerCase(), productCode.trim().toLowerCase()],
    queryFn: () => fetchProductInfo(tenantCode, productCode),
    // Prices and validity may change while a page is open; a new visit loads them fresh.
    staleTime: 0,
  });

export const useProductInfo = (tenantCode: string, productCode: string) =>
  useQuery(productInfoQuery(tenantCode, productCode));

/**
 * A personal order link's prefill; quiet: the page says itself why a link does not work and
 * keeps the empty form usable.
 */
export const fetchOrderLink = async (tenantCode: string, productCode: string, token: string) =>
  callEndpoint(
    (await orderingContracts()).orderLink,
    { tenant_short_code: tenantCode.trim(), product_short_code: productCode.trim(), token },
    { quiet: true },
  );

export const useOrderLink = (tenantCode: string, productCode: string, token: string | null) =>
  useQuery({
    queryKey: [
      'ordering',
      'orderLink',
      tenantCode.trim().toLowerCase(),
      productCode.trim().toLowerCase(),
      token,
    ],
    queryFn: () => fetchOrderLink(tenantCode, productCode, token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface PlaceOrderInput {
  fields: Record<string, string>;
  /** null: the personal order link's photo is kept (the server takes it from the link). */
  photo: Blob | null;
}

/** POST place_order as multipart: the text fields and the photo as image_file. */
export async function placeOrder({ fields, photo }: PlaceOrderInput) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (photo) body.append('image_file', photo, 'photo.png');
  return callEndpoint((await orderingContracts()).placeOrder, body);
}

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });

/** The paid state; `secret` is the stored order_secret or the checkout reference of the return URL. */
export const getOrderPayed = async (orderId: number, secret: string) =>
  callEndpoint((await paymentContracts()).getOrderPayed, { order_id: orderId, secret });

/** The paid smartphone card's codes for 'Ausweis-App öffnen' (the order's own secret only); quiet. */
export const fetchCardAppCodes = async (orderId: number, secret: string) =>
  callEndpoint((await paymentContracts()).cardAppCodes, { order_id: orderId, secret }, { quiet: true });

/** The PayPal return (?token= of /paypal_success/{orderId}): the server captures the payment once. */
export const capturePaypal = async (orderId: number, token: string) =>
  callEndpoint((await paymentContracts()).paypalCapture, { order_id: orderId, token });

export const cancelOrder = async (provider: PaymentProvider, orderId: number, secret: string) =>
  callEndpoint(
    (await paymentContracts()).cancelOrder,
    { order_id: orderId, secret },
    { params: { provider } },
  );

/** The action URL of a provider's create-payment HTML form (the browser navigates there). */
export const createPaymentUrl = (provider: PaymentProvider): string =>
  `${API_BASE}${pathOf({ path: PUBLIC_PATHS.createPayment }, { provider })}`;

/**
 * The public payment calls (docs/product.md#api Ordering): the checkout start and cancel, the paid state, the
 * built-in 'Testzahlung' page, the PayPal capture and Stripe's webhook. Only schemas/ordering.ts, which
 * the public order pages load anyway.
 */
import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  CancelOrderRequest,
  CardAppCodesRequest,
  CardAppCodesResponse,
  GetOrderPayedQuery,
  GetOrderPayedResponse,
  OkResponse,
  PaymentProviderParams,
  PaypalCaptureRequest,
} from '../schemas/ordering';
import { PUBLIC_PATHS } from './public-paths';

export const payments = defineEndpoints('payments', {
  createPayment: {
    method: 'POST',
    path: PUBLIC_PATHS.createPayment,
    // An HTML form (CreatePaymentForm: order_id, secret); the handler checks it and the provider, so
    // a mistake answers a German HTML page rather than JSON (the browser navigated here).
    params: z.object({ provider: z.string() }),
    produces: 'text/html',
    summary: "HTML form post (order_id, secret): 303 to the provider's checkout, or an HTML error page.",
  },
  cancelOrder: {
    method: 'POST',
    path: '/order/{provider}/cancel_order',
    params: PaymentProviderParams,
    request: CancelOrderRequest,
    response: OkResponse,
    summary: "Ends the order's open checkout at the provider and shows the order cancelled.",
  },
  getOrderPayed: {
    method: 'GET',
    path: '/order/get_order_payed',
    request: GetOrderPayedQuery,
    response: GetOrderPayedResponse,
    summary: 'The paid state of an order (order_secret or a checkout reference as secret).',
  },
  cardAppCodes: {
    method: 'POST',
    path: '/order/card_app_codes',
    request: CardAppCodesRequest,
    response: CardAppCodesResponse,
    summary: "The paid smartphone card's app codes, for the order's own secret only (success page).",
  },
  testCheckout: {
    method: 'GET',
    path: '/order/test/checkout/{orderId}',
    // Order id and ?session= are checked by the handler: anything wrong is the same HTML 404 page.
    params: z.object({ orderId: z.string() }),
    produces: 'text/html',
    summary: "The built-in 'Testzahlung' checkout page (?session=), while no provider is configured.",
  },
  testCheckoutAction: {
    method: 'POST',
    path: '/order/test/checkout/{orderId}',
    params: z.object({ orderId: z.string() }),
    produces: 'text/html',
    summary: "The 'Testzahlung' page's form post (session, action pay|fail|cancel): 303 to the result page.",
  },
  paypalCapture: {
    method: 'POST',
    path: '/order/paypal/capture',
    request: PaypalCaptureRequest,
    response: GetOrderPayedResponse,
    summary: 'The PayPal return: captures the payment once and answers the paid state.',
  },
  stripeWebhook: {
    method: 'POST',
    path: '/order/stripe/webhook',
    // The raw JSON body: the Stripe-Signature header covers its exact bytes.
    summary: "Stripe's signed events (raw JSON body, Stripe-Signature header); pays a completed checkout.",
  },
});

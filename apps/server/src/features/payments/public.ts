/**
 * What other features use of payments: placing an order (its secret, the payment buttons, marking a
 * free order paid), the staff's 'resend access mail' on a card, and the checkout pages the
 * content security policy lets forms go to. Everything else stays private.
 */
export { queueAccessMail } from './access-mail';
export { markOrderPaid } from './confirm';
export { newOrderSecret } from './order-access';
export { checkoutOrigins, paymentButtons } from './providers';

/**
 * What other features use of payments: placing an order (its secret, the payment buttons, marking a
 * free order paid) and the staff's 'resend access mail' on a card. Everything else stays private.
 */
export { queueAccessMail } from './access-mail';
export { markOrderPaid } from './confirm';
export { newOrderSecret } from './order-access';
export { paymentButtons } from './providers';

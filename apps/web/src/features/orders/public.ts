/**
 * What other features use of the orders list: opening an order's card with its tenant selected (the
 * payment run orders) and the order summary columns (the dashboard's latest orders).
 */
export { useOpenOrder } from './open-order';
export { orderSummaryColumns } from './order-columns';

/**
 * Paths that public pages need at once, as plain constants (no zod): the payment buttons' HTML form
 * action and the card info page's one call. Their contracts take the path from here, so it is still
 * written once; the pages call them by `publicRef` (web lib/endpoint-client.ts) without loading the
 * contracts' schemas (issue 11's page budgets).
 */
export const PUBLIC_PATHS = {
  createPayment: '/order/{provider}/create_payment',
  cardInfo: '/anon/card_info',
} as const;

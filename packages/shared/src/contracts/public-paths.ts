/**
 * Paths that public pages need at once, as plain constants (no zod): the order page's product info, the
 * payment buttons' HTML form action, the card info page's one call and the family's photo link page. Their contracts take the path
 * from here, so it is still written once; the pages call them by `publicRef` (web
 * lib/endpoint-client.ts) without loading the contracts' schemas (the pages' JS budgets).
 */
export const PUBLIC_PATHS = {
  productInfo: '/order/{tenantShortCode}/{productShortCode}',
  createPayment: '/order/{provider}/create_payment',
  cardInfo: '/anon/card_info',
  photoLink: '/order/photo_link',
  photoLinkUpload: '/order/photo_link/upload',
} as const;

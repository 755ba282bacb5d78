/**
 * Endpoint paths below /api, one name per use case, used by server routes and web fetchers alike.
 * The first segment is the SPEC §7 family, which decides the guard.
 */
export const API = {
  auth: {
    login: '/anon/auth/login',
    refresh: '/a/auth/refresh',
    getUserData: '/a/auth/get_user_data',
    forgotPassword: '/anon/auth/forgot_password',
    /** GET ?token=&token_name= */
    checkUserToken: '/anon/auth/check_user_token',
    setEmailByToken: '/anon/auth/set_email_by_token',
    setPasswordByToken: '/anon/auth/set_password_by_token',
    setNewPassword: '/a/set_new_password',
    /** GET ?token=: the tenant invitation an existing account got by mail. */
    checkTenantInvite: '/anon/auth/check_tenant_invite',
    acceptTenantInvite: '/anon/auth/accept_tenant_invite',
  },
  users: {
    /** GET own profile, POST own profile. */
    ownProfile: '/a/profile',
    /** GET ?user_id=, POST (create or update a user of the selected tenant). */
    profile: '/a/ad/users/profile',
    find: '/a/ad/users/find',
    removeFromTenant: '/a/ad/users/remove_from_tenant',
    /** A pending invitation ('Einladung offen'): mail it again, or withdraw it. */
    resendInvitation: '/a/ad/users/resend_invitation',
    withdrawInvitation: '/a/ad/users/withdraw_invitation',
    resetPassword: '/a/ad/reset_password',
  },
  tenants: {
    config: '/a/sad/tenants/config',
    /** GET ?id= */
    details: '/a/sad/tenants/details',
    /** GET ?country_id= */
    products: '/a/sad/tenants/products',
    find: '/a/sad/tenants/find',
    upsert: '/a/sad/tenants/upsert',
    /** GET ?tenant_id= */
    orderCount: '/a/sad/tenants/order_count',
    /** DELETE ?tenant_id= */
    delete: '/a/sad/tenants/delete',
    companies: '/a/sad/tenants/companies',
    /** GET ?id=: the tenant's members (read-only list on the tenant page). */
    members: '/a/sad/tenants/members',
  },
  products: {
    find: '/a/ad/products/find',
    /** GET ?id= */
    details: '/a/ad/products/details',
    available: '/a/ad/products/available',
    upsert: '/a/ad/products/upsert',
  },
  /** GET /anon/media/{fileId}/{sha256}: tenant and product images (logo, stamp, sign) only. */
  media: '/anon/media',
  info: '/anon/info',
  jslog: '/jslog',
  /** POST outbox (paged list), GET outbox/{id} (one mail with text and HTML). */
  mail: { outbox: '/a/sad/mail/outbox' },
  /** Staff card endpoints (shapes in schemas/cards.ts); tenant-scoped unless under /a/sad. */
  cards: {
    find: '/a/t/cards/find',
    /** GET ?order_id=&from_archive= */
    details: '/a/t/cards/details',
    /** GET ?order_id=&hash=&from_archive=&thumb=: the photo (thumb: fitted into 100x80). */
    image: '/a/t/cards/image',
    /** POST multipart: cardUpdateFields() plus the file image_file. */
    update: '/a/t/cards/update',
    /** DELETE ?order_id= */
    delete: '/a/t/cards/delete',
    undelete: '/a/t/cards/undelete',
    /** POST { order_ids } (bulk delete). */
    deleteMany: '/a/t/cards/delete_many',
    /** POST { order_ids } (bulk validate). */
    validate: '/a/t/cards/validate',
    resendCode: '/a/t/cards/resend_online_code',
    resetExport: '/a/t/cards/reset_export',
    /** POST { order_ids, as_mail, with_image }: .xlsx or .zip (Content-Disposition) or { count }. */
    exportExcel: '/a/t/cards/export_excel',
    /** GET ?order_id=&from_archive=&hash=: the card's print PDF (any tenant). */
    download: '/a/sad/cards/download_card',
    /** POST { order_id, from_archive }: redraws the stored card. */
    recreate: '/a/sad/cards/recreate_card',
  },
  /** 'Export Bestellungen' (schemas/exports.ts). */
  exports: {
    /** GET ExportOrdersQuery: rows. */
    orders: '/a/sad/exports/orders',
    /** POST ExportOrdersRequest: zip (Excel + print PDF). */
    download: '/a/sad/exports/orders/download',
  },
  /** Invoice runs (schemas/invoices.ts): super admins with can_invoice. */
  invoices: {
    /** GET InvoiceableQuery: InvoiceableRow[] (one row per tenant). */
    invoiceable: '/a/sad/invoices/filter_invoiceable_orders',
    /** POST CreatePaymentRunsRequest: one payment run with its invoice per tenant. */
    createRuns: '/a/sad/invoices/create_payment_run',
    /** POST FindPaymentRunsRequest: paged PaymentRunRow. */
    findRuns: '/a/sad/invoices/filter_payment_runs',
    /** GET ?payment_run_id=: PaymentRunOrderRow[]. */
    runOrders: '/a/sad/invoices/filter_payment_run_orders',
    /** GET ?payment_run_id=: the invoice PDF (ZUGFeRD/Factur-X). */
    invoicePdf: '/a/sad/invoices/invoice_pdf',
    /** POST ResendInvoiceRequest: mails the invoice again. */
    resendInvoice: '/a/sad/invoices/resend_invoice',
  },
  /** 'Bestellungen report' (schemas/reports.ts): super admins with can_report. GET ReportQuery. */
  reports: { orders: '/a/sad/reports/orders' },
  /** The smartphone card app (schemas/card-app.ts): POST the codes, get the card. */
  cardApp: { card: '/anon/card_app/card' },
  /** Public ordering (SPEC §7 Ordering); shapes in schemas/ordering.ts. */
  ordering: {
    /** GET /order/{tenantShortCode}/{productShortCode}: product info (productInfoPath). */
    productInfo: '/order',
    /** POST multipart: placeOrderFields() of schemas/order-rules.ts plus the file image_file. */
    placeOrder: '/order/place_order',
    /** POST multipart: file, type. */
    testImage: '/order/test_image',
    /** POST HTML form (order_id) /order/{provider}/create_payment: 303 to the checkout (createPaymentPath). */
    createPayment: '/order/{provider}/create_payment',
    /** POST { order_id, secret } /order/{provider}/cancel_order (cancelOrderPath). */
    cancelOrder: '/order/{provider}/cancel_order',
    /** GET ?order_id=&secret= */
    getOrderPayed: '/order/get_order_payed',
    /** GET/POST /order/test/checkout/{orderId}?session=: the built-in 'Testzahlung' page (server HTML). */
    testCheckout: '/order/test/checkout',
    /** POST { order_id, token }: captures the PayPal payment on the return (answers get_order_payed's shape). */
    paypalCapture: '/order/paypal/capture',
    /** POST: Stripe's signed webhook (raw JSON body, Stripe-Signature header). */
    stripeWebhook: '/order/stripe/webhook',
    cardInfo: '/anon/card_info',
  },
  registrations: {
    register: '/anon/register',
    findNew: '/a/sad/registrations/new',
    find: '/a/sad/registrations/find',
    answer: '/a/sad/registrations/answer',
  },
} as const;

/** The media path (below /api) of a stored logo, stamp or sign; the hash busts caches on change. */
export const mediaPath = (fileId: number, sha256: string): string => `${API.media}/${fileId}/${sha256}`;

/** GET product info path (below /api) for the two codes. */
export const productInfoPath = (tenantShortCode: string, productShortCode: string): string =>
  `${API.ordering.productInfo}/${encodeURIComponent(tenantShortCode)}/${encodeURIComponent(productShortCode)}`;
/** The create-payment path (below /api) of a provider ('stripe' | 'paypal' | 'test'). */
export const createPaymentPath = (provider: string): string =>
  API.ordering.createPayment.replace('{provider}', provider);
/** The cancel-order path (below /api) of a provider. */
export const cancelOrderPath = (provider: string): string =>
  API.ordering.cancelOrder.replace('{provider}', provider);

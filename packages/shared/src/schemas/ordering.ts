/**
 * Public ordering (docs/product.md#fields 'Product info for ordering', 'Place-order response', 'Card info request',
 * docs/product.md#behaviour ordering flow, #api Ordering): the API shapes of the order page, the payments and the card info.
 * The order form's rules, the prices and the place_order fields are in order-rules.ts (same rules on
 * web and server). Money is in cents, dates are YYYY-MM-DD unless said otherwise.
 */
import { z } from 'zod';
import { CARD_LABEL_LANGUAGES } from '../card-layout/label-languages';
import { BARCODE_TYPES } from '../constants';
import { zId, zRequired } from '../validation/zod';
import { CardVerdictSchema } from './card-verdict';

// ---------------------------------------------------------------------------------------------------
// Product info: GET /order/{tenantShortCode}/{productShortCode} (codes case-insensitive)
// A disabled, expired or unknown product, or codes of different tenants, answer 404 { code, message }.

/** The base product as the order page needs it (docs/product.md#fields: nested `product`). */
export const OrderBaseProduct = z.object({
  product_type: z.string(),
  /** 'EUR' by default; for formatMoney. */
  currency: z.string(),
  needs_logo: z.boolean(),
  needs_sign: z.boolean(),
  needs_stamp: z.boolean(),
  needs_student_sign: z.boolean(),
  needs_student_city: z.boolean(),
  needs_student_street: z.boolean(),
});
export type OrderBaseProduct = z.infer<typeof OrderBaseProduct>;

export const ProductInfo = z.object({
  /** The tenant product id; sent back as tenant_product_id with place_order. */
  id: z.number(),
  /** Both codes as stored (upper-case); use these in routes and place_order. */
  tenant_short_code: z.string(),
  product_short_code: z.string(),
  product_type: z.string(),
  /** Institution name on the card: the product's tenant_name, else the tenant's name. */
  tenant_name: z.string(),
  tenant_name2: z.string().nullable(),
  /** Always set (the confirmation overlay shows it); hide_city says whether the card prints it. */
  tenant_city: z.string(),
  /** null when the product hides the street on the card. */
  tenant_street: z.string().nullable(),
  /** null when the product hides the city (post code and city) on the card. */
  tenant_plz: z.string().nullable(),
  hide_city: z.boolean(),
  hide_street: z.boolean(),
  /**
   * What the orderer pays, in cents, per choice (docs/product.md#behaviour: both -> price_hardcopy_online, online only ->
   * price_online, hardcopy only -> price_hardcopy). Free flags, payment_disabled and tenant payment are
   * already applied (then 0). Use priceForChoice() from order-rules.ts.
   */
  price_online: z.number(),
  price_hardcopy: z.number(),
  price_hardcopy_online: z.number(),
  can_online: z.boolean(),
  can_hardcopy: z.boolean(),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
  /** Days from today to card_valid_to; the page warns below EXPIRES_SOON_DAYS (93). */
  card_max_days_valid: z.number(),
  /** The card shows an external id; the form asks for it only when asksExternalId() (order-rules.ts). */
  need_external_id: z.boolean(),
  need_external_department: z.boolean(),
  is_tenant_test: z.boolean(),
  is_test: z.boolean(),
  // Card texts of the base product (card preview inputs, docs/product.md#fields).
  card_title: z.string(),
  card_title2: z.string(),
  card_signer_desc: z.string(),
  orderer_desc: z.string(),
  /** Labels of external_id / external_department on the form and the card. */
  external_id_name: z.string(),
  external_department_name: z.string(),
  needs_field1: z.boolean(),
  needs_field2: z.boolean(),
  needs_field3: z.boolean(),
  /** Labels of field1..field3 (field1/field2 TT.MM.JJJJ, field3 MM/JJ). */
  field1_desc: z.string().nullable(),
  field2_desc: z.string().nullable(),
  field3_desc: z.string().nullable(),
  print_email: z.boolean(),
  print_email_color: z.string().nullable(),
  barcode_type: z.enum(BARCODE_TYPES).nullable(),
  barcode_hint: z.string().nullable(),
  generate_barcode: z.boolean(),
  barcode_prefix: z.string().nullable(),
  barcode_len: z.number().nullable(),
  with_lable: z.boolean(),
  lable_value: z.string().nullable(),
  lable_color: z.string().nullable(),
  /** The languages of the card's printed labels (card-layout/label-languages.ts). */
  card_label_languages: z.enum(CARD_LABEL_LANGUAGES),
  /** E-mail domain the orderer's address must belong to (e.g. example.de), or null. */
  restrict_email_dns: z.string().nullable(),
  /** Media paths below /api (mediaPath in contracts/media.ts): the product's own image, else the tenant's. */
  logo_file: z.string().nullable(),
  stamp_file: z.string().nullable(),
  sign_file: z.string().nullable(),
  product: OrderBaseProduct,
});
export type ProductInfo = z.infer<typeof ProductInfo>;

/** The route params of the product info call. */
export const ProductInfoParams = z.object({
  tenantShortCode: zRequired().max(50),
  productShortCode: zRequired().max(50),
});

// ---------------------------------------------------------------------------------------------------
// Place order: POST /order/place_order (multipart; fields: placeOrderFields() in order-rules.ts)

/** The image kinds POST /order/test_image checks; the order page sends 'student' (the default). */
export const TEST_IMAGE_TYPES = ['student'] as const;

/** POST /order/test_image (multipart): the photo as file `file` or `image_file`, and its kind. */
export const TestImageForm = z.object({
  type: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'student')
    .pipe(z.enum(TEST_IMAGE_TYPES, { error: 'Dieser Bildtyp wird nicht geprüft.' })),
});

export const PlaceOrderResponse = z.object({
  /** The order id (order_id of the payment calls). */
  id: z.number(),
  /** Cents the orderer still has to pay; 0: the order is confirmed already (is_payed). */
  price_to_pay: z.number(),
  currency: z.string(),
  /** true when the order is confirmed (nothing to pay); the access mail is on its way. */
  is_payed: z.boolean(),
  /** PayPal client id when PayPal is configured, else null (then no PayPal button). */
  pay_pal_client_id: z.string().nullable(),
  use_pay_pal_sandbox: z.boolean(),
  /** Show the Stripe (card payment) button. */
  show_stripe: z.boolean(),
  /** Show the built-in 'Testzahlung' button (no provider keys configured, never in production). */
  show_test_payment: z.boolean(),
  /**
   * The order's random secret (given only here, stored hashed): the page keeps it with the stored order
   * and sends it as `secret` with get_order_payed and cancel_order, so others cannot probe or cancel.
   */
  order_secret: z.string(),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

// ---------------------------------------------------------------------------------------------------
// Payments

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Web routes the providers return to (docs/product.md#screens payment success/cancel). The success route is the shared
 * success/failure page: it asks get_order_payed for the outcome. The cancel route first posts
 * cancel_order. The built-in test provider returns to /test_success/{orderId} (paid or failed) and
 * /test_cancel/{orderId} (cancelled).
 */
export const PAYMENT_RESULT_ROUTES: Record<PaymentProvider, { success: string; cancel: string }> = {
  stripe: { success: '/stripe_success', cancel: '/stripe_cancel' },
  paypal: { success: '/paypal_success', cancel: '/paypal_cancel' },
  test: { success: '/test_success', cancel: '/test_cancel' },
};
export const paymentResultPath = (provider: PaymentProvider, kind: 'success' | 'cancel', orderId: number) =>
  `${PAYMENT_RESULT_ROUTES[provider][kind]}/${orderId}`;

/**
 * What proves the caller is the orderer: the order_secret of place_order, or the reference of one of the
 * order's checkouts (Stripe session_id, PayPal token, test session), as the provider's return URL has it.
 */
export const zOrderSecret = () =>
  z
    .string({ error: 'Der Zugriffsschlüssel der Bestellung fehlt.' })
    .min(1, { error: 'Der Zugriffsschlüssel der Bestellung fehlt.' })
    .max(200, { error: 'Der Zugriffsschlüssel der Bestellung ist ungültig.' });

/**
 * POST /order/{provider}/create_payment as an HTML form (application/x-www-form-urlencoded) with
 * order_id and secret (the order_secret): answers 303 to the provider's checkout (test: our
 * 'Testzahlung' page). An open checkout of the same provider is reused; one at another provider is
 * ended first. Errors answer a small German HTML page, since the browser navigated there.
 */
export const CreatePaymentForm = z.object({ order_id: zId(), secret: zOrderSecret() });

/**
 * POST /order/{provider}/cancel_order (JSON or form) with order_id and secret: ends the order's open
 * checkout of that provider (with a checkout reference as secret: only that one) and shows the order
 * cancelled; { ok: true }. A wrong secret or an unknown order: 404.
 */
export const CancelOrderRequest = z.object({ order_id: zId(), secret: zOrderSecret() });
/** The {provider} of cancel_order's path. */
export const PaymentProviderParams = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Unbekannter Zahlungsanbieter.' }),
});
export const OkResponse = z.object({ ok: z.literal(true) });

/**
 * The paid state of an order as the result pages show it (docs/product.md#behaviour paid status): paid; open (not paid
 * yet, e.g. still at the provider); failed (the last payment failed); cancelled.
 */
export const PAYMENT_STATUSES = ['paid', 'open', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * GET /order/get_order_payed?order_id=&secret=: only the payment state of the order, nothing personal.
 * The secret (see zOrderSecret) is required; an unknown id or a wrong secret: the same 404.
 */
export const GetOrderPayedQuery = z.object({ order_id: zId(), secret: zOrderSecret() });
export const GetOrderPayedResponse = z.object({
  order_id: z.number(),
  is_payed: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
});
export type GetOrderPayedResponse = z.infer<typeof GetOrderPayedResponse>;

/**
 * POST /order/card_app_codes { order_id, secret }: the codes of the paid smartphone card for the success
 * page's 'Ausweis-App öffnen' (the link carries them in its fragment). Only to the order's own secret,
 * never to a checkout reference from a return URL; null while unpaid or for a plastic card only.
 */
export const CardAppCodesRequest = z.object({ order_id: zId(), secret: zOrderSecret() });
export const CardAppCodesResponse = z.object({
  codes: z
    .object({ tenant_short_code: z.string(), product_short_code: z.string(), online_code: z.string() })
    .nullable(),
});
export type CardAppCodesResponse = z.infer<typeof CardAppCodesResponse>;

/**
 * POST /order/paypal/capture { order_id, token }: the /paypal_success/{orderId}?token= page's call; the
 * server captures the PayPal order once and answers get_order_payed's shape.
 */
export const PaypalCaptureRequest = z.object({
  order_id: zId(),
  token: z
    .string({ error: 'Der PayPal-Token fehlt.' })
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Der PayPal-Token ist ungültig.' }),
});

// ---------------------------------------------------------------------------------------------------
// Card info: POST /anon/card_info (public page /card/{tenant}/{product}/{userCode}/{orderId})

export const CardInfoRequest = z.object({
  tenant_short_code: zRequired().max(50),
  product_short_code: zRequired().max(50),
  user_code: zRequired().max(64),
  order_id: zId(),
});
export type CardInfoRequest = z.input<typeof CardInfoRequest>;

/** Wrong codes answer 404 with a German message and nothing else. */
export const CardInfoResponse = z.object({
  /** The card as PNG, base64 without the data: prefix (aspect 0.707 on the page); null without photo. */
  image: z.string().nullable(),
  /** The order id. */
  internal_id: z.number(),
  familyname: z.string(),
  forname: z.string(),
  birthday: z.string().nullable(),
  is_test: z.boolean(),
  is_delete: z.boolean(),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
  validated: z.boolean(),
  /** Name of the staff member who validated the card, or null. */
  validated_from: z.string().nullable(),
  /** ISO timestamps. */
  validated_at: z.string().nullable(),
  created_at: z.string(),
  /** Paid (is_payed or a paid status); the verdict below counts it. */
  is_payed: z.boolean(),
  /** The server's verdict for today (German date): valid, or what is missing (card-verdict.ts). */
  verdict: CardVerdictSchema,
});
export type CardInfoResponse = z.infer<typeof CardInfoResponse>;

/** The public card-info link (absolute when given the public base URL). */
export const cardInfoPath = (
  tenantShortCode: string,
  productShortCode: string,
  userCode: string,
  orderId: number,
) => `/card/${tenantShortCode}/${productShortCode}/${userCode}/${orderId}`;

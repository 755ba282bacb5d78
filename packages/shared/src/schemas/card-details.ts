/**
 * GET card details (docs/product.md#api Cards, #fields 'Card/order (detail)'): the card entity with its payment attempts.
 * Field names are the API's (docs/product.md#fields); dates YYYY-MM-DD, timestamps ISO 8601.
 */
import { z } from 'zod';
import { CONSENT_BY } from './consent';
import { PHOTO_REVIEW_STATES, PhotoHistoryEntry } from './photo-review';

/** The states of a payment attempt, with the German words the card details show. */
export const PAYMENT_TRANSACTION_STATE_LABELS = {
  created: 'offen',
  completed: 'bezahlt',
  failed: 'fehlgeschlagen',
  cancelled: 'abgebrochen',
  refunded: 'erstattet',
} as const;
export type PaymentTransactionState = keyof typeof PAYMENT_TRANSACTION_STATE_LABELS;

/** One payment attempt of the order (advanced data, super admins only); amount in cents. */
export const CardPaymentTransaction = z.object({
  id: z.number(),
  provider: z.string(),
  state: z.enum(
    Object.keys(PAYMENT_TRANSACTION_STATE_LABELS) as [PaymentTransactionState, ...PaymentTransactionState[]],
  ),
  amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
});
export type CardPaymentTransaction = z.infer<typeof CardPaymentTransaction>;

/** GET details: the card entity of docs/product.md#fields; super-admin-only fields are null for others. */
export const CardDetails = z.object({
  id: z.number(),
  from_archive: z.boolean(),
  product_type: z.string(),
  tenant_short_code: z.string(),
  product_short_code: z.string(),
  email: z.string(),
  familyname: z.string(),
  forname: z.string(),
  birthday: z.string().nullable(),
  created_at: z.string(),
  external_id: z.string().nullable(),
  external_department: z.string().nullable(),
  external_id_name: z.string().nullable(),
  external_department_name: z.string().nullable(),
  /** The external id is required (asksExternalId: needed and not generated from the order id). */
  need_external_id: z.boolean(),
  need_external_department: z.boolean(),
  card_valid_from: z.string(),
  card_valid_to: z.string(),
  max_years_valid: z.number(),
  with_lable: z.boolean(),
  lable_value: z.string().nullable(),
  lable_color: z.string().nullable(),
  /** The tenant product's label settings: the label section shows only when it allows labels. */
  tenant_product: z.object({
    with_lable: z.boolean(),
    lable_value: z.string().nullable(),
    lable_color: z.string().nullable(),
  }),
  /** sha256 of the photo (cache key of the image URL); null without a photo. */
  image_hash: z.string().nullable(),
  /** 'Fotoprüfung': the photo's state (null: the product does not review photos) and its history. */
  photo_review: z.enum(PHOTO_REVIEW_STATES).nullable(),
  photo_history: z.array(PhotoHistoryEntry),
  mobile_loaded_at: z.string().nullable(),
  mobile_updated_at: z.string().nullable(),
  mobile_checked_at: z.string().nullable(),
  validated: z.boolean(),
  /** Name of the validating user: super admins only. */
  validated_from: z.string().nullable(),
  validated_at: z.string().nullable(),
  is_delete: z.boolean(),
  /** Name of the deleting user: super admins only. */
  delete_from: z.string().nullable(),
  delete_at: z.string().nullable(),
  is_online: z.boolean(),
  is_hardcopy: z.boolean(),
  online_ready: z.boolean(),
  /** Activation code: always for super admins, for others only when the card is online-ready. */
  online_code: z.string().nullable(),
  /** Restore is offered: deleted, valid-to after today, not archived. */
  restorable: z.boolean(),
  /** The current user may change this card (archive: never; User: not once validated). */
  editable: z.boolean(),
  /** When retention removed photo and personal data; null otherwise. */
  data_deleted_at: z.string().nullable(),
  /** When the renewal reminder went out, or null. */
  renewal_mailed_at: z.string().nullable(),
  /** The order this card's renewal led to (reminder link or card app), or null. */
  renewed_by_order_id: z.number().nullable(),
  /** The consent of the order page (consentSummary shows it); null for cards the institution made. */
  consent_version: z.string().nullable(),
  consent_by: z.enum(CONSENT_BY).nullable(),
  /** ISO timestamp (server time of the order). */
  consent_at: z.string().nullable(),
  // Advanced data (super admins only; null for others).
  tenant_product_id: z.number().nullable(),
  status: z.string().nullable(),
  is_test: z.boolean(),
  /** docs/product.md#behaviour: online_ready, or status payed / added_to_pdf, or the stored flag. */
  is_payed: z.boolean(),
  /** Cents. */
  price: z.number().nullable(),
  exported_at: z.string().nullable(),
  exported_card_loaded_at: z.string().nullable(),
  tenant_payment: z.boolean().nullable(),
  tenant_payee_billed: z.boolean().nullable(),
  payment_run_id: z.number().nullable(),
  /** The order's payment attempts, oldest first (a second payment shows as 'refunded'). */
  payment_transactions: z.array(CardPaymentTransaction).nullable(),
});
export type CardDetails = z.infer<typeof CardDetails>;

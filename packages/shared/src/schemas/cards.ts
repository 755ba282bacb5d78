/**
 * The staff card endpoints (SPEC §7 Cards, §3 'Card/order (detail)'), the card edit rules (SPEC §5
 * 'Card edit', §4 'Card editing') and the bulk actions (SPEC §9). Field names are the SPEC's own.
 * Dates in requests and responses are YYYY-MM-DD, timestamps ISO 8601.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { ISO_DATE_FORMAT } from '../format';
import { FORM_MESSAGES, zFormBool } from '../validation/form-data';
import { MESSAGES } from '../validation/messages';
import { zEmail, zId, zMaxLen, zQueryBool, zRequired, zText } from '../validation/zod';
import { ORDER_EMAIL_MAX, ORDER_MESSAGES, ORDER_TEXT_MAX } from './order-rules';
import { labelErrors } from './product-rules';

dayjs.extend(customParseFormat);

/** At most this many cards per bulk action (one page at the largest page size). */
export const BULK_MAX = 2000;

/** GET details / image / download: ?order_id=&from_archive= */
export const CardRef = z.object({ order_id: zId(), from_archive: zQueryBool().default(false) });
export type CardRef = z.input<typeof CardRef>;

/** GET image: the card ref plus the photo's hash (cache key) and thumb=true for the 100x80 thumbnail. */
export const CardImageQuery = CardRef.extend({
  hash: zMaxLen(64).default(''),
  thumb: zQueryBool().default(false),
});
export type CardImageQuery = z.input<typeof CardImageQuery>;

/** GET download_card: the card ref; the hash only busts browser caches (the PDF is drawn afresh). */
export const DownloadCardQuery = CardRef.extend({ hash: z.string().max(64).default('') });
export type DownloadCardQuery = z.input<typeof DownloadCardQuery>;

/** POST/DELETE with one card of the live table (delete, undelete, resend code, reset export). */
export const CardIdRequest = z.object({ order_id: zId() });
export type CardIdRequest = z.input<typeof CardIdRequest>;

/** POST recreate_card. */
export const RecreateCardRequest = z.object({ order_id: zId(), from_archive: zQueryBool().default(false) });

/** Bulk actions: validate, delete many. */
export const CardIdsRequest = z.object({
  order_ids: z.array(zId()).min(1, { error: MESSAGES.required }).max(BULK_MAX),
});
export type CardIdsRequest = z.input<typeof CardIdsRequest>;

/** POST export excel: a download (.xlsx, or .zip with the photos), or a mail to the logged-in user. */
export const ExportCardsRequest = CardIdsRequest.extend({
  as_mail: z.boolean().default(false),
  with_image: z.boolean().default(false),
});
export type ExportCardsRequest = z.input<typeof ExportCardsRequest>;

/** Answer of actions without a file: how many cards changed (mail: how many went into the file). */
export const CardActionResponse = z.object({ count: z.number() });
export type CardActionResponse = z.infer<typeof CardActionResponse>;

export const CARD_TEXTS = {
  notFound: 'Dieser Ausweis wurde nicht gefunden.',
  archiveReadOnly: 'Ausweise im Archiv können nicht geändert werden.',
  deleted: 'Ausweis gelöscht',
  restored: 'Ausweis wiederhergestellt',
  notRestorable: 'Dieser Ausweis kann nicht wiederhergestellt werden: seine Gültigkeit ist abgelaufen.',
  codeSent: 'E-Mail mit Zugangsdaten wurde an den Benutzer gesendet',
  notOnline: 'Dieser Ausweis ist kein freigeschalteter Smartphone-Ausweis.',
  exportReset: 'Export zurücksetzen',
  recreated: 'Ausweis wurde neu erzeugt.',
  dataDeleted: 'Foto und persönliche Daten dieses Ausweises wurden bereits gelöscht (Datenschutz).',
  validatedLocked: 'Validierte Ausweise kann nur ein Admin ändern.',
  confirmDelete:
    'Soll der Ausweis wirklich gelöscht werden? Er wird auch aus der Ausweis-App des Benutzers entfernt.',
  confirmResetExport:
    'Soll der Export wirklich zurückgesetzt werden? Der Ausweis wird dann erneut gedruckt und versendet.',
  confirmBulkValidate: (n: number) =>
    n === 1 ? 'Soll 1 Ausweis validiert werden?' : `Sollen ${n} Ausweise validiert werden?`,
  confirmBulkDelete: (n: number) =>
    n === 1 ? 'Soll 1 Ausweis wirklich gelöscht werden?' : `Sollen ${n} Ausweise wirklich gelöscht werden?`,
  // The dialog's title already says 'Achtung'.
  confirmBulkDeleteOnline: (n: number) =>
    n === 1
      ? 'Der ausgewählte Ausweis ist ein freigeschalteter Smartphone-Ausweis. Er wird auch aus der Ausweis-App seines Inhabers entfernt. Wirklich löschen?'
      : `Unter den ${n} ausgewählten Ausweisen sind freigeschaltete Smartphone-Ausweise. Sie werden auch aus der Ausweis-App ihrer Inhaber entfernt. Wirklich löschen?`,
  exportMailed: 'Die Excel-Datei wurde an Ihre E-Mail-Adresse gesendet.',
  downloadFailed: 'Der Ausweis konnte nicht heruntergeladen werden.',
  fileDownloadFailed: 'Die Datei konnte nicht heruntergeladen werden.',
} as const;

/** SPEC §9 bulk card actions, in menu order. */
export const CARD_BULK_ACTIONS = [
  { id: 'validate', label: 'Ausweise validieren' },
  { id: 'export', label: 'Auswahl exportieren (Excel)' },
  { id: 'export_mail', label: 'Auswahl exportieren (Excel als Mail)' },
  { id: 'export_images', label: 'Auswahl exportieren (inkl. Bilder)' },
  { id: 'delete', label: 'Ausweise löschen' },
] as const;
export type CardBulkAction = (typeof CARD_BULK_ACTIONS)[number]['id'];

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

/** GET details: the card entity of SPEC §3; super-admin-only fields are null for others. */
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
  // Advanced data (super admins only; null for others).
  tenant_product_id: z.number().nullable(),
  status: z.string().nullable(),
  is_test: z.boolean(),
  /** SPEC §4: online_ready, or status payed / added_to_pdf, or the stored flag. */
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

// ---------------------------------------------------------------------------------------------------
// Card edit (SPEC §5 'Card edit')

export const CARD_EDIT_MESSAGES = {
  birthdayFuture: ORDER_MESSAGES.birthdayFuture,
  validToBeforeFrom: 'Gültig bis muss nach Gültig ab liegen.',
} as const;

/** What the edit rules depend on (from CardDetails). */
export interface CardEditRules {
  need_external_id: boolean;
  need_external_department: boolean;
  /** tenant_product.with_lable: the label fields exist. */
  product_with_lable: boolean;
}

const isoDate = () =>
  zRequired().refine((v) => dayjs(v, ISO_DATE_FORMAT, true).isValid(), { error: MESSAGES.validDate });
const text = (max: number) => zRequired().max(max, { error: MESSAGES.maxLen(max) });
const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max, { error: MESSAGES.maxLen(max) })
    .transform((v) => v || null);

/**
 * The editable card values (form and API alike; dates YYYY-MM-DD). Super-admin-only values
 * (validity dates, is_online, is_hardcopy, is_test, is_payed, tenant_payment) are checked here and
 * ignored by the server for anyone else.
 */
export function cardEditSchema(rules: CardEditRules) {
  return z
    .object({
      email: zEmail().refine((v) => v.length <= ORDER_EMAIL_MAX, { error: MESSAGES.maxLen(ORDER_EMAIL_MAX) }),
      familyname: text(NAME_MAX),
      forname: text(NAME_MAX),
      birthday: isoDate().refine((v) => v <= dayjs().format(ISO_DATE_FORMAT), {
        error: CARD_EDIT_MESSAGES.birthdayFuture,
      }),
      external_id: rules.need_external_id ? text(ORDER_TEXT_MAX) : optionalText(ORDER_TEXT_MAX),
      external_department: rules.need_external_department
        ? text(ORDER_TEXT_MAX)
        : optionalText(ORDER_TEXT_MAX),
      card_valid_from: isoDate(),
      card_valid_to: isoDate(),
      validated: z.boolean(),
      with_lable: z.boolean(),
      lable_value: zText().trim(),
      lable_color: zText().trim(),
      is_online: z.boolean(),
      is_hardcopy: z.boolean(),
      is_test: z.boolean(),
      is_payed: z.boolean(),
      tenant_payment: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.card_valid_to < v.card_valid_from)
        ctx.addIssue({
          code: 'custom',
          path: ['card_valid_to'],
          message: CARD_EDIT_MESSAGES.validToBeforeFrom,
        });
      if (!rules.product_with_lable) return;
      for (const [field, message] of Object.entries(labelErrors(v)))
        ctx.addIssue({ code: 'custom', path: [field], message });
    });
}
export type CardEditValues = z.input<ReturnType<typeof cardEditSchema>>;

/** Every multipart text field name of POST card update (what cardUpdateFields sends). */
export const CARD_UPDATE_FIELD_NAMES: readonly string[] = [
  'order_id',
  'is_remove_image',
  ...Object.keys(
    cardEditSchema({ need_external_id: false, need_external_department: false, product_with_lable: false })
      .shape,
  ),
];

const formText = () => z.string({ error: MESSAGES.required }).optional();
const formFlag = () => zFormBool().optional();

/**
 * POST card update (multipart, CARD_UPDATE_FIELD_NAMES, the photo as file image_file): order_id, the
 * values that change (what is left out keeps its stored value; cardEditSchema checks the merged
 * values) and is_remove_image. Any other name is refused: a tampered or outdated page.
 */
export const CardUpdateForm = z.strictObject(
  {
    order_id: zId(),
    is_remove_image: zFormBool().default(false),
    email: formText(),
    familyname: formText(),
    forname: formText(),
    birthday: formText(),
    external_id: formText(),
    external_department: formText(),
    card_valid_from: formText(),
    card_valid_to: formText(),
    validated: formFlag(),
    with_lable: formFlag(),
    lable_value: formText(),
    lable_color: formText(),
    is_online: formFlag(),
    is_hardcopy: formFlag(),
    is_test: formFlag(),
    is_payed: formFlag(),
    tenant_payment: formFlag(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? FORM_MESSAGES.unknownField : undefined) },
);
export type CardUpdateForm = z.output<typeof CardUpdateForm>;

/** A stored card as far as the edit form shows it (nullable where the database allows NULL). */
export type CardEditSource = {
  [K in keyof CardEditValues]-?: CardEditValues[K] extends string ? string | null : boolean | null;
};

/**
 * A stored card as edit form values (nulls as empty fields / false): the web form's defaults and the
 * server's base that a partial update overlays.
 */
export function cardEditValues(c: CardEditSource): CardEditValues {
  return {
    email: c.email ?? '',
    familyname: c.familyname ?? '',
    forname: c.forname ?? '',
    birthday: c.birthday ?? '',
    external_id: c.external_id ?? '',
    external_department: c.external_department ?? '',
    card_valid_from: c.card_valid_from ?? '',
    card_valid_to: c.card_valid_to ?? '',
    validated: c.validated ?? false,
    with_lable: c.with_lable ?? false,
    lable_value: c.lable_value ?? '',
    lable_color: c.lable_color ?? '',
    is_online: c.is_online ?? false,
    is_hardcopy: c.is_hardcopy ?? false,
    is_test: c.is_test ?? false,
    is_payed: c.is_payed ?? false,
    tenant_payment: c.tenant_payment ?? false,
  };
}

/**
 * The multipart text fields of POST card update (besides order_id, is_remove_image and the file
 * image_file): every CardEditValues key as a string ('true'/'false' for flags).
 */
export function cardUpdateFields(
  orderId: number,
  v: CardEditValues,
  removeImage: boolean,
): Record<string, string> {
  const out: Record<string, string> = { order_id: String(orderId), is_remove_image: String(removeImage) };
  for (const [k, value] of Object.entries(v))
    out[k] = value === null || value === undefined ? '' : String(value);
  return out;
}

/**
 * The card edit rules (docs/product.md#validation 'Card edit', #behaviour 'Card editing'), shared by the web form and POST card
 * update: the edit schema, the multipart form of the update and the mapping of a stored card to form
 * values. Dates are YYYY-MM-DD.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { ISO_DATE_FORMAT } from '../format';
import { FORM_MESSAGES, zFormBool } from '../validation/form-data';
import { MESSAGES } from '../validation/messages';
import { requiredError, zEmail, zId, zIsoDate, zRequired, zText } from '../validation/zod';
import { ORDER_EMAIL_MAX, ORDER_MESSAGES, ORDER_TEXT_MAX } from './order-rules';
import { labelErrors } from './product-rules';

dayjs.extend(customParseFormat);

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
      birthday: zIsoDate().refine((v) => v <= dayjs().format(ISO_DATE_FORMAT), {
        error: CARD_EDIT_MESSAGES.birthdayFuture,
      }),
      external_id: rules.need_external_id ? text(ORDER_TEXT_MAX) : optionalText(ORDER_TEXT_MAX),
      external_department: rules.need_external_department
        ? text(ORDER_TEXT_MAX)
        : optionalText(ORDER_TEXT_MAX),
      card_valid_from: zIsoDate(),
      card_valid_to: zIsoDate(),
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

const formText = () => z.string(requiredError).optional();
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

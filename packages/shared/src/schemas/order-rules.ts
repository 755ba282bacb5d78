/**
 * The order form's rules (docs/product.md#validation 'Order form'), the price rules (#behaviour) and the place_order fields
 * (docs/product.md#api), as functions of the product info, so that the web form (zodResolver) and the server's
 * re-validation apply the very same rules with the same German messages. What the order page needs to
 * show the form lives in order-form.ts (re-exported here), so the page shows it before it loads zod and
 * dayjs (this module, at the first check).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../format';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../i18n/languages';
import {
  asksPersonField,
  byField,
  type OptionalPersonFieldKey,
  PERSON_FIELD_KEYS,
  PERSON_FIELDS,
  type PersonFieldKey,
} from '../person-fields';
import { dateBetween } from '../validation/date-rules';
import { zFormBool } from '../validation/form-data';
import { MESSAGES } from '../validation/messages';
import { isEmailBelongsToDomain } from '../validation/rules';
import { requiredError, zDate, zEmail, zGermanDate, zId, zRequired } from '../validation/zod';
import {
  effectiveCardChoice,
  ORDER_MESSAGES,
  ORDER_TEXT_MAX,
  type OrderFormRules,
  type StudentInfoValues,
  type SuperAdminOrderFlags,
} from './order-form';
import { zOrderLinkToken } from './order-links';
import type { ProductInfo } from './ordering';

export * from './order-form';

dayjs.extend(customParseFormat);

const BIRTHDAY_MIN = '01.01.1900';

const text = (max: number) => zRequired().max(max, { error: MESSAGES.maxLen(max) });
/** A field the product does not use: whatever was sent, the result is null. */
const unused = () => z.unknown().transform((): null => null);
const when = <T extends z.ZodType>(needed: boolean, schema: T) => (needed ? schema : unused());

const birthday = () =>
  zGermanDate().superRefine((v, ctx) => {
    const today = dayjs().format(DATE_FORMAT);
    const r = dateBetween(BIRTHDAY_MIN, today)(v);
    if (r === true) return;
    ctx.addIssue({
      code: 'custom',
      message: r.startsWith('Bitte geben Sie das Datum vor') ? ORDER_MESSAGES.birthdayFuture : r,
    });
  });

/** A person field's value once checked: optional fields the product does not use are null. */
type PersonValue<K extends PersonFieldKey> = K extends OptionalPersonFieldKey ? string | null : string;
type PersonShape = { [K in PersonFieldKey]: z.ZodType<PersonValue<K>, unknown> };

/** A person field's rule by its kind (PERSON_FIELDS); the birthday and the e-mail add their own checks. */
function personFieldRule(key: PersonFieldKey, domain: string | null): z.ZodType<string> {
  const f = PERSON_FIELDS[key];
  const max = f.max ?? ORDER_TEXT_MAX;
  if (key === 'birthday') return birthday();
  switch (f.kind) {
    case 'email':
      return zEmail()
        .refine((v) => v.length <= max, { error: MESSAGES.maxLen(max) })
        .refine((v) => isEmailBelongsToDomain(domain)(v) === true, {
          error: MESSAGES.emailDomain((domain ?? '').replace(/^@/, '')),
        });
    case 'date':
      return zGermanDate();
    case 'month':
      return zDate('MM/YY');
    default:
      return text(max);
  }
}

/**
 * The order form's schema for a product (docs/product.md#validation): every person field by its kind (PERSON_FIELDS):
 * names required, at most 18 characters; birthday DD.MM.YYYY, valid, not in the future; e-mail valid
 * and of the product's domain; the optional fields (city/street, external id (asksExternalId),
 * department, field1/field2 TT.MM.JJJJ and field3 MM/JJ) required when the product asks for them; at
 * least one card type when both are offered (issue on path 'is_online'). Fields the product does not
 * use come out as null; the card choice comes out as effectiveCardChoice().
 */
export function studentInfoSchema(rules: OrderFormRules) {
  const person = byField(PERSON_FIELD_KEYS, (k) =>
    when(asksPersonField(k, rules), personFieldRule(k, rules.restrict_email_dns)),
  ) as PersonShape;
  return z
    .object({
      ...person,
      is_online: z.boolean(requiredError),
      is_hardcopy: z.boolean(requiredError),
    })
    .superRefine((v, ctx) => {
      const choice = effectiveCardChoice(rules, v);
      if (!choice.is_online && !choice.is_hardcopy)
        ctx.addIssue({ code: 'custom', path: ['is_online'], message: ORDER_MESSAGES.cardChoice });
    })
    .transform((v) => ({ ...v, ...effectiveCardChoice(rules, v) }));
}
export type StudentInfo = z.output<ReturnType<typeof studentInfoSchema>>;

// ---------------------------------------------------------------------------------------------------
// place_order fields (multipart)

/**
 * The text fields of POST /order/place_order (docs/product.md#api): tenant_product_id, tenant_short_code,
 * product_short_code, every non-empty student info field (external id (asksExternalId), department,
 * city/street and field1..3 only when the product uses them), birthday as YYYY-MM-DD, is_online/is_hardcopy as
 * 'true'/'false', and student_sign (base64 PNG without the data: prefix) when the product needs a
 * student signature. The photo goes along as the file field image_file. A super admin's flags (docs/product.md#permissions)
 * go along as is_test/is_payed 'true'/'false'; the server honours them only from a super admin.
 */
export function placeOrderFields(
  info: OrderFormRules & Pick<ProductInfo, 'id' | 'tenant_short_code' | 'product_short_code'>,
  values: StudentInfoValues,
  studentSign?: string | null,
  superAdminFlags?: SuperAdminOrderFlags | null,
): Record<string, string> {
  const choice = effectiveCardChoice(info, values);
  const out: Record<string, string> = {
    tenant_product_id: String(info.id),
    tenant_short_code: info.tenant_short_code,
    product_short_code: info.product_short_code,
    is_online: String(choice.is_online),
    is_hardcopy: String(choice.is_hardcopy),
  };
  for (const key of PERSON_FIELD_KEYS) {
    if (!PERSON_FIELDS[key].askedWhen) {
      out[key] = key === 'birthday' ? (germanToIso(values.birthday) ?? values.birthday) : values[key];
      continue;
    }
    const v = String(values[key] ?? '').trim();
    if (asksPersonField(key, info) && v) out[key] = v;
  }
  if (studentSign) out.student_sign = studentSign.replace(/^data:image\/png;base64,/, '');
  if (superAdminFlags) {
    out.is_test = String(superAdminFlags.is_test);
    out.is_payed = String(superAdminFlags.is_payed);
  }
  return out;
}

const germanToIso = (v: string): string | null => {
  const d = dayjs(v, DATE_FORMAT, true);
  return d.isValid() ? d.format(ISO_DATE_FORMAT) : null;
};

/** Server side: the multipart text fields back to form values (birthday YYYY-MM-DD -> DD.MM.YYYY). */
export function studentValuesFromFields(fields: Record<string, string | undefined>): StudentInfoValues {
  const s = (k: string) => fields[k] ?? '';
  const flag = (k: string) => fields[k] === 'true' || fields[k] === '1' || fields[k] === 'on';
  return {
    ...byField(PERSON_FIELD_KEYS, s),
    birthday: birthdayFromField(s('birthday')),
    is_online: flag('is_online'),
    is_hardcopy: flag('is_hardcopy'),
  };
}

/**
 * The sent birthday as the form has it: YYYY-MM-DD (or a midnight timestamp of that day) -> DD.MM.YYYY,
 * digit for digit, so that the form's rule judges the day (2012-02-30: 'Dieses Datum gibt es nicht.').
 */
function birthdayFromField(value: string): string {
  const raw = value.trim();
  // YYYY-MM-DD, or a midnight timestamp of that day (SPEC: 'converted to an ISO timestamp').
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z?)?$/.exec(raw);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : raw;
}

const formText = () => z.string(requiredError).default('');
/** Every person field as sent (the student info's rules check them against the product). */
const personFormFields = byField(PERSON_FIELD_KEYS, formText);

/**
 * POST /order/place_order as multipart (the fields of placeOrderFields(), the photo as file
 * image_file): which product, the student info as form values (studentInfoSchema checks them against
 * the product), the student signature and a super admin's flags (honoured only from a super admin).
 */
export const PlaceOrderForm = z.object({
  tenant_product_id: zId(),
  tenant_short_code: zRequired().max(50),
  product_short_code: zRequired().max(50),
  ...personFormFields,
  birthday: formText().transform(birthdayFromField),
  is_online: zFormBool().default(false),
  is_hardcopy: zFormBool().default(false),
  /** Base64 PNG without the data: prefix, when the product needs a student signature. */
  student_sign: z.string().optional(),
  is_test: zFormBool().default(false),
  is_payed: zFormBool().default(false),
  /** The consent (schemas/consent.ts consentFields): checked by consentProblem against the birthday. */
  consent_version: z.string().max(20).optional(),
  consent_by: z.string().max(20).optional(),
  /**
   * A personal order link's token (schemas/order-links.ts): its read-only fields win, its photo is used
   * when no image_file comes along, and the link notes the order.
   */
  order_link: zOrderLinkToken().optional(),
  /** The language of the order page (i18n/languages.ts): the family's mails are written in it. */
  language: z.enum(LANGUAGE_CODES).default(DEFAULT_LANGUAGE),
});
export type PlaceOrderForm = z.output<typeof PlaceOrderForm>;

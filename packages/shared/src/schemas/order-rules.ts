/**
 * The order form's rules (SPEC §5 'Order form'), the price rules (SPEC §4) and the place_order fields
 * (SPEC §7), as functions of the product info, so that the web form (zodResolver) and the server's
 * re-validation apply the very same rules with the same German messages.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { DATE_FORMAT, ISO_DATE_FORMAT } from '../format';
import { MESSAGES } from '../validation/messages';
import { dateBetween, isEmailBelongsToDomain, validDate } from '../validation/rules';
import { zEmail, zRequired } from '../validation/zod';
import type { ProductInfo } from './ordering';

dayjs.extend(customParseFormat);

export const ORDER_MESSAGES = {
  cardChoice: 'Bitte wählen Sie Smartphone-Ausweis, Plastikkarte oder beides.',
  monthYear: 'Das Datumsformat muss MM/JJ sein.',
  birthdayFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
} as const;

export const ORDER_TEXT_MAX = 100;
export const ORDER_EMAIL_MAX = 254;
const BIRTHDAY_MIN = '01.01.1900';

// ---------------------------------------------------------------------------------------------------
// Prices (cents)

/** The tenant product's price settings (server: the stored row). */
export interface PriceSettings {
  price_online: number;
  price_hardcopy: number;
  price_hardcopy_online: number;
  online_free: boolean;
  hardcopy_free: boolean;
  hardcopy_online_free: boolean;
  payment_disabled: boolean;
  /** Tenant payment: the institution pays (invoice run), the orderer pays nothing. */
  tenant_payee: boolean;
}

export interface CardChoice {
  is_online: boolean;
  is_hardcopy: boolean;
}

type Prices = Pick<ProductInfo, 'price_online' | 'price_hardcopy' | 'price_hardcopy_online'>;

const cents = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/**
 * SPEC §4: both -> price_hardcopy_online, online only -> price_online, hardcopy only ->
 * price_hardcopy; nothing chosen or a non-numeric value -> 0.
 */
export function priceForChoice(prices: Prices, choice: CardChoice): number {
  if (choice.is_online && choice.is_hardcopy) return cents(prices.price_hardcopy_online);
  if (choice.is_online) return cents(prices.price_online);
  if (choice.is_hardcopy) return cents(prices.price_hardcopy);
  return 0;
}

/** The card prices after the free flags: what the card costs (billed to the tenant on tenant payment). */
export function cardPrices(p: PriceSettings): Prices {
  return {
    price_online: p.online_free ? 0 : cents(p.price_online),
    price_hardcopy: p.hardcopy_free ? 0 : cents(p.price_hardcopy),
    price_hardcopy_online: p.hardcopy_online_free ? 0 : cents(p.price_hardcopy_online),
  };
}

/** What the orderer pays per choice: the card prices, or 0 with payment_disabled or tenant payment. */
export function orderPrices(p: PriceSettings): Prices {
  if (p.payment_disabled || p.tenant_payee)
    return { price_online: 0, price_hardcopy: 0, price_hardcopy_online: 0 };
  return cardPrices(p);
}

// ---------------------------------------------------------------------------------------------------
// Card choice

type ChoiceRules = Pick<ProductInfo, 'can_online' | 'can_hardcopy'>;

/** SPEC §4 preselection: online when online is offered (alone or with hardcopy), else hardcopy. */
export function initialCardChoice(rules: ChoiceRules): CardChoice {
  return rules.can_online
    ? { is_online: true, is_hardcopy: false }
    : { is_online: false, is_hardcopy: rules.can_hardcopy };
}

/** What is ordered: a type that is not offered is never ordered; a single offered type always is. */
export function effectiveCardChoice(rules: ChoiceRules, choice: CardChoice): CardChoice {
  if (rules.can_online && rules.can_hardcopy)
    return { is_online: choice.is_online, is_hardcopy: choice.is_hardcopy };
  return { is_online: rules.can_online, is_hardcopy: rules.can_hardcopy };
}

// ---------------------------------------------------------------------------------------------------
// The order form (student info)

/** The product info fields the form rules depend on. */
export type OrderFormRules = Pick<
  ProductInfo,
  | 'can_online'
  | 'can_hardcopy'
  | 'need_external_id'
  | 'need_external_department'
  | 'needs_field1'
  | 'needs_field2'
  | 'needs_field3'
  | 'restrict_email_dns'
  | 'generate_barcode'
> & { product: Pick<ProductInfo['product'], 'needs_student_city' | 'needs_student_street'> };

/**
 * Whether the form asks for the external id: when the product needs one, unless its barcode is
 * generated (then the card number is made from the order id and the field is not shown).
 */
export const asksExternalId = (r: Pick<ProductInfo, 'need_external_id' | 'generate_barcode'>) =>
  r.need_external_id && !r.generate_barcode;

/** The form's values (all text as typed; birthday DD.MM.YYYY). Unused fields may stay ''. */
export interface StudentInfoValues {
  forname: string;
  familyname: string;
  birthday: string;
  email: string;
  student_city: string;
  student_street: string;
  external_id: string;
  external_department: string;
  field1: string;
  field2: string;
  field3: string;
  is_online: boolean;
  is_hardcopy: boolean;
}

export const emptyStudentInfo = (rules: ChoiceRules): StudentInfoValues => ({
  forname: '',
  familyname: '',
  birthday: '',
  email: '',
  student_city: '',
  student_street: '',
  external_id: '',
  external_department: '',
  field1: '',
  field2: '',
  field3: '',
  ...initialCardChoice(rules),
});

const text = (max: number) => zRequired().max(max, { error: MESSAGES.maxLen(max) });
/** A field the product does not use: whatever was sent, the result is null. */
const unused = () => z.unknown().transform((): null => null);
const when = <T extends z.ZodType>(needed: boolean, schema: T) => (needed ? schema : unused());

const germanDate = () => zRequired().refine((v) => validDate()(v) === true, { error: MESSAGES.validDate });

const birthday = () =>
  germanDate().superRefine((v, ctx) => {
    const today = dayjs().format(DATE_FORMAT);
    const r = dateBetween(BIRTHDAY_MIN, today)(v);
    if (r === true) return;
    ctx.addIssue({
      code: 'custom',
      message: r.startsWith('Bitte geben Sie das Datum vor') ? ORDER_MESSAGES.birthdayFuture : r,
    });
  });

/**
 * The order form's schema for a product (SPEC §5): names required, at most 18 characters; birthday
 * DD.MM.YYYY, valid, not in the future; e-mail valid and of the product's domain; city/street when the
 * product needs them; external id (asksExternalId) and department when enabled; field1/field2 TT.MM.JJJJ and field3 MM/JJ
 * when enabled; at least one card type when both are offered (issue on path 'is_online'). Fields the
 * product does not use come out as null; the card choice comes out as effectiveCardChoice().
 */
export function studentInfoSchema(rules: OrderFormRules) {
  const domain = rules.restrict_email_dns;
  return z
    .object({
      forname: text(NAME_MAX),
      familyname: text(NAME_MAX),
      birthday: birthday(),
      email: zEmail()
        .refine((v) => v.length <= ORDER_EMAIL_MAX, { error: MESSAGES.maxLen(ORDER_EMAIL_MAX) })
        .refine((v) => isEmailBelongsToDomain(domain)(v) === true, {
          error: MESSAGES.emailDomain((domain ?? '').replace(/^@/, '')),
        }),
      student_city: when(rules.product.needs_student_city, text(ORDER_TEXT_MAX)),
      student_street: when(rules.product.needs_student_street, text(ORDER_TEXT_MAX)),
      external_id: when(asksExternalId(rules), text(ORDER_TEXT_MAX)),
      external_department: when(rules.need_external_department, text(ORDER_TEXT_MAX)),
      field1: when(rules.needs_field1, germanDate()),
      field2: when(rules.needs_field2, germanDate()),
      field3: when(
        rules.needs_field3,
        zRequired().refine((v) => validDate('MM/YY')(v) === true, { error: ORDER_MESSAGES.monthYear }),
      ),
      is_online: z.boolean({ error: MESSAGES.required }),
      is_hardcopy: z.boolean({ error: MESSAGES.required }),
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
 * The text fields of POST /order/place_order (SPEC §7): tenant_product_id, tenant_short_code,
 * product_short_code, every non-empty student info field (external id (asksExternalId), department,
 * city/street and field1..3 only when the product uses them), birthday as YYYY-MM-DD, is_online/is_hardcopy as
 * 'true'/'false', and student_sign (base64 PNG without the data: prefix) when the product needs a
 * student signature. The photo goes along as the file field image_file. A super admin's flags (SPEC §6)
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
    forname: values.forname,
    familyname: values.familyname,
    birthday: germanToIso(values.birthday) ?? values.birthday,
    email: values.email,
    is_online: String(choice.is_online),
    is_hardcopy: String(choice.is_hardcopy),
  };
  const optional: [keyof StudentInfoValues, boolean][] = [
    ['student_city', info.product.needs_student_city],
    ['student_street', info.product.needs_student_street],
    ['external_id', asksExternalId(info)],
    ['external_department', info.need_external_department],
    ['field1', info.needs_field1],
    ['field2', info.needs_field2],
    ['field3', info.needs_field3],
  ];
  for (const [key, used] of optional) {
    const v = String(values[key] ?? '').trim();
    if (used && v) out[key] = v;
  }
  if (studentSign) out.student_sign = studentSign.replace(/^data:image\/png;base64,/, '');
  if (superAdminFlags) {
    out.is_test = String(superAdminFlags.is_test);
    out.is_payed = String(superAdminFlags.is_payed);
  }
  return out;
}

/** The super admin's order flags (SPEC §6): a test card, and paid without payment. */
export interface SuperAdminOrderFlags {
  is_test: boolean;
  is_payed: boolean;
}

/** Server side: the super admin flags of the multipart fields (only 'true' sets a flag). */
export const superAdminFlagsFromFields = (
  fields: Record<string, string | undefined>,
): SuperAdminOrderFlags => ({ is_test: fields.is_test === 'true', is_payed: fields.is_payed === 'true' });

const germanToIso = (v: string): string | null => {
  const d = dayjs(v, DATE_FORMAT, true);
  return d.isValid() ? d.format(ISO_DATE_FORMAT) : null;
};

/** Server side: the multipart text fields back to form values (birthday YYYY-MM-DD -> DD.MM.YYYY). */
export function studentValuesFromFields(fields: Record<string, string | undefined>): StudentInfoValues {
  const s = (k: string) => fields[k] ?? '';
  const flag = (k: string) => fields[k] === 'true' || fields[k] === '1' || fields[k] === 'on';
  const raw = s('birthday').trim();
  // YYYY-MM-DD, or a midnight timestamp of that day (SPEC: 'converted to an ISO timestamp').
  const iso = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.0+)?Z?)?$/.exec(raw)?.[1];
  const d = iso ? dayjs(iso, ISO_DATE_FORMAT, true) : null;
  return {
    forname: s('forname'),
    familyname: s('familyname'),
    birthday: d?.isValid() ? d.format(DATE_FORMAT) : raw,
    email: s('email'),
    student_city: s('student_city'),
    student_street: s('student_street'),
    external_id: s('external_id'),
    external_department: s('external_department'),
    field1: s('field1'),
    field2: s('field2'),
    field3: s('field3'),
    is_online: flag('is_online'),
    is_hardcopy: flag('is_hardcopy'),
  };
}

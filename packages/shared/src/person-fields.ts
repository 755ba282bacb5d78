/**
 * The person fields of a card (who the card is for), described once: their German names, their kind,
 * their length limit, which product setting makes the order form ask for them, the product's own name
 * that replaces the German one, and the headings a class list may give them. The order form, the card
 * editor, the card list, the exports, the class-list import and the dashboard read this description;
 * where a place shows only some fields or its own order, it lists the keys and takes the rest from here.
 *
 * No zod here: the order page loads this before its rules (order-form.ts).
 */
import { NAME_MAX } from './constants';
import de, { type MessageId } from './i18n/texts/de';
import type { ProductInfo } from './schemas/ordering';

/** The most characters of a free text field (city, street, external id, department). */
export const ORDER_TEXT_MAX = 100;
export const ORDER_EMAIL_MAX = 254;

/**
 * Every person field, in the order the order form checks them (a refused class-list row lists its
 * problems in this order).
 */
export const PERSON_FIELD_KEYS = [
  'forname',
  'familyname',
  'birthday',
  'email',
  'student_city',
  'student_street',
  'external_id',
  'external_department',
  'field1',
  'field2',
  'field3',
] as const;
export type PersonFieldKey = (typeof PERSON_FIELD_KEYS)[number];

/**
 * name: a required name (NAME_MAX); text: free text; email: an e-mail address; date: a day as
 * TT.MM.JJJJ on the form (stored as entered for field1/field2, as a date for the birthday); month: MM/JJ.
 */
export type PersonFieldKind = 'name' | 'text' | 'email' | 'date' | 'month';

/** The product settings that decide which optional fields the order form asks for. */
export type PersonFieldRules = Pick<
  ProductInfo,
  | 'need_external_id'
  | 'need_external_department'
  | 'needs_field1'
  | 'needs_field2'
  | 'needs_field3'
  | 'generate_barcode'
> & { product: Pick<ProductInfo['product'], 'needs_student_city' | 'needs_student_street'> };

/** The product columns holding the product's own names of fields (base product: external id/department). */
export type ProductFieldLabelKey =
  | 'external_id_name'
  | 'external_department_name'
  | 'field1_desc'
  | 'field2_desc'
  | 'field3_desc';
export type ProductFieldLabels = { [K in ProductFieldLabelKey]?: string | null };

interface PersonFieldDescription {
  /** The name in staff lists, exports and the card editor. */
  label: string;
  /** The text of the name on the order form, in every language of the public side. */
  orderLabelId: MessageId;
  kind: PersonFieldKind;
  /** The most characters (text kinds). */
  max?: number;
  /** The product's own name of the field, shown instead of label/orderLabel when set. */
  productLabel?: ProductFieldLabelKey;
  /** Optional fields: the product asks for them (and then requires them) only when this holds. */
  askedWhen?: (r: PersonFieldRules) => boolean;
  /** A class list's headings for the field, matched tolerantly; the first is the template's heading. */
  importHeadings: readonly [string, ...string[]];
  /** The browser's autofill token on the order form. */
  autoComplete?: string;
}

/**
 * Whether the form asks for the external id: when the product needs one, unless its barcode is
 * generated (then the card number is made from the order id and the field is not shown).
 */
export const asksExternalId = (r: Pick<ProductInfo, 'need_external_id' | 'generate_barcode'>) =>
  r.need_external_id && !r.generate_barcode;

const DESCRIPTION = {
  familyname: {
    label: 'Nachname',
    orderLabelId: 'form.labelFamilyname',
    kind: 'name',
    max: NAME_MAX,
    importHeadings: ['Nachname', 'Familienname', 'Name', 'Zuname', 'familyname', 'lastname'],
    autoComplete: 'family-name',
  },
  forname: {
    label: 'Vorname',
    orderLabelId: 'form.labelForname',
    kind: 'name',
    max: NAME_MAX,
    importHeadings: ['Vorname', 'Rufname', 'forname', 'firstname'],
    autoComplete: 'given-name',
  },
  birthday: {
    label: 'Geburtstag',
    orderLabelId: 'form.labelBirthday',
    kind: 'date',
    importHeadings: ['Geburtsdatum', 'Geburtstag', 'Geb.-Datum', 'Geboren', 'birthday', 'birthdate'],
    autoComplete: 'bday',
  },
  external_department: {
    label: 'Klasse/Abteilung',
    orderLabelId: 'form.labelDepartment',
    kind: 'text',
    max: ORDER_TEXT_MAX,
    productLabel: 'external_department_name',
    askedWhen: (r) => r.need_external_department,
    importHeadings: ['Klasse/Abteilung', 'Klasse', 'Abteilung', 'department', 'external_department'],
  },
  external_id: {
    label: 'Externe-ID',
    orderLabelId: 'form.labelExternalId',
    kind: 'text',
    max: ORDER_TEXT_MAX,
    productLabel: 'external_id_name',
    askedWhen: asksExternalId,
    importHeadings: ['Externe ID', 'Externe-ID', 'external_id', 'externalid'],
  },
  email: {
    label: 'E-Mail',
    orderLabelId: 'form.labelEmail',
    kind: 'email',
    max: ORDER_EMAIL_MAX,
    importHeadings: ['E-Mail', 'E-Mail-Adresse', 'Mail', 'email'],
    autoComplete: 'email',
  },
  student_city: {
    label: 'Wohnort',
    orderLabelId: 'form.labelCity',
    kind: 'text',
    max: ORDER_TEXT_MAX,
    askedWhen: (r) => r.product.needs_student_city,
    importHeadings: ['Ort', 'Wohnort', 'Stadt', 'student_city', 'city'],
    autoComplete: 'address-level2',
  },
  student_street: {
    label: 'Straße und Hausnummer',
    orderLabelId: 'form.labelStreet',
    kind: 'text',
    max: ORDER_TEXT_MAX,
    askedWhen: (r) => r.product.needs_student_street,
    importHeadings: ['Straße', 'Strasse', 'Anschrift', 'student_street', 'street'],
    autoComplete: 'street-address',
  },
  field1: {
    label: 'Datum 1',
    orderLabelId: 'form.labelDate1',
    kind: 'date',
    productLabel: 'field1_desc',
    askedWhen: (r) => r.needs_field1,
    importHeadings: ['Feld 1', 'field1'],
  },
  field2: {
    label: 'Datum 2',
    orderLabelId: 'form.labelDate2',
    kind: 'date',
    productLabel: 'field2_desc',
    askedWhen: (r) => r.needs_field2,
    importHeadings: ['Feld 2', 'field2'],
  },
  field3: {
    label: 'Monat/Jahr',
    orderLabelId: 'form.labelMonth',
    kind: 'month',
    productLabel: 'field3_desc',
    askedWhen: (r) => r.needs_field3,
    importHeadings: ['Feld 3', 'field3'],
  },
} as const satisfies Record<PersonFieldKey, PersonFieldDescription>;

export interface PersonField extends PersonFieldDescription {
  /** The German name on the order form (and where a class import shows what the order form gets). */
  orderLabel: string;
}

export const PERSON_FIELDS: Readonly<Record<PersonFieldKey, PersonField>> = Object.fromEntries(
  PERSON_FIELD_KEYS.map((k): [PersonFieldKey, PersonField] => [
    k,
    { ...DESCRIPTION[k], orderLabel: de[DESCRIPTION[k].orderLabelId] },
  ]),
) as Record<PersonFieldKey, PersonField>;

/** The fields the product does not always ask for, as a type (their values may be null once checked). */
export type OptionalPersonFieldKey = {
  [K in PersonFieldKey]: (typeof DESCRIPTION)[K] extends { askedWhen: unknown } ? K : never;
}[PersonFieldKey];

/** The person fields the product does not always ask for (the form leaves them out unless asked). */
export const OPTIONAL_PERSON_FIELDS = PERSON_FIELD_KEYS.filter(
  (k): k is OptionalPersonFieldKey => PERSON_FIELDS[k].askedWhen !== undefined,
);

/** Does the product's order form ask for the field (and so require it)? */
export function asksPersonField(key: PersonFieldKey, rules: PersonFieldRules): boolean {
  const askedWhen = PERSON_FIELDS[key].askedWhen;
  return askedWhen ? Boolean(askedWhen(rules)) : true;
}

/** The field's name for a product: the product's own name when it has one, else `fallback`. */
export function personFieldLabel(key: PersonFieldKey, own: ProductFieldLabels, fallback: string): string {
  const column = PERSON_FIELDS[key].productLabel;
  return (column && own[column]?.trim()) || fallback;
}

/** An object with one entry per field of `keys` (a form's values, a schema's shape, a row's columns). */
export const byField = <K extends PersonFieldKey, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> => Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;

/** Form values of every person field, empty. */
export const emptyPersonValues = () => byField(PERSON_FIELD_KEYS, () => '');

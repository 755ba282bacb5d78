/**
 * The product form (docs/product.md#behaviour): it edits the product's values (product-values.ts) as they are, except the
 * numbers, which their inputs hold as the text typed: prices as German amounts ('4,90' <-> 490 cents),
 * whole numbers as digits. That is the form's one conversion: toFormValues on the way in, the schema's
 * transform on the way out, which then checks every product rule (product-issues.ts).
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { type ProductIssue, productIssues } from './product-issues';
import { PRODUCT_MESSAGES } from './product-rules';
import type { ValidToContext } from './product-validity';
import {
  normalizeProductValues,
  type PRICE_FIELDS,
  ProductValues,
  pickProductValues,
} from './product-values';

/** '4,90' (or '4.90', '4') -> 490 cents; null when empty; NaN when not a German amount. */
export function parseMoneyInput(v: string | null | undefined): number | null {
  const t = (v ?? '').trim().replace(/\s*€$/, '');
  if (t === '') return null;
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** 490 -> '4,90' for the form's text field. */
export const formatMoneyInput = (cents: number | null | undefined): string =>
  cents == null ? '' : (cents / 100).toFixed(2).replace('.', ',');

/** What the form edits: the product's values, with the numbers as the text their inputs hold. */
export const ProductFormFields = ProductValues.extend({
  price_online: z.string(),
  price_hardcopy: z.string(),
  price_hardcopy_online: z.string(),
  barcode_len: z.string(),
  max_years_valid: z.string(),
  days_before_renew: z.string(),
});
export type ProductFormValues = z.output<typeof ProductFormFields>;

type WholeNumberField = 'barcode_len' | 'max_years_valid' | 'days_before_renew';

const wholeNumberText = (n: number | null): string => (n == null ? '' : String(n));

/** The form's start: the product's values (of a new product, or the details), numbers as text. */
export function toFormValues(v: ProductValues): ProductFormValues {
  return {
    ...pickProductValues(v),
    price_online: formatMoneyInput(v.price_online),
    price_hardcopy: formatMoneyInput(v.price_hardcopy),
    price_hardcopy_online: formatMoneyInput(v.price_hardcopy_online),
    barcode_len: wholeNumberText(v.barcode_len),
    max_years_valid: wholeNumberText(v.max_years_valid),
    days_before_renew: wholeNumberText(v.days_before_renew),
  };
}

/** The typed numbers read back, the values normalized; a text that is no number is its field's issue. */
function readForm(f: ProductFormValues): { values: ProductValues; issues: ProductIssue[] } {
  const issues: ProductIssue[] = [];
  const money = (field: (typeof PRICE_FIELDS)[number]) => {
    const cents = parseMoneyInput(f[field]);
    if (Number.isNaN(cents)) {
      issues.push({ field, message: PRODUCT_MESSAGES.price });
      return null;
    }
    return cents;
  };
  const whole = (field: WholeNumberField) => {
    const t = f[field].trim();
    if (t === '') return null;
    if (!/^\d+$/.test(t)) {
      issues.push({ field, message: MESSAGES.integer });
      return null;
    }
    return Number(t);
  };
  const values = normalizeProductValues({
    ...f,
    price_online: money('price_online'),
    price_hardcopy: money('price_hardcopy'),
    price_hardcopy_online: money('price_hardcopy_online'),
    barcode_len: whole('barcode_len'),
    max_years_valid: whole('max_years_valid'),
    days_before_renew: whole('days_before_renew'),
  });
  return { values, issues };
}

/**
 * The form's zod schema (react-hook-form resolver): the shapes, then the numbers read back and every
 * product rule, each issue on its field. Its output is the normalized values the form sends.
 */
export function productFormSchema(ctx: ValidToContext) {
  return ProductFormFields.transform((form, zc): ProductValues => {
    const { values, issues } = readForm(form);
    const unreadable = new Set(issues.map((i) => i.field));
    const all = [...issues, ...productIssues(values, ctx).filter((i) => !unreadable.has(i.field))];
    for (const issue of all) zc.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    return values;
  });
}

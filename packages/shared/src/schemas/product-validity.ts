/**
 * The validity dates of a product's cards (docs/product.md#behaviour valid-from side effect, #validation valid-to bounds): dates
 * YYYY-MM-DD, messages name them DD.MM.YYYY. The product form, the card edit and the server use them.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { formatDate, ISO_DATE_FORMAT } from '../format';
import { invalidDateMessage } from '../validation/date-rules';
import { MESSAGES } from '../validation/messages';
import { PRODUCT_MESSAGES } from './product-rules';
import type { ProductValues } from './product-values';

dayjs.extend(customParseFormat);

type ValidityValues = Pick<ProductValues, 'card_valid_from' | 'card_valid_to' | 'max_years_valid'>;

const isoDay = (v: string | null | undefined) => {
  if (!v) return null;
  const d = dayjs(v, ISO_DATE_FORMAT, true);
  return d.isValid() ? d : null;
};

/** Strict YYYY-MM-DD. */
export const isIsoDate = (v: string | null | undefined): boolean => isoDay(v) !== null;

/**
 * The latest valid-to date (docs/product.md#validation): valid-from plus max years, or the original valid-to if that is later.
 * Null while valid-from or max years is missing.
 */
export function maxValidTo(
  validFrom: string | null | undefined,
  maxYears: number | null | undefined,
  originalValidTo?: string | null,
): string | null {
  const from = isoDay(validFrom);
  if (!from || maxYears == null || !Number.isInteger(maxYears)) return null;
  let max = from.add(maxYears, 'year');
  const original = isoDay(originalValidTo);
  if (original?.isAfter(max, 'day')) max = original;
  return max.format(ISO_DATE_FORMAT);
}

/**
 * docs/product.md#behaviour: when valid-from changes, valid-to becomes the maximum date if it was empty, and is cleared if it
 * lies beyond the maximum; otherwise it stays.
 */
export function validToAfterFromChange(
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
  maxYears: number | null | undefined,
  originalValidTo?: string | null,
): string | null {
  const max = maxValidTo(validFrom, maxYears, originalValidTo);
  if (!max) return validTo ?? null;
  if (!validTo) return max;
  return validTo > max ? null : validTo;
}

export interface ValidToContext {
  isSuperAdmin: boolean;
  /** The stored valid-to of an existing product (a later one stays allowed). */
  originalValidTo?: string | null;
}

/**
 * The valid-to rule: required and a valid date, not before valid-from; for non-super-admins also not after
 * the maximum (docs/product.md#validation date_between messages). Returns true or the German message.
 */
export function checkValidTo(v: ValidityValues, ctx: ValidToContext): true | string {
  if (!v.card_valid_to) return MESSAGES.required;
  const to = isoDay(v.card_valid_to);
  if (!to) return invalidDateMessage(v.card_valid_to, ISO_DATE_FORMAT);
  const from = isoDay(v.card_valid_from);
  if (from && to.isBefore(from, 'day')) return MESSAGES.dateAfter(from.format('DD.MM.YYYY'));
  if (!ctx.isSuperAdmin) {
    const max = maxValidTo(v.card_valid_from, v.max_years_valid, ctx.originalValidTo);
    if (max && v.card_valid_to > max) return MESSAGES.dateBefore(formatDate(max));
  }
  return true;
}

/** The super admin's hint (docs/product.md#validation): valid-to should lie before the maximum; null when it does. */
export function validToHint(v: ValidityValues, originalValidTo?: string | null): string | null {
  const max = maxValidTo(v.card_valid_from, v.max_years_valid, originalValidTo);
  if (!max || !v.card_valid_to || !isIsoDate(v.card_valid_to)) return null;
  return v.card_valid_to > max ? PRODUCT_MESSAGES.validToHint(formatDate(max)) : null;
}

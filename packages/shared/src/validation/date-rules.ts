/** The date rules of docs/product.md#validation (dayjs, strict parsing); the other rules are in rules.ts. */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMAT } from '../format';
import { MESSAGES } from './messages';
import { isEmpty, type Rule } from './rules';

dayjs.extend(customParseFormat);

const TOKEN = /YYYY|YY|MM|DD/g;

/** The pattern's shape as a regular expression: its digits in place, its separators as they are. */
function shapeOf(pattern: string): RegExp {
  const parts = pattern.split(TOKEN).map((sep) => sep.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  const tokens = pattern.match(TOKEN) ?? [];
  const digits = tokens.map((t) => `\\d{${t.length}}`);
  return new RegExp(`^${parts.map((sep, i) => sep + (digits[i] ?? '')).join('')}$`);
}

/** True for a text in the pattern's shape whose day does not exist (31.02.1980, 2012-02-30, 13/25). */
export function isImpossibleDate(v: string, pattern = DATE_FORMAT): boolean {
  return shapeOf(pattern).test(v) && !dayjs(v, pattern, true).isValid();
}

/** The message for a text that is no valid date in the pattern: its format, or that the day does not exist. */
export const invalidDateMessage = (v: string, pattern = DATE_FORMAT): string =>
  isImpossibleDate(v, pattern) ? MESSAGES.noSuchDate : MESSAGES.dateFormat(pattern);

/**
 * Strict date parse, DD.MM.YYYY unless another pattern is given. Empty passes (pair with `required`).
 * A text in the right format whose day does not exist says so ('Dieses Datum gibt es nicht.').
 */
export const validDate =
  (pattern = DATE_FORMAT): Rule =>
  (v) => {
    if (isEmpty(v)) return true;
    if (typeof v !== 'string') return MESSAGES.dateFormat(pattern);
    return dayjs(v, pattern, true).isValid() || invalidDateMessage(v, pattern);
  };

/** Date (DD.MM.YYYY) must lie between min and max (both DD.MM.YYYY, either optional), inclusive. */
export const dateBetween =
  (min?: string | null, max?: string | null): Rule =>
  (v) => {
    if (isEmpty(v) || typeof v !== 'string') return true;
    const d = dayjs(v, DATE_FORMAT, true);
    if (!d.isValid()) return invalidDateMessage(v);
    if (min && d.isBefore(dayjs(min, DATE_FORMAT, true), 'day')) return MESSAGES.dateAfter(min);
    if (max && d.isAfter(dayjs(max, DATE_FORMAT, true), 'day')) return MESSAGES.dateBefore(max);
    return true;
  };

/** The date rules of SPEC §5 (dayjs, strict parsing); the other rules are in rules.ts. */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMAT } from '../format';
import { MESSAGES } from './messages';
import { isEmpty, type Rule } from './rules';

dayjs.extend(customParseFormat);

/** Strict date parse, DD.MM.YYYY unless another pattern is given. Empty passes (pair with `required`). */
export const validDate =
  (pattern = DATE_FORMAT): Rule =>
  (v) =>
    isEmpty(v) || (typeof v === 'string' && dayjs(v, pattern, true).isValid()) || MESSAGES.validDate;

/** Date (DD.MM.YYYY) must lie between min and max (both DD.MM.YYYY, either optional), inclusive. */
export const dateBetween =
  (min?: string | null, max?: string | null): Rule =>
  (v) => {
    if (isEmpty(v) || typeof v !== 'string') return true;
    const d = dayjs(v, DATE_FORMAT, true);
    if (!d.isValid()) return MESSAGES.validDate;
    if (min && d.isBefore(dayjs(min, DATE_FORMAT, true), 'day')) return MESSAGES.dateAfter(min);
    if (max && d.isAfter(dayjs(max, DATE_FORMAT, true), 'day')) return MESSAGES.dateBefore(max);
    return true;
  };

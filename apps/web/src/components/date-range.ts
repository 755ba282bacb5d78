/**
 * The Von/Bis filter of the invoice and report pages (SPEC §5 'Date filters'): both dates must be valid
 * and in order, otherwise filtering and download are disabled.
 */
import { DATE_RANGE_TEXTS, type DateRange, isReversedRange } from '@ausweis/shared/schemas/date-range';
import { MESSAGES } from '@ausweis/shared/validation/messages';

/** YYYY-MM-DD, or null while the typed date is incomplete or invalid (DatePicker's value). */
export interface DateRangeDraft {
  date_from: string | null;
  date_to: string | null;
}

export interface DateRangeErrors {
  date_from?: string;
  date_to?: string;
}

/** Messages under the date fields; any message disables filtering and download. */
export function dateRangeErrors(r: DateRangeDraft): DateRangeErrors {
  const errors: DateRangeErrors = {};
  if (!r.date_from) errors.date_from = MESSAGES.validDate;
  if (!r.date_to) errors.date_to = MESSAGES.validDate;
  if (r.date_from && r.date_to && isReversedRange({ date_from: r.date_from, date_to: r.date_to }))
    errors.date_to = DATE_RANGE_TEXTS.range;
  return errors;
}

/** The range to send, or null while it is not valid. */
export function validDateRange(r: DateRangeDraft): DateRange | null {
  if (!r.date_from || !r.date_to) return null;
  const range = { date_from: r.date_from, date_to: r.date_to };
  return isReversedRange(range) ? null : range;
}

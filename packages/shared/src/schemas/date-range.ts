/**
 * The date filter of the export, invoice and report pages (docs/product.md#validation 'Date filters'): two real calendar
 * days (YYYY-MM-DD); the range covers whole days in German time, from 00:00:00 of the first to
 * 23:59:59 of the last. Invalid dates disable filtering and download.
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { ISO_DATE_FORMAT } from '../format';
import { zIsoDate } from '../validation/zod';

export const DATE_RANGE_TEXTS = {
  range: 'Das Startdatum muss vor dem Enddatum liegen.',
} as const;

/** Days back of the default date_from (docs/product.md#limits). */
export const DEFAULT_RANGE_DAYS = 30;

/** date_from and date_to; refused (400, field date_from) when the start lies after the end. */
/** Two real calendar days (2026-02-31 is refused here, not by the database). */
export const DateRange = z.object({ date_from: zIsoDate(), date_to: zIsoDate() });
export type DateRange = z.infer<typeof DateRange>;

/** The last DEFAULT_RANGE_DAYS days up to today (docs/product.md#limits). */
export function defaultDateRange(today = dayjs()): DateRange {
  return {
    date_from: today.subtract(DEFAULT_RANGE_DAYS, 'day').format(ISO_DATE_FORMAT),
    date_to: today.format(ISO_DATE_FORMAT),
  };
}

/**
 * The date filter of the export, invoice and report pages (SPEC §5 'Date filters'): two real calendar
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

/** Days back of the default date_from (SPEC §9). */
export const DEFAULT_RANGE_DAYS = 30;

/** The start lies after the end (YYYY-MM-DD days compare as text). */
export const isReversedRange = (r: { date_from: string; date_to: string }): boolean =>
  r.date_from > r.date_to;

/**
 * date_from and date_to: two real calendar days (2026-02-31 is refused here, not by the database), the
 * start not after the end (else DATE_RANGE_TEXTS.range on date_from). Schemas extending it keep the check.
 */
export const DateRange = z
  .object({ date_from: zIsoDate(), date_to: zIsoDate() })
  .refine((r) => !isReversedRange(r), { error: DATE_RANGE_TEXTS.range, path: ['date_from'] });
export type DateRange = z.infer<typeof DateRange>;

/** The last DEFAULT_RANGE_DAYS days up to today (SPEC §9). */
export function defaultDateRange(today = dayjs()): DateRange {
  return {
    date_from: today.subtract(DEFAULT_RANGE_DAYS, 'day').format(ISO_DATE_FORMAT),
    date_to: today.format(ISO_DATE_FORMAT),
  };
}

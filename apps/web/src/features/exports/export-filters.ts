/** The filter state of 'Export Bestellungen' and its SPEC §5/§9 rules (defaults, valid date range). */
import type { Country } from '@ausweis/shared/constants';
import { ISO_DATE_FORMAT } from '@ausweis/shared/format';
import { EXPORT_DEFAULT_DAYS, EXPORT_TEXTS, type ExportOrdersQuery } from '@ausweis/shared/schemas/exports';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import dayjs from 'dayjs';

export interface ExportFilterState {
  country_id: Country;
  /** YYYY-MM-DD, or null while the typed date is incomplete or invalid. */
  date_from: string | null;
  date_to: string | null;
  include_exported: boolean;
  include_test: boolean;
  dont_export: boolean;
}

/** Country DE, the last 30 days up to today. */
export function defaultExportFilters(today = dayjs()): ExportFilterState {
  return {
    country_id: 'DE',
    date_from: today.subtract(EXPORT_DEFAULT_DAYS, 'day').format(ISO_DATE_FORMAT),
    date_to: today.format(ISO_DATE_FORMAT),
    include_exported: false,
    include_test: false,
    dont_export: false,
  };
}

export interface DateErrors {
  date_from?: string;
  date_to?: string;
}

/** Messages under the date fields; any message disables filtering and download. */
export function dateErrors(f: ExportFilterState): DateErrors {
  const errors: DateErrors = {};
  if (!f.date_from) errors.date_from = MESSAGES.validDate;
  if (!f.date_to) errors.date_to = MESSAGES.validDate;
  if (f.date_from && f.date_to && f.date_from > f.date_to) errors.date_to = EXPORT_TEXTS.range;
  return errors;
}

/** The list request, or null while the dates are not valid. */
export function listQuery(f: ExportFilterState): Required<ExportOrdersQuery> | null {
  if (!f.date_from || !f.date_to || Object.keys(dateErrors(f)).length > 0) return null;
  return {
    country_id: f.country_id,
    date_from: f.date_from,
    date_to: f.date_to,
    include_exported: f.include_exported,
    include_test: f.include_test,
  };
}

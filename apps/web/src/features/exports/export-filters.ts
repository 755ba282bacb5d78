/** The filter state of 'Export Bestellungen' and its docs/product.md#validation/#limits rules (defaults, valid date range). */
import type { Country } from '@ausweis/shared/constants';
import { defaultDateRange } from '@ausweis/shared/schemas/date-range';
import type { ExportOrdersQuery } from '@ausweis/shared/schemas/exports';
import type dayjs from 'dayjs';
import { type DateRangeDraft, validDateRange } from '../../components/date-range';

export interface ExportFilterState extends DateRangeDraft {
  country_id: Country;
  include_exported: boolean;
  include_test: boolean;
  dont_export: boolean;
}

/** Country DE, the last 30 days up to today. */
export function defaultExportFilters(today?: dayjs.Dayjs): ExportFilterState {
  return {
    country_id: 'DE',
    ...defaultDateRange(today),
    include_exported: false,
    include_test: false,
    dont_export: false,
  };
}

/** The list request, or null while the dates are not valid. */
export function listQuery(f: ExportFilterState): Required<ExportOrdersQuery> | null {
  const range = validDateRange(f);
  if (!range) return null;
  return {
    country_id: f.country_id,
    ...range,
    include_exported: f.include_exported,
    include_test: f.include_test,
  };
}

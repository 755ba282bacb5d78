/** 'Bestellungen report' (docs/product.md#api invoice orders report, super admins with can_report): summary or Excel. */
import { reports } from '@ausweis/shared/contracts/reports';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { DateRange } from '@ausweis/shared/schemas/date-range';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

export const fetchOrderReport = (range: DateRange) =>
  callEndpoint(reports.orders, { ...range, as_excel: false });

/** `range` null (invalid dates): no request. */
export const orderReportQuery = (range: DateRange | null) =>
  queryOptions({
    queryKey: endpointKey(reports.orders, range ? { ...range, as_excel: false } : undefined),
    queryFn: () => fetchOrderReport(range as DateRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useOrderReport = (range: DateRange | null) => useQuery(orderReportQuery(range));

/** The same report as an Excel file; true on success. */
export const downloadOrderReport = (range: DateRange) =>
  downloadFile(
    () => fetchEndpointFile(reports.orders, { ...range, as_excel: true }),
    `Auswertung_Bestellungen_${range.date_from}_${range.date_to}.xlsx`,
    CARD_TEXTS.fileDownloadFailed,
  );

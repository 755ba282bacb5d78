/** 'Bestellungen report' (SPEC §7 invoice orders report, super admins with can_report): summary or Excel. */
import { API } from '@ausweis/shared/api-paths';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { DateRange } from '@ausweis/shared/schemas/date-range';
import type { OrderReport } from '@ausweis/shared/schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile, apiGet } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

export const fetchOrderReport = (range: DateRange): Promise<OrderReport> =>
  apiGet<OrderReport>(API.reports.orders, { ...range, as_excel: false });

/** `range` null (invalid dates): no request. */
export const orderReportQuery = (range: DateRange | null) =>
  queryOptions({
    queryKey: ['reports', 'orders', range],
    queryFn: () => fetchOrderReport(range as DateRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useOrderReport = (range: DateRange | null) => useQuery(orderReportQuery(range));

/** The same report as an Excel file; true on success. */
export const downloadOrderReport = (range: DateRange) =>
  downloadFile(
    () => apiFile(API.reports.orders, { method: 'GET', query: { ...range, as_excel: true } }),
    `Auswertung_Bestellungen_${range.date_from}_${range.date_to}.xlsx`,
    CARD_TEXTS.fileDownloadFailed,
  );

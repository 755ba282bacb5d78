/** 'Export Bestellungen' (SPEC §7 orders list with filter, orders export): the print queue and its zip. */
import { API } from '@ausweis/shared/api-paths';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { ExportOrderRow, ExportOrdersQuery, ExportOrdersRequest } from '@ausweis/shared/schemas/exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiGet } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

const EXPORTS_KEY = ['exports', 'orders'] as const;

export const fetchExportOrders = (q: Required<ExportOrdersQuery>): Promise<ExportOrderRow[]> =>
  apiGet<ExportOrderRow[]>(API.exports.orders, q);

/** `q` null (invalid dates): no request, no rows. */
export const exportOrdersQuery = (q: Required<ExportOrdersQuery> | null) =>
  queryOptions({
    queryKey: [...EXPORTS_KEY, q],
    queryFn: () => fetchExportOrders(q as Required<ExportOrdersQuery>),
    enabled: q !== null,
  });

export const useExportOrders = (q: Required<ExportOrdersQuery> | null) => useQuery(exportOrdersQuery(q));

/** Downloads the zip (Excel + print PDF); true on success. */
export const downloadExportZip = (body: ExportOrdersRequest) =>
  downloadFile(
    () => apiFile(API.exports.download, { method: 'POST', body }),
    'Export_Bestellungen.zip',
    CARD_TEXTS.fileDownloadFailed,
  );

/** The download; afterwards the list reloads (exported orders leave the queue). */
export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExportZip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}

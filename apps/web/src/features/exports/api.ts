/** 'Export Bestellungen' (SPEC §7 orders list with filter, orders export): the print queue and its zip. */
import { exports } from '@ausweis/shared/contracts/exports';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import type { ExportOrdersQuery, ExportOrdersRequest } from '@ausweis/shared/schemas/exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

export const fetchExportOrders = (q: Required<ExportOrdersQuery>) => callEndpoint(exports.orders, q);

/** `q` null (invalid dates): no request, no rows. */
export const exportOrdersQuery = (q: Required<ExportOrdersQuery> | null) =>
  queryOptions({
    queryKey: endpointKey(exports.orders, q ?? undefined),
    queryFn: () => fetchExportOrders(q as Required<ExportOrdersQuery>),
    enabled: q !== null,
  });

export const useExportOrders = (q: Required<ExportOrdersQuery> | null) => useQuery(exportOrdersQuery(q));

/** Downloads the zip (Excel + print PDF); true on success. */
export const downloadExportZip = (body: ExportOrdersRequest) =>
  downloadFile(
    () => fetchEndpointFile(exports.download, body),
    'Export_Bestellungen.zip',
    CARD_TEXTS.fileDownloadFailed,
  );

/** The download; afterwards the list reloads (exported orders leave the queue). */
export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExportZip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(exports.orders) }),
  });
}

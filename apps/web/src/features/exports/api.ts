/** 'Export Bestellungen' (docs/product.md#api orders list with filter, orders export): the print queue and its export jobs. */
import { exports } from '@ausweis/shared/contracts/exports';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { isExportRunning } from '@ausweis/shared/schemas/export-jobs';
import type { ExportOrdersQuery, ExportOrdersRequest, PrintExport } from '@ausweis/shared/schemas/exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXPORT_POLL_MS } from '../../components/ExportJobProgress';
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

/** The recent exports, newest first; asked again every second while one of them is being built. */
export const usePrintExports = () =>
  useQuery({
    queryKey: endpointKey(exports.runs),
    queryFn: () => callEndpoint(exports.runs, undefined, { background: true }),
    refetchInterval: (query) => (query.state.data?.some(isExportRunning) ? EXPORT_POLL_MS : false),
  });

/** Starts an export job; the list of exports shows it at once, the print queue loses its orders when it is done. */
export function useStartPrintExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportOrdersRequest) => callEndpoint(exports.start, body),
    onSuccess: (started) => {
      queryClient.setQueryData<PrintExport[]>(endpointKey(exports.runs), (list) => [
        started,
        ...(list ?? []).filter((e) => e.id !== started.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: endpointKey(exports.runs) });
    },
  });
}

/** Downloads the zip of a finished export (Excel + print PDF); true on success. */
export const downloadPrintExport = (e: PrintExport) =>
  downloadFile(
    () => fetchEndpointFile(exports.file, undefined, { params: { id: e.id } }),
    e.filename ?? 'Export_Bestellungen.zip',
    CARD_TEXTS.fileDownloadFailed,
  );

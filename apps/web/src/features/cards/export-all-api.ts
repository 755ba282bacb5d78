/** 'Alle Treffer exportieren': start the job, follow its progress, download its file. */
import { cards } from '@ausweis/shared/contracts/cards';
import type { CardExport, StartCardExportRequest } from '@ausweis/shared/schemas/card-exports';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { isExportRunning } from '@ausweis/shared/schemas/export-jobs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EXPORT_POLL_MS } from '../../components/ExportJobProgress';
import { downloadFile } from '../../lib/download';
import { callEndpoint, endpointKey, fetchEndpointFile } from '../../lib/endpoint-client';

export const useStartCardExport = () =>
  useMutation({ mutationFn: (body: StartCardExportRequest) => callEndpoint(cards.exportAll, body) });

/** The export's state, asked again every second while it is being built (and not at all without an id). */
export const useCardExport = (tenantId: number | null, id: number | null) =>
  useQuery({
    queryKey: [...endpointKey(cards.exportRun), id, tenantId],
    // Quiet: an export deleted meanwhile (after a day) is simply no longer shown.
    queryFn: () =>
      callEndpoint(cards.exportRun, undefined, {
        params: { id: id as number },
        background: true,
        quiet: true,
      }),
    retry: false,
    enabled: id !== null && tenantId !== null,
    refetchInterval: (query) => (isExportRunning(query.state.data) ? EXPORT_POLL_MS : false),
  });

export const downloadCardExport = (e: CardExport) =>
  downloadFile(
    () => fetchEndpointFile(cards.exportFile, undefined, { params: { id: e.id } }),
    e.filename ?? 'Ausweise.xlsx',
    CARD_TEXTS.fileDownloadFailed,
  );

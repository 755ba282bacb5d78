/**
 * 'Export Bestellungen' (/admin/export-orders, docs/product.md#screens order export, super admin): the print queue of a
 * country and date range. 'Export starten' builds the zip (Excel list + print PDF) as a job with a
 * progress bar; the finished export marks the orders exported unless 'Nicht als exportiert
 * markieren' is set, so they leave the list, and stays downloadable below.
 */

import { exports } from '@ausweis/shared/contracts/exports';
import { countOf } from '@ausweis/shared/format';
import { BULK_MAX } from '@ausweis/shared/schemas/cards';
import { isExportRunning } from '@ausweis/shared/schemas/export-jobs';
import { EXPORT_TEXTS, type PrintExport } from '@ausweis/shared/schemas/exports';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { endpointKey } from '../../lib/endpoint-client';
import { showSuccess } from '../../lib/toast';
import { useExportOrders, usePrintExports, useStartPrintExport } from './api';
import { ExportFilters } from './ExportFilters';
import { ExportTable } from './ExportTable';
import { defaultExportFilters, type ExportFilterState, listQuery } from './export-filters';
import { PrintExportsPanel } from './PrintExportsPanel';

/** Reloads the print queue when an export finishes (its orders leave the list) and says so. */
function useFinishedExports(exportsList: PrintExport[] | undefined) {
  const queryClient = useQueryClient();
  const running = useRef(new Set<number>());
  useEffect(() => {
    for (const e of exportsList ?? []) {
      if (isExportRunning(e)) running.current.add(e.id);
      else if (running.current.delete(e.id)) {
        void queryClient.invalidateQueries({ queryKey: endpointKey(exports.orders) });
        if (e.status === 'done')
          showSuccess(
            `Export fertig: ${countOf(e.total, 'Ausweis', 'Ausweise')}. Die Datei kann heruntergeladen werden.`,
            'Erfolg',
          );
      }
    }
  }, [exportsList, queryClient]);
}

export default function ExportOrdersPage() {
  const [filters, setFilters] = useState<ExportFilterState>(() => defaultExportFilters());
  const query = useMemo(() => listQuery(filters), [filters]);
  const list = useExportOrders(query);
  const printExports = usePrintExports();
  const start = useStartPrintExport();
  useFinishedExports(printExports.data);
  const rows = query ? (list.data ?? []) : [];
  // One export at a time: a second one of the same orders would print them twice (or, marked, find none).
  const exporting = (printExports.data ?? []).some(isExportRunning);
  // The server takes at most BULK_MAX orders per export; the rest stay for the next one.
  const batch = rows.slice(0, BULK_MAX);

  const run = () => {
    if (!query || batch.length === 0) return;
    start.mutate(
      {
        order_ids: batch.map((r) => r.order_id),
        dont_export: filters.dont_export,
        include_exported: filters.include_exported,
      },
      {
        onSuccess: () =>
          showSuccess(`Export gestartet: ${countOf(batch.length, 'Bestellung', 'Bestellungen')}.`, 'Erfolg'),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={EXPORT_TEXTS.title} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          <ExportFilters value={filters} onChange={(p) => setFilters((f) => ({ ...f, ...p }))} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              disabled={!query || batch.length === 0 || list.isFetching || exporting}
              loading={start.isPending}
              onClick={run}
              sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
            >
              Export starten
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {query && list.data ? `${rows.length} Bestellungen` : ''}
            </Typography>
          </Box>
          {rows.length > BULK_MAX && (
            <Alert severity="info">
              Es werden die ersten {BULK_MAX} Bestellungen exportiert; die übrigen folgen beim nächsten
              Export.
            </Alert>
          )}
          <ExportTable rows={rows} loading={list.isFetching} />
        </Stack>
      </Paper>
      <PrintExportsPanel exports={printExports.data ?? []} />
    </Stack>
  );
}

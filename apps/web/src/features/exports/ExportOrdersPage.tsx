/**
 * 'Export Bestellungen' (/admin/export-orders, SPEC §2 order export, super admin): the print queue of a
 * country and date range, downloaded as a zip (Excel list + print PDF); the download marks the orders
 * exported unless 'Nicht als exportiert markieren' is set, so they leave the list.
 */
import { BULK_MAX } from '@ausweis/shared/schemas/cards';
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { showSuccess } from '../../lib/toast';
import { useDownloadExport, useExportOrders } from './api';
import { ExportFilters } from './ExportFilters';
import { ExportTable } from './ExportTable';
import { defaultExportFilters, type ExportFilterState, listQuery } from './export-filters';

export default function ExportOrdersPage() {
  const [filters, setFilters] = useState<ExportFilterState>(() => defaultExportFilters());
  const query = useMemo(() => listQuery(filters), [filters]);
  const list = useExportOrders(query);
  const download = useDownloadExport();
  const rows = query ? (list.data ?? []) : [];
  // The server takes at most BULK_MAX orders per download; the rest stay for the next one.
  const batch = rows.slice(0, BULK_MAX);

  const run = () => {
    if (!query || batch.length === 0) return;
    const dontExport = filters.dont_export;
    download.mutate(
      {
        order_ids: batch.map((r) => r.order_id),
        dont_export: dontExport,
        include_exported: filters.include_exported,
      },
      {
        onSuccess: (ok) => {
          if (!ok) return;
          showSuccess(
            dontExport
              ? `${batch.length} Bestellungen heruntergeladen (nicht als exportiert markiert).`
              : `${batch.length} Bestellungen exportiert.`,
            'Erfolg',
          );
        },
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
              startIcon={<DownloadIcon />}
              disabled={!query || batch.length === 0 || list.isFetching}
              loading={download.isPending}
              onClick={run}
              sx={{ minHeight: 40, width: { xs: '100%', sm: 'auto' } }}
            >
              Herunterladen
            </Button>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {query && list.data ? `${rows.length} Bestellungen` : ''}
            </Typography>
          </Box>
          {rows.length > BULK_MAX && (
            <Alert severity="info">
              Es werden die ersten {BULK_MAX} Bestellungen heruntergeladen; die übrigen folgen beim nächsten
              Export.
            </Alert>
          )}
          <ExportTable rows={rows} loading={list.isFetching} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * The print exports of 'Export Bestellungen' (issue 13): each one a job with its progress (cards drawn
 * of all), then its zip to download, as often as needed until it is deleted after PRINT_EXPORT_KEEP_DAYS.
 */
import { countOf, formatDate, formatDateTimeShort } from '@ausweis/shared/format';
import type { PrintExport } from '@ausweis/shared/schemas/exports';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadPrintExport } from './api';

const megabytes = (bytes: number | null) =>
  `${((bytes ?? 0) / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

function ExportState({ e }: { e: PrintExport }) {
  const [loading, setLoading] = useState(false);
  if (e.status === 'failed')
    return <Alert severity="error">{e.error ?? 'Der Export ist fehlgeschlagen.'}</Alert>;
  if (e.status !== 'done') {
    const started = e.status === 'running' && e.total > 0;
    return (
      <Stack spacing={0.5}>
        <LinearProgress
          aria-label={`Fortschritt des Exports vom ${formatDateTimeShort(e.created_at)}`}
          variant={started ? 'determinate' : 'indeterminate'}
          value={started ? Math.round((e.done / e.total) * 100) : undefined}
        />
        <Typography variant="body2" color="text.secondary">
          {started
            ? `${e.done.toLocaleString('de-DE')} von ${countOf(e.total, 'Ausweis', 'Ausweisen')} erstellt …`
            : 'Wird vorbereitet …'}
        </Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {e.filename ? (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={loading}
          onClick={async () => {
            setLoading(true);
            await downloadPrintExport(e);
            setLoading(false);
          }}
          sx={{ minHeight: 40 }}
        >
          Herunterladen
        </Button>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {e.filename
          ? `${countOf(e.total, 'Ausweis', 'Ausweise')}, ${megabytes(e.size)}, herunterladbar bis ${formatDate(e.expires_at)}`
          : `${countOf(e.total, 'Ausweis', 'Ausweise')}; die Datei wurde nach Ablauf der Aufbewahrungsfrist gelöscht.`}
      </Typography>
    </Box>
  );
}

export function PrintExportsPanel({ exports }: { exports: PrintExport[] }) {
  if (exports.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="print-exports-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="print-exports-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Letzte Exporte
      </Typography>
      <Stack spacing={2} aria-live="polite">
        {exports.map((e) => (
          <Stack key={e.id} spacing={1}>
            <Typography variant="subtitle2" component="h3">
              Export vom {formatDateTimeShort(e.created_at)}:{' '}
              {countOf(e.requested, 'Bestellung', 'Bestellungen')}
              {e.dont_export ? ' (nicht als exportiert markiert)' : ''}
            </Typography>
            <ExportState e={e} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

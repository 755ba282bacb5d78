/**
 * The print exports of 'Export Bestellungen': each one a job with its progress (cards drawn
 * of all), then its zip to download, as often as needed until it is deleted after PRINT_EXPORT_KEEP_DAYS.
 */
import { countOf, formatDate, formatDateTimeShort } from '@ausweis/shared/format';
import type { PrintExport } from '@ausweis/shared/schemas/exports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DownloadButton } from '../../components/DownloadButton';
import { ExportJobProgress } from '../../components/ExportJobProgress';
import { downloadPrintExport } from './api';

const megabytes = (bytes: number | null) =>
  `${((bytes ?? 0) / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

function ExportState({ e }: { e: PrintExport }) {
  if (e.status === 'failed')
    return <Alert severity="error">{e.error ?? 'Der Export ist fehlgeschlagen.'}</Alert>;
  if (e.status !== 'done')
    return (
      <ExportJobProgress job={e} label={`Fortschritt des Exports vom ${formatDateTimeShort(e.created_at)}`} />
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {e.filename ? (
        <DownloadButton variant="outlined" download={() => downloadPrintExport(e)} sx={{ minHeight: 40 }} />
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

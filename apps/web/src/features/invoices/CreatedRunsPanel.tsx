/**
 * The runs a billing just created, with their invoices as the jobs draw and mail them: a bar of the
 * invoices through, one line per run, and the way to 'Rechnungsläufe' (where a failed one is started
 * again). Asked again while an invoice is being drawn; no overlay covers the page meanwhile.
 */
import { countOf, formatMoney } from '@ausweis/shared/format';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCreatedRuns } from './api';
import { InvoiceStateChip } from './InvoiceStateChip';

export function CreatedRunsPanel({ runIds }: { runIds: readonly number[] }) {
  const { runs = [] } = useCreatedRuns(runIds);
  if (runIds.length === 0) return null;
  const through = runs.filter((r) => r.invoice_state !== 'pending').length;
  const failed = runs.filter((r) => r.invoice_state === 'failed').length;
  const busy = through < runIds.length;
  const heading = `${countOf(runIds.length, 'Rechnungslauf', 'Rechnungsläufe')} angelegt`;
  return (
    <Alert
      severity={failed > 0 ? 'error' : busy ? 'info' : 'success'}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h2">
          {heading}
        </Typography>
        <Typography variant="body2" aria-live="polite">
          {busy
            ? `Rechnungen werden erstellt und versendet: ${through} von ${runIds.length} fertig.`
            : failed > 0
              ? `${countOf(failed, 'Rechnung ist', 'Rechnungen sind')} fehlgeschlagen. Unter „Rechnungsläufe“ lassen sie sich erneut versuchen.`
              : 'Alle Rechnungen sind erstellt und versendet.'}
        </Typography>
        {busy && (
          <LinearProgress
            aria-label="Rechnungen werden erstellt"
            // Moving until the first invoice is through, then the share of those through.
            variant={through === 0 ? 'indeterminate' : 'determinate'}
            value={through === 0 ? undefined : Math.round((through / runIds.length) * 100)}
          />
        )}
        <List dense disablePadding>
          {runs.map((r) => (
            <ListItem key={r.id} disableGutters secondaryAction={<InvoiceStateChip run={r} />}>
              <ListItemText
                primary={`${r.invoice_number} · ${r.tenant_name}`}
                secondary={`${countOf(r.total_count, 'Bestellung', 'Bestellungen')}, ${formatMoney(r.total_amount, r.currency)}`}
                sx={{ pr: 24 }}
              />
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to="/admin/listruns" variant="body2">
          Zu den Rechnungsläufen
        </Link>
      </Stack>
    </Alert>
  );
}

/**
 * 'Datenschutz' of a tenant, for its Admin (user management) and super admins (tenant page): the
 * deletion periods in force, the last runs of the retention job with what they deleted, and the
 * processing record (Art. 30 DSGVO) as a PDF.
 */

import { formatDateTime } from '@ausweis/shared/format';
import { PRIVACY_TEXTS, RETENTION_COUNT_LABELS, type RetentionRun } from '@ausweis/shared/schemas/privacy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormSection } from '../../components/form-fields';
import { PlainTable } from '../../components/PlainTable';
import { downloadProcessingRecord, useRetentionOverview } from './api';

/** What a run deleted, e.g. '3 Ausweise anonymisiert, 1 Druckexporte'; 'nichts zu löschen' when nothing. */
function countsText(counts: RetentionRun['counts']): string {
  const done = Object.entries(counts).filter(([, n]) => n > 0);
  if (done.length === 0) return 'nichts zu löschen';
  return done.map(([key, n]) => `${n} ${RETENTION_COUNT_LABELS[key] ?? key}`).join(', ');
}

function SmallTable({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) {
  return (
    <PlainTable label={label} headers={head}>
      {rows.map((cells) => (
        <TableRow key={cells.join('|')}>
          {cells.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
            <TableCell key={i}>{c}</TableCell>
          ))}
        </TableRow>
      ))}
    </PlainTable>
  );
}

export function PrivacySection({ tenantId }: { tenantId: number }) {
  const overview = useRetentionOverview(tenantId);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadProcessingRecord(tenantId);
    setDownloading(false);
  };
  return (
    <FormSection
      title={PRIVACY_TEXTS.section}
      columns={1}
      description="Die Löschfristen dieser Installation und die letzten Läufe des Löschjobs (er läuft stündlich für alle Mandanten)."
    >
      <Stack spacing={2}>
        {overview.isError && (
          <Alert severity="error">Die Angaben zum Datenschutz konnten nicht geladen werden.</Alert>
        )}
        {overview.data && (
          <>
            <Typography component="h3" variant="subtitle1">
              Löschfristen
            </Typography>
            <SmallTable
              label="Löschfristen"
              head={['Daten', 'Löschfrist']}
              rows={overview.data.periods.map((p) => [p.data, p.period])}
            />
            <Typography component="h3" variant="subtitle1">
              Letzte Läufe des Löschjobs
            </Typography>
            {overview.data.runs.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Der Löschjob ist noch nicht gelaufen.
              </Typography>
            ) : (
              <SmallTable
                label="Letzte Läufe des Löschjobs"
                head={['Beginn', 'Ende', 'Gelöscht']}
                rows={overview.data.runs.map((r) => [
                  formatDateTime(r.started_at),
                  formatDateTime(r.ended_at),
                  countsText(r.counts),
                ])}
              />
            )}
          </>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={download} loading={downloading}>
            {PRIVACY_TEXTS.download}
          </Button>
        </Box>
      </Stack>
    </FormSection>
  );
}

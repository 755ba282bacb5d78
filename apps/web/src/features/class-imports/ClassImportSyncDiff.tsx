/**
 * A sync's ('Abgleich') preview: besides the new pupils, which cards change (old → new per field),
 * which are ended because their pupil is no longer on the roll, and which matches are ambiguous (those
 * change nothing).
 */
import { countOf } from '@ausweis/shared/format';
import { type ClassImportSyncDiff, SYNC_FIELD_LABELS } from '@ausweis/shared/schemas/class-imports';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Cells({ head, rows }: { head: string[]; rows: { key: string | number; cells: ReactNode[] }[] }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row keep their order
                <TableCell key={i}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The differences in one line, for the top of the preview: new, changed, leaving, ambiguous. */
export const syncSummary = (sync: ClassImportSyncDiff) =>
  [
    `${sync.added} neu`,
    `${sync.changed.length} geändert`,
    `${sync.left.length} nicht mehr in der Liste`,
    `${sync.ambiguous.length} nicht eindeutig`,
  ].join(', ');

/** What a confirmed sync did, for the import's result: cards changed, ended and left as they were. */
export const syncDoneSummary = (sync: ClassImportSyncDiff) =>
  `Abgleich: ${countOf(sync.changed.length, 'Ausweis', 'Ausweise')} geändert, ${sync.left.length} beendet (nicht mehr in der Liste), ${sync.unchanged} unverändert.`;

export function ClassImportSyncDiffView({ sync }: { sync: ClassImportSyncDiff }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="info">
        Abgleich mit {countOf(sync.live_cards, 'bestehendem Ausweis', 'bestehenden Ausweisen')}:{' '}
        {syncSummary(sync)}. {countOf(sync.unchanged, 'Ausweis bleibt', 'Ausweise bleiben')} unverändert.
      </Alert>
      <Section title={`Neu (${sync.added})`}>
        <Typography variant="body2">
          Zeilen ohne bestehenden Ausweis. Was mit ihnen geschieht, zeigt die Liste der Zeilen unten.
        </Typography>
      </Section>
      <Section title={`Geändert (${sync.changed.length})`}>
        {sync.changed.length > 0 && (
          <Cells
            head={['Ausweis', 'Zeile', 'Name', 'Änderung']}
            rows={sync.changed.map((c) => ({
              key: c.card_id,
              cells: [
                c.card_id,
                c.row_no,
                c.name,
                c.changes
                  .map((x) => `${SYNC_FIELD_LABELS[x.field]}: ${x.old || '(leer)'} → ${x.new}`)
                  .join('; '),
              ],
            }))}
          />
        )}
      </Section>
      <Section title={`Nicht mehr in der Liste – diese Ausweise werden beendet (${sync.left.length})`}>
        {sync.left.length > 0 && (
          <>
            <Alert severity="warning">
              Diese Ausweise werden beim Bestätigen sofort ungültig (Ausweis-App und Prüfung); Foto und Daten
              werden gelöscht.
            </Alert>
            <Cells
              head={['Ausweis', 'Name', 'Klasse']}
              rows={sync.left.map((l) => ({ key: l.card_id, cells: [l.card_id, l.name, l.department] }))}
            />
          </>
        )}
      </Section>
      <Section title={`Nicht eindeutig – werden nicht geändert (${sync.ambiguous.length})`}>
        {sync.ambiguous.length > 0 && (
          <Cells
            head={['Zeilen', 'Ausweise', 'Grund']}
            rows={sync.ambiguous.map((a) => ({
              key: `${a.row_nos.join(',')}-${a.card_ids.join(',')}`,
              cells: [a.row_nos.join(', '), a.card_ids.join(', '), a.why],
            }))}
          />
        )}
      </Section>
    </Stack>
  );
}

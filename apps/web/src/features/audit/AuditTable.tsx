/** The trail's rows as a table (the 'Protokoll' page and a card's 'Verlauf'), with 'Weitere laden'. */
import { formatDateTime } from '@ausweis/shared/format';
import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  AUDIT_RECORDS,
  AUDIT_ROLES,
  type AuditEventView,
  auditFieldLabel,
  auditLabel,
} from '@ausweis/shared/schemas/audit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

function person(e: AuditEventView): string {
  const role = e.role ? auditLabel(AUDIT_ROLES, e.role) : '';
  if (!e.person) return role || 'Unbekannt';
  return role ? `${e.person} (${role})` : e.person;
}

const records = (e: AuditEventView) =>
  e.record ? `${auditLabel(AUDIT_RECORDS, e.record)} ${e.record_ids.join(', ')}`.trim() : '';

export interface AuditTableProps {
  rows: AuditEventView[];
  /** Whether the table names the records (not in a card's own history). */
  showRecords?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  caption: string;
}

export function AuditTable({
  rows,
  showRecords = true,
  hasMore,
  loadingMore,
  onMore,
  caption,
}: AuditTableProps) {
  return (
    <Box>
      <TableContainer tabIndex={0} role="region" aria-label={caption}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>Zeit</TableCell>
              <TableCell>Person</TableCell>
              <TableCell>Aktion</TableCell>
              {showRecords && <TableCell>Datensätze</TableCell>}
              <TableCell>Felder</TableCell>
              <TableCell>Herkunft</TableCell>
              <TableCell>Ergebnis</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={showRecords ? 7 : 6}>Keine Einträge gefunden.</TableCell>
              </TableRow>
            )}
            {rows.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at)}</TableCell>
                <TableCell>{person(e)}</TableCell>
                <TableCell>{auditLabel(AUDIT_ACTIONS, e.action)}</TableCell>
                {showRecords && <TableCell>{records(e)}</TableCell>}
                <TableCell>{e.fields.map(auditFieldLabel).join(', ')}</TableCell>
                <TableCell>{[e.ip_prefix, e.agent].filter(Boolean).join(', ')}</TableCell>
                <TableCell>{auditLabel(AUDIT_OUTCOMES, e.outcome)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {hasMore && (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={onMore} disabled={loadingMore}>
            Weitere laden
          </Button>
        </Box>
      )}
    </Box>
  );
}

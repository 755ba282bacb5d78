/**
 * The preview's reading of the list: the school software's export it was recognised as ('SchILD-NRW
 * Schnittstelle erkannt') and, per field of the product, the column it was taken from. The Admin can
 * choose another column (or 'nicht übernehmen' for a field that may stay empty): the files are read
 * again with that choice, as a new preview; nothing is written before the confirmation.
 */
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ClassImportMapping,
} from '@ausweis/shared/schemas/class-imports';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const SKIP = '';

/** The column's name as the select shows it (a column without heading by its number). */
const columnName = (name: string, i: number) => name.trim() || `Spalte ${i + 1}`;

export function ClassImportMappingTable({
  imp,
  onRemap,
  pending = false,
}: {
  imp: ClassImport;
  /** Reads the files again with the mapping; null: the mapping cannot be changed (shown only). */
  onRemap: ((mapping: ClassImportMapping) => void) | null;
  pending?: boolean;
}) {
  if (imp.mapping.length === 0) return null;
  const change = (field: string, value: string) => {
    if (!onRemap) return;
    const mapping: ClassImportMapping = Object.fromEntries(
      imp.mapping.map((m) => [
        m.field,
        m.field === field ? (value === SKIP ? null : Number(value)) : m.column,
      ]),
    );
    onRemap(mapping);
  };
  return (
    <Stack spacing={1}>
      {imp.format && <Alert severity="success">{CLASS_IMPORT_TEXTS.formatRecognised(imp.format)}</Alert>}
      <Typography variant="subtitle2" component="h2" id={`mapping-${imp.id}`}>
        Zuordnung der Spalten
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {onRemap
          ? 'Stimmt eine Zuordnung nicht, wählen Sie die richtige Spalte: Die Datei wird dann erneut gelesen, es entsteht eine neue Vorschau.'
          : imp.status === 'preview'
            ? 'Um die Zuordnung zu ändern, laden Sie die Datei bitte erneut hoch.'
            : 'So wurden die Spalten der Datei übernommen.'}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={`mapping-${imp.id}`} sx={{ maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Feld
              </TableCell>
              <TableCell component="th" scope="col">
                Spalte
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {imp.mapping.map((m) => (
              <TableRow key={m.field}>
                <TableCell component="th" scope="row">
                  {m.label}
                  {m.required ? ' (Pflicht)' : ''}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={m.column === null ? SKIP : String(m.column)}
                    disabled={!onRemap || pending}
                    onChange={(e) => change(m.field, e.target.value)}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': `Spalte für ${m.label}` },
                    }}
                  >
                    {(!m.required || m.column === null) && (
                      <option value={SKIP}>{CLASS_IMPORT_TEXTS.mappingSkip}</option>
                    )}
                    {imp.columns.map((name, i) => (
                      // Columns are known only by their place: two may have the same heading.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the index is the column's identity
                      <option key={i} value={String(i)}>
                        {columnName(name, i)}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

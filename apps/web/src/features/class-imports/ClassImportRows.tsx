/**
 * The rows of an import (server-paged): what happens to each and every reason a row is refused. The
 * preview shows both outcomes (who pays is chosen at confirmation); a confirmed import its mode's.
 */
import { PERSON_FIELDS } from '@ausweis/shared/person-fields';
import {
  CLASS_IMPORT_TEXTS,
  type ClassImport,
  type ClassImportRow,
  type ClassImportRowField,
  problemsText,
  type RowOutcome,
} from '@ausweis/shared/schemas/class-imports';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../components/DataTable';
import { pagedTableProps, useTableQuery } from '../../components/table-query';
import { useClassImportRows } from './api';

/** Room for four lines of reasons (the compact grid shows 0.7 of it: about 78 px). */
const ROW_HEIGHT = 112;

const COLOR: Record<RowOutcome, 'success' | 'error' | 'default'> = {
  create: 'success',
  created: 'success',
  refuse: 'error',
  refused: 'error',
  match: 'default',
  matched: 'default',
};

const PHOTO: Record<ClassImportRow['photo'], string> = {
  none: '–',
  missing: 'fehlt',
  pending: 'wird geprüft',
  ok: 'ok',
  refused: 'abgelehnt',
};

const outcomeColumn = (
  field: 'outcome' | 'family_outcome',
  headerName: string,
  labels: Record<RowOutcome, string>,
  width: number,
): GridColDef<ClassImportRow> => ({
  field,
  headerName,
  width,
  sortable: false,
  renderCell: ({ row }) => <Chip size="small" color={COLOR[row[field]]} label={labels[row[field]]} />,
});

/** Preview: both outcomes; confirmed: the outcome of the chosen mode. */
function outcomeColumns(imp: ClassImport): GridColDef<ClassImportRow>[] {
  if (imp.mode === 'families')
    return [outcomeColumn('outcome', 'Ergebnis', CLASS_IMPORT_TEXTS.familyOutcomes, 190)];
  if (imp.mode === 'tenant') return [outcomeColumn('outcome', 'Ergebnis', CLASS_IMPORT_TEXTS.outcomes, 130)];
  return [
    outcomeColumn('outcome', 'Einrichtung bezahlt', CLASS_IMPORT_TEXTS.outcomes, 160),
    outcomeColumn('family_outcome', 'Familien bezahlen', CLASS_IMPORT_TEXTS.familyOutcomes, 200),
  ];
}

/** A person field as the list gave it, named as the order page names it (person-fields.ts). */
const rowFieldColumn = (field: ClassImportRowField, width: number): GridColDef<ClassImportRow> => ({
  field,
  headerName: PERSON_FIELDS[field].orderLabel,
  width,
  sortable: false,
});

const columnsOf = (imp: ClassImport): GridColDef<ClassImportRow>[] => [
  { field: 'row_no', headerName: 'Zeile', width: 90 },
  ...outcomeColumns(imp),
  rowFieldColumn('familyname', 130),
  rowFieldColumn('forname', 120),
  {
    field: 'problems',
    headerName: 'Gründe',
    flex: 1,
    minWidth: 320,
    sortable: false,
    // Up to four lines in the row, centred like the other cells; the whole text as its title and in the
    // result list.
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Typography
          variant="body2"
          title={problemsText(row.problems)}
          sx={{
            whiteSpace: 'normal',
            fontSize: '0.8125rem',
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {problemsText(row.problems)}
        </Typography>
      </Box>
    ),
  },
  { field: 'order_id', headerName: 'Bestellnummer', width: 130, sortable: false },
  rowFieldColumn('birthday', 120),
  rowFieldColumn('external_department', 140),
  rowFieldColumn('external_id', 120),
  {
    field: 'photo',
    headerName: 'Foto',
    width: 110,
    sortable: false,
    valueFormatter: (v: ClassImportRow['photo']) => PHOTO[v],
  },
];

export function ClassImportRows({ tenantId, imp }: { tenantId: number | null; imp: ClassImport }) {
  const [query, setQuery] = useTableQuery('default', { sorts: [{ key: 'row_no', order: 'asc' }] });
  const list = useClassImportRows(tenantId, imp, query);
  const confirmed = imp.status !== 'checking' && imp.status !== 'preview';
  const outcome = String(query.filters.outcome ?? 'all');
  const labels = imp.mode === 'families' ? CLASS_IMPORT_TEXTS.familyOutcomes : CLASS_IMPORT_TEXTS.outcomes;
  const columns = useMemo(() => columnsOf(imp), [imp]);
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label="Zeilen"
        value={outcome}
        onChange={(e) =>
          setQuery({
            ...query,
            page: 1,
            filters: { outcome: e.target.value === 'all' ? null : e.target.value },
          })
        }
        sx={{ maxWidth: 280 }}
        size="small"
      >
        <MenuItem value="all">Alle Zeilen</MenuItem>
        <MenuItem value="create">
          {labels[confirmed ? 'created' : 'create']}
          {imp.mode === null ? ' (Einrichtung bezahlt)' : ''}
        </MenuItem>
        <MenuItem value="refuse">
          {labels.refuse}
          {imp.mode === null ? ' (Einrichtung bezahlt)' : ''}
        </MenuItem>
        {imp.sync && <MenuItem value="match">{labels[confirmed ? 'matched' : 'match']}</MenuItem>}
      </TextField>
      <DataTable
        ariaLabel="Zeilen der Klassenliste"
        columns={columns}
        rows={list.data?.data ?? []}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={setQuery}
        rowHeight={ROW_HEIGHT}
      />
    </Stack>
  );
}

/** Column helpers shared by the admin tables (card list, order list, dashboard). */
import { formatDate, yesNo } from '@ausweis/shared/format';
import { PERSON_FIELDS, type PersonFieldKey } from '@ausweis/shared/person-fields';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { RowAction } from './RowAction';

/** A boolean column shown as Ja/Nein. */
export function flagColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width = 95,
): GridColDef<R> {
  return { field, headerName, width, valueFormatter: (v: boolean) => yesNo(v) };
}

/** A date column shown as DD.MM.YYYY (empty when there is none). */
export function dateColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width = 100,
): GridColDef<R> {
  return { field, headerName, width, valueFormatter: (v: string | null) => formatDate(v) };
}

/**
 * A person field's column, named as lists name it (person-fields.ts): dates as DD.MM.YYYY in `width`,
 * texts growing from `width`.
 */
export function personColumn<R extends GridValidRowModel>(
  field: PersonFieldKey & keyof R,
  width: number,
): GridColDef<R> {
  const { label, kind } = PERSON_FIELDS[field];
  if (kind === 'date') return dateColumn<R>(field, label, width);
  return { field, headerName: label, minWidth: width, flex: 1 };
}

/**
 * The '...' column of the card list: its header button shows or hides the less important columns,
 * which the caller puts after it. Keeps a wide list's key columns and actions in view.
 */
export function expanderColumn<R extends GridValidRowModel>(
  expanded: boolean,
  onToggle: () => void,
): GridColDef<R> {
  return {
    field: '__more',
    headerName: '...',
    width: 56,
    sortable: false,
    renderHeader: () => (
      <Tooltip title={expanded ? 'Weniger Spalten' : 'Weitere Spalten'}>
        <Button
          size="small"
          aria-label={expanded ? 'Weniger Spalten anzeigen' : 'Weitere Spalten anzeigen'}
          aria-pressed={expanded}
          onClick={(e) => {
            e.stopPropagation();
            onToggle();
          }}
          sx={{ minWidth: 36, px: 0.5, fontWeight: 700 }}
        >
          {expanded ? '‹‹' : '...'}
        </Button>
      </Tooltip>
    ),
  };
}

/** The row actions 'Ausweis herunterladen' (when onDownload is given) and 'Bearbeiten' of a card/order row. */
export function DownloadEditActions({
  id,
  editLabel,
  onEdit,
  onDownload,
}: {
  id: number;
  /** Accessible name of the edit button, e.g. 'Ausweis 12 bearbeiten'. */
  editLabel: string;
  onEdit: () => void;
  onDownload?: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
      {onDownload && (
        <RowAction
          title="Ausweis herunterladen"
          label={`Ausweis ${id} herunterladen`}
          icon={<DownloadIcon fontSize="small" />}
          onClick={onDownload}
        />
      )}
      <RowAction title="Bearbeiten" label={editLabel} icon={<EditIcon fontSize="small" />} onClick={onEdit} />
    </Box>
  );
}

/** Columns of 'Liste Mandanten' with the row actions select (star), edit and delete. */
import { TENANT_TYPE_NAMES, type TenantType } from '@ausweis/shared/constants';
import { formatDate, yesNo } from '@ausweis/shared/format';
import type { TenantListRow } from '@ausweis/shared/schemas/tenants';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';

interface ColumnOptions {
  selectedId: number | null;
  onSelect: (row: TenantListRow) => void;
  onEdit: (row: TenantListRow) => void;
  onDelete: (row: TenantListRow) => void;
}

export function tenantColumns({
  selectedId,
  onSelect,
  onEdit,
  onDelete,
}: ColumnOptions): GridColDef<TenantListRow>[] {
  return [
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Aktion',
      width: 120,
      getActions: ({ row }) => {
        const selected = row.id === selectedId;
        return [
          <GridActionsCellItem
            key="select"
            icon={selected ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
            label={selected ? `${row.name} abwählen` : `${row.name} auswählen`}
            title={selected ? 'Mandant abwählen' : 'Mandant auswählen'}
            onClick={() => onSelect(row)}
          />,
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`${row.name} bearbeiten`}
            title="Bearbeiten"
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`${row.name} löschen`}
            title="Löschen"
            onClick={() => onDelete(row)}
          />,
        ];
      },
    },
    { field: 'id', headerName: 'ID', width: 72 },
    { field: 'short_code', headerName: 'Zugangscode', width: 118 },
    {
      field: 'name',
      headerName: 'Name',
      minWidth: 160,
      flex: 2,
      valueGetter: (_v, row) => [row.name, row.name2].filter(Boolean).join(' '),
    },
    {
      field: 'city',
      headerName: 'Ort',
      minWidth: 130,
      flex: 1,
      valueGetter: (_v, row) => `${row.plz} ${row.city}`,
    },
    { field: 'country_id', headerName: 'Land', width: 62 },
    {
      field: 'tenant_type',
      headerName: 'Typ',
      minWidth: 100,
      flex: 1,
      valueFormatter: (v: TenantType) => TENANT_TYPE_NAMES[v] ?? v,
    },
    { field: 'is_test', headerName: 'Test', width: 62, valueFormatter: (v: boolean) => yesNo(v) },
    {
      field: 'created_at',
      headerName: 'Erstellt am',
      width: 100,
      valueFormatter: (v: string) => formatDate(v),
    },
  ];
}

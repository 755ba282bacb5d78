/** Columns of 'Liste Bestellungen' in the SPEC §2 order, with the row actions edit and download. */
import { formatDateTimeShort, formatMoney, yesNo } from '@ausweis/shared/format';
import type { OrderListRow } from '@ausweis/shared/schemas/dashboard';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { RowAction } from '../../components/RowAction';

type Col = GridColDef<OrderListRow>;

const flag = (field: keyof OrderListRow, headerName: string, width: number): Col => ({
  field,
  headerName,
  width,
  valueFormatter: (v: boolean) => yesNo(v),
});

export function orderListColumns(o: {
  onEdit: (row: OrderListRow) => void;
  onDownload: (row: OrderListRow) => void;
}): Col[] {
  return [
    { field: 'id', headerName: 'ID', width: 80 },
    {
      field: 'tenant_name',
      headerName: 'Mandant',
      minWidth: 180,
      flex: 1.5,
      valueGetter: (_v, row) => [row.tenant_name, row.tenant_name2].filter(Boolean).join(' '),
    },
    { field: 'tenant_id', headerName: 'Mand-ID', width: 85 },
    { field: 'product_type', headerName: 'Produkt Typ', minWidth: 140, flex: 1 },
    { field: 'familyname', headerName: 'Nachname', minWidth: 110, flex: 1 },
    { field: 'forname', headerName: 'Vorname', minWidth: 100, flex: 1 },
    flag('is_delete', 'Gelöscht?', 95),
    flag('online_ready', 'Online-Ready?', 125),
    flag('validated', 'Validiert?', 95),
    { field: 'product_short_code', headerName: 'Produktcode', width: 115 },
    {
      field: 'price',
      headerName: 'Preis',
      width: 90,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatMoney(v),
    },
    {
      field: 'created_at',
      headerName: 'Erstellt',
      width: 140,
      valueFormatter: (v: string) => formatDateTimeShort(v),
    },
    {
      field: '__actions',
      headerName: 'Aktion',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
          <RowAction
            title="Ausweis herunterladen"
            label={`Ausweis ${row.id} herunterladen`}
            icon={<DownloadIcon fontSize="small" />}
            onClick={() => o.onDownload(row)}
          />
          <RowAction
            title="Bearbeiten"
            label={`Bestellung ${row.id} bearbeiten`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => o.onEdit(row)}
          />
        </Box>
      ),
    },
  ];
}

/** Columns of 'Liste Bestellungen' in the SPEC §2 order, with the row actions edit and download. */
import { formatDateTimeShort, formatMoney } from '@ausweis/shared/format';
import { orderStateLabel } from '@ausweis/shared/order-state';
import type { OrderListRow } from '@ausweis/shared/schemas/dashboard';
import type { GridColDef } from '@mui/x-data-grid';
import { DownloadEditActions, flagColumn } from '../../components/grid-columns';

type Col = GridColDef<OrderListRow>;

const lead: Col[] = [
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
];
const trail: Col[] = [
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
];

/** The order columns without the flags and actions (the dashboard's 'Neueste Bestellungen'). */
export const orderSummaryColumns: Col[] = [...lead, ...trail];

export function orderListColumns(o: {
  onEdit: (row: OrderListRow) => void;
  onDownload: (row: OrderListRow) => void;
}): Col[] {
  return [
    ...lead,
    flagColumn<OrderListRow>('is_delete', 'Gelöscht?', 95),
    flagColumn<OrderListRow>('online_ready', 'Online-Ready?', 125),
    flagColumn<OrderListRow>('validated', 'Validiert?', 95),
    {
      field: 'status',
      headerName: 'Status',
      width: 150,
      sortable: false,
      valueGetter: (_v, row) => orderStateLabel(row),
    },
    ...trail,
    {
      field: '__actions',
      headerName: 'Aktion',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <DownloadEditActions
          id={row.id}
          editLabel={`Bestellung ${row.id} bearbeiten`}
          onEdit={() => o.onEdit(row)}
          onDownload={() => o.onDownload(row)}
        />
      ),
    },
  ];
}

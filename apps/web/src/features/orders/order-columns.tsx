/**
 * Columns of 'Liste Bestellungen' in the specified order, with the row actions edit and download. The list
 * shows the key columns and the actions within a 1366 px screen; Mand-ID, the flags and the product code
 * open with the '...' expander.
 */
import { formatDateTimeShort, formatMoney } from '@ausweis/shared/format';
import { orderStateLabel } from '@ausweis/shared/order-state';
import type { OrderListRow } from '@ausweis/shared/schemas/dashboard';
import type { GridColDef } from '@mui/x-data-grid';
import { DownloadEditActions, expanderColumn, flagColumn, personColumn } from '../../components/grid-columns';

type Col = GridColDef<OrderListRow>;

const lead: Col[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  {
    field: 'tenant_name',
    headerName: 'Mandant',
    minWidth: 135,
    flex: 1.5,
    valueGetter: (_v, row) => [row.tenant_name, row.tenant_name2].filter(Boolean).join(' '),
  },
  { field: 'tenant_id', headerName: 'Mand-ID', width: 85 },
  { field: 'product_type', headerName: 'Produkt Typ', minWidth: 135, flex: 1 },
  personColumn<OrderListRow>('familyname', 100),
  personColumn<OrderListRow>('forname', 90),
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
    width: 130,
    valueFormatter: (v: string) => formatDateTimeShort(v),
  },
];

/** The order columns without the flags and actions (the dashboard's 'Neueste Bestellungen'). */
export const orderSummaryColumns: Col[] = [...lead, ...trail];

const byField = (cols: Col[], ...fields: string[]) =>
  fields.map((f) => cols.find((c) => c.field === f)).filter((c): c is Col => c !== undefined);

export function orderListColumns(o: {
  expanded: boolean;
  onToggleExpanded: () => void;
  onEdit: (row: OrderListRow) => void;
  onDownload: (row: OrderListRow) => void;
}): Col[] {
  const all = [...lead, ...trail];
  const status: Col = {
    field: 'status',
    headerName: 'Status',
    width: 125,
    sortable: false,
    valueGetter: (_v, row) => orderStateLabel(row),
  };
  const actions: Col = {
    field: '__actions',
    headerName: 'Aktion',
    width: 80,
    sortable: false,
    renderCell: ({ row }) => (
      <DownloadEditActions
        id={row.id}
        editLabel={`Bestellung ${row.id} bearbeiten`}
        onEdit={() => o.onEdit(row)}
        onDownload={() => o.onDownload(row)}
      />
    ),
  };
  const more: Col[] = o.expanded
    ? [
        ...byField(all, 'tenant_id'),
        flagColumn<OrderListRow>('is_delete', 'Gelöscht?', 95),
        flagColumn<OrderListRow>('online_ready', 'Online-Ready?', 125),
        flagColumn<OrderListRow>('validated', 'Validiert?', 95),
        ...byField(all, 'product_short_code'),
      ]
    : [];
  return [
    ...byField(all, 'id', 'tenant_name', 'product_type', 'familyname', 'forname'),
    status,
    ...byField(all, 'price', 'created_at'),
    actions,
    expanderColumn<OrderListRow>(o.expanded, o.onToggleExpanded),
    ...more,
  ];
}

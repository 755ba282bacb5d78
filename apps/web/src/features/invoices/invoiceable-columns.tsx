/** Columns of 'R-Lauf anlegen': one row per tenant with its invoiceable orders. */
import { formatDate, formatMoney } from '@ausweis/shared/format';
import type { GridColDef } from '@mui/x-data-grid';
import { countryName, type InvoiceableGridRow } from './invoice-filters';

type Col = GridColDef<InvoiceableGridRow>;

export const invoiceableColumns: Col[] = [
  { field: 'id', headerName: 'Mandant-ID', width: 125 },
  { field: 'tenant_name', headerName: 'Mandant', minWidth: 200, flex: 2 },
  { field: 'count', headerName: 'Anzahl', width: 85, align: 'right', headerAlign: 'right' },
  { field: 'country_id', headerName: 'Land', width: 115, valueFormatter: (v: string) => countryName(v) },
  {
    field: 'sum_price',
    headerName: 'Summe',
    width: 115,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (v: number, row) => formatMoney(v, row.currency),
  },
  {
    field: 'mindate',
    headerName: 'Erste Bestellung',
    width: 140,
    valueFormatter: (v: string) => formatDate(v),
  },
  {
    field: 'maxdate',
    headerName: 'Letzte Bestellung',
    width: 140,
    valueFormatter: (v: string) => formatDate(v),
  },
];

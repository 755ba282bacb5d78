/** Dashboard table columns (headers as SPEC §2 lists them). */
import { formatDate, formatDateTime, formatDateTimeShort, formatMoney, yesNo } from '@ausweis/shared/format';
import type { CardListRow, OrderListRow, RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import type { GridColDef } from '@mui/x-data-grid';

export const registrationColumns: GridColDef<RegistrationRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'salutation', headerName: 'Anrede', width: 80 },
  { field: 'forename', headerName: 'Vorname', minWidth: 110, flex: 1 },
  { field: 'familyname', headerName: 'Nachname', minWidth: 110, flex: 1 },
  { field: 'tenantname', headerName: 'Mandanten-Name', minWidth: 160, flex: 1.5 },
  { field: 'city', headerName: 'Ort', minWidth: 110, flex: 1 },
  { field: 'email', headerName: 'Email', minWidth: 180, flex: 1.5 },
  {
    field: 'created_at',
    headerName: 'Erstellt am',
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

export const orderColumns: GridColDef<OrderListRow>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  {
    field: 'tenant_name',
    headerName: 'Mandant',
    minWidth: 180,
    flex: 1.5,
    valueGetter: (_v, row) => [row.tenant_name, row.tenant_name2].filter(Boolean).join(' '),
  },
  { field: 'tenant_id', headerName: 'Mand-ID', width: 90 },
  { field: 'product_type', headerName: 'Produkt Typ', minWidth: 140, flex: 1 },
  { field: 'familyname', headerName: 'Nachname', minWidth: 110, flex: 1 },
  { field: 'forname', headerName: 'Vorname', minWidth: 110, flex: 1 },
  { field: 'product_short_code', headerName: 'Produktcode', width: 110 },
  {
    field: 'price',
    headerName: 'Preis',
    width: 100,
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

export const cardColumns: GridColDef<CardListRow>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'product_type', headerName: 'Produkt Typ', minWidth: 140, flex: 1 },
  { field: 'product_short_code', headerName: 'Produktcode', width: 110 },
  { field: 'familyname', headerName: 'Nachname', minWidth: 110, flex: 1 },
  { field: 'forname', headerName: 'Vorname', minWidth: 110, flex: 1 },
  { field: 'external_department', headerName: 'Klasse/Abteilung', minWidth: 130, flex: 1 },
  {
    field: 'birthday',
    headerName: 'Geburtstag',
    width: 110,
    valueFormatter: (v: string | null) => formatDate(v),
  },
  { field: 'validated', headerName: 'Validiert?', width: 95, valueFormatter: (v: boolean) => yesNo(v) },
  {
    field: 'created_at',
    headerName: 'Bestelldatum',
    width: 120,
    valueFormatter: (v: string) => formatDate(v),
  },
];

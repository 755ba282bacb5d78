/** Dashboard table columns (headers as SPEC §2 lists them). */
import { formatDate, formatDateTime, formatDateTimeShort, formatMoney, yesNo } from '@ausweis/shared/format';
import type { CardListRow, OrderListRow, RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import type { GridColDef } from '@mui/x-data-grid';

export const registrationColumns: GridColDef<RegistrationRow>[] = [
  { field: 'id', headerName: 'ID', width: 60 },
  { field: 'salutation', headerName: 'Anrede', width: 75 },
  { field: 'forename', headerName: 'Vorname', minWidth: 100, flex: 1 },
  { field: 'familyname', headerName: 'Nachname', minWidth: 100, flex: 1 },
  { field: 'tenantname', headerName: 'Mandanten-Name', minWidth: 150, flex: 1.5 },
  { field: 'city', headerName: 'Ort', minWidth: 100, flex: 1 },
  { field: 'email', headerName: 'Email', minWidth: 170, flex: 1.5 },
  {
    field: 'created_at',
    headerName: 'Erstellt am',
    width: 170,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

export const orderColumns: GridColDef<OrderListRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  {
    field: 'tenant_name',
    headerName: 'Mandant',
    minWidth: 140,
    flex: 1.5,
    valueGetter: (_v, row) => [row.tenant_name, row.tenant_name2].filter(Boolean).join(' '),
  },
  { field: 'tenant_id', headerName: 'Mand-ID', width: 80 },
  { field: 'product_type', headerName: 'Produkt Typ', minWidth: 130, flex: 1 },
  { field: 'familyname', headerName: 'Nachname', minWidth: 100, flex: 1 },
  { field: 'forname', headerName: 'Vorname', minWidth: 90, flex: 1 },
  { field: 'product_short_code', headerName: 'Produktcode', width: 100 },
  {
    field: 'price',
    headerName: 'Preis',
    width: 85,
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
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'product_type', headerName: 'Produkt Typ', minWidth: 130, flex: 1 },
  { field: 'product_short_code', headerName: 'Produktcode', width: 100 },
  { field: 'familyname', headerName: 'Nachname', minWidth: 100, flex: 1 },
  { field: 'forname', headerName: 'Vorname', minWidth: 90, flex: 1 },
  { field: 'external_department', headerName: 'Klasse/Abteilung', minWidth: 120, flex: 1 },
  {
    field: 'birthday',
    headerName: 'Geburtstag',
    width: 110,
    valueFormatter: (v: string | null) => formatDate(v),
  },
  { field: 'validated', headerName: 'Validiert?', width: 85, valueFormatter: (v: boolean) => yesNo(v) },
  {
    field: 'created_at',
    headerName: 'Bestelldatum',
    width: 120,
    valueFormatter: (v: string) => formatDate(v),
  },
];

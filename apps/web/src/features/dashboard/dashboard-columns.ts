/** Dashboard table columns (headers as docs/product.md#screens lists them). */
import { formatDateTime } from '@ausweis/shared/format';
import type { CardListRow, RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn, flagColumn, personColumn } from '../../components/grid-columns';
import { orderSummaryColumns } from '../orders/public';

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

/** The order list's columns without its flags and actions. */
export const orderColumns = orderSummaryColumns;

export const cardColumns: GridColDef<CardListRow>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'product_type', headerName: 'Produkt Typ', minWidth: 130, flex: 1 },
  { field: 'product_short_code', headerName: 'Produktcode', width: 100 },
  personColumn<CardListRow>('familyname', 100),
  personColumn<CardListRow>('forname', 90),
  personColumn<CardListRow>('external_department', 120),
  personColumn<CardListRow>('birthday', 110),
  flagColumn<CardListRow>('validated', 'Validiert?', 85),
  dateColumn<CardListRow>('created_at', 'Bestelldatum', 120),
];

/**
 * Columns of 'Liste Registrierungen' in the specified order. Who registered, for which organisation, how to
 * reach them and when fit a 1366 px screen; the address, salutation, area, phone and web address open
 * with the '...' expander.
 */
import { formatDateTime } from '@ausweis/shared/format';
import type { RegistrationRow } from '@ausweis/shared/schemas/dashboard';
import { REGISTRATION_STATUS_NAMES } from '@ausweis/shared/schemas/registrations';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { expanderColumn } from '../../components/grid-columns';

/** A row with its running number on the page ('#'). */
export type NumberedRegistration = RegistrationRow & { row_number: number };

export const numberRows = (rows: readonly RegistrationRow[]): NumberedRegistration[] =>
  rows.map((r, i) => ({ ...r, row_number: i + 1 }));

/** An href for a web address as typed ('www.schule.de'); anything but http(s) gets https:// in front. */
export const webHref = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

const text = (
  field: keyof RegistrationRow,
  headerName: string,
  minWidth = 110,
): GridColDef<NumberedRegistration> => ({
  field,
  headerName,
  minWidth,
  flex: 1,
  sortable: false,
});

type Col = GridColDef<NumberedRegistration>;

/** All columns in the order of docs/product.md#screens. */
const ALL: Col[] = [
  { field: 'row_number', headerName: '#', width: 45, sortable: false },
  { field: 'id', headerName: 'ID', width: 65 },
  {
    field: 'status',
    headerName: 'Status',
    width: 105,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={REGISTRATION_STATUS_NAMES[value as string] ?? value}
        color={value === 'new' ? 'warning' : 'default'}
        variant={value === 'new' ? 'filled' : 'outlined'}
      />
    ),
  },
  text('salutation', 'Anrede', 75),
  text('title', 'Titel', 70),
  text('forename', 'Vorname', 100),
  { ...text('familyname', 'Nachname', 100), sortable: true },
  { ...text('tenantname', 'Mandanten-Name', 160), sortable: true },
  text('Street', 'Strasse', 150),
  text('plz', 'PLZ', 70),
  { ...text('city', 'Ort'), sortable: true },
  text('area', 'Bereich'),
  text('telefone', 'Telefon', 130),
  {
    ...text('email', 'Email', 170),
    renderCell: ({ value }) => <Link href={`mailto:${value as string}`}>{value as string}</Link>,
  },
  {
    ...text('web_url', 'WebURL', 160),
    renderCell: ({ value }) =>
      value ? (
        <Link href={webHref(value as string)} target="_blank" rel="noopener noreferrer">
          {value as string}
        </Link>
      ) : null,
  },
  {
    field: 'created_at',
    headerName: 'Erstellt am',
    width: 150,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

const MAIN = new Set([
  'row_number',
  'id',
  'status',
  'forename',
  'familyname',
  'tenantname',
  'email',
  'created_at',
]);

/** The key columns, '...', and when expanded the others (each group in the documented order). */
export const registrationListColumns = (expanded: boolean, onToggleExpanded: () => void): Col[] => [
  ...ALL.filter((c) => MAIN.has(c.field)),
  expanderColumn<NumberedRegistration>(expanded, onToggleExpanded),
  ...(expanded ? ALL.filter((c) => !MAIN.has(c.field)) : []),
];

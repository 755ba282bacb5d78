/** Columns of 'Benutzerverwaltung' in the SPEC §2 order: ID, Email, Vorname, Nachname, ..., Aktion. */
import { formatDate, yesNo } from '@ausweis/shared/format';
import type { UserListRow } from '@ausweis/shared/schemas/users';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { RowAction } from '../../components/RowAction';

export interface UserColumnActions {
  /** The logged-in user, who cannot remove themself. */
  ownId: number | null;
  onEdit: (row: UserListRow) => void;
  onRemove: (row: UserListRow) => void;
}

/** What blocks a user from working right now, for a hint next to the address. */
export function userStateLabel(row: Pick<UserListRow, 'email_validated' | 'must_reset_password'>) {
  if (row.must_reset_password) return 'Passwort-Reset offen';
  if (!row.email_validated) return 'E-Mail unbestätigt';
  return null;
}

export function userColumns({ ownId, onEdit, onRemove }: UserColumnActions): GridColDef<UserListRow>[] {
  return [
    { field: 'id', headerName: 'ID', width: 70 },
    {
      field: 'email',
      headerName: 'Email',
      minWidth: 160,
      flex: 1.5,
      renderCell: ({ row }) => {
        const state = userStateLabel(row);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '100%' }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.email}
            </Box>
            {state && <Chip size="small" color="warning" variant="outlined" label={state} />}
          </Box>
        );
      },
    },
    { field: 'forename', headerName: 'Vorname', minWidth: 90, flex: 1 },
    { field: 'lastname', headerName: 'Nachname', minWidth: 90, flex: 1 },
    { field: 'disabled', headerName: 'Deaktiviert', width: 100, valueFormatter: (v: boolean) => yesNo(v) },
    {
      field: 'use_for_notify',
      headerName: 'Benachrichtigen',
      width: 125,
      valueFormatter: (v: boolean) => yesNo(v),
    },
    {
      field: 'created_at',
      headerName: 'Erstellt am',
      width: 100,
      valueFormatter: (v: string) => formatDate(v),
    },
    { field: 'user_group', headerName: 'Gruppe', width: 90 },
    {
      field: 'actions',
      headerName: 'Aktion',
      width: 96,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
          <RowAction
            title="Bearbeiten"
            label={`Benutzer ${row.email} bearbeiten`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onEdit(row)}
          />
          {row.id !== ownId && (
            <RowAction
              title="Aus Mandant entfernen"
              label={`Benutzer ${row.email} aus dem Mandanten entfernen`}
              icon={<DeleteIcon fontSize="small" />}
              color="error"
              onClick={() => onRemove(row)}
            />
          )}
        </Box>
      ),
    },
  ];
}

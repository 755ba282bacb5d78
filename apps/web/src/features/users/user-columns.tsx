/** Columns of 'Benutzerverwaltung' in the docs/product.md#screens order: ID, Email, Vorname, Nachname, ..., Aktion. */
import { formatDate, yesNo } from '@ausweis/shared/format';
import { INVITATION_OPEN, type UserListRow } from '@ausweis/shared/schemas/users';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/PersonRemove';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { RowAction } from '../../components/RowAction';

/**
 * A list row for the grid, which needs a unique `id`: members keep their user id (`user_id`), pending
 * invitations (no user id) get a key of their own.
 */
export type UserTableRow = Omit<UserListRow, 'id'> & { id: string; user_id: number | null };

export const toTableRow = (row: UserListRow): UserTableRow => ({
  ...row,
  id: row.id === null ? `einladung-${row.invitation_id}` : `benutzer-${row.id}`,
  user_id: row.id,
});

export interface UserColumnActions {
  /** The logged-in user, who cannot remove themself. */
  ownId: number | null;
  onEdit: (row: UserTableRow) => void;
  onRemove: (row: UserTableRow) => void;
  /** Pending invitations: mail again, or withdraw. */
  onResend: (row: UserTableRow) => void;
  onWithdraw: (row: UserTableRow) => void;
}

/** What blocks a user from working right now, for a hint next to the address. */
export function userStateLabel(
  row: Pick<UserListRow, 'email_validated' | 'must_reset_password'> & { invitation_id?: number | null },
) {
  if (row.invitation_id != null) return INVITATION_OPEN;
  if (row.must_reset_password) return 'Passwort-Reset offen';
  if (!row.email_validated) return 'E-Mail unbestätigt';
  return null;
}

export function userColumns({
  ownId,
  onEdit,
  onRemove,
  onResend,
  onWithdraw,
}: UserColumnActions): GridColDef<UserTableRow>[] {
  return [
    // Sorted on the server by 'id'; an invitation has no user id to show.
    { field: 'id', headerName: 'ID', width: 70, valueGetter: (_v, row) => row.user_id ?? '' },
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
            {state && (
              <Chip
                size="small"
                color={row.invitation_id !== null ? 'info' : 'warning'}
                variant="outlined"
                label={state}
              />
            )}
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
          {row.invitation_id !== null ? (
            <>
              <RowAction
                title="Einladung erneut senden"
                label={`Einladung an ${row.email} erneut senden`}
                icon={<SendIcon fontSize="small" />}
                onClick={() => onResend(row)}
              />
              <RowAction
                title="Einladung zurückziehen"
                label={`Einladung an ${row.email} zurückziehen`}
                icon={<CancelScheduleSendIcon fontSize="small" />}
                color="error"
                onClick={() => onWithdraw(row)}
              />
            </>
          ) : (
            <>
              <RowAction
                title="Bearbeiten"
                label={`Benutzer ${row.email} bearbeiten`}
                icon={<EditIcon fontSize="small" />}
                onClick={() => onEdit(row)}
              />
              {row.user_id !== ownId && (
                <RowAction
                  title="Aus Mandant entfernen"
                  label={`Benutzer ${row.email} aus dem Mandanten entfernen`}
                  icon={<DeleteIcon fontSize="small" />}
                  color="error"
                  onClick={() => onRemove(row)}
                />
              )}
            </>
          )}
        </Box>
      ),
    },
  ];
}

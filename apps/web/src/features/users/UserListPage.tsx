/**
 * 'Benutzerverwaltung' (/admin/user, SPEC §2): the users of the selected tenant, 50 per page, with edit
 * and remove-from-tenant (not oneself) and '+ Neuen Benutzer anlegen'.
 */
import { can } from '@ausweis/shared/permissions';
import type { UserListRow } from '@ausweis/shared/schemas/users';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { PageHeader } from '../../components/PageHeader';
import { useTableQuery } from '../../components/table-query';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { useRemoveFromTenant, useUsers } from './api';
import { userColumns } from './user-columns';

const displayName = (u: Pick<UserListRow, 'forename' | 'lastname'>) =>
  [u.forename, u.lastname].filter(Boolean).join(' ');

export default function UserListPage() {
  const session = useSession();
  if (!can(subjectOf(session), 'users.manage'))
    return <Alert severity="error">Keine Berechtigung für die Benutzerverwaltung.</Alert>;
  return <UserList />;
}

function UserList() {
  const session = useSession();
  const navigate = useNavigate();
  const tenant = session.selectedTenant;
  const [query, setQuery] = useTableQuery();
  const list = useUsers(tenant?.id ?? null, query);
  const remove = useRemoveFromTenant();
  const [removing, setRemoving] = useState<UserListRow | null>(null);

  const columns = useMemo(
    () =>
      userColumns({
        ownId: session.userData?.user_id ?? null,
        onEdit: (row) => navigate(`/admin/user/${row.id}`),
        onRemove: setRemoving,
      }),
    [session.userData?.user_id, navigate],
  );

  const confirmRemove = () => {
    if (!removing) return;
    const user = removing;
    setRemoving(null);
    remove.mutate(user.id, {
      onSuccess: () => showSuccess(`${displayName(user)} wurde aus dem Mandanten entfernt.`, 'Erfolg'),
    });
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title="Benutzerverwaltung"
        action={{ label: '+ Neuen Benutzer anlegen', to: '/admin/user/add' }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <DataTable
          ariaLabel="Benutzerverwaltung"
          columns={columns}
          rows={list.data?.data ?? []}
          total={list.data?.pagination.total ?? 0}
          loading={list.isFetching}
          query={query}
          onQueryChange={setQuery}
          onRowClick={(row) => navigate(`/admin/user/${row.id}`)}
        />
      </Paper>
      <HoldToConfirm open={removing !== null} onOk={confirmRemove} onCancel={() => setRemoving(null)}>
        {removing && (
          <Stack spacing={1.5}>
            <Typography>
              Benutzer „{displayName(removing)}“ ({removing.email}) aus dem Mandanten „{tenant?.name}“
              entfernen?
            </Typography>
            <Typography>
              Der Benutzer wird nur aus diesem Mandanten entfernt und hat danach keinen Zugriff mehr auf ihn.
              Sein Benutzerkonto und sein Zugang zu anderen Mandanten bleiben bestehen.
            </Typography>
          </Stack>
        )}
      </HoldToConfirm>
    </Stack>
  );
}

/**
 * 'Benutzerverwaltung' (/admin/user, docs/product.md#screens): the users of the selected tenant, 50 per page, with edit
 * and remove-from-tenant (not oneself) and '+ Neuen Benutzer anlegen'. Pending invitations show as
 * 'Einladung offen' rows with what the Admin typed; they can be sent again or withdrawn.
 */
import { can } from '@ausweis/shared/permissions';
import { INVITATION_RESENT, INVITATION_WITHDRAWN } from '@ausweis/shared/schemas/users';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { ListPage } from '../../components/ListPage';
import { pagedTableProps, useTableQuery } from '../../components/table-query';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { IdentityProviderSection, TenantSecondFactorSwitch } from '../auth/public';
import { PrivacySection } from '../privacy/public';
import { useRemoveFromTenant, useResendInvitation, useUsers, useWithdrawInvitation } from './api';
import { toTableRow, type UserTableRow, userColumns } from './user-columns';

const displayName = (u: Pick<UserTableRow, 'forename' | 'lastname'>) =>
  [u.forename, u.lastname].filter(Boolean).join(' ');

export default function UserListPage() {
  const session = useSession();
  if (!can(subjectOf(session), 'users.manage'))
    return <Alert severity="error">Keine Berechtigung für die Benutzerverwaltung.</Alert>;
  const tenantId = session.selectedTenant?.id;
  return (
    <Stack spacing={2}>
      <UserList />
      {tenantId && <IdentityProviderSection tenantId={tenantId} />}
      {tenantId && can(subjectOf(session), 'privacy.records') && <PrivacySection tenantId={tenantId} />}
    </Stack>
  );
}

function UserList() {
  const session = useSession();
  const navigate = useNavigate();
  const tenant = session.selectedTenant;
  const [query, setQuery] = useTableQuery();
  const list = useUsers(tenant?.id ?? null, query);
  const remove = useRemoveFromTenant();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const [removing, setRemoving] = useState<UserTableRow | null>(null);
  const [withdrawing, setWithdrawing] = useState<UserTableRow | null>(null);
  const rows = useMemo(() => (list.data?.data ?? []).map(toTableRow), [list.data]);

  const columns = useMemo(
    () =>
      userColumns({
        ownId: session.userData?.user_id ?? null,
        onEdit: (row) => navigate(`/admin/user/${row.user_id}`),
        onRemove: setRemoving,
        onResend: (row) => {
          if (row.invitation_id === null) return;
          resend.mutate(row.invitation_id, { onSuccess: () => showSuccess(INVITATION_RESENT, 'Erfolg') });
        },
        onWithdraw: setWithdrawing,
      }),
    [session.userData?.user_id, navigate, resend.mutate],
  );

  const confirmRemove = () => {
    const user = removing;
    setRemoving(null);
    if (user?.user_id == null) return;
    remove.mutate(user.user_id, {
      onSuccess: () => showSuccess(`${displayName(user)} wurde aus dem Mandanten entfernt.`, 'Erfolg'),
    });
  };

  const confirmWithdraw = () => {
    const invitation = withdrawing;
    setWithdrawing(null);
    if (invitation?.invitation_id == null) return;
    withdraw.mutate(invitation.invitation_id, {
      onSuccess: () => showSuccess(INVITATION_WITHDRAWN, 'Erfolg'),
    });
  };

  return (
    <ListPage
      title="Benutzerverwaltung"
      action={{ label: '+ Neuen Benutzer anlegen', to: '/admin/user/add' }}
      options={tenant ? <TenantSecondFactorSwitch tenantId={tenant.id} /> : undefined}
      dialogs={
        <>
          <HoldToConfirm open={removing !== null} onOk={confirmRemove} onCancel={() => setRemoving(null)}>
            {removing && (
              <Stack spacing={1.5}>
                <Typography>
                  Benutzer „{displayName(removing)}“ ({removing.email}) aus dem Mandanten „{tenant?.name}“
                  entfernen?
                </Typography>
                <Typography>
                  Der Benutzer wird nur aus diesem Mandanten entfernt und hat danach keinen Zugriff mehr auf
                  ihn. Sein Benutzerkonto und sein Zugang zu anderen Mandanten bleiben bestehen.
                </Typography>
              </Stack>
            )}
          </HoldToConfirm>
          <HoldToConfirm
            open={withdrawing !== null}
            onOk={confirmWithdraw}
            onCancel={() => setWithdrawing(null)}
          >
            {withdrawing && (
              <Typography>
                Einladung an {withdrawing.email} zurückziehen? Der Link in der E-Mail gilt danach nicht mehr.
              </Typography>
            )}
          </HoldToConfirm>
        </>
      }
    >
      <DataTable
        ariaLabel="Benutzerverwaltung"
        columns={columns}
        rows={rows}
        {...pagedTableProps(list)}
        query={query}
        onQueryChange={setQuery}
        onRowClick={(row) => {
          if (row.user_id !== null) navigate(`/admin/user/${row.user_id}`);
        }}
      />
    </ListPage>
  );
}

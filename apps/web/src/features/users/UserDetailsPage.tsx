/**
 * User details (/admin/user/add and /admin/user/{id}, docs/product.md#screens): create or edit a user of the selected
 * tenant; admins can reset another user's password (mailed link, user locked until it is used).
 */
import { can } from '@ausweis/shared/permissions';
import type { SaveUserRequest } from '@ausweis/shared/schemas/users';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { HoldToConfirm } from '../../components/HoldToConfirm';
import { serverMessage } from '../../lib/server-error';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { ResetSecondFactorsButton } from '../auth/public';
import { useResetPassword, useSaveUser, useUserProfile } from './api';
import { ChangePasswordButton, OwnPasswordPanel } from './OwnPasswordPanel';
import { SAVED_TITLE, savedMessage } from './save-feedback';
import { UserForm } from './UserForm';
import type { UserFormValues } from './user-form-values';

export const toSaveRequest = (v: UserFormValues, userId?: number): SaveUserRequest => ({
  ...(userId ? { user_id: userId } : {}),
  email: v.email,
  salutation: v.salutation as SaveUserRequest['salutation'],
  forename: v.forename,
  lastname: v.lastname,
  user_group: v.user_group as SaveUserRequest['user_group'],
  disabled: v.disabled,
  use_for_notify: v.use_for_notify,
});

export default function UserDetailsPage() {
  const session = useSession();
  if (!can(subjectOf(session), 'users.manage'))
    return <Alert severity="error">Keine Berechtigung für die Benutzerverwaltung.</Alert>;
  return <UserDetails />;
}

function UserDetails() {
  const { id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const userId = id === undefined ? null : Number(id);
  const validId = userId === null || (Number.isInteger(userId) && userId > 0);
  const tenantId = session.selectedTenant?.id ?? null;
  const profile = useUserProfile(tenantId, validId ? userId : null);
  const save = useSaveUser();
  const resetPassword = useResetPassword();
  const [confirmReset, setConfirmReset] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const mode = userId === null ? 'create' : 'edit';
  const data = profile.data;
  const isOwn = data !== undefined && data.id === session.userData?.user_id;

  const onSave = async (values: UserFormValues) => {
    const result = await save.mutateAsync(toSaveRequest(values, data?.id));
    showSuccess(savedMessage(result, values.email, mode === 'create'), SAVED_TITLE);
    // An invitation by a tenant Admin names no user (the address may belong to an existing account);
    // so does correcting the address of someone who never set a password: that invites the new one.
    if (result.id === null) navigate('/admin/user', { replace: true });
    else if (mode === 'create') navigate(`/admin/user/${result.id}`, { replace: true });
  };

  const doReset = () => {
    setConfirmReset(false);
    if (!data) return;
    resetPassword.mutate(data.id, {
      onSuccess: () => showSuccess('E-Mail mit Zugangsdaten wurde an den Benutzer gesendet', 'Erfolg'),
    });
  };

  const name = data ? [data.forename, data.lastname].filter(Boolean).join(' ') : '';
  let body: ReactNode;
  if (!validId) body = <Alert severity="error">Benutzer nicht gefunden.</Alert>;
  else if (mode === 'edit' && profile.isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Lädt" />
      </Box>
    );
  else if (mode === 'edit' && profile.isError)
    body = <Alert severity="error">{serverMessage(profile.error)}</Alert>;
  else
    body = (
      <UserForm
        key={data?.id ?? 'new'}
        mode={mode}
        profile={data}
        isOwn={isOwn}
        saving={save.isPending}
        onSave={onSave}
        actions={
          data && isOwn ? (
            <ChangePasswordButton open={passwordOpen} onOpen={() => setPasswordOpen(true)} />
          ) : data?.can_edit_account ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<LockResetIcon />}
              onClick={() => setConfirmReset(true)}
              loading={resetPassword.isPending}
              sx={{ minHeight: 40 }}
            >
              Passwort zurücksetzen
            </Button>
          ) : null
        }
      />
    );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/admin/user" startIcon={<ArrowBackIcon />} sx={{ minHeight: 40 }}>
          Benutzerverwaltung
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {mode === 'create'
          ? 'Benutzer anlegen'
          : name
            ? `Benutzer ${name} bearbeiten`
            : 'Benutzer bearbeiten'}
      </Typography>
      {passwordOpen && data && (
        <OwnPasswordPanel userId={data.id} email={data.email} onClose={() => setPasswordOpen(false)} />
      )}
      {body}
      {data && !isOwn && session.userData?.is_super_admin && (
        <ResetSecondFactorsButton userId={data.id} name={name || data.email} />
      )}
      <HoldToConfirm open={confirmReset} onOk={doReset} onCancel={() => setConfirmReset(false)}>
        <Typography>
          Passwort von „{name}“ zurücksetzen? Der Benutzer ist gesperrt, bis er über den Link in der E-Mail an{' '}
          {data?.email} ein neues Passwort gesetzt hat.
        </Typography>
      </HoldToConfirm>
    </Stack>
  );
}

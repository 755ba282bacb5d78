/**
 * /tenant_invite/{token}: the owner of an existing account confirms the access to another tenant that
 * its Admin asked for. Checked first like the other mailed links (an invalid one shows the server
 * message and disables the button); nothing changes until 'Einladung annehmen'.
 */
import { TENANT_INVITE_ACCEPTED } from '@ausweis/shared/schemas/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { serverMessage } from '../../lib/server-error';
import { showSuccess } from '../../lib/toast';
import { AuthCard } from './AuthCard';
import { useAcceptTenantInvite, useTenantInvite } from './account-api';

export default function TenantInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useTenantInvite(token);
  const accept = useAcceptTenantInvite();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!check.data) return;
    accept.mutate(token, {
      onSuccess: () => {
        showSuccess(TENANT_INVITE_ACCEPTED, 'Erfolg');
        navigate('/login', { replace: true });
      },
    });
  };

  return (
    <AuthCard title="Einladung annehmen" onSubmit={submit}>
      <Stack spacing={2}>
        {check.isError ? (
          <Alert severity="error" role="alert">
            {serverMessage(check.error)}
          </Alert>
        ) : check.data ? (
          <Typography variant="body2" color="text.secondary">
            Die Verwaltung von „{check.data.tenant_name}“ lädt Ihren Zugang {check.data.email} als{' '}
            {check.data.user_group === 'Admin' ? 'Admin' : 'Benutzer'} ein. Erst wenn Sie annehmen, gehören
            Sie zu diesem Mandanten und die Verwaltung sieht Ihre Daten. Ihr Passwort bleibt unverändert.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Die Einladung wird geprüft …
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!check.isSuccess}
          loading={accept.isPending}
          sx={{ minHeight: 48 }}
        >
          Einladung annehmen
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * /tenant_invite/{token}: the owner of an existing account confirms the access to another tenant that
 * its Admin asked for. Checked first like the other mailed links (an invalid one shows the server
 * message and disables the form). The link alone accepts nothing: the owner signs in with the account's
 * password, which accepts the invitation, and goes on signed in (to the tenant chooser).
 */
import {
  AcceptTenantInviteForm,
  TENANT_INVITE_ACCEPTED,
  type TenantInviteResponse,
} from '@ausweis/shared/schemas/account';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { serverFieldError, serverMessage } from '../../lib/server-error';
import { showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { AccountPasswordInput, AuthCard, AuthSubmitButton } from './AuthCard';
import { useAcceptTenantInvite, useTenantInvite } from './account-api';
import { signInStepState } from './login-prefill';

function InvitationText({ invite }: { invite: TenantInviteResponse }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Die Verwaltung von „{invite.tenant_name}“ lädt Ihren Zugang {invite.email} als{' '}
        {invite.user_group === 'Admin' ? 'Admin' : 'Benutzer'} ein. Erst wenn Sie annehmen, gehören Sie zu
        diesem Mandanten und die Verwaltung sieht Ihre Daten.
      </Typography>
      <Alert severity="info">
        Melden Sie sich zuerst mit dem Passwort dieses Zugangs an; damit nehmen Sie die Einladung an. Ihr
        Passwort bleibt unverändert.
      </Alert>
    </>
  );
}

export default function TenantInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useTenantInvite(token);
  const accept = useAcceptTenantInvite();
  const { control, handleSubmit, setError } = useForm<AcceptTenantInviteForm>({
    resolver: zodResolver(AcceptTenantInviteForm),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(({ password }) => {
    if (!check.data) return;
    accept.mutate(
      { token, password },
      {
        onSuccess: (outcome) => {
          queryClient.clear();
          showSuccess(TENANT_INVITE_ACCEPTED, 'Erfolg');
          // A second step of the sign-in is taken on the login page.
          if ('next' in outcome) navigate(outcome.next, { replace: true });
          else navigate('/login', { replace: true, state: signInStepState(outcome.step) });
        },
        onError: (error) => {
          const fieldError = serverFieldError(error);
          if (fieldError?.field === 'password') setError('password', { message: fieldError.message });
        },
      },
    );
  });

  return (
    <AuthCard title="Einladung annehmen" onSubmit={submit}>
      <Stack spacing={2}>
        {check.isError ? (
          <Alert severity="error" role="alert">
            {serverMessage(check.error)}
          </Alert>
        ) : check.data ? (
          <InvitationText invite={check.data} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Die Einladung wird geprüft …
          </Typography>
        )}
        {/* The account's address, for password managers; only its owner's password accepts. */}
        <TextField
          label="E-Mail"
          type="email"
          value={check.data?.email ?? ''}
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true } }}
          disabled={!check.isSuccess}
          fullWidth
        />
        <AccountPasswordInput control={control} autoFocus disabled={!check.isSuccess} />
        <AuthSubmitButton loading={accept.isPending} disabled={!check.isSuccess}>
          Anmelden und Einladung annehmen
        </AuthSubmitButton>
        <Link href="/forgot-password" target="_blank" rel="noopener" sx={{ py: 1, alignSelf: 'flex-start' }}>
          Passwort vergessen
        </Link>
      </Stack>
    </AuthCard>
  );
}

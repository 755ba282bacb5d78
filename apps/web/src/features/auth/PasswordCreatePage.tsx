/**
 * /password_create/{token} 'Passwort setzen' (docs/product.md#screens): the token is checked first; an invalid, used or
 * expired one shows the server message and disables the form. Success: toast, then the login with
 * the e-mail address filled in.
 */
import { APP_NAME } from '@ausweis/shared/constants';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { serverMessage } from '../../lib/server-error';
import { showSuccess } from '../../lib/toast';
import { AuthCard } from './AuthCard';
import { useUserToken } from './account-api';
import { loginWithEmail } from './login-prefill';
import { SetPasswordForm } from './SetPasswordForm';

export default function PasswordCreatePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useUserToken(token, 'UserPassword');
  const name = check.data ? [check.data.forename, check.data.lastname].filter(Boolean).join(' ') : '';

  return (
    <AuthCard title="Passwort setzen">
      <Stack spacing={2}>
        {check.isError ? (
          <Alert severity="error" role="alert">
            {serverMessage(check.error)}{' '}
            <Link component={RouterLink} to="/forgot-password" color="inherit">
              Neuen Link anfordern
            </Link>
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {name ? `Hallo ${name}, bitte` : 'Bitte'} legen Sie Ihr Passwort für das {APP_NAME} fest.
          </Typography>
        )}
        <SetPasswordForm
          mode="token"
          token={token}
          user={check.data}
          disabled={!check.isSuccess}
          onDone={() => {
            showSuccess('Passwort wurde gesetzt. Bitte anmelden', 'Erfolg');
            navigate(...loginWithEmail(check.data?.email));
          }}
        />
      </Stack>
    </AuthCard>
  );
}

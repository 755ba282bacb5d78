/** Login (docs/product.md#screens): e-mail, password, Enter submits; 'Passwort vergessen' in a new tab; 'E-Mail vergessen' hint. */
import type { LoginRequest } from '@ausweis/shared/schemas/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { lazyResolver } from '../../lib/lazy-resolver';
import { clearLogoutReason, peekLogoutReason } from '../../lib/logout-reason';
import { AccountEmailInput, AccountPasswordInput, AuthCard, AuthSubmitButton } from './AuthCard';
import { useLogin } from './api';
import { prefilledEmail } from './login-prefill';
import { PasskeySignInButton } from './passkeys/PasskeySignInButton';
import { SsoError, SsoOffer } from './sso/SsoOffer';

/** zod and the auth schemas load at the first submit, not with the page. */
const loginResolver = lazyResolver(() => import('./login-resolver').then((m) => m.loginResolver));

export default function LoginPage() {
  const location = useLocation();
  const [showEmailHint, setShowEmailHint] = useState(false);
  // After an automatic logout: why (shown once; the next visit of the page does not repeat it).
  const [logoutReason] = useState(peekLogoutReason);
  useEffect(() => clearLogoutReason(), []);
  const loginMutation = useLogin();
  // Coming from a mailed link (password or e-mail set): the address is filled in, the password is next.
  const [email] = useState(() => prefilledEmail(location.state));
  const { control, handleSubmit, watch } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { email, password: '' },
  });

  return (
    <AuthCard title="Anmelden" onSubmit={handleSubmit((v) => loginMutation.mutate(v))}>
      {logoutReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {logoutReason}
        </Alert>
      )}
      <SsoError />
      <Stack spacing={2}>
        <AccountEmailInput control={control} autoFocus={!email} />
        <AccountPasswordInput control={control} autoFocus={!!email} />
        <AuthSubmitButton loading={loginMutation.isPending}>Anmelden</AuthSubmitButton>
        <PasskeySignInButton />
        <SsoOffer email={watch('email')} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link href="/forgot-password" target="_blank" rel="noopener" sx={{ py: 1 }}>
            Passwort vergessen
          </Link>
          <Link
            component="button"
            type="button"
            onClick={() => setShowEmailHint((v) => !v)}
            aria-expanded={showEmailHint}
            sx={{ py: 1 }}
          >
            E-Mail vergessen
          </Link>
        </Box>
        {showEmailHint && (
          <Alert severity="info">Bitte wenden Sie sich an Ihre Organisation um Ihre E-Mail zu erfahren</Alert>
        )}
      </Stack>
    </AuthCard>
  );
}

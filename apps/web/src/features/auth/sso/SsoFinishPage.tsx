/**
 * /login/sso: where the sign-in with a school's accounts lands. The result ticket in the URL fragment
 * (never sent to a server by the browser) is exchanged once for the login answer, which starts the
 * session as the password login does.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageFallback } from '../../../components/PageFallback';
import { serverMessage } from '../../../lib/server-error';
import { closeToast } from '../../../lib/snackbar';
import { AuthCard } from '../AuthCard';
import { signInStepState } from '../login-prefill';
import { exchangeSsoAndLoad } from './api';

export default function SsoFinishPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The ticket is single-use: exchange it once, even when an effect runs twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = new URLSearchParams(window.location.hash.slice(1)).get('ticket') ?? '';
    // The ticket leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    exchangeSsoAndLoad(ticket).then(
      (outcome) => {
        // A second step the second-factor rule asks for is taken on the login page.
        if ('step' in outcome)
          return void navigate('/login', { replace: true, state: signInStepState(outcome.step) });
        closeToast();
        queryClient.clear();
        void navigate(outcome.next, { replace: true });
      },
      (err: unknown) => setError(serverMessage(err)),
    );
  }, [navigate, queryClient]);

  if (!error) return <PageFallback />;
  return (
    <AuthCard title="Anmeldung über die Schule">
      <Stack spacing={2}>
        <Alert severity="error">{error}</Alert>
        <Link component={RouterLink} to="/login">
          Zur Anmeldung
        </Link>
      </Stack>
    </AuthCard>
  );
}

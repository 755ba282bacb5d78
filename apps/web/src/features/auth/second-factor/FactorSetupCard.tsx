/**
 * A sign-in that must set up a second factor first (super admins; members of a tenant that requires
 * one): the one-time-code app is set up with the sign-in's ticket, then the recovery codes are shown
 * once; 'Weiter' opens the session. A passkey may be set up instead (passkey-slots.tsx).
 */
import type { SessionResponse } from '@ausweis/shared/schemas/auth';
import type { ConfirmTotpWithTicketResponse } from '@ausweis/shared/schemas/auth-factors';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../lib/server-error';
import { AuthCard, AuthSubmitButton } from '../AuthCard';
import { confirmTotpSetupWithTicket, startTotpSetupWithTicket } from '../second-factor-api';
import { PasskeySetupOption } from './passkey-slots';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TotpSetupFields } from './TotpSetupFields';

export function FactorSetupCard({
  ticket,
  onSession,
  onRestart,
}: {
  ticket: string;
  onSession: (session: SessionResponse) => void;
  onRestart: () => void;
}) {
  const setup = useQuery({
    queryKey: ['auth', 'factorSetup', ticket],
    queryFn: () => startTotpSetupWithTicket(ticket),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () =>
      confirmTotpSetupWithTicket({ ticket, setup_token: setup.data?.setup_token ?? '', code: code.trim() }),
  });
  // Set up with a passkey instead of the app: the same session and recovery codes.
  const [passkeyDone, setPasskeyDone] = useState<ConfirmTotpWithTicketResponse | null>(null);
  const done = confirm.data ?? passkeyDone;

  if (done?.recovery_codes)
    return (
      <AuthCard title="Wiederherstellungscodes">
        <RecoveryCodesPanel codes={done.recovery_codes} onDone={() => onSession(done.session)} />
      </AuthCard>
    );

  return (
    <AuthCard
      title="Zweiten Faktor einrichten"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim() && setup.data)
          confirm.mutate(undefined, { onSuccess: (r) => !r.recovery_codes && onSession(r.session) });
      }}
    >
      <Stack spacing={2}>
        <Typography>
          Für Ihr Konto ist eine Anmeldung mit zweitem Faktor vorgeschrieben. Richten Sie jetzt eine
          Authenticator-App ein; danach fragt die Anmeldung jedes Mal nach ihrem Code.
        </Typography>
        <PasskeySetupOption
          ticket={ticket}
          onSetUp={(r) => (r.recovery_codes ? setPasskeyDone(r) : onSession(r.session))}
        />
        {setup.isPending && <CircularProgress aria-label="Wird geladen" sx={{ alignSelf: 'center' }} />}
        {setup.isError && (
          <Alert severity="error" role="alert">
            {serverMessage(setup.error)}
          </Alert>
        )}
        {setup.data && (
          <>
            <TotpSetupFields
              setup={setup.data}
              code={code}
              onCode={setCode}
              error={confirm.isError ? serverMessage(confirm.error) : null}
            />
            <AuthSubmitButton loading={confirm.isPending}>Einrichten</AuthSubmitButton>
          </>
        )}
        <Link component="button" type="button" onClick={onRestart} sx={{ py: 1, alignSelf: 'flex-start' }}>
          Abbrechen und neu anmelden
        </Link>
      </Stack>
    </AuthCard>
  );
}

/**
 * The sign-in's second step: the code of the user's authenticator app, or one of their recovery codes
 * ('Wiederherstellungscode verwenden'); a passkey where the user has one (passkey-slots.tsx).
 */
import type { SecondFactorMethod, SessionResponse } from '@ausweis/shared/schemas/auth';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../lib/server-error';
import { AuthCard, AuthSubmitButton } from '../AuthCard';
import { secondStep } from '../second-factor-api';
import { CodeField } from './CodeField';
import { PasskeySecondStep } from './passkey-slots';

export function SecondStepCard({
  ticket,
  methods,
  onSession,
  onRestart,
}: {
  ticket: string;
  methods: SecondFactorMethod[];
  onSession: (session: SessionResponse) => void;
  onRestart: () => void;
}) {
  const hasTotp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasTotp && methods.includes('recovery'));
  const [code, setCode] = useState('');
  const step = useMutation({ mutationFn: () => secondStep(ticket, code.trim()), onSuccess: onSession });
  const error = step.isError ? serverMessage(step.error) : null;
  const expired = step.isError && (step.error as { status?: number }).status === 401;
  const switchTo = (toRecovery: boolean) => {
    setRecovery(toRecovery);
    setCode('');
    step.reset();
  };

  return (
    <AuthCard
      title="Anmeldung bestätigen"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) step.mutate();
      }}
    >
      <Stack spacing={2}>
        {methods.includes('passkey') && <PasskeySecondStep ticket={ticket} onSession={onSession} />}
        {(hasTotp || recovery) && (
          <>
            <CodeField
              key={recovery ? 'recovery' : 'totp'}
              value={code}
              onChange={setCode}
              error={expired ? null : error}
              recovery={recovery}
            />
            {expired && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <AuthSubmitButton loading={step.isPending}>Bestätigen</AuthSubmitButton>
          </>
        )}
        {methods.includes('recovery') && (
          <Link
            component="button"
            type="button"
            onClick={() => switchTo(!recovery)}
            sx={{ py: 1, alignSelf: 'flex-start' }}
          >
            {recovery ? 'Code der Authenticator-App verwenden' : 'Wiederherstellungscode verwenden'}
          </Link>
        )}
        <Link component="button" type="button" onClick={onRestart} sx={{ py: 1, alignSelf: 'flex-start' }}>
          Abbrechen und neu anmelden
        </Link>
      </Stack>
    </AuthCard>
  );
}

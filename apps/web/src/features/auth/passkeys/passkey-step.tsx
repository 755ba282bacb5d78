/**
 * Running one passkey step from a button: busy while the browser's dialog is open, and the hint when it
 * ends without a passkey (closed, timed out, not possible here). The sign-in steps end in the session.
 */
import type { LoginResponse } from '@ausweis/shared/schemas/auth';
import Alert from '@mui/material/Alert';
import { useCallback, useState } from 'react';
import { resolveSignIn, type SignInStep, useSignedIn } from '../api';
import { type PasskeyHint, passkeyHint } from './passkey-api';

export function usePasskeyStep() {
  const [pending, setPending] = useState(false);
  const [hint, setHint] = useState<PasskeyHint | null>(null);
  const run = useCallback(async (step: () => Promise<unknown>): Promise<boolean> => {
    setPending(true);
    setHint(null);
    try {
      await step();
      return true;
    } catch (err) {
      setHint(passkeyHint(err));
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, hint, run };
}

/** A passkey sign-in whose answer is a login: the session starts, or the step it asks for is handed on. */
export function usePasskeySignIn(onStep: (step: SignInStep) => void) {
  const step = usePasskeyStep();
  const signedIn = useSignedIn();
  const { run } = step;
  const signIn = useCallback(
    (login: () => Promise<LoginResponse>) =>
      run(async () => {
        const outcome = await resolveSignIn(await login());
        if ('next' in outcome) signedIn(outcome.next);
        else onStep(outcome.step);
      }),
    [run, signedIn, onStep],
  );
  return { ...step, signIn };
}

export function PasskeyHintAlert({ hint }: { hint: PasskeyHint | null }) {
  if (!hint) return null;
  return (
    <Alert severity={hint.severity} role="status">
      {hint.text}
    </Alert>
  );
}

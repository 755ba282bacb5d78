/** 'Mit Passkey anmelden' on the login page: no e-mail needed, the passkey names the account. */
import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SignInStep } from '../api';
import { passkeysSupported, signInWithPasskey } from './passkey-api';
import { PasskeyHintAlert, usePasskeySignIn } from './passkey-step';

export function PasskeySignInButton({ onStep }: { onStep: (step: SignInStep) => void }) {
  const { pending, hint, signIn } = usePasskeySignIn(onStep);
  // Without WebAuthn there is nothing to offer; the password form stays.
  if (!passkeysSupported()) return null;
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<KeyIcon />}
        loading={pending}
        onClick={() => void signIn(signInWithPasskey)}
      >
        Mit Passkey anmelden
      </Button>
      <PasskeyHintAlert hint={hint} />
    </Stack>
  );
}

/** The second step of a sign-in with one of the user's passkeys (the first step's ticket). */
import type { SessionResponse } from '@ausweis/shared/schemas/auth';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { confirmWithPasskey, PASSKEYS_UNSUPPORTED, passkeysSupported } from './passkey-api';
import { PasskeyHintAlert, usePasskeyStep } from './passkey-step';

export function PasskeyConfirmButton({
  ticket,
  onSession,
}: {
  ticket: string;
  onSession: (session: SessionResponse) => void;
}) {
  const { pending, hint, run } = usePasskeyStep();
  if (!passkeysSupported()) return <Alert severity="warning">{PASSKEYS_UNSUPPORTED}</Alert>;
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        startIcon={<KeyIcon />}
        loading={pending}
        onClick={() => void run(async () => onSession(await confirmWithPasskey(ticket)))}
      >
        Mit Passkey bestätigen
      </Button>
      <PasskeyHintAlert hint={hint} />
    </Stack>
  );
}

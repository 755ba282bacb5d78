/**
 * Sets up a passkey as the second factor during a first sign-in that must have one (the set-up
 * ticket): a name, the browser's dialog, then the session.
 */
import type { ConfirmTotpWithTicketResponse } from '@ausweis/shared/schemas/auth-factors';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { PASSKEYS_UNSUPPORTED, passkeysSupported, setUpPasskey } from './passkey-api';
import { PasskeyHintAlert, usePasskeyStep } from './passkey-step';

export function PasskeySetupButton({
  ticket,
  onSetUp,
}: {
  ticket: string;
  /** The session, and the recovery codes to show once when the passkey is the first factor. */
  onSetUp: (result: ConfirmTotpWithTicketResponse) => void;
}) {
  const { pending, hint, run } = usePasskeyStep();
  const [naming, setNaming] = useState(false);
  if (!passkeysSupported()) return <Alert severity="warning">{PASSKEYS_UNSUPPORTED}</Alert>;
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        startIcon={<KeyIcon />}
        loading={pending}
        onClick={() => setNaming(true)}
      >
        Passkey einrichten
      </Button>
      <PasskeyHintAlert hint={hint} />
      <PasskeyNameDialog
        open={naming}
        onCancel={() => setNaming(false)}
        onConfirm={(name) => {
          setNaming(false);
          void run(async () => onSetUp(await setUpPasskey(ticket, name)));
        }}
      />
    </Stack>
  );
}

/**
 * Sets up a passkey as the second factor during a first sign-in that must have one (the set-up
 * ticket): a name, the browser's dialog, then the session.
 */
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { PASSKEYS_UNSUPPORTED, passkeysSupported, setUpPasskey } from './passkey-api';
import { PasskeyHintAlert, usePasskeySignIn } from './passkey-step';

export function PasskeySetupButton({ ticket }: { ticket: string }) {
  const { pending, hint, signIn } = usePasskeySignIn();
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
          void signIn(() => setUpPasskey(ticket, name));
        }}
      />
    </Stack>
  );
}

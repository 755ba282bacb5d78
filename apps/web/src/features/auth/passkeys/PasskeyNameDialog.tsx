/** Asks for a new passkey's name before the browser creates it ('Laptop', 'Handy'). */
import { PASSKEY_NAME_MAX } from '@ausweis/shared/schemas/auth-passkeys';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface Props {
  open: boolean;
  onCancel(): void;
  onConfirm(name: string): void;
}

export function PasskeyNameDialog({ open, onCancel, onConfirm }: Props) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const confirm = () => {
    if (!trimmed) return;
    setName('');
    onConfirm(trimmed);
  };
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="passkey-name-title">
      <DialogTitle id="passkey-name-title">Passkey hinzufügen</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Geben Sie dem Passkey einen Namen, an dem Sie ihn später wiedererkennen. Danach fragt Ihr Browser
          nach Ihrem Gerät oder Sicherheitsschlüssel.
        </Typography>
        <TextField
          label="Name des Passkeys"
          placeholder="z. B. Laptop oder Handy"
          fullWidth
          autoFocus
          value={name}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') confirm();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Abbrechen</Button>
        <Button variant="contained" disabled={!trimmed} onClick={confirm}>
          Weiter
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks for the current password before one's own e-mail address changes (server requires it). */
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
  onConfirm(password: string): void;
}

export function CurrentPasswordDialog({ open, onCancel, onConfirm }: Props) {
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onCancel();
  };
  const confirm = () => {
    const value = password;
    setPassword('');
    onConfirm(value);
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>E-Mail-Adresse ändern</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.
        </Typography>
        <TextField
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          fullWidth
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && password) confirm();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Abbrechen</Button>
        <Button variant="contained" disabled={!password} onClick={confirm}>
          Bestätigen
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Passwort ändern' on the own profile: a button that opens the set-password form inline (with cancel). */
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showSuccess } from '../../lib/toast';
import { SetPasswordForm } from '../auth/public';

export function ChangePasswordButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  return (
    <Button
      variant="outlined"
      startIcon={<LockIcon />}
      onClick={onOpen}
      disabled={open}
      sx={{ minHeight: 40 }}
    >
      Passwort ändern
    </Button>
  );
}

export function OwnPasswordPanel({
  userId,
  email,
  onClose,
}: {
  userId: number;
  email: string;
  onClose: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Passwort ändern
      </Typography>
      <SetPasswordForm
        mode="inline"
        userId={userId}
        email={email}
        onCancel={onClose}
        onDone={() => {
          showSuccess('Passwort wurde geändert', 'Erfolg');
          onClose();
        }}
      />
    </Paper>
  );
}

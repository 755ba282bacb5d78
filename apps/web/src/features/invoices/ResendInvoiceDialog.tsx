/** 'Rechnung erneut senden': mails a run's invoice again, optionally to extra recipients. */
import { type PaymentRunRow, zEmailList } from '@ausweis/shared/schemas/invoices';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { showSuccess } from '../../lib/toast';
// zEmailList() parses here: with the German zod messages.
import '../../lib/zod-german';
import { serverFieldError } from '../../lib/server-error';
import { useResendInvoice } from './api';
import { EMAILS_HINT, resentText } from './invoice-filters';

export function ResendInvoiceDialog({ run, onClose }: { run: PaymentRunRow | null; onClose: () => void }) {
  const resend = useResendInvoice();
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The last run stays shown while the dialog fades out.
  const [shown, setShown] = useState<PaymentRunRow | null>(run);
  if (run && run !== shown) {
    setShown(run);
    setEmails('');
    setError(null);
  }

  const send = () => {
    if (!run || resend.isPending) return;
    const parsed = zEmailList().safeParse(emails);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.email);
      return;
    }
    resend.mutate(
      { payment_run_id: run.id, additional_emails: emails.trim() },
      {
        onSuccess: (r) => {
          showSuccess(resentText(run.invoice_number, r.mails), 'Erfolg');
          onClose();
        },
        onError: (e) => {
          const field = serverFieldError(e);
          if (field?.field.startsWith('additional_emails')) setError(field.message);
        },
      },
    );
  };

  return (
    <Dialog
      open={run !== null}
      onClose={resend.isPending ? undefined : onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500, m: 2, width: 'calc(100% - 32px)' } } }}
      aria-labelledby="resend-invoice-title"
    >
      <DialogTitle id="resend-invoice-title">Rechnung erneut senden</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Die Rechnung {shown?.invoice_number} an {shown?.tenant_name} wird noch einmal an die zur
          Benachrichtigung eingetragenen Benutzer des Mandanten gesendet.
        </DialogContentText>
        <TextField
          size="small"
          label="Zusätzliche E-Mail-Empfänger"
          name="additional_emails"
          autoComplete="off"
          autoFocus
          value={emails}
          onChange={(e) => {
            setEmails(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') send();
          }}
          error={Boolean(error)}
          helperText={error ?? EMAILS_HINT}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={resend.isPending}>
          Abbrechen
        </Button>
        <Button variant="contained" onClick={send} loading={resend.isPending}>
          Senden
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Foto ablehnen': a reason from the short list and a note for the family (≤ 500 characters). */
import {
  PHOTO_REJECT_REASONS,
  PHOTO_REJECT_TEXT_MAX,
  PHOTO_REVIEW_TEXTS,
  type PhotoRejectReason,
} from '@ausweis/shared/schemas/photo-review';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface RejectDialogProps {
  /** Whose photo (shown in the dialog); null: closed. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: PhotoRejectReason, text: string) => void;
}

const REASONS = Object.entries(PHOTO_REJECT_REASONS) as [PhotoRejectReason, string][];

export function RejectDialog({ name, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState<PhotoRejectReason>('not_recognisable');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missingText = reason === 'other' && text.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missingText) onReject(reason, text.trim());
  };
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby="reject-title"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('not_recognisable');
            setText('');
            setTried(false);
          },
        },
      }}
    >
      <DialogTitle id="reject-title">Foto ablehnen</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Das Foto von {name} wird abgelehnt. Die Familie erhält eine E-Mail mit dem Grund und einem
          persönlichen Link, über den sie nur ein neues Foto hochlädt (keine neue Bestellung, keine Zahlung).
        </DialogContentText>
        <FormControl>
          <FormLabel id="reject-reason">Grund</FormLabel>
          <RadioGroup
            aria-labelledby="reject-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as PhotoRejectReason)}
          >
            {REASONS.map(([code, label]) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label="Hinweis an die Familie"
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, PHOTO_REJECT_TEXT_MAX))}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2 }}
          required={reason === 'other'}
          error={tried && missingText}
          helperText={
            tried && missingText
              ? PHOTO_REVIEW_TEXTS.otherNeedsText
              : `${text.length} / ${PHOTO_REJECT_TEXT_MAX} Zeichen`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Abbrechen</Button>
        <Button onClick={submit} variant="contained" color="error" disabled={busy}>
          Ablehnen und E-Mail senden
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The dialog before a print at school: what is printed (CR80, front and back paired), the card
 * printer's calibration (prefilled with the tenant's, kept by the server with the print) and
 * 'PDF erstellen', which downloads the PDF; the cards then count as printed.
 */
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { PrintOffsetValues, SCHOOL_PRINT_TEXTS } from '@ausweis/shared/schemas/school-print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../lib/download';
import { showSuccess } from '../../lib/toast';
import { fetchSchoolPrint, useSchoolPrintSettings } from './api';

type Axis = 'offset_x_mm' | 'offset_y_mm';
const AXES: { key: Axis; label: string }[] = [
  { key: 'offset_x_mm', label: SCHOOL_PRINT_TEXTS.offsetX },
  { key: 'offset_y_mm', label: SCHOOL_PRINT_TEXTS.offsetY },
];

/** '1,5' and '1.5' as 1.5; what is no number stays NaN for the German message. */
const millimetres = (text: string) => (text.trim() === '' ? 0 : Number(text.trim().replace(',', '.')));
const shown = (mm: number) => String(mm).replace('.', ',');

export interface SchoolPrintDialogProps {
  orderIds: number[];
  onClose: () => void;
  /** After the PDF was downloaded (the cards are recorded as printed). */
  onPrinted?: () => void;
}

export function SchoolPrintDialog({ orderIds, onClose, onPrinted }: SchoolPrintDialogProps) {
  const settings = useSchoolPrintSettings();
  const queryClient = useQueryClient();
  const [text, setText] = useState<Record<Axis, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Axis, string>>>({});
  const [printing, setPrinting] = useState(false);
  const values = text ?? {
    offset_x_mm: shown(settings.data?.offset_x_mm ?? 0),
    offset_y_mm: shown(settings.data?.offset_y_mm ?? 0),
  };

  const print = async () => {
    const parsed = PrintOffsetValues.safeParse({
      offset_x_mm: millimetres(values.offset_x_mm),
      offset_y_mm: millimetres(values.offset_y_mm),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPrinting(true);
    const day = new Date().toISOString().slice(0, 10);
    const done = await downloadFile(
      () => fetchSchoolPrint(orderIds, parsed.data),
      SCHOOL_PRINT_TEXTS.fileName(day),
      CARD_TEXTS.fileDownloadFailed,
    );
    setPrinting(false);
    if (!done) return;
    showSuccess(SCHOOL_PRINT_TEXTS.done);
    void queryClient.invalidateQueries({ queryKey: ['cards'], refetchType: 'all' });
    void queryClient.invalidateQueries({ queryKey: ['schoolPrint'] });
    // The card's 'Verlauf' names the print.
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
    onPrinted?.();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="school-print-title" fullWidth maxWidth="sm">
      <DialogTitle id="school-print-title">{SCHOOL_PRINT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{SCHOOL_PRINT_TEXTS.intro(orderIds.length)}</DialogContentText>
          <DialogContentText>{SCHOOL_PRINT_TEXTS.recorded}</DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {AXES.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                value={values[key]}
                onChange={(e) => {
                  setText({ ...values, [key]: e.target.value });
                  setErrors({ ...errors, [key]: undefined });
                }}
                error={Boolean(errors[key])}
                helperText={errors[key]}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            ))}
          </Stack>
          <DialogContentText variant="body2">{SCHOOL_PRINT_TEXTS.offsetHint}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" loading={printing} onClick={() => void print()}>
          {SCHOOL_PRINT_TEXTS.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Colour field of docs/product.md#screens: a read-only text field showing the hex value; clicking it opens the dialog
 * 'Farbe wählen' ('Pick a color', in German; hexa mode, width 290 px) with an OK button. The value emitted is cut to 7 characters
 * (#RRGGBB), so a picked alpha channel never reaches the form.
 */
import { COLOR_PICKER_WIDTH } from '@ausweis/shared/constants';
import ClearIcon from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { HexAlphaColorPicker, HexColorInput } from 'react-colorful';

/** The hex value the field emits: '#' plus six hex digits, upper-case (alpha dropped). */
export function toHex7(value: string): string {
  const v = value.trim();
  const withHash = v.startsWith('#') ? v : `#${v}`;
  // #RGB(A) short forms become #RRGGBB.
  if (/^#[0-9a-f]{3,4}$/i.test(withHash)) {
    const [r, g, b] = withHash.slice(1, 4);
    return `#${r}${r}${g}${g}${b}${b}`.toUpperCase();
  }
  return withHash.slice(0, 7).toUpperCase();
}

const DEFAULT_PICK = '#000000';

export interface ColorPickerProps {
  label: string;
  /** '#RRGGBB' or '' */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Shows a clear button while a value is set. */
  clearable?: boolean;
  name?: string;
}

export function ColorPicker({
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  helperText,
  clearable,
  name,
}: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value || DEFAULT_PICK);
  const titleId = useId();

  const openDialog = () => {
    if (disabled) return;
    setDraft(value || DEFAULT_PICK);
    setOpen(true);
  };
  const confirm = () => {
    onChange(toHex7(draft));
    setOpen(false);
  };

  return (
    <>
      <TextField
        label={label}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        fullWidth
        onClick={openDialog}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            openDialog();
          }
        }}
        slotProps={{
          input: {
            readOnly: true,
            sx: { cursor: disabled ? 'default' : 'pointer', '& input': { cursor: 'inherit' } },
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  aria-hidden
                  sx={{
                    width: 22,
                    height: 22,
                    borderRadius: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: value || 'transparent',
                    backgroundImage: value
                      ? 'none'
                      : 'linear-gradient(45deg, transparent 45%, #c62828 45%, #c62828 55%, transparent 55%)',
                  }}
                />
              </InputAdornment>
            ),
            endAdornment:
              clearable && value && !disabled ? (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={`${label} leeren`}
                    edge="end"
                    size="small"
                    onClick={(e) => {
                      e.stopPropagation();
                      onChange('');
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { width: COLOR_PICKER_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      >
        <DialogTitle id={titleId}>Farbe wählen</DialogTitle>
        <DialogContent sx={{ '& .react-colorful': { width: '100%', height: 200 } }}>
          <HexAlphaColorPicker color={draft} onChange={setDraft} />
          <Box
            sx={{
              mt: 2,
              '& input': {
                width: '100%',
                boxSizing: 'border-box',
                font: 'inherit',
                fontFamily: 'monospace',
                fontSize: 16,
                p: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                textTransform: 'uppercase',
              },
            }}
          >
            <HexColorInput color={draft} onChange={setDraft} alpha prefixed aria-label="Hex-Wert" />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>Abbrechen</Button>
          <Button variant="contained" onClick={confirm}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

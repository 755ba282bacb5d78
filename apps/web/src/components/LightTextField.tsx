/**
 * A text field for the public pages that must load fast on phones (landing and order page): a native
 * <input> with its label above it and a hint or error below, styled from the theme. MUI's TextField
 * brings some 20 KB gzip of input, label, select and menu code; this brings none. The label is always
 * visible (no floating label), the input is at least 48 px high for fingers.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, InputHTMLAttributes, KeyboardEventHandler, ReactNode, Ref } from 'react';
import { useId } from 'react';

export interface LightTextFieldProps {
  label: ReactNode;
  name?: string;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  type?: string;
  placeholder?: string;
  /** Styles of the root (label, input and hint), as TextField's sx. */
  sx?: SxProps<Theme>;
  /** Further attributes of the <input> (TextField's slotProps.htmlInput). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

const BORDER = 'rgba(0, 0, 0, 0.23)';

export function LightTextField({
  label,
  id: givenId,
  onChange,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  htmlInput,
  sx,
  type = 'text',
  ...input
}: LightTextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const accent = error ? 'error.main' : 'primary.main';
  return (
    <Box
      sx={[
        { display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{ fontSize: '0.95rem', fontWeight: 500, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Box>
      <Box
        component="input"
        {...htmlInput}
        {...input}
        ref={inputRef}
        id={id}
        type={type}
        required={required}
        disabled={disabled}
        aria-invalid={error || undefined}
        aria-describedby={helperId}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: 1.5,
          minHeight: 48,
          width: '100%',
          boxSizing: 'border-box',
          px: 1.75,
          py: 1.25,
          borderRadius: 1,
          border: '1px solid',
          borderColor: error ? 'error.main' : BORDER,
          bgcolor: 'background.paper',
          color: 'text.primary',
          outline: 'none',
          '&:hover:not(:disabled):not(:focus)': { borderColor: error ? 'error.main' : 'text.primary' },
          '&:focus': {
            borderColor: accent,
            boxShadow: (t) => `inset 0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}`,
          },
          '&[readonly]': { bgcolor: 'grey.100' },
          '&:disabled': { color: 'text.disabled', bgcolor: 'grey.100' },
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      {helperText && (
        <Box
          id={helperId}
          sx={{
            fontSize: '0.8rem',
            lineHeight: 1.5,
            mx: 0.25,
            color: error ? 'error.main' : 'text.secondary',
          }}
        >
          {helperText}
        </Box>
      )}
    </Box>
  );
}

/** A date typed as digits (TT.MM.JJJJ or MM/JJ) with the number keyboard on phones; see masked-date.ts. */
import type { Ref } from 'react';
import { LightTextField } from '../../components/LightTextField';
import { type DateMask, maskDate } from './masked-date';

export interface DateTextFieldProps {
  label: string;
  mask: DateMask;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
}

export function DateTextField({
  label,
  mask,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  helperText,
  required,
  readOnly,
  autoComplete = 'off',
}: DateTextFieldProps) {
  return (
    <LightTextField
      label={label}
      name={name}
      value={value}
      required={required}
      error={error}
      helperText={helperText ?? `Format ${mask}`}
      placeholder={mask}
      autoComplete={autoComplete}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={(v) => onChange(maskDate(v, mask))}
      htmlInput={{ inputMode: 'numeric', readOnly, maxLength: mask.length, enterKeyHint: 'next' }}
    />
  );
}

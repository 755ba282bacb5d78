/**
 * A date typed as digits with the number keyboard on phones; see masked-date.ts. The value is the
 * server's format (TT.MM.JJJJ or MM/JJ); the field shows and takes the language's (28/11/2015 in English).
 */
import type { Ref } from 'react';
import { LightTextField } from '../../components/LightTextField';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';
import { type DateMask, maskDate, patternLetters, shownDate, shownPattern } from './masked-date';

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
  const t = useText();
  const { language } = useLanguage();
  const pattern = shownPattern(mask, language);
  const letters = patternLetters(pattern, t);
  return (
    <LightTextField
      label={label}
      name={name}
      value={shownDate(value, mask, language)}
      required={required}
      error={error}
      helperText={helperText ?? t('form.dateHint', { pattern: letters })}
      placeholder={letters}
      autoComplete={autoComplete}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={(v) => onChange(maskDate(v, mask))}
      // Digits and separators read left to right in a right-to-left page too.
      htmlInput={{
        inputMode: 'numeric',
        readOnly,
        maxLength: pattern.length,
        enterKeyHint: 'next',
        dir: 'ltr',
      }}
    />
  );
}

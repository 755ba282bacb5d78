/**
 * A date bound to react-hook-form, apart from form-fields.tsx: the date picker library is large and
 * forms without a date (login, the public pages) must not load it.
 */
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLocalizeGerman } from '../i18n/use-text';
import { DatePicker } from './DatePicker';
import { type FieldControl, useFieldControl } from './form-fields';

export interface DateInputProps<T extends FieldValues> {
  name: FieldPath<T>;
  control?: FieldControl<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Runs after the value changed (the form's side effects). */
  onPicked?: (value: string | null) => void;
}

/** A date (YYYY-MM-DD) bound to the form; an emptied picker stores ''. */
export function DateInput<T extends FieldValues>({
  name,
  control,
  label,
  required,
  disabled,
  onPicked,
}: DateInputProps<T>) {
  const fieldControl = useFieldControl(control);
  const localize = useLocalizeGerman();
  return (
    <Controller
      control={fieldControl}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          name={field.name}
          required={required}
          disabled={disabled}
          value={(field.value as string | null) ?? null}
          onChange={(v) => {
            field.onChange(v ?? '');
            onPicked?.(v);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message && localize(fieldState.error.message)}
          fullWidth
        />
      )}
    />
  );
}

/**
 * A choice from a short list of texts, bound to the form as a native <select> (the phone's own picker).
 * It starts unchosen ('Bitte wählen', value ''), which a required rule then rejects.
 */
import type { FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from './form-fields';

export type NativeSelectInputProps<T extends FieldValues> = Omit<
  TextInputProps<T>,
  'select' | 'children' | 'slotProps'
> & {
  /** The choices; each is its own value and label. */
  options: readonly string[];
};

export function NativeSelectInput<T extends FieldValues>({ options, ...props }: NativeSelectInputProps<T>) {
  return (
    <TextInput<T> {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">Bitte wählen</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextInput>
  );
}

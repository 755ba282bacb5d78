/**
 * The one way to wire an input to react-hook-form: bound to the surrounding form context (FormProvider),
 * or to the `control` passed in for a form without one. Controlled, so values the form sets itself
 * (defaults, quick picks, a value loaded later) show with the label moved up like typed ones, and the
 * ref reaches the <input>, so focusing the first error works. Generic over the form's values. Errors
 * (German, from the shared rules or the server) show in the visitor's language on the public side.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  get,
  useFormContext,
} from 'react-hook-form';
import { useLocalizeGerman } from '../i18n/use-text';

/** A titled card of a form; its content flows in one column on phones and two (or `columns`) on wider screens. */
export function FormSection({
  title,
  description,
  children,
  columns = 2,
  sx,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2 | 3;
  /** Extra styles of the outer card (e.g. spacing in a multi-column page). */
  sx?: SxProps<Theme>;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={[{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography
        variant="h6"
        component="h2"
        sx={{ fontSize: '1.05rem', fontWeight: 700, mb: description ? 0.5 : 2 }}
      >
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            sm: columns === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))',
            lg: `repeat(${columns}, minmax(0, 1fr))`,
          },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/**
 * The form's control: the one passed in, else the surrounding FormProvider's. Any context and output
 * types: a field only reads and writes input values.
 */
// biome-ignore lint/suspicious/noExplicitAny: the form's context and output types do not matter to a field
export type FieldControl<T extends FieldValues> = Control<T, any, any>;

/** The control passed in, or the surrounding FormProvider's. */
export function useFieldControl<T extends FieldValues>(
  control: FieldControl<T> | undefined,
): FieldControl<T> {
  // useFormContext is null outside a FormProvider; then the control must be passed.
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  const found = control ?? context?.control;
  if (!found) throw new Error('form field outside a form: pass control or wrap in FormProvider');
  return found;
}

export type TextInputProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  control?: FieldControl<T>;
  readOnly?: boolean;
  suffix?: string;
  maxLength?: number;
};

/**
 * A text input bound to the form, showing its error. Controlled, so values the form sets itself (defaults
 * of a chosen product, barcode resets) show with the label moved up like typed ones.
 */
export function TextInput<T extends FieldValues>({
  name,
  control,
  readOnly,
  suffix,
  maxLength,
  ...props
}: TextInputProps<T>) {
  const fieldControl = useFieldControl(control);
  const localize = useLocalizeGerman();
  const { htmlInput, input, ...slots } = props.slotProps ?? {};
  return (
    <Controller
      control={fieldControl}
      name={name}
      render={({ field, fieldState, formState }) => (
        <TextField
          fullWidth
          {...props}
          name={field.name}
          value={field.value ?? ''}
          // An emptied box holds what an empty field started with: null where the stored value was null,
          // so erasing what one typed leaves the form unchanged.
          onChange={(event) =>
            field.onChange(
              event.target.value === '' && get(formState.defaultValues, name) === null
                ? null
                : event.target.value,
            )
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || props.error}
          helperText={fieldState.error?.message ? localize(fieldState.error.message) : props.helperText}
          slotProps={{
            ...slots,
            htmlInput: { ...(htmlInput as object), ...(maxLength ? { maxLength } : {}) },
            input: {
              ...(input as object),
              ...(readOnly ? { readOnly } : {}),
              ...(suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : {}),
            },
          }}
        />
      )}
    />
  );
}

export interface CheckFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control?: FieldControl<T>;
  label: ReactNode;
  disabled?: boolean;
  /** Runs after the value changed (the form's side effects). */
  onChecked?: (checked: boolean) => void;
  /** Right margin after the label (several checkboxes in one row). */
  gap?: number;
  /** A hint under the checkbox; the field's error takes its place. */
  helperText?: ReactNode;
  /** Extra styles of the checkbox with its label (e.g. a long label aligned at the top). */
  sx?: SxProps<Theme>;
}

/**
 * A checkbox bound to the form. Its hint or error follows as a sibling (no wrapper), so checkboxes in a
 * row or a grid lay out as before; the checkbox refers to it by aria-describedby.
 */
export function CheckField<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  onChecked,
  gap = 3,
  helperText,
  sx,
}: CheckFieldProps<T>) {
  const fieldControl = useFieldControl(control);
  const localize = useLocalizeGerman();
  const noteId = useId();
  return (
    <Controller
      control={fieldControl}
      name={name}
      render={({ field, fieldState }) => {
        const note = fieldState.error?.message ? localize(fieldState.error.message) : helperText;
        return (
          <>
            <FormControlLabel
              sx={[{ mr: gap, minHeight: 40 }, ...(Array.isArray(sx) ? sx : [sx])]}
              disabled={disabled}
              label={label}
              control={
                <Checkbox
                  name={field.name}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': note ? noteId : undefined } }}
                  checked={Boolean(field.value)}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    field.onChange(e.target.checked);
                    onChecked?.(e.target.checked);
                  }}
                />
              }
            />
            {note && (
              <FormHelperText
                id={noteId}
                error={Boolean(fieldState.error)}
                sx={{ mt: -0.5, mb: 0.5, ml: 5.5 }}
              >
                {note}
              </FormHelperText>
            )}
          </>
        );
      }}
    />
  );
}

/** Small form pieces of the product form, bound to its react-hook-form context. */
import type { ProductFormValues } from '@ausweis/shared/schemas/products';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';

export type BoolField = {
  [K in FieldPath<ProductFormValues>]: ProductFormValues[K] extends boolean ? K : never;
}[FieldPath<ProductFormValues>];
export type TextFieldName = {
  [K in FieldPath<ProductFormValues>]: ProductFormValues[K] extends string ? K : never;
}[FieldPath<ProductFormValues>];

/** A titled card of the form; its content flows in one column on phones and two on wider screens. */
export function Section({
  title,
  description,
  children,
  columns = 2,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2 | 3;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
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

/** Spans all columns of a Section. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}

export function CheckField({
  name,
  label,
  disabled,
  onChecked,
}: {
  name: BoolField;
  label: ReactNode;
  disabled?: boolean;
  /** Runs after the value changed (the form's side effects). */
  onChecked?: (checked: boolean) => void;
}) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mr: 3, minHeight: 40 }}
          disabled={disabled}
          label={label}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.checked);
                onChecked?.(e.target.checked);
              }}
            />
          }
        />
      )}
    />
  );
}

/**
 * A text input bound to the form, showing its error. Controlled, so values the form sets itself (defaults
 * of a chosen product, barcode resets) show with the label moved up like typed ones.
 */
export function TextInput({
  name,
  readOnly,
  suffix,
  ...props
}: Omit<TextFieldProps, 'name'> & { name: TextFieldName; readOnly?: boolean; suffix?: string }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || props.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{
            ...props.slotProps,
            input: {
              readOnly,
              ...(suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : {}),
            },
          }}
        />
      )}
    />
  );
}

/** Pieces of the card details form, bound to its react-hook-form context (values: CardEditValues). */
import type { CardEditValues } from '@ausweis/shared/schemas/cards';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { DatePicker } from '../../components/DatePicker';

type Name = FieldPath<CardEditValues>;
type BoolName = { [K in Name]: CardEditValues[K] extends boolean ? K : never }[Name];
type TextName = Exclude<Name, BoolName>;

/** A titled card of the details page; fields in one column on phones, two from sm up. */
export function CardSection({
  title,
  children,
  columns = 2,
}: {
  title: string;
  children: ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, breakInside: 'avoid', mb: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: columns === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** A read-only value with its label (shown like a field, so the sections read alike). */
export function Info({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ overflowWrap: 'anywhere', minHeight: 24 }}>
        {empty ? '–' : value}
      </Typography>
    </Box>
  );
}

export function TextInput({
  name,
  label,
  required,
  disabled,
  maxLength,
}: {
  name: TextName;
  label: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
}) {
  const { control } = useFormContext<CardEditValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          disabled={disabled}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: maxLength ? { maxLength } : undefined }}
        />
      )}
    />
  );
}

export function DateInput({
  name,
  label,
  disabled,
  onPicked,
}: {
  name: TextName;
  label: string;
  disabled?: boolean;
  /** Runs after the value changed (the form's side effects). */
  onPicked?: (value: string | null) => void;
}) {
  const { control } = useFormContext<CardEditValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          name={field.name}
          required
          disabled={disabled}
          value={(field.value as string | null) ?? null}
          onChange={(v) => {
            field.onChange(v ?? '');
            onPicked?.(v);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        />
      )}
    />
  );
}

export function CheckInput({ name, label, disabled }: { name: BoolName; label: string; disabled?: boolean }) {
  const { control } = useFormContext<CardEditValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ minHeight: 40, mr: 1 }}
          disabled={disabled}
          label={label}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
        />
      )}
    />
  );
}

/** Pieces of the card details form: the shared form fields typed to CardEditValues, plus read-only values. */
import type { CardEditValues } from '@ausweis/shared/schemas/card-edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { DateInput as SharedDateInput } from '../../components/date-input';
import { CheckField, FormSection, TextInput as SharedTextInput } from '../../components/form-fields';

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
    <FormSection title={title} columns={columns} sx={{ breakInside: 'avoid', mb: 2 }}>
      {children}
    </FormSection>
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

interface TextInputProps {
  name: TextName;
  label: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
}

export function TextInput(props: TextInputProps) {
  return <SharedTextInput<CardEditValues> size="small" {...props} />;
}

export function DateInput(props: {
  name: TextName;
  label: string;
  disabled?: boolean;
  /** Runs after the value changed (the form's side effects). */
  onPicked?: (value: string | null) => void;
}) {
  return <SharedDateInput<CardEditValues> required {...props} />;
}

export function CheckInput(props: { name: BoolName; label: string; disabled?: boolean }) {
  return <CheckField<CardEditValues> gap={1} {...props} />;
}

/** Small form pieces of the product form: the shared form fields typed to ProductFormValues. */
import type { ProductFormValues } from '@ausweis/shared/schemas/product-form';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import {
  type CheckFieldProps,
  FormSection,
  CheckField as SharedCheckField,
  TextInput as SharedTextInput,
  type TextInputProps,
} from '../../components/form-fields';

export type BoolField = {
  [K in FieldPath<ProductFormValues>]: ProductFormValues[K] extends boolean ? K : never;
}[FieldPath<ProductFormValues>];
export type TextFieldName = {
  [K in FieldPath<ProductFormValues>]: ProductFormValues[K] extends string | null ? K : never;
}[FieldPath<ProductFormValues>];

export const Section = FormSection;

/** Spans all columns of a Section. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}

export const CheckField: (props: CheckFieldProps<ProductFormValues> & { name: BoolField }) => ReactNode =
  SharedCheckField;

export const TextInput: (props: TextInputProps<ProductFormValues> & { name: TextFieldName }) => ReactNode =
  SharedTextInput;

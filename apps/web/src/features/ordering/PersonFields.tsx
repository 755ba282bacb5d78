/**
 * The orderer's data (docs/product.md#validation order form): names, birth date, e-mail, and the fields the product asks
 * for with its own labels (city/street, external id/department, field1..field3). Names, kinds and which
 * fields a product asks for come from the person fields' description (person-fields.ts). Labels, hints
 * and the (German) validation messages show in the visitor's language.
 */

import {
  asksPersonField,
  PERSON_FIELDS,
  type PersonFieldKey,
  personFieldLabel,
} from '@ausweis/shared/person-fields';
import type { StudentInfoValues } from '@ausweis/shared/schemas/order-form';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import Box from '@mui/material/Box';
import { Controller, type FieldPath } from 'react-hook-form';
import { TWO_COLUMN_FIELDS } from '../../components/form-grid';
import { LightTextField } from '../../components/LightTextField';
import { type TextFunction, useLocalizeGerman, useText } from '../../i18n/use-text';
import { DateTextField } from './DateTextField';
import type { OrderControl } from './use-order-form';

type TextKey = Exclude<FieldPath<StudentInfoValues>, 'is_online' | 'is_hardcopy'>;

export interface PersonFieldsProps {
  info: ProductInfo;
  control: OrderControl;
  readOnly: boolean;
  /** Fields a personal order link fixes: read-only with a note. */
  locked?: readonly string[];
}

const full = { gridColumn: '1 / -1' } as const;

/**
 * A field's note: its error (client rule or the server's refusal, both German) in the visitor's language,
 * else that an order link fixed it; undefined when neither (the field's own hint then shows).
 */
function useFieldNote(fixed: boolean): (error: string | undefined) => string | undefined {
  const t = useText();
  const localize = useLocalizeGerman();
  return (error) => (error ? localize(error) : fixed ? t('form.lockedHint') : undefined);
}

/** A plain text field bound to the form. */
function Text({
  name,
  label,
  control,
  readOnly,
  autoComplete = 'off',
  type = 'text',
  inputMode,
  helper,
  wide,
  locked,
}: {
  name: TextKey;
  label: string;
  control: OrderControl;
  readOnly: boolean;
  locked?: readonly string[];
  autoComplete?: string;
  type?: string;
  inputMode?: 'text' | 'email' | 'numeric';
  helper?: string;
  wide?: boolean;
}) {
  const fixed = locked?.includes(name) ?? false;
  const note = useFieldNote(fixed);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <LightTextField
          label={label}
          required
          type={type}
          autoComplete={autoComplete}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={note(fieldState.error?.message) ?? helper}
          sx={wide ? full : undefined}
          htmlInput={{ readOnly: readOnly || fixed, inputMode, enterKeyHint: 'next' }}
        />
      )}
    />
  );
}

function DateField({
  name,
  label,
  mask,
  control,
  readOnly,
  autoComplete,
  locked,
}: {
  name: TextKey;
  label: string;
  mask: 'TT.MM.JJJJ' | 'MM/JJ';
  control: OrderControl;
  readOnly: boolean;
  autoComplete?: string;
  locked?: readonly string[];
}) {
  const fixed = locked?.includes(name) ?? false;
  const note = useFieldNote(fixed);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateTextField
          label={label}
          mask={mask}
          required
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={note(fieldState.error?.message)}
          readOnly={readOnly || fixed}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

/** The person fields in their order on the page. */
const ORDER_FORM_FIELDS: readonly PersonFieldKey[] = [
  'forname',
  'familyname',
  'birthday',
  'student_street',
  'student_city',
  'external_department',
  'external_id',
  'field1',
  'field2',
  'field3',
  'email',
];

const emailHelper = (info: ProductInfo, t: TextFunction) => {
  const domain = info.restrict_email_dns?.replace(/^@/, '');
  return domain ? t('form.emailHelpDomain', { domain }) : t('form.emailHelp');
};

/** One person field as its kind shows it, named as the product names it. */
function PersonField({
  name,
  info,
  ...common
}: Omit<PersonFieldsProps, 'info'> & { name: TextKey; info: ProductInfo }) {
  const t = useText();
  const f = PERSON_FIELDS[name];
  const label = personFieldLabel(name, info, t(f.orderLabelId));
  if (f.kind === 'date' || f.kind === 'month')
    return (
      <DateField
        name={name}
        label={label}
        mask={f.kind === 'month' ? 'MM/JJ' : 'TT.MM.JJJJ'}
        autoComplete={f.autoComplete}
        {...common}
      />
    );
  if (f.kind === 'email')
    return (
      <Text
        name={name}
        label={label}
        type="email"
        inputMode="email"
        autoComplete={f.autoComplete}
        helper={emailHelper(info, t)}
        wide
        {...common}
      />
    );
  return (
    <Text
      name={name}
      label={label}
      autoComplete={f.autoComplete}
      // The product's barcode hint says what its external id looks like.
      helper={name === 'external_id' ? (info.barcode_hint ?? undefined) : undefined}
      {...common}
    />
  );
}

export function PersonFields({ info, ...common }: PersonFieldsProps) {
  return (
    <Box sx={TWO_COLUMN_FIELDS}>
      {ORDER_FORM_FIELDS.filter((k) => asksPersonField(k, info)).map((k) => (
        <PersonField key={k} name={k} info={info} {...common} />
      ))}
    </Box>
  );
}

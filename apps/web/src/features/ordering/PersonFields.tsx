/**
 * The orderer's data (SPEC §5 order form): names, birth date, e-mail, and the fields the product asks
 * for with its own labels (city/street, external id/department, field1..field3).
 */

import { asksExternalId, type StudentInfoValues } from '@ausweis/shared/schemas/order-form';
import { ORDER_LINK_TEXTS } from '@ausweis/shared/schemas/order-link-texts';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import Box from '@mui/material/Box';
import { Controller, type FieldPath } from 'react-hook-form';
import { TWO_COLUMN_FIELDS } from '../../components/form-grid';
import { LightTextField } from '../../components/LightTextField';
import { DateTextField } from './DateTextField';
import type { OrderControl } from './use-order-form';

type TextKey = Exclude<FieldPath<StudentInfoValues>, 'is_online' | 'is_hardcopy'>;

export interface PersonFieldsProps {
  info: ProductInfo;
  control: OrderControl;
  readOnly: boolean;
  /** Fields a personal order link fixes (issue 14): read-only with a note. */
  locked?: readonly string[];
}

const full = { gridColumn: '1 / -1' } as const;

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
          helperText={fieldState.error?.message ?? (fixed ? ORDER_LINK_TEXTS.readOnly : helper)}
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
          helperText={fieldState.error?.message ?? (fixed ? ORDER_LINK_TEXTS.readOnly : undefined)}
          readOnly={readOnly || fixed}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

export function PersonFields({ info, control, readOnly, locked }: PersonFieldsProps) {
  const domain = info.restrict_email_dns?.replace(/^@/, '');
  const common = { control, readOnly, locked };
  return (
    <Box sx={TWO_COLUMN_FIELDS}>
      <Text name="forname" label="Vorname" autoComplete="given-name" {...common} />
      <Text name="familyname" label="Nachname" autoComplete="family-name" {...common} />
      <DateField name="birthday" label="Geburtsdatum" mask="TT.MM.JJJJ" autoComplete="bday" {...common} />
      {info.product.needs_student_street && (
        <Text name="student_street" label="Straße und Hausnummer" autoComplete="street-address" {...common} />
      )}
      {info.product.needs_student_city && (
        <Text name="student_city" label="Wohnort" autoComplete="address-level2" {...common} />
      )}
      {info.need_external_department && (
        <Text
          name="external_department"
          label={info.external_department_name || 'Klasse/Abteilung'}
          {...common}
        />
      )}
      {/* A generated barcode numbers the card itself: then nobody types an id. */}
      {asksExternalId(info) && (
        <Text
          name="external_id"
          label={info.external_id_name || 'Externe-ID'}
          helper={info.barcode_hint ?? undefined}
          {...common}
        />
      )}
      {info.needs_field1 && (
        <DateField name="field1" label={info.field1_desc || 'Datum 1'} mask="TT.MM.JJJJ" {...common} />
      )}
      {info.needs_field2 && (
        <DateField name="field2" label={info.field2_desc || 'Datum 2'} mask="TT.MM.JJJJ" {...common} />
      )}
      {info.needs_field3 && (
        <DateField name="field3" label={info.field3_desc || 'Monat/Jahr'} mask="MM/JJ" {...common} />
      )}
      <Text
        name="email"
        label="E-Mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        helper={
          domain
            ? `Nur Adressen @${domain}. An diese Adresse senden wir die Bestätigung und die Zugangsdaten.`
            : 'An diese Adresse senden wir die Bestätigung und die Zugangsdaten.'
        }
        wide
        {...common}
      />
    </Box>
  );
}

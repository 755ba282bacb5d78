/** Product form sections: ordering options, barcode, label and e-mail print, extra fields. */

import { BARCODE_TYPES, type BarcodeType, LABEL_MAX } from '@ausweis/shared/constants';
import { PERSON_FIELDS } from '@ausweis/shared/person-fields';
import {
  barcodeForcesExternalId,
  barcodePrefixAllowed,
  barcodePreview,
} from '@ausweis/shared/schemas/barcode-rules';
import type { ProductFormValues } from '@ausweis/shared/schemas/product-form';
import { BARCODE_TYPE_LABELS } from '@ausweis/shared/schemas/product-rules';
import type { BaseProductInfo } from '@ausweis/shared/schemas/products';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ColorPicker } from '../../components/ColorPicker';
import { CheckField, Section, TextInput, Wide } from './form-fields';
import { LabelLanguagesField } from './LabelLanguagesField';

const DIRTY = { shouldDirty: true, shouldValidate: false } as const;

export function OptionsSection({ base }: { base: BaseProductInfo | null }) {
  const { control } = useFormContext<ProductFormValues>();
  const [barcodeType, generate] = useWatch({ control, name: ['barcode_type', 'generate_barcode'] });
  const forced = barcodeForcesExternalId({ barcode_type: barcodeType, generate_barcode: generate });
  const externalId = base?.external_id_name || PERSON_FIELDS.external_id.label;
  const department = base?.external_department_name || PERSON_FIELDS.external_department.label;
  return (
    <Section title="Bestellung">
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Bestellbar als
        </Typography>
        <CheckField name="can_online" label="Smartphone-Ausweis (online)" />
        <CheckField name="can_hardcopy" label="Plastikkarte" />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Angaben der Besteller
        </Typography>
        <CheckField name="need_external_id" label={`${externalId} erforderlich`} disabled={forced} />
        {forced && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: -0.5, mb: 0.5, ml: 4 }}
          >
            Durch den Barcode vorgegeben
          </Typography>
        )}
        <CheckField name="need_external_department" label={`${department} erforderlich`} />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Auf dem Ausweis
        </Typography>
        <CheckField name="hide_city" label="Ort ausblenden" />
        <CheckField name="hide_street" label="Straße ausblenden" />
        <LabelLanguagesField productType={base?.product_type ?? null} />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Verwaltung
        </Typography>
        <CheckField name="export_unvalidated" label="Nicht validierte Ausweise exportieren" />
        <CheckField
          name="photo_review"
          label="Fotoprüfung: neue Fotos erst nach Annahme unter 'Fotos prüfen' verwenden"
        />
        <CheckField name="is_disabled" label="Produkt deaktiviert" />
      </Box>
    </Section>
  );
}

/**
 * Barcode (docs/product.md#behaviour): clearing the type resets prefix, generate and length; a type or 'generate' forces
 * external id; the prefix only for code_128 and code_39; a generated barcode counts the prefix.
 */
export function BarcodeSection() {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [type, generate, prefix, len] = useWatch({
    control,
    name: ['barcode_type', 'generate_barcode', 'barcode_prefix', 'barcode_len'],
  });
  const prefixAllowed = barcodePrefixAllowed(type);
  const lenNumber = /^\d+$/.test(len) ? Number(len) : null;

  const changeType = (next: BarcodeType | null) => {
    setValue('barcode_type', next, DIRTY);
    if (next === null) {
      setValue('barcode_prefix', null, DIRTY);
      setValue('generate_barcode', false, DIRTY);
      setValue('barcode_len', '', DIRTY);
      return;
    }
    if (!barcodePrefixAllowed(next)) setValue('barcode_prefix', null, DIRTY);
    setValue('need_external_id', true, DIRTY);
  };

  return (
    <Section title="Barcode">
      <Controller
        control={control}
        name="barcode_type"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label="Barcode-Typ"
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => changeType(e.target.value === '' ? null : (e.target.value as BarcodeType))}
            error={Boolean(errors.barcode_type)}
            helperText={errors.barcode_type?.message}
          >
            <MenuItem value="">
              <em>Kein Barcode</em>
            </MenuItem>
            {BARCODE_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {BARCODE_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextInput name="barcode_hint" label="Barcode-Hinweis" disabled={!type} />
      <Wide>
        <CheckField
          name="generate_barcode"
          label="Barcode generieren"
          disabled={!type}
          onChecked={(checked) => {
            if (checked) setValue('need_external_id', true, DIRTY);
          }}
        />
      </Wide>
      <TextInput
        name="barcode_prefix"
        label="Präfix"
        disabled={!prefixAllowed}
        helperText={type && !prefixAllowed ? 'Für diesen Barcode-Typ nicht möglich' : undefined}
        slotProps={{ htmlInput: { maxLength: 20, style: { textTransform: 'uppercase' } } }}
      />
      <TextInput
        name="barcode_len"
        label="Länge"
        required={generate}
        disabled={!type}
        helperText={
          type && (generate || lenNumber)
            ? `${generate ? 'Inklusive Präfix, mit Nullen aufgefüllt. ' : ''}Beispiel: ${barcodePreview(
                prefixAllowed ? (prefix ?? '').toUpperCase() : '',
                lenNumber,
              )}`
            : undefined
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Section>
  );
}

export function LabelSection() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [withLabel, printEmail] = useWatch({ control, name: ['with_lable', 'print_email'] });
  return (
    <Section title="Label und E-Mail auf dem Ausweis">
      <Wide>
        <CheckField name="with_lable" label="Mit Label" />
      </Wide>
      <TextInput
        name="lable_value"
        label="Label-Zeichen"
        required={withLabel}
        disabled={!withLabel}
        helperText={`Höchstens ${LABEL_MAX} Zeichen`}
        slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
      />
      <Controller
        control={control}
        name="lable_color"
        render={({ field }) => (
          <ColorPicker
            label="Label-Farbe"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            required={withLabel}
            disabled={!withLabel}
            error={Boolean(errors.lable_color)}
            helperText={errors.lable_color?.message ?? 'z. B. #F7AD15'}
          />
        )}
      />
      <Wide>
        <CheckField name="print_email" label="E-Mail auf den Ausweis drucken" />
      </Wide>
      <Controller
        control={control}
        name="print_email_color"
        render={({ field }) => (
          <ColorPicker
            label="Farbe der E-Mail"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            disabled={!printEmail}
            clearable
            error={Boolean(errors.print_email_color)}
            helperText={errors.print_email_color?.message ?? 'Leer: schwarz'}
          />
        )}
      />
    </Section>
  );
}

const FIELD_KINDS = { 1: 'Datum TT.MM.JJJJ', 2: 'Datum TT.MM.JJJJ', 3: 'MM/JJ' } as const;

export function ExtraFieldsSection() {
  const { control } = useFormContext<ProductFormValues>();
  const needs = useWatch({ control, name: ['needs_field1', 'needs_field2', 'needs_field3'] });
  return (
    <Section title="Zusatzfelder im Bestellformular" columns={3}>
      {([1, 2, 3] as const).map((n) => (
        <Box key={n} sx={{ minWidth: 0 }}>
          <CheckField name={`needs_field${n}`} label={`Zusatzfeld ${n} (${FIELD_KINDS[n]})`} />
          <TextInput
            name={`field${n}_desc`}
            label={`Beschreibung Zusatzfeld ${n}`}
            required={needs[n - 1]}
            disabled={!needs[n - 1]}
            size="small"
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        </Box>
      ))}
    </Section>
  );
}

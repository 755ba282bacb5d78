/** The upper sections of the card details (docs/product.md#screens): product, orderer data, label, mobile info. */
import { LABEL_MAX, NAME_MAX } from '@ausweis/shared/constants';
import { formatDate, formatDateTime } from '@ausweis/shared/format';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import type { CardEditValues } from '@ausweis/shared/schemas/card-edit';
import { validToAfterFromChange } from '@ausweis/shared/schemas/product-validity';
import { Controller, useFormContext } from 'react-hook-form';
import { ColorPicker } from '../../components/ColorPicker';
import { CardSection, CheckInput, DateInput, Info, TextInput } from './form-fields';

/** While a year is being typed the picker reports years like 0002 or 0202: wait for a real one. */
const MIN_YEAR = 1900;

export interface SectionProps {
  card: CardDetails;
  /** The user may change this card (details.editable). */
  editable: boolean;
}

export function ProductSection({ card }: Pick<SectionProps, 'card'>) {
  return (
    <CardSection title="Produktdetails">
      <Info label="ID" value={card.id} />
      <Info label="Produkt Typ" value={card.product_type} />
      <Info label="Zugangscode" value={card.tenant_short_code} />
      <Info label="Produktcode" value={card.product_short_code} />
    </CardSection>
  );
}

export function OrdererSection({ card, editable, restricted }: SectionProps & { restricted: boolean }) {
  const { getValues, setValue } = useFormContext<CardEditValues>();
  const locked = !editable;
  const changeFrom = (from: string | null) => {
    if (!from || Number(from.slice(0, 4)) < MIN_YEAR) return;
    // docs/product.md#behaviour: valid-to follows valid-from (maximum when empty, cleared beyond the maximum).
    const next = validToAfterFromChange(from, getValues('card_valid_to'), card.max_years_valid) ?? '';
    if (next !== getValues('card_valid_to'))
      setValue('card_valid_to', next, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <CardSection title="Bestellerdaten">
      <TextInput name="email" label="E-Mail" required disabled={locked} />
      <TextInput name="familyname" label="Nachname" required disabled={locked} maxLength={NAME_MAX} />
      <TextInput name="forname" label="Vorname" required disabled={locked} maxLength={NAME_MAX} />
      <DateInput name="birthday" label="Geburtstag" disabled={locked} />
      <Info label="Bestelldatum" value={formatDate(card.created_at)} />
      <TextInput
        name="external_id"
        label={card.external_id_name || 'Externe-ID'}
        required={card.need_external_id}
        disabled={locked}
      />
      <TextInput
        name="external_department"
        label={card.external_department_name || 'Klasse/Abteilung'}
        required={card.need_external_department}
        disabled={locked}
      />
      <DateInput
        name="card_valid_from"
        label="Gültig ab"
        disabled={locked || !restricted}
        onPicked={changeFrom}
      />
      <DateInput name="card_valid_to" label="Gültig bis" disabled={locked || !restricted} />
    </CardSection>
  );
}

export function LabelSection({ editable }: Pick<SectionProps, 'editable'>) {
  const { control } = useFormContext<CardEditValues>();
  return (
    <CardSection title="Label">
      <CheckInput name="with_lable" label="Label drucken" disabled={!editable} />
      <TextInput name="lable_value" label="Zeichen" disabled={!editable} maxLength={LABEL_MAX} />
      <Controller
        control={control}
        name="lable_color"
        render={({ field, fieldState }) => (
          <ColorPicker
            label="Farbe"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            disabled={!editable}
            clearable
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </CardSection>
  );
}

export function MobileSection({ card }: Pick<SectionProps, 'card'>) {
  return (
    <CardSection title="Mobile Info">
      <Info label="Heruntergeladen" value={formatDateTime(card.mobile_loaded_at)} />
      <Info label="Aktualisiert" value={formatDateTime(card.mobile_updated_at)} />
      <Info label="Geprüft" value={formatDateTime(card.mobile_checked_at)} />
    </CardSection>
  );
}

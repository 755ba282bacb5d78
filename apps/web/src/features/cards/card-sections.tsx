/** The upper sections of the card details (docs/product.md#screens): product, orderer data, label, mobile info. */
import { LABEL_MAX } from '@ausweis/shared/constants';
import { formatDate, formatDateTime } from '@ausweis/shared/format';
import { PERSON_FIELDS, type PersonFieldKey, personFieldLabel } from '@ausweis/shared/person-fields';
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

/** The person fields the card editor changes. */
type EditedPersonField = Extract<PersonFieldKey, keyof CardEditValues>;

/** Required unless the product decides (external id and department: when it needs them). */
const requiredOn = (name: EditedPersonField, card: CardDetails) =>
  name === 'external_id'
    ? card.need_external_id
    : name === 'external_department'
      ? card.need_external_department
      : true;

/** A person field as its kind shows it, named as the product names it (person-fields.ts). */
function PersonInput({
  name,
  card,
  disabled,
}: {
  name: EditedPersonField;
  card: CardDetails;
  disabled: boolean;
}) {
  const f = PERSON_FIELDS[name];
  const label = personFieldLabel(name, card, f.label);
  if (f.kind === 'date') return <DateInput name={name} label={label} disabled={disabled} />;
  return (
    <TextInput
      name={name}
      label={label}
      required={requiredOn(name, card)}
      disabled={disabled}
      // Names stop at their limit while typing; other texts are refused by the rules on save.
      maxLength={f.kind === 'name' ? f.max : undefined}
    />
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
      {(['email', 'familyname', 'forname', 'birthday'] as const).map((k) => (
        <PersonInput key={k} name={k} card={card} disabled={locked} />
      ))}
      <Info label="Bestelldatum" value={formatDate(card.created_at)} />
      {(['external_id', 'external_department'] as const).map((k) => (
        <PersonInput key={k} name={k} card={card} disabled={locked} />
      ))}
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

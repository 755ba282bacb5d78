/** Product form sections: the product itself, prices and term (super admin), validity dates. */
import { formatDate } from '@ausweis/shared/format';
import type { ProductFormValues } from '@ausweis/shared/schemas/product-form';
import { maxValidTo, validToAfterFromChange, validToHint } from '@ausweis/shared/schemas/product-validity';
import type { AvailableProduct } from '@ausweis/shared/schemas/products';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DatePicker } from '../../components/DatePicker';
import { CheckField, Section, TextInput, Wide } from './form-fields';

export interface ProductFormInfo {
  isSuperAdmin: boolean;
  isNew: boolean;
  /** The stored valid-to of an existing product (a later value stays allowed for non-super-admins). */
  originalValidTo: string | null;
  /** Product type of an existing product. */
  productType: string | null;
  available: AvailableProduct[];
}

/** Dates before this year are a year still being typed. */
const MIN_YEAR = 1900;

const wholeYears = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : null);

export function ProductSection({
  info,
  onProductChosen,
}: {
  info: ProductFormInfo;
  onProductChosen: (p: AvailableProduct) => void;
}) {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <Section title="Produkt">
      {info.isNew ? (
        <Controller
          control={control}
          name="product_id"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              required
              label="Produkt"
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(e) => {
                const chosen = info.available.find((p) => p.product_id === Number(e.target.value));
                field.onChange(chosen ? chosen.product_id : null);
                if (chosen) onProductChosen(chosen);
              }}
              error={Boolean(errors.product_id)}
              helperText={
                errors.product_id?.message ??
                (info.available.length === 0
                  ? 'Für diesen Mandanten ist kein Produkt freigegeben.'
                  : undefined)
              }
            >
              {info.available.map((p) => (
                <MenuItem key={p.product_id} value={p.product_id}>
                  {p.product_type}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : (
        <TextField
          label="Produkt"
          value={info.productType ?? ''}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
        />
      )}
      <TextInput
        name="product_short_code"
        label="Produktcode"
        required
        readOnly={!info.isNew}
        disabled={!info.isNew}
        helperText={
          info.isNew
            ? 'Großbuchstaben, Ziffern, - und _; nach dem Anlegen nicht mehr änderbar'
            : 'Nach dem Anlegen nicht mehr änderbar'
        }
        slotProps={{
          htmlInput: { maxLength: 30, style: { textTransform: 'uppercase' }, autoCapitalize: 'characters' },
        }}
      />
      <TextInput name="tenant_name" label="Name auf dem Ausweis" helperText="Leer: Name des Mandanten" />
      <TextInput name="tenant_name2" label="Name 2 auf dem Ausweis" />
    </Section>
  );
}

/** The required numbers of the prices section: three prices in euros, then the term in years and days. */
const REQUIRED_NUMBERS = [
  { name: 'price_online', label: 'Preis Online', euro: true },
  { name: 'price_hardcopy', label: 'Preis Karte', euro: true },
  { name: 'price_hardcopy_online', label: 'Preis Online + Karte', euro: true },
  { name: 'max_years_valid', label: 'Max. Jahre gültig', euro: false },
  { name: 'days_before_renew', label: 'Tage vor Verlängerung', euro: false },
] as const;

/** Prices, term and the flags only a super admin may change; others see them read-only. */
export function PricesSection({ info }: { info: ProductFormInfo }) {
  const locked = !info.isSuperAdmin;
  return (
    <Section
      title="Preise und Laufzeit"
      columns={3}
      description={locked ? 'Diese Angaben kann nur die Verwaltung des Ausweisportals ändern.' : undefined}
    >
      {REQUIRED_NUMBERS.map(({ name, label, euro }) => (
        <TextInput
          key={name}
          name={name}
          label={label}
          required={!locked}
          readOnly={locked}
          disabled={locked}
          suffix={euro ? '€' : undefined}
          slotProps={{ htmlInput: { inputMode: euro ? 'decimal' : 'numeric' } }}
        />
      ))}
      <TextInput
        name="restrict_email_dns"
        label="E-Mail-Domain einschränken"
        readOnly={locked}
        disabled={locked}
        helperText="z. B. example.de; leer: jede E-Mail-Adresse"
      />
      <Wide>
        <CheckField name="online_free" label="Online kostenlos" disabled={locked} />
        <CheckField name="hardcopy_free" label="Karte kostenlos" disabled={locked} />
        <CheckField name="hardcopy_online_free" label="Online + Karte kostenlos" disabled={locked} />
      </Wide>
      <Wide>
        <CheckField name="is_test" label="Test-Produkt" disabled={locked} />
        <CheckField name="payment_disabled" label="Zahlung deaktiviert" disabled={locked} />
        <CheckField name="tenant_payment" label="Zahlung durch Mandant" disabled={locked} />
        <CheckField name="print_at_school" label="Druck in der Einrichtung" disabled={locked} />
      </Wide>
    </Section>
  );
}

/** Card valid from / to with the docs/product.md#behaviour valid-from side effect and the #validation bounds or hint. */
export function ValiditySection({ info }: { info: ProductFormInfo }) {
  const {
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const [from, to, years] = useWatch({
    control,
    name: ['card_valid_from', 'card_valid_to', 'max_years_valid'],
  });
  const maxYears = wholeYears(years);
  const max = maxValidTo(from, maxYears, info.originalValidTo);
  const hint = info.isSuperAdmin
    ? validToHint(
        { card_valid_from: from, card_valid_to: to, max_years_valid: maxYears },
        info.originalValidTo,
      )
    : null;
  const toHelper =
    errors.card_valid_to?.message ??
    hint ??
    (max && !info.isSuperAdmin ? `Spätestens ${formatDate(max)}` : undefined);
  return (
    <Section title="Gültigkeit der Ausweise">
      <Controller
        control={control}
        name="card_valid_from"
        render={({ field }) => (
          <DatePicker
            label="Gültig von"
            name={field.name}
            required
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              // While a year is being typed the picker reports years like 0002 or 0202: wait for a real one.
              if (v && Number(v.slice(0, 4)) < MIN_YEAR) return;
              const next = validToAfterFromChange(
                v,
                getValues('card_valid_to'),
                wholeYears(getValues('max_years_valid')),
                info.originalValidTo,
              );
              if (next !== getValues('card_valid_to')) setValue('card_valid_to', next, { shouldDirty: true });
            }}
            error={Boolean(errors.card_valid_from)}
            helperText={errors.card_valid_from?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="card_valid_to"
        render={({ field }) => (
          <DatePicker
            label="Gültig bis"
            name={field.name}
            required
            value={field.value}
            onChange={field.onChange}
            minDate={from ?? undefined}
            maxDate={info.isSuperAdmin ? undefined : (max ?? undefined)}
            error={Boolean(errors.card_valid_to)}
            helperText={toHelper}
          />
        )}
      />
    </Section>
  );
}

/**
 * The tenant form's field sections (docs/product.md#fields, #behaviour): country and tenant type, which every other section
 * waits for, then the tenant's own data (access code, name and address, contact, switches).
 */
import { COUNTRIES, COUNTRY_NAMES, TENANT_TYPE_NAMES, TENANT_TYPES } from '@ausweis/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { TextInput } from '../../components/form-fields';
import { Section } from './Section';
import { TenantFlags } from './TenantFlags';
import type { TenantFormValues } from './tenant-form';

type TenantControl = Control<TenantFormValues, unknown, unknown>;

type TextKey = 'name' | 'name2' | 'street' | 'plz' | 'city' | 'telefone' | 'email' | 'usst_id';
const TEXT_FIELDS: { name: TextKey; label: string; required?: boolean; type?: string }[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'name2', label: 'Name 2' },
  { name: 'street', label: 'Straße', required: true },
  { name: 'plz', label: 'PLZ', required: true },
  { name: 'city', label: 'Ort', required: true },
  { name: 'telefone', label: 'Telefon', required: true, type: 'tel' },
  { name: 'email', label: 'E-Mail', required: true, type: 'email' },
  { name: 'usst_id', label: 'USt-IdNr.' },
];

const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  gap: 2,
} as const;

/** Country and tenant type; until both are chosen a hint asks for them. */
export function CountryAndTypeSection({ control, ready }: { control: TenantControl; ready: boolean }) {
  return (
    <Section title="Land und Mandantentyp">
      <Box sx={fieldGrid}>
        <TextInput control={control} name="country_id" select label="Land" required>
          {COUNTRIES.map((c) => (
            <MenuItem key={c} value={c}>
              {COUNTRY_NAMES[c]} ({c})
            </MenuItem>
          ))}
        </TextInput>
        <TextInput control={control} name="tenant_type" select label="Mandantentyp" required>
          {TENANT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {TENANT_TYPE_NAMES[t]}
            </MenuItem>
          ))}
        </TextInput>
      </Box>
      {!ready && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Bitte zuerst Land und Mandantentyp wählen.
        </Alert>
      )}
    </Section>
  );
}

interface TenantDataSectionProps {
  control: TenantControl;
  isNew: boolean;
  /** Tenant payment has a side effect on a new tenant's product rows. */
  onTenantPayment: (value: boolean) => void;
}

/** The tenant's data; the access code is set once, on create. */
export function TenantDataSection({ control, isNew, onTenantPayment }: TenantDataSectionProps) {
  return (
    <Section title="Mandant">
      <Box sx={fieldGrid}>
        <TextInput
          control={control}
          name="short_code"
          label="Zugangscode"
          required={isNew}
          readOnly={!isNew}
          helperText={
            isNew
              ? 'Wird in Großbuchstaben gespeichert und kann danach nicht mehr geändert werden.'
              : 'Kann nicht mehr geändert werden.'
          }
          slotProps={{
            htmlInput: { style: { textTransform: 'uppercase' }, autoCapitalize: 'characters' },
          }}
          sx={!isNew ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
        />
        {TEXT_FIELDS.map((f) => (
          <TextInput
            key={f.name}
            control={control}
            name={f.name}
            label={f.label}
            type={f.type}
            required={f.required}
          />
        ))}
      </Box>
      <TenantFlags control={control} onTenantPayment={onTenantPayment} />
    </Section>
  );
}

type RecipientKey =
  | 'invoice_recipient_name'
  | 'invoice_recipient_street'
  | 'invoice_recipient_plz'
  | 'invoice_recipient_city'
  | 'leitweg_id'
  | 'invoice_address'
  | 'order_reference';
const RECIPIENT_FIELDS: { name: RecipientKey; label: string; helperText?: string }[] = [
  {
    name: 'invoice_recipient_name',
    label: 'Rechnungsempfänger',
    helperText: 'Nur wenn nicht der Mandant selbst, z. B. der Schulträger einer Schule',
  },
  { name: 'invoice_recipient_street', label: 'Straße (Rechnungsempfänger)' },
  { name: 'invoice_recipient_plz', label: 'PLZ (Rechnungsempfänger)' },
  { name: 'invoice_recipient_city', label: 'Ort (Rechnungsempfänger)' },
  {
    name: 'leitweg_id',
    label: 'Leitweg-ID',
    helperText: 'Bei öffentlichen Auftraggebern: Rechnungen gehen dann als XRechnung',
  },
  {
    name: 'invoice_address',
    label: 'Elektronische Rechnungsadresse',
    helperText: 'E-Mail-Adresse oder Peppol-ID, z. B. 0204:991-33333TEST-33; leer: E-Mail des Mandanten',
  },
  { name: 'order_reference', label: 'Bestellnummer/Auftragsreferenz' },
];

/** Where and how the tenant's invoices go: the Rechnungsempfänger and a public buyer's XRechnung data. */
export function InvoiceRecipientSection({ control }: { control: TenantControl }) {
  return (
    <Section title="Rechnungsempfänger und XRechnung">
      <Box sx={fieldGrid}>
        {RECIPIENT_FIELDS.map((f) => (
          <TextInput key={f.name} control={control} name={f.name} label={f.label} helperText={f.helperText} />
        ))}
      </Box>
    </Section>
  );
}

/** The contact request form (docs/product.md#fields Registration request, #validation rules) on the shared zod schema. */
import { REGISTRATION_SALUTATIONS } from '@ausweis/shared/constants';
import { RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckField, TextInput } from '../../components/form-fields';
import { TWO_COLUMN_FIELDS } from '../../components/form-grid';
import { NativeSelectInput } from '../../components/NativeSelectInput';
import { zodResolver } from '../../lib/zod-german';

export type RegistrationValues = z.output<typeof RegistrationRequest>;

/** The empty form; no salutation chosen and nothing confirmed until the visitor does it. */
const EMPTY: Partial<RegistrationRequest> = {
  title: '',
  forename: '',
  familyname: '',
  tenantname: '',
  area: '',
  Street: '',
  plz: '',
  city: '',
  telefone: '',
  email: '',
  web_url: '',
};

/** Quick picks for 'Bereich'; any other text is fine too. */
export const AREA_SUGGESTIONS = ['Schule', 'Verein', 'Unternehmen', 'Verband'] as const;

export const CONFIRM_TEXT =
  'Ich bestätige, dass ich diese Anfrage für eine Organisation (Schule, Verein, Unternehmen) stelle und keine Privatperson bzw. kein Kunde bin.';

const full = { gridColumn: '1 / -1' } as const;

export function RegisterForm({
  onSubmit,
  pending = false,
}: {
  onSubmit: (values: RegistrationValues) => void;
  pending?: boolean;
}) {
  const {
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { isSubmitted },
  } = useForm<RegistrationRequest, unknown, RegistrationValues>({
    resolver: zodResolver(RegistrationRequest),
    defaultValues: EMPTY,
  });
  const area = watch('area');

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-label="Kontakt-Anforderung"
      onSubmit={handleSubmit(onSubmit)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={TWO_COLUMN_FIELDS}>
        <Typography variant="h6" component="h2" sx={full}>
          Ansprechperson
        </Typography>
        <NativeSelectInput
          control={control}
          name="salutation"
          label="Anrede"
          options={REGISTRATION_SALUTATIONS}
          required
        />
        <TextInput control={control} name="title" label="Titel" autoComplete="honorific-prefix" />
        <TextInput control={control} name="forename" label="Vorname" required autoComplete="given-name" />
        <TextInput control={control} name="familyname" label="Nachname" required autoComplete="family-name" />

        <Typography variant="h6" component="h2" sx={{ ...full, mt: 1 }}>
          Organisation
        </Typography>
        <TextInput
          control={control}
          name="tenantname"
          label="Name der Organisation"
          required
          autoComplete="organization"
          sx={full}
        />
        <Box sx={full}>
          <TextInput
            control={control}
            name="area"
            label="Bereich"
            required
            placeholder="z. B. Schule, Verein, Unternehmen"
          />
          <Box
            role="group"
            aria-label="Bereich auswählen"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
          >
            {AREA_SUGGESTIONS.map((a) => (
              <Chip
                key={a}
                label={a}
                clickable
                color={area === a ? 'primary' : 'default'}
                variant={area === a ? 'filled' : 'outlined'}
                aria-pressed={area === a}
                onClick={() => setValue('area', a, { shouldDirty: true, shouldValidate: isSubmitted })}
                sx={{ height: 40, px: 0.5, fontSize: '0.95rem' }}
              />
            ))}
          </Box>
        </Box>
        <TextInput
          control={control}
          name="Street"
          label="Straße"
          required
          autoComplete="street-address"
          sx={full}
        />
        <Box sx={{ ...full, display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 2 }}>
          <TextInput
            control={control}
            name="plz"
            label="PLZ"
            required
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput control={control} name="city" label="Ort" required autoComplete="address-level2" />
        </Box>
        <TextInput control={control} name="telefone" label="Telefon" required type="tel" autoComplete="tel" />
        <TextInput control={control} name="email" label="E-Mail" required type="email" autoComplete="email" />
        <TextInput
          control={control}
          name="web_url"
          label="Webseite"
          type="url"
          autoComplete="url"
          placeholder="https://"
          sx={full}
        />

        <Box sx={full}>
          <CheckField
            control={control}
            name="confirm"
            label={`${CONFIRM_TEXT} *`}
            gap={0}
            // The long label starts at the top; the larger checkbox is easier to hit on a phone.
            sx={{
              alignItems: 'flex-start',
              '& .MuiCheckbox-root': { p: 1.5 },
              '& .MuiFormControlLabel-label': { pt: 1.25 },
            }}
          />
        </Box>
        <Box sx={{ ...full, display: 'flex', justifyContent: { sm: 'flex-end' } }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={pending}
            sx={{ minHeight: 52, width: { xs: '100%', sm: 'auto' }, px: 4, fontSize: '1.05rem' }}
          >
            Anfrage senden
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** The contact request form (SPEC §3 Registration request, §5 rules) on the shared zod schema. */
import { REGISTRATION_SALUTATIONS } from '@ausweis/shared/constants';
import { RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { muiField } from '../../lib/form';
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
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<RegistrationRequest, unknown, RegistrationValues>({
    resolver: zodResolver(RegistrationRequest),
    defaultValues: EMPTY,
  });
  const area = watch('area');

  /** An MUI text field wired to the form, with its error. */
  const field = (name: Exclude<keyof RegistrationRequest, 'confirm'>) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    ...muiField(register(name)),
  });

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-label="Kontakt-Anforderung"
      onSubmit={handleSubmit(onSubmit)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          rowGap: 2.5,
        }}
      >
        <Typography variant="h6" component="h2" sx={full}>
          Ansprechperson
        </Typography>
        <TextField
          label="Anrede"
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...field('salutation')}
        >
          <option value="">Bitte wählen</option>
          {REGISTRATION_SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
        <TextField label="Titel" autoComplete="honorific-prefix" {...field('title')} />
        <TextField label="Vorname" required autoComplete="given-name" {...field('forename')} />
        <TextField label="Nachname" required autoComplete="family-name" {...field('familyname')} />

        <Typography variant="h6" component="h2" sx={{ ...full, mt: 1 }}>
          Organisation
        </Typography>
        <TextField
          label="Name der Organisation"
          required
          autoComplete="organization"
          sx={full}
          {...field('tenantname')}
        />
        <Box sx={full}>
          <TextField
            label="Bereich"
            required
            placeholder="z. B. Schule, Verein, Unternehmen"
            // A quick pick sets the value behind MUI's back: keep the label out of the text.
            slotProps={{ inputLabel: { shrink: area ? true : undefined } }}
            {...field('area')}
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
        <TextField label="Straße" required autoComplete="street-address" sx={full} {...field('Street')} />
        <Box sx={{ ...full, display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 2 }}>
          <TextField
            label="PLZ"
            required
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...field('plz')}
          />
          <TextField label="Ort" required autoComplete="address-level2" {...field('city')} />
        </Box>
        <TextField label="Telefon" required type="tel" autoComplete="tel" {...field('telefone')} />
        <TextField label="E-Mail" required type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Webseite"
          type="url"
          autoComplete="url"
          placeholder="https://"
          sx={full}
          {...field('web_url')}
        />

        <Box sx={full}>
          <FormControlLabel
            control={
              <Controller
                control={control}
                name="confirm"
                render={({ field: { ref, value, onChange, ...rest } }) => (
                  // MUI 9's Checkbox has no inputRef: the ref goes to the <input> through slotProps.
                  <Checkbox
                    {...rest}
                    checked={value === true}
                    onChange={(e) => onChange(e.target.checked)}
                    slotProps={{ input: { ref } }}
                    sx={{ p: 1.5 }}
                  />
                )}
              />
            }
            label={`${CONFIRM_TEXT} *`}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.25 } }}
          />
          {errors.confirm && (
            <FormHelperText error sx={{ ml: 6 }}>
              {errors.confirm.message}
            </FormHelperText>
          )}
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

/** The contact request form (docs/product.md#fields Registration request, #validation rules) on the shared zod schema. */
import { REGISTRATION_SALUTATIONS } from '@ausweis/shared/constants';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import { RegistrationRequest } from '@ausweis/shared/schemas/registrations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckField, TextInput } from '../../components/form-fields';
import { TWO_COLUMN_FIELDS } from '../../components/form-grid';
import { useLocalizeGerman, useText } from '../../i18n/use-text';
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

/** Quick picks for 'Bereich', in the visitor's language; any other text is fine too. */
const AREA_SUGGESTIONS: MessageId[] = [
  'register.areaSchool',
  'register.areaClub',
  'register.areaCompany',
  'register.areaAssociation',
];

/** The stored salutations (German, the staff side reads them) and their names in the visitor's language. */
const SALUTATION_NAMES: Record<(typeof REGISTRATION_SALUTATIONS)[number], MessageId> = {
  Frau: 'register.salutationFrau',
  Herr: 'register.salutationHerr',
  divers: 'register.salutationDivers',
};

const resolveGerman = zodResolver(RegistrationRequest);

/** The shared schema's German messages, in the visitor's language. */
function useResolver(): Resolver<RegistrationRequest, unknown, RegistrationValues> {
  const localize = useLocalizeGerman();
  return useMemo(
    () => async (values, context, options) => {
      const result = await resolveGerman(values, context, options);
      const errors: FieldErrors = result.errors;
      for (const error of Object.values(errors)) {
        if (error && typeof error.message === 'string') error.message = localize(error.message);
      }
      return result as Awaited<ReturnType<Resolver<RegistrationRequest, unknown, RegistrationValues>>>;
    },
    [localize],
  );
}

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
    resolver: useResolver(),
    defaultValues: EMPTY,
  });
  const area = watch('area');
  const t = useText();

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-label={t('register.title')}
      onSubmit={handleSubmit(onSubmit)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={TWO_COLUMN_FIELDS}>
        <Typography variant="h6" component="h2" sx={full}>
          {t('register.person')}
        </Typography>
        <TextInput
          control={control}
          name="salutation"
          label={t('register.salutation')}
          required
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('register.choose')}</option>
          {REGISTRATION_SALUTATIONS.map((value) => (
            <option key={value} value={value}>
              {t(SALUTATION_NAMES[value])}
            </option>
          ))}
        </TextInput>
        <TextInput
          control={control}
          name="title"
          label={t('register.academicTitle')}
          autoComplete="honorific-prefix"
        />
        <TextInput
          control={control}
          name="forename"
          label={t('register.forename')}
          required
          autoComplete="given-name"
        />
        <TextInput
          control={control}
          name="familyname"
          label={t('register.familyname')}
          required
          autoComplete="family-name"
        />

        <Typography variant="h6" component="h2" sx={{ ...full, mt: 1 }}>
          {t('register.organisation')}
        </Typography>
        <TextInput
          control={control}
          name="tenantname"
          label={t('register.tenantname')}
          required
          autoComplete="organization"
          sx={full}
        />
        <Box sx={full}>
          <TextInput
            control={control}
            name="area"
            label={t('register.area')}
            required
            placeholder={t('register.areaPlaceholder')}
          />
          <Box
            role="group"
            aria-label={t('register.areaChoose')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
          >
            {AREA_SUGGESTIONS.map((id) => t(id)).map((a) => (
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
          label={t('register.street')}
          required
          autoComplete="street-address"
          sx={full}
        />
        <Box sx={{ ...full, display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 2 }}>
          <TextInput
            control={control}
            name="plz"
            label={t('register.plz')}
            required
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            control={control}
            name="city"
            label={t('register.city')}
            required
            autoComplete="address-level2"
          />
        </Box>
        <TextInput
          control={control}
          name="telefone"
          label={t('register.phone')}
          required
          type="tel"
          autoComplete="tel"
        />
        <TextInput
          control={control}
          name="email"
          label={t('register.email')}
          required
          type="email"
          autoComplete="email"
        />
        <TextInput
          control={control}
          name="web_url"
          label={t('register.website')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          sx={full}
        />

        <Box sx={full}>
          <CheckField
            control={control}
            name="confirm"
            label={`${t('register.confirm')} *`}
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
            {t('register.submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

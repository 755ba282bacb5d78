/**
 * The optional initial user of a new tenant (SPEC §2, §5): e-mail, salutation and last name required.
 * The user becomes Admin of the tenant and gets the invitation mail to set a password.
 */
import { SALUTATIONS } from '@ausweis/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { muiField } from '../../lib/form';
import type { TenantFormValues } from './tenant-form';

interface InitialUserFieldsProps {
  control: Control<TenantFormValues, unknown, unknown>;
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
}

export function InitialUserFields({ control, register, errors }: InitialUserFieldsProps) {
  const withUser = useWatch({ control, name: 'with_user' });
  return (
    <>
      <Controller
        control={control}
        name="with_user"
        render={({ field }) => (
          <FormControlLabel
            label="Ersten Benutzer anlegen"
            control={
              <Switch
                checked={field.value}
                slotProps={{ input: { ref: field.ref } }}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            }
          />
        )}
      />
      {withUser && (
        <>
          <Alert severity="info" sx={{ my: 1.5 }}>
            Der Benutzer wird Admin des Mandanten und erhält eine E-Mail mit einem Link, um sein Passwort zu
            setzen.
          </Alert>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              gap: 2,
            }}
          >
            <TextField
              label="E-Mail"
              type="email"
              required
              error={Boolean(errors.user_email)}
              helperText={errors.user_email?.message}
              {...muiField(register('user_email'))}
            />
            <Controller
              control={control}
              name="salutation"
              render={({ field }) => (
                <TextField
                  select
                  label="Anrede"
                  required
                  {...field}
                  inputRef={field.ref}
                  error={Boolean(errors.salutation)}
                  helperText={errors.salutation?.message}
                >
                  {SALUTATIONS.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Vorname"
              error={Boolean(errors.user_forename)}
              helperText={errors.user_forename?.message}
              {...muiField(register('user_forename'))}
            />
            <TextField
              label="Nachname"
              required
              error={Boolean(errors.user_lastname)}
              helperText={errors.user_lastname?.message}
              {...muiField(register('user_lastname'))}
            />
          </Box>
        </>
      )}
    </>
  );
}

/**
 * The optional initial user of a new tenant (docs/product.md#screens, #validation): e-mail, salutation and last name required.
 * The user becomes Admin of the tenant and gets the invitation mail to set a password.
 */
import { SALUTATIONS } from '@ausweis/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { TextInput } from '../../components/form-fields';
import type { TenantFormValues } from './tenant-form';

interface InitialUserFieldsProps {
  control: Control<TenantFormValues, unknown, unknown>;
}

export function InitialUserFields({ control }: InitialUserFieldsProps) {
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
            <TextInput control={control} name="user_email" label="E-Mail" type="email" required />
            <TextInput control={control} name="salutation" select label="Anrede" required>
              {SALUTATIONS.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextInput>
            <TextInput control={control} name="user_forename" label="Vorname" />
            <TextInput control={control} name="user_lastname" label="Nachname" required />
          </Box>
        </>
      )}
    </>
  );
}

/**
 * The tenant's switches (docs/product.md#fields): test tenant, tenant payment, no unvalidated cards, no
 * auto renewal, and the second factor for every member.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type Control, Controller } from 'react-hook-form';
import type { TenantFormValues } from './tenant-form';

export const TENANT_SECOND_FACTOR_LABEL = 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen';

type FlagKey =
  | 'is_test'
  | 'tenant_payment'
  | 'no_unvalidated_send_to_tenant'
  | 'no_auto_renew'
  | 'require_second_factor';
const FLAGS: { name: FlagKey; label: string }[] = [
  { name: 'is_test', label: 'Test-Mandant' },
  { name: 'tenant_payment', label: 'Zahlung über Mandant' },
  { name: 'no_unvalidated_send_to_tenant', label: 'Nicht validierte Ausweise nicht an den Mandanten senden' },
  { name: 'no_auto_renew', label: 'Keine automatische Verlängerung' },
  { name: 'require_second_factor', label: TENANT_SECOND_FACTOR_LABEL },
];

interface TenantFlagsProps {
  control: Control<TenantFormValues, unknown, unknown>;
  /** Tenant payment has a side effect on a new tenant's product rows. */
  onTenantPayment: (value: boolean) => void;
}

export function TenantFlags({ control, onTenantPayment }: TenantFlagsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        mt: 1.5,
      }}
    >
      {FLAGS.map((f) => (
        <Controller
          key={f.name}
          control={control}
          name={f.name}
          render={({ field }) => (
            <FormControlLabel
              label={f.label}
              control={
                <Checkbox
                  checked={field.value}
                  slotProps={{ input: { ref: field.ref } }}
                  onBlur={field.onBlur}
                  onChange={(e) =>
                    f.name === 'tenant_payment'
                      ? onTenantPayment(e.target.checked)
                      : field.onChange(e.target.checked)
                  }
                />
              }
            />
          )}
        />
      ))}
    </Box>
  );
}

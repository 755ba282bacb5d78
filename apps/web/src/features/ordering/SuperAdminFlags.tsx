/**
 * docs/product.md#permissions: super admins see the test/paid flags on the order form. The server honours them only from a
 * super admin (the api client sends the session's token); for everyone else nothing is shown.
 */
import type { SuperAdminOrderFlags } from '@ausweis/shared/schemas/order-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface Props {
  flags: SuperAdminOrderFlags;
  onChange: (flags: SuperAdminOrderFlags) => void;
  readOnly: boolean;
}

export function SuperAdminFlags({ flags, onChange, readOnly }: Props) {
  return (
    <Box
      role="group"
      aria-label="Super-Admin"
      sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'warning.main', borderRadius: 1 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Nur für Super-Admins
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={flags.is_test}
              disabled={readOnly}
              onChange={(e) => onChange({ ...flags, is_test: e.target.checked })}
            />
          }
          label="Test-Ausweis"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={flags.is_payed}
              disabled={readOnly}
              onChange={(e) => onChange({ ...flags, is_payed: e.target.checked })}
            />
          }
          label="Bereits bezahlt"
        />
      </Box>
    </Box>
  );
}

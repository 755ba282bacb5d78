/**
 * The tenant's rule 'Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen', switched by its Admin (or a
 * super admin) on the user management page. Members without a factor set one up at their next sign-in.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { showSuccess } from '../../../lib/toast';
import { tenantSecondFactorQuery, useSaveTenantSecondFactor } from '../second-factor-api';

export function TenantSecondFactorSwitch({ tenantId }: { tenantId: number }) {
  const setting = useQuery(tenantSecondFactorQuery(tenantId));
  const save = useSaveTenantSecondFactor();
  const on = setting.data?.require_second_factor ?? false;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!setting.isSuccess || save.isPending}
            onChange={(e) =>
              save.mutate(
                { require_second_factor: e.target.checked },
                {
                  onSuccess: (r) =>
                    showSuccess(
                      r.require_second_factor
                        ? 'Alle Mitarbeitenden melden sich ab jetzt mit zweitem Faktor an.'
                        : 'Der zweite Faktor ist für die Mitarbeitenden nicht mehr vorgeschrieben.',
                    ),
                },
              )
            }
          />
        }
        label="Zwei-Faktor-Anmeldung für alle Mitarbeitenden verlangen"
      />
      <Typography variant="body2" color="text.secondary">
        Wer noch keinen zweiten Faktor hat, richtet bei der nächsten Anmeldung eine Authenticator-App ein.
      </Typography>
    </Paper>
  );
}

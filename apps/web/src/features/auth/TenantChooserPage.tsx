/** 'Mandant wählen' (docs/product.md#screens): pick one of the user's tenants; stores it with its user group. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { selectTenant } from '../../lib/session';
import { setSession, useSession } from '../../lib/session-store';
import { tenantLabel } from '../../lib/tenant-label';

export default function TenantChooserPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenants = session.userData?.tenants ?? [];
  const [tenantId, setTenantId] = useState<string>(
    session.selectedTenant ? String(session.selectedTenant.id) : '',
  );

  const choose = (e: FormEvent) => {
    e.preventDefault();
    const tenant = tenants.find((t) => String(t.id) === tenantId);
    if (!tenant) return;
    setSession((s) => selectTenant(s, tenant));
    // Cached lists belong to the previous tenant.
    queryClient.removeQueries();
    navigate('/admin');
  };

  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        p: 2,
        pt: { xs: 3, sm: 8 },
      }}
    >
      <Paper
        component="form"
        onSubmit={choose}
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 480 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          Mandant wählen
        </Typography>
        {tenants.length === 0 ? (
          <Alert severity="warning">
            Ihrem Benutzer ist kein Mandant zugeordnet. Bitte wenden Sie sich an Ihre Organisation.
          </Alert>
        ) : (
          <>
            <TextField
              select
              label="Mandant"
              required
              value={tenantId}
              onChange={(e) => setTenantId(e.target.value)}
              sx={{ mb: 3 }}
            >
              {tenants.map((t) => (
                <MenuItem key={t.id} value={String(t.id)} sx={{ minHeight: 48, whiteSpace: 'normal' }}>
                  {tenantLabel(t)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!tenantId}
              sx={{ minHeight: 48 }}
            >
              Wählen
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}

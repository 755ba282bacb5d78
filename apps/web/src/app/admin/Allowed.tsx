/**
 * Shows an admin page only to those the docs/product.md#permissions matrix allows; others get a German notice instead of a
 * page full of 403 errors. The server enforces the same rule; this only spares the user the errors.
 */
import { type Capability, can } from '@ausweis/shared/permissions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';

export function Allowed({ capability, children }: { capability: Capability; children: ReactNode }) {
  const session = useSession();
  const subject = subjectOf(session);
  if (can(subject, capability)) return children;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="warning">
        Für diese Seite fehlt Ihnen die Berechtigung
        {can(subject, 'tenants.actInAny') ? ' oder es ist kein Mandant gewählt' : ''}.
      </Alert>
      <div>
        <Button component={RouterLink} to="/admin" variant="contained">
          Zur Übersicht
        </Button>
      </div>
    </Stack>
  );
}

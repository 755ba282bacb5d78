/**
 * 'Anmeldung und Sicherheit' (/admin/security): how one's own account signs in — second factors and
 * the signed-in devices. Open to every staff member, super admins included, with or without a tenant.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasskeysSection } from './PasskeysSection';
import RecoveryCodesSection from './RecoveryCodesSection';
import SessionsSection from './SessionsSection';
import TotpSection from './TotpSection';

export const SECURITY_TITLE = 'Anmeldung und Sicherheit';

export default function SecurityPage() {
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {SECURITY_TITLE}
      </Typography>
      <PasskeysSection />
      <TotpSection />
      <RecoveryCodesSection />
      <SessionsSection />
    </Stack>
  );
}

/**
 * Setting up a one-time-code app: the QR code to scan, the key to type by hand, and the first code that
 * confirms it. Used at sign-in (factor set-up) and on 'Anmeldung und Sicherheit'.
 */
import type { TotpSetup } from '@ausweis/shared/schemas/auth-factors';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeField } from './CodeField';

export function TotpSetupFields({
  setup,
  code,
  onCode,
  error,
}: {
  setup: TotpSetup;
  code: string;
  onCode: (v: string) => void;
  error: string | null;
}) {
  return (
    <Stack spacing={2}>
      <Typography>
        1. Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Google Authenticator, Microsoft
        Authenticator, FreeOTP).
      </Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt="QR-Code zum Einrichten der Authenticator-App"
        sx={{ width: 200, height: 200, alignSelf: 'center', imageRendering: 'pixelated' }}
      />
      <Typography>Oder geben Sie in der App diesen Schlüssel von Hand ein:</Typography>
      <Typography
        data-testid="totp-manual-key"
        aria-label="Schlüssel zur Eingabe von Hand"
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-word', textAlign: 'center' }}
      >
        {setup.manual_key}
      </Typography>
      <Typography>2. Geben Sie den Code ein, den die App jetzt anzeigt.</Typography>
      <CodeField value={code} onChange={onCode} error={error} autoFocus={false} />
    </Stack>
  );
}

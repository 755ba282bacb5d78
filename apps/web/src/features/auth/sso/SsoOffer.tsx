/**
 * The login page's sign-in with a school's own accounts: 'Mit {Anbieter} anmelden' when the typed
 * address's domain has a provider, a way to choose the school by its access code (Zugangscode), and the
 * German reason when such a sign-in came back refused (/login?sso_error=...).
 */
import { ssoErrorMessage } from '@ausweis/shared/schemas/auth-sso-messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { findSsoProvider, useSsoOffer } from './api';

const go = (startUrl: string) => window.location.assign(startUrl);

/** Why the last sign-in with the school's accounts failed, if it did. */
export function SsoError() {
  const [params] = useSearchParams();
  const code = params.get('sso_error');
  if (!code) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {ssoErrorMessage(code)}
    </Alert>
  );
}

export function SsoOffer({ email }: { email: string }) {
  const offer = useSsoOffer(email).data?.provider ?? null;
  const [byCode, setByCode] = useState(false);
  const [code, setCode] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [looking, setLooking] = useState(false);

  const lookUp = async () => {
    if (!code.trim()) return;
    setLooking(true);
    const found = await findSsoProvider({ code: code.trim() }).catch(() => null);
    setLooking(false);
    if (found?.provider) go(found.provider.start_url);
    else setNotFound(true);
  };

  return (
    <Stack spacing={1.5}>
      {offer && (
        <Button variant="outlined" size="large" onClick={() => go(offer.start_url)}>
          Mit {offer.display_name} anmelden
        </Button>
      )}
      {!byCode ? (
        <Link
          component="button"
          type="button"
          onClick={() => setByCode(true)}
          sx={{ py: 1, alignSelf: 'flex-start' }}
        >
          Über das Konto Ihrer Schule anmelden (Zugangscode)
        </Link>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Zugangscode der Schule"
            value={code}
            size="small"
            autoFocus
            onChange={(e) => {
              setCode(e.target.value);
              setNotFound(false);
            }}
            onKeyDown={(e) => {
              // Enter here looks up the school instead of submitting the password form.
              if (e.key === 'Enter') {
                e.preventDefault();
                void lookUp();
              }
            }}
            error={notFound}
            helperText={
              notFound
                ? 'Für diesen Zugangscode ist keine Anmeldung über die Schule eingerichtet. Bitte prüfen Sie den Code.'
                : undefined
            }
            sx={{ flexGrow: 1 }}
          />
          <Button variant="outlined" onClick={() => void lookUp()} loading={looking} sx={{ minHeight: 40 }}>
            Weiter
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

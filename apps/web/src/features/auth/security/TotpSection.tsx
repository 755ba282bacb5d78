/**
 * 'Authenticator-App' on 'Anmeldung und Sicherheit': the own one-time-code apps (set up, remove). The
 * first factor brings the recovery codes, shown once here.
 */

import { formatDateTimeShort } from '@ausweis/shared/format';
import type { SecondFactorRow, TotpSetup } from '@ausweis/shared/schemas/auth-factors';
import { FACTOR_NAME_MAX, TOTP_DEFAULT_NAME } from '@ausweis/shared/schemas/auth-factors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HoldToConfirm } from '../../../components/HoldToConfirm';
import { serverMessage } from '../../../lib/server-error';
import { showSuccess } from '../../../lib/toast';
import { RecoveryCodesPanel } from '../second-factor/RecoveryCodesPanel';
import { TotpSetupFields } from '../second-factor/TotpSetupFields';
import {
  startTotpSetup,
  useConfirmTotpSetup,
  useOwnSecondFactors,
  useRemoveSecondFactor,
} from '../second-factor-api';

export default function TotpSection() {
  const factors = useOwnSecondFactors();
  const apps = factors.data?.factors.filter((f) => f.kind === 'totp') ?? [];
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: startTotpSetup, onSuccess: setSetup });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="totp-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="totp-title" variant="h6" component="h2">
          Authenticator-App
        </Typography>
        <Typography color="text.secondary">
          Eine App auf Ihrem Handy (z. B. Google Authenticator, Microsoft Authenticator, FreeOTP) zeigt alle
          30 Sekunden einen neuen Code; die Anmeldung fragt nach dem Passwort zusätzlich nach diesem Code.
        </Typography>
        {factors.data?.required && (
          <Alert severity="info">Für Ihr Konto ist ein zweiter Faktor vorgeschrieben.</Alert>
        )}
        {apps.map((app) => (
          <TotpAppRow key={app.id} app={app} />
        ))}
        {factors.isSuccess && apps.length === 0 && (
          <Typography>Noch keine Authenticator-App eingerichtet.</Typography>
        )}
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} doneLabel="Fertig" />
        ) : setup ? (
          <SetupForm
            setup={setup}
            onDone={(c) => {
              setSetup(null);
              setCodes(c);
            }}
            onCancel={() => setSetup(null)}
          />
        ) : (
          <Box>
            <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
              Authenticator-App einrichten
            </Button>
            {start.isError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {serverMessage(start.error)}
              </Alert>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function TotpAppRow({ app }: { app: SecondFactorRow }) {
  const remove = useRemoveSecondFactor();
  const [asking, setAsking] = useState(false);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{app.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Eingerichtet am {formatDateTimeShort(app.created_at)}
          {app.last_used_at ? ` · zuletzt verwendet am ${formatDateTimeShort(app.last_used_at)}` : ''}
        </Typography>
      </Box>
      <Button color="error" onClick={() => setAsking(true)} aria-label={`${app.name} entfernen`}>
        Entfernen
      </Button>
      <HoldToConfirm
        open={asking}
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          remove.mutate(app.id, { onSuccess: () => showSuccess('Die Authenticator-App wurde entfernt.') });
        }}
      >
        Die Authenticator-App „{app.name}“ entfernen? Ihre Codes gelten danach nicht mehr.
      </HoldToConfirm>
    </Box>
  );
}

function SetupForm({
  setup,
  onDone,
  onCancel,
}: {
  setup: TotpSetup;
  onDone: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [name, setName] = useState(TOTP_DEFAULT_NAME);
  const confirm = useConfirmTotpSetup();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        confirm.mutate(
          { setup_token: setup.setup_token, code: code.trim(), name },
          {
            onSuccess: (r) => {
              showSuccess('Die Authenticator-App ist eingerichtet.');
              onDone(r.recovery_codes);
            },
          },
        );
      }}
    >
      <Stack spacing={2}>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          helperText="So erkennen Sie die App später wieder, z. B. „Diensthandy“"
          slotProps={{ htmlInput: { maxLength: FACTOR_NAME_MAX } }}
        />
        <TotpSetupFields
          setup={setup}
          code={code}
          onCode={setCode}
          error={confirm.isError ? serverMessage(confirm.error) : null}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={confirm.isPending}>
            Einrichten
          </Button>
          <Button onClick={onCancel}>Abbrechen</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

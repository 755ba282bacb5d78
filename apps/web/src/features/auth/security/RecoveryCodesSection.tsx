/**
 * 'Wiederherstellungscodes' on 'Anmeldung und Sicherheit': how many are left, and ten new ones (the old
 * ones stop working), shown once.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HoldToConfirm } from '../../../components/HoldToConfirm';
import { RecoveryCodesPanel } from '../second-factor/RecoveryCodesPanel';
import { useOwnSecondFactors, useRegenerateRecoveryCodes } from '../second-factor-api';

export default function RecoveryCodesSection() {
  const factors = useOwnSecondFactors();
  const regenerate = useRegenerateRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const hasFactor = (factors.data?.factors.length ?? 0) > 0;
  const left = factors.data?.recovery_codes_left ?? 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="recovery-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="recovery-title" variant="h6" component="h2">
          Wiederherstellungscodes
        </Typography>
        <Typography color="text.secondary">
          Mit einem Wiederherstellungscode melden Sie sich einmal an, wenn Ihre Authenticator-App oder Ihr
          Passkey nicht zur Hand ist.
        </Typography>
        {factors.isSuccess && !hasFactor && (
          <Typography>
            Wiederherstellungscodes gibt es, sobald ein zweiter Faktor eingerichtet ist.
          </Typography>
        )}
        {hasFactor && !codes && (
          <>
            <Typography>
              Noch <strong>{left}</strong> {left === 1 ? 'Code' : 'Codes'} unbenutzt.
            </Typography>
            {left <= 2 && (
              <Alert severity="warning">Erzeugen Sie neue Codes, bevor Ihnen die letzten ausgehen.</Alert>
            )}
            <Box>
              <Button variant="outlined" loading={regenerate.isPending} onClick={() => setAsking(true)}>
                Neue Codes erzeugen
              </Button>
            </Box>
          </>
        )}
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} doneLabel="Fertig" />}
      </Stack>
      <HoldToConfirm
        open={asking}
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          regenerate.mutate(undefined, { onSuccess: (r) => setCodes(r.recovery_codes) });
        }}
      >
        Zehn neue Wiederherstellungscodes erzeugen? Die bisherigen gelten danach nicht mehr.
      </HoldToConfirm>
    </Paper>
  );
}

/**
 * Recovery codes, shown once: copy, download, and 'Weiter' only after the user confirms they keep them
 * safe (they are never shown again).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { saveFile } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/toast';

export const RECOVERY_FILE_NAME = 'ausweisportal-wiederherstellungscodes.txt';

const fileText = (codes: string[]) =>
  [
    'Wiederherstellungscodes für das Ausweisportal',
    'Jeder Code gilt einmal, wenn Ihre Authenticator-App oder Ihr Passkey nicht zur Hand ist.',
    '',
    ...codes,
    '',
  ].join('\n');

export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = 'Weiter',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const [kept, setKept] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    showSuccess('Die Wiederherstellungscodes wurden kopiert.');
  };
  const download = () =>
    saveFile(
      { blob: new Blob([fileText(codes)], { type: 'text/plain' }), filename: RECOVERY_FILE_NAME },
      RECOVERY_FILE_NAME,
    );
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Bewahren Sie diese Wiederherstellungscodes sicher auf (ausgedruckt oder in einem Passwort-Manager).
        Sie werden nur jetzt angezeigt. Mit jedem Code können Sie sich einmal anmelden, wenn Ihre App nicht
        zur Hand ist.
      </Alert>
      <Box
        component="ol"
        aria-label="Wiederherstellungscodes"
        sx={{
          m: 0,
          pl: 4,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          columns: { xs: 1, sm: 2 },
          '& li': { py: 0.25 },
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Kopieren
        </Button>
        <Button variant="outlined" onClick={download}>
          Herunterladen
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={kept} onChange={(e) => setKept(e.target.checked)} />}
        label="Ich habe die Codes sicher aufbewahrt"
      />
      <Button variant="contained" size="large" disabled={!kept} onClick={onDone} sx={{ minHeight: 48 }}>
        {doneLabel}
      </Button>
    </Stack>
  );
}

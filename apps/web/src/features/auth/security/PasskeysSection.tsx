/**
 * 'Passkeys' on 'Anmeldung und Sicherheit': the own passkeys (name, created, last used) with 'Entfernen',
 * and 'Passkey hinzufügen', which asks for a name and then opens the browser's dialog.
 */

import { formatDateTimeShort } from '@ausweis/shared/format';
import type { PasskeySummary } from '@ausweis/shared/schemas/auth-passkeys';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HoldToConfirm } from '../../../components/HoldToConfirm';
import { showSuccess } from '../../../lib/toast';
import { PasskeyNameDialog } from '../passkeys/PasskeyNameDialog';
import { addPasskey, fetchPasskeys, passkeysSupported } from '../passkeys/passkey-api';
import { PasskeyHintAlert, usePasskeyStep } from '../passkeys/passkey-step';
import { RecoveryCodesPanel } from '../second-factor/RecoveryCodesPanel';
import { useRemoveSecondFactor } from '../second-factor-api';

const PASSKEYS_KEY = ['auth', 'passkeyList'] as const;

export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: fetchPasskeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const { pending, hint, run } = usePasskeyStep();
  const [naming, setNaming] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  // Removing goes through the rule of all second factors (never the last one where one is required).
  const removeFactor = useRemoveSecondFactor();
  const remove = {
    mutate: (p: PasskeySummary) =>
      removeFactor.mutate(p.id, {
        onSuccess: async () => {
          showSuccess(`Der Passkey „${p.name}“ wurde entfernt.`);
          await refresh();
        },
      }),
  };
  // A first factor's recovery codes, shown once.
  const [codes, setCodes] = useState<string[] | null>(null);
  const add = async (name: string) => {
    setNaming(false);
    if (await run(async () => setCodes((await addPasskey(name)).recovery_codes))) {
      showSuccess(`Der Passkey „${name}“ wurde hinzugefügt.`);
      await refresh();
    }
  };
  const list = passkeys.data?.passkeys ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="passkeys-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="passkeys-title" variant="h6" component="h2">
          Passkeys
        </Typography>
        <Typography>
          Mit einem Passkey melden Sie sich ohne Passwort an: mit dem Fingerabdruck, der Gesichtserkennung,
          der PIN Ihres Geräts oder einem Sicherheitsschlüssel. Ein Passkey zählt als zweiter Faktor.
        </Typography>
        {passkeys.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">Sie haben noch keinen Passkey eingerichtet.</Typography>
        )}
        {list.length > 0 && (
          <List disablePadding aria-label="Ihre Passkeys">
            {list.map((p) => (
              <ListItem
                key={p.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    color="error"
                    onClick={() => setRemoving(p)}
                    aria-label={`Passkey „${p.name}“ entfernen`}
                  >
                    Entfernen
                  </Button>
                }
              >
                <ListItemText
                  primary={p.name}
                  secondary={`Erstellt: ${formatDateTimeShort(p.created_at)} · Zuletzt verwendet: ${
                    p.last_used_at ? formatDateTimeShort(p.last_used_at) : 'noch nie'
                  }`}
                  sx={{ pr: 12 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {passkeysSupported() ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              loading={pending}
              onClick={() => setNaming(true)}
            >
              Passkey hinzufügen
            </Button>
            <PasskeyHintAlert hint={hint} />
          </Stack>
        ) : (
          <Typography color="text.secondary">
            Dieser Browser unterstützt keine Passkeys. Bitte öffnen Sie diese Seite in einem aktuellen
            Browser, um einen Passkey hinzuzufügen.
          </Typography>
        )}
      </Stack>
      <Dialog open={codes !== null} maxWidth="sm" fullWidth aria-labelledby="passkey-codes-title">
        <DialogTitle id="passkey-codes-title">Wiederherstellungscodes</DialogTitle>
        <DialogContent>
          {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} doneLabel="Fertig" />}
        </DialogContent>
      </Dialog>
      <PasskeyNameDialog
        open={naming}
        onCancel={() => setNaming(false)}
        onConfirm={(name) => void add(name)}
      />
      <HoldToConfirm
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onOk={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
      >
        {removing && (
          <Typography>
            Passkey „{removing.name}“ entfernen? Danach können Sie sich mit ihm nicht mehr anmelden.
          </Typography>
        )}
      </HoldToConfirm>
    </Paper>
  );
}

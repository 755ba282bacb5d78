/**
 * 'Angemeldete Geräte' on 'Anmeldung und Sicherheit': every session of the own account that has not
 * ended, with 'Abmelden' per other device and 'Überall abmelden' (this device included, after one
 * question).
 */

import { formatDateTimeShort } from '@ausweis/shared/format';
import type { StaffSession } from '@ausweis/shared/schemas/auth-sessions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HoldToConfirm } from '../../../components/HoldToConfirm';
import { useEndAllSessions, useEndSession, useOwnSessions } from './sessions-api';

const METHODS: Record<string, string> = {
  password: 'Passwort',
  passkey: 'Passkey',
  oidc: 'Anmeldung der Schule',
};

function SessionItem({ session }: { session: StaffSession }) {
  const end = useEndSession();
  const since = formatDateTimeShort(session.created_at);
  const headingId = `session-${session.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} component="h3" sx={{ fontWeight: 600 }}>
              {session.device}
            </Typography>
            {session.current && <Chip size="small" color="primary" label="Dieses Gerät" />}
          </Stack>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 0.5,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>Netz</dt>
            <dd>{session.ip_prefix}</dd>
            <dt>Angemeldet seit</dt>
            <dd>{since}</dd>
            <dt>Zuletzt aktiv</dt>
            <dd>{formatDateTimeShort(session.last_seen_at)}</dd>
            <dt>Anmeldung mit</dt>
            <dd>{METHODS[session.sign_in_method] ?? session.sign_in_method}</dd>
          </Box>
        </Box>
        {!session.current && (
          <Box sx={{ flexShrink: 0 }}>
            <Button
              variant="outlined"
              onClick={() => end.mutate(session.id)}
              disabled={end.isPending}
              aria-label={`Abmelden: ${session.device}, angemeldet seit ${since}`}
            >
              Abmelden
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export default function SessionsSection() {
  const sessions = useOwnSessions();
  const endAll = useEndAllSessions();
  const [asking, setAsking] = useState(false);
  const list = sessions.data?.sessions ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby="sessions-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="sessions-title" variant="h6" component="h2">
        Angemeldete Geräte
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Hier sind Sie zurzeit angemeldet. Kennen Sie ein Gerät nicht, melden Sie es ab und ändern Sie Ihr
        Passwort.
      </Typography>
      {sessions.isPending && <Typography>Die Geräte werden geladen …</Typography>}
      {sessions.isError && (
        <Typography color="error">
          Die Geräte konnten nicht geladen werden. Bitte laden Sie die Seite neu.
        </Typography>
      )}
      {list.length > 0 && (
        <Box component="ul" aria-label="Angemeldete Geräte" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((s) => (
            <SessionItem key={s.id} session={s} />
          ))}
        </Box>
      )}
      <Button
        variant="contained"
        color="error"
        sx={{ mt: 2 }}
        onClick={() => setAsking(true)}
        disabled={endAll.isPending}
      >
        Überall abmelden
      </Button>
      <HoldToConfirm
        open={asking}
        title="Überall abmelden?"
        onCancel={() => setAsking(false)}
        onOk={() => {
          setAsking(false);
          endAll.mutate();
        }}
      >
        <Typography>
          Alle Geräte werden abgemeldet, auch dieses. Danach melden Sie sich hier und auf jedem anderen Gerät
          neu an.
        </Typography>
      </HoldToConfirm>
    </Paper>
  );
}

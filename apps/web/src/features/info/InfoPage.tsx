/** App info (SPEC §2): backend info from the server and the front-end build info. */
import { formatDateTime } from '@ausweis/shared/format';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicPage } from '../../components/PublicPage';
import { BUILD_INFO } from '../../lib/build-info';
import { useBackendInfo } from './api';

const DB_NAMES = { pglite: 'PGlite (eingebettet)', postgres: 'PostgreSQL' } as const;
const MAIL_NAMES = { smtp: 'SMTP', outbox: 'Entwicklungs-Postausgang' } as const;

function InfoTable({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function dateOrRaw(value: string): string {
  return formatDateTime(value) || value;
}

export default function InfoPage() {
  const { data, isPending, isError } = useBackendInfo();
  return (
    <PublicPage title="App-Info">
      <InfoTable
        title="Frontend"
        rows={[
          ['App-Version', BUILD_INFO.version],
          ['Build-Datum', dateOrRaw(BUILD_INFO.buildDate)],
          ['Commit-Hash', BUILD_INFO.commitHash],
          ['Branch', BUILD_INFO.branch],
        ]}
      />
      {isPending && <CircularProgress aria-label="Backend-Info wird geladen" />}
      {isError && <Typography color="error">Die Backend-Info konnte nicht geladen werden.</Typography>}
      {data && (
        <InfoTable
          title="Backend"
          rows={[
            ['Name', data.name],
            ['Version', data.version],
            ['Node.js', data.node_version],
            ['Datenbank', DB_NAMES[data.database] ?? data.database],
            ['Mailversand', MAIL_NAMES[data.mail] ?? data.mail],
            ['Umgebung', data.environment],
            ['Gestartet am', dateOrRaw(data.started_at)],
            ['Token-Laufzeit', `${data.jwt_token_duration_minutes} Minuten`],
          ]}
        />
      )}
    </PublicPage>
  );
}

/**
 * App info: version and build date for everyone; what runs where (Node, database, mail,
 * environment, start, commit, branch) only for a signed-in super admin.
 */
import { formatDateTime } from '@ausweis/shared/format';
import { can } from '@ausweis/shared/permissions';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicPage } from '../../components/PublicPage';
import { BUILD_INFO } from '../../lib/build-info';
import { isAuthenticated, subjectOf } from '../../lib/session';
import { useSession } from '../../lib/session-store';
import { useBackendDetails, useBackendInfo } from './api';

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

/** The running server in detail; only a signed-in super admin asks for it (and may). */
function ServerDetails() {
  const { data, isError } = useBackendDetails(true);
  if (isError) return <Typography color="error">Die Server-Details konnten nicht geladen werden.</Typography>;
  if (!data) return <CircularProgress aria-label="Server-Details werden geladen" />;
  return (
    <InfoTable
      title="Server (nur für Super-Admins)"
      rows={[
        ['Node.js', data.node_version],
        ['Datenbank', DB_NAMES[data.database] ?? data.database],
        ['Mailversand', MAIL_NAMES[data.mail] ?? data.mail],
        ['Umgebung', data.environment],
        ['Gestartet am', dateOrRaw(data.started_at)],
        ['Token-Laufzeit', `${data.jwt_token_duration_minutes} Minuten`],
        ['Commit-Hash', data.commit],
        ['Branch', data.branch],
        ['Build-Datum', dateOrRaw(data.build_date)],
      ]}
    />
  );
}

export default function InfoPage() {
  const { data, isPending, isError } = useBackendInfo();
  const session = useSession();
  const superAdmin = isAuthenticated(session) && can(subjectOf(session), 'app.details');
  return (
    <PublicPage title="App-Info">
      <InfoTable
        title="Frontend"
        rows={[
          ['App-Version', BUILD_INFO.version],
          ['Build-Datum', dateOrRaw(BUILD_INFO.buildDate)],
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
          ]}
        />
      )}
      {superAdmin && <ServerDetails />}
    </PublicPage>
  );
}

/** 'Hintergrundaufgaben' (/admin/jobs, super admin): background jobs that failed after all retries. */
import { formatDateTime } from '@ausweis/shared/format';
import { JOB_TEXTS, jobName } from '@ausweis/shared/schemas/jobs';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { useFailedJobs } from './api';

const HEADERS = ['Aufgabe', 'Angelegt', 'Fehlgeschlagen', 'Versuche'];

export default function JobsPage() {
  const failed = useFailedJobs();
  const rows = failed.data ?? [];
  return (
    <Stack spacing={2}>
      <PageHeader title={JOB_TEXTS.title} />
      <Typography variant="body2" color="text.secondary">
        {JOB_TEXTS.intro}
      </Typography>
      <Paper variant="outlined">
        <TableContainer tabIndex={0} role="region" aria-label="Fehlgeschlagene Aufgaben">
          <Table size="small" aria-label="Fehlgeschlagene Aufgaben">
            <TableHead>
              <TableRow>
                {HEADERS.map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((j) => (
                <TableRow key={j.id}>
                  <TableCell>{jobName(j.queue)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.created_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.failed_at)}</TableCell>
                  <TableCell>{j.attempts}</TableCell>
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={HEADERS.length} sx={{ color: 'text.secondary', py: 3 }}>
                    {failed.isLoading ? 'Wird geladen …' : JOB_TEXTS.none}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}

/** 'Hintergrundaufgaben' (/admin/jobs, super admin): background jobs that failed after all retries. */
import { formatDateTime } from '@ausweis/shared/format';
import { JOB_TEXTS, jobName } from '@ausweis/shared/schemas/jobs';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { PlainTable } from '../../components/PlainTable';
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
        <PlainTable
          label="Fehlgeschlagene Aufgaben"
          headers={HEADERS}
          empty={rows.length > 0 ? undefined : failed.isLoading ? 'Wird geladen …' : JOB_TEXTS.none}
        >
          {rows.map((j) => (
            <TableRow key={j.id}>
              <TableCell>{jobName(j.queue)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.created_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.failed_at)}</TableCell>
              <TableCell>{j.attempts}</TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </Paper>
    </Stack>
  );
}

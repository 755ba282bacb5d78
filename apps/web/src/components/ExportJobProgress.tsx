/**
 * The progress of an export built by a job: a bar of the cards done of all, or a moving bar
 * while it waits for an instance. Pages ask again every EXPORT_POLL_MS while it runs.
 */
import { countOf } from '@ausweis/shared/format';
import type { ExportJob } from '@ausweis/shared/schemas/export-jobs';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const EXPORT_POLL_MS = 1000;

export function ExportJobProgress({
  job,
  label,
  doneText = (done, total) =>
    `${done.toLocaleString('de-DE')} von ${countOf(total, 'Ausweis', 'Ausweisen')} erstellt …`,
}: {
  job: Pick<ExportJob, 'status' | 'total' | 'done'>;
  label: string;
  /** What the bar counts ('… von 120 Ausweisen erstellt …' by default). */
  doneText?: (done: number, total: number) => string;
}) {
  const started = job.status === 'running' && job.total > 0;
  return (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <LinearProgress
        aria-label={label}
        variant={started ? 'determinate' : 'indeterminate'}
        value={started ? Math.round((job.done / job.total) * 100) : undefined}
      />
      <Typography variant="body2" color="text.secondary">
        {started ? doneText(job.done, job.total) : 'Wird vorbereitet …'}
      </Typography>
    </Stack>
  );
}

/**
 * What every export built by a job shows (the print export, the card list's export of all
 * matches): its state, its progress and, once done, its file.
 */
import { z } from 'zod';

/** queued: waiting for an instance; running: being built; done: the file can be downloaded. */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const ExportJob = z.object({
  id: z.number(),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Cards in the file (known once it is being built), and how many are in it so far. */
  total: z.number(),
  done: z.number(),
  filename: z.string().nullable(),
  size: z.number().nullable(),
  /** Why it failed, in German. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** When the file is deleted. */
  expires_at: z.string().nullable(),
});
export type ExportJob = z.infer<typeof ExportJob>;

/** Still being built (the page asks for its progress). */
export const isExportRunning = (e: Pick<ExportJob, 'status'> | undefined) =>
  e?.status === 'queued' || e?.status === 'running';

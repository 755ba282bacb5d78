/**
 * The daily checkpoint as a job: every night each chain's head is signed (audit-checkpoints.ts), by
 * whichever instance takes the job; a failed run is retried, and the next night signs anyway.
 */
import type { AppContext } from '../../context';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { signCheckpoints } from './audit-checkpoints';

export const AUDIT_CHECKPOINT_QUEUE = jobQueue<Record<string, never>>('audit.checkpoint', {
  retryLimit: 3,
  retryDelay: 10 * 60,
  expireInSeconds: 30 * 60,
});

/** 02:30 every night, German time. */
export const AUDIT_CHECKPOINT_CRON = '30 2 * * *';

/** This instance takes checkpoint runs. */
export function workAuditCheckpoints(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'log' | 'cardKeys'>,
): Promise<void> {
  return ctx.jobs.work(AUDIT_CHECKPOINT_QUEUE, async () => {
    const signed = await signCheckpoints(ctx, new Date());
    ctx.log.info({ signed }, 'audit checkpoints signed');
  });
}

/** The nightly schedule (main.ts; `npm start` on every instance, one run across all). */
export const scheduleAuditCheckpoints = (jobs: Jobs) =>
  jobs.schedule(AUDIT_CHECKPOINT_QUEUE, AUDIT_CHECKPOINT_CRON);

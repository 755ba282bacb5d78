/**
 * Retention as a job (docs/product.md#retention): every hour on the hour and once at start-up, run by whichever
 * instance takes it: the schedule makes one job per hour across all instances, and instances that
 * start within the same hour share one start-up run. A failed run is retried, then kept as a failed
 * job for super admins; the next hour tries again anyway.
 */
import type { AppContext } from '../../context';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { runRetention } from './retention.service';

export const RETENTION_QUEUE = jobQueue<Record<string, never>>('retention.run', {
  retryLimit: 2,
  retryDelay: 5 * 60,
  expireInSeconds: 60 * 60,
});

/** Minute 0 of every hour, German time. */
export const RETENTION_CRON = '0 * * * *';

/** This instance takes retention runs (every instance does; one run at a time each). */
export function workRetention(
  ctx: Pick<AppContext, 'db' | 'files' | 'jobs' | 'log' | 'config'>,
): Promise<void> {
  return ctx.jobs.work(RETENTION_QUEUE, async () => {
    const counts = await runRetention(ctx, new Date());
    ctx.log.info(counts, 'retention run');
  });
}

/** The hourly schedule and the start-up run (main.ts; `npm start` on every instance). */
export async function scheduleRetention(jobs: Jobs): Promise<void> {
  await jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
  await jobs.send(RETENTION_QUEUE, {}, { singletonSeconds: 60 * 60 });
}

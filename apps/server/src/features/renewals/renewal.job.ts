/**
 * Renewal reminders as a job (docs/product.md#renewals): every morning at 07:00 German time, and once at start-up (a
 * server that was down at 07:00 catches up; instances starting within the same hour share that run).
 * Re-runs and two instances at once mail each card once (renewal.service.ts); a failed run is retried,
 * then kept as a failed job for super admins, and the next morning tries again anyway.
 */
import type { AppContext } from '../../context';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { runRenewalReminders } from './renewal.service';

export const RENEWAL_QUEUE = jobQueue<Record<string, never>>('renewal.remind', {
  retryLimit: 3,
  retryDelay: 10 * 60,
  expireInSeconds: 60 * 60,
});

/** 07:00 every day, German time (mails arrive in the morning, not at night). */
export const RENEWAL_CRON = '0 7 * * *';

/** This instance takes reminder runs (every instance does; one at a time each). */
export function workRenewals(
  ctx: Pick<AppContext, 'db' | 'mail' | 'jobs' | 'log' | 'config'>,
): Promise<void> {
  return ctx.jobs.work(RENEWAL_QUEUE, async () => {
    const mailed = await runRenewalReminders(ctx, new Date());
    // Only the count: no names, no addresses.
    ctx.log.info({ mailed }, 'renewal reminders');
  });
}

/** The daily schedule and the start-up run (main.ts; `npm start` on every instance). */
export async function scheduleRenewals(jobs: Jobs): Promise<void> {
  await jobs.schedule(RENEWAL_QUEUE, RENEWAL_CRON);
  await jobs.send(RENEWAL_QUEUE, {}, { singletonSeconds: 60 * 60 });
}

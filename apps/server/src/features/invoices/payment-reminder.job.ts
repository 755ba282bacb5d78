/**
 * Payment reminders as a job: every morning at 08:00 German time, and once at start-up (a server that
 * was down at 08:00 catches up; instances starting within the same hour share that run). Re-runs and
 * two instances at once remind each run once per interval (payment-reminder.service.ts).
 */
import type { AppContext } from '../../context';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { runPaymentReminders } from './payment-reminder.service';

const REMINDER_QUEUE = jobQueue<Record<string, never>>('invoice.remind', {
  retryLimit: 3,
  retryDelay: 10 * 60,
  expireInSeconds: 60 * 60,
});

/** 08:00 every day, German time. */
const REMINDER_CRON = '0 8 * * *';

/** This instance takes reminder runs (every instance does; one at a time each). */
export function workPaymentReminders(
  ctx: Pick<AppContext, 'db' | 'files' | 'mail' | 'jobs' | 'log' | 'config'>,
): Promise<void> {
  return ctx.jobs.work(REMINDER_QUEUE, async () => {
    const reminded = await runPaymentReminders(ctx, new Date());
    ctx.log.info({ reminded }, 'payment reminders');
  });
}

/** The daily schedule and the start-up run (main.ts). */
export async function schedulePaymentReminders(jobs: Jobs): Promise<void> {
  await jobs.schedule(REMINDER_QUEUE, REMINDER_CRON);
  await jobs.send(REMINDER_QUEUE, {}, { singletonSeconds: 60 * 60 });
}

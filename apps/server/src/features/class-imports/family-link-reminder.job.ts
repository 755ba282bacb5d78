/**
 * The families' reminders as a job: every morning at 08:00 German time, and once at start-up (a server
 * that was down then catches up). Re-runs and two instances remind each link once
 * (family-link-reminder.service.ts).
 */
import type { AppContext } from '../../context';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { runFamilyLinkReminders } from './family-link-reminder.service';

export const FAMILY_REMINDER_QUEUE = jobQueue<Record<string, never>>('class-import.remind', {
  retryLimit: 3,
  retryDelay: 10 * 60,
  expireInSeconds: 60 * 60,
});

/** 08:00 every day, German time. */
const FAMILY_REMINDER_CRON = '0 8 * * *';

export function workFamilyLinkReminders(ctx: Pick<AppContext, 'db' | 'mail' | 'jobs' | 'log' | 'config'>) {
  return ctx.jobs.work(FAMILY_REMINDER_QUEUE, async () => {
    const reminded = await runFamilyLinkReminders(ctx, new Date());
    // Only the count: no names, no addresses.
    ctx.log.info({ reminded }, 'family link reminders');
  });
}

/** The daily schedule and the start-up run (main.ts). */
export async function scheduleFamilyLinkReminders(jobs: Jobs): Promise<void> {
  await jobs.schedule(FAMILY_REMINDER_QUEUE, FAMILY_REMINDER_CRON);
  await jobs.send(FAMILY_REMINDER_QUEUE, {}, { singletonSeconds: 60 * 60 });
}

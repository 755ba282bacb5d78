/**
 * Pushes to the devices holding a changed or ended card's pass: at once when a card with a registered
 * pass ends or changes (features/wallet-updates sends the job with that transaction), and every five
 * minutes (a job, one run across all instances). Only registered passes are looked at: one query picks those whose card
 * changed, ended or vanished since the pass's last version, or whose change was not pushed yet.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { applePasses, applePassRegistrations, orders } from '../../db/schema/index';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { type PushOptions, pushToDevices } from './apple-push';
import { currentPass } from './apple-wallet.service';

export const APPLE_PUSH_QUEUE = jobQueue<Record<string, never>>('apple-wallet.push', {
  retryLimit: 2,
  retryDelay: 60,
  expireInSeconds: 10 * 60,
});

export const APPLE_PUSH_CRON = '*/5 * * * *';

/** Registered passes whose card may have changed or ended, or whose change is not pushed yet. */
function candidates(ctx: Pick<AppContext, 'db'>) {
  const tag = sql`'card:' || ${orders.updated_at}::text`;
  // Across tenants: the registered passes name their cards by id, in whichever tenant.
  return ctx.db
    .selectDistinct({ pass: applePasses })
    .from(applePasses)
    .innerJoin(applePassRegistrations, eq(applePassRegistrations.serial_number, applePasses.serial_number))
    .leftJoin(orders, eq(orders.id, applePasses.order_id))
    .where(
      or(
        isNull(orders.id),
        sql`${tag} <> ${applePasses.state_tag}`,
        eq(orders.is_delete, true),
        sql`${orders.erased_at} is not null`,
        sql`${orders.card_valid_to} < current_date`,
        sql`${applePasses.modified_at} > coalesce(${applePasses.pushed_at}, '-infinity')`,
      ),
    );
}

/**
 * One run: brings the candidates up to their cards and pushes the changed ones; the pushes APNs took.
 * Passes not every device could be told of stay for the next run; their count goes to `log` (no
 * devices, no cards).
 */
export async function runApplePushes(
  ctx: Pick<AppContext, 'db' | 'config'> & { log?: Pick<AppContext['log'], 'warn'> },
  opts: PushOptions = {},
): Promise<number> {
  const cfg = ctx.config.appleWallet;
  if (!cfg?.apnsUrl) return 0;
  let pushed = 0;
  let untold = 0;
  for (const { pass } of await candidates(ctx)) {
    const { row } = await currentPass(ctx, pass);
    if (row.pushed_at !== null && row.modified_at <= row.pushed_at) continue;
    const devices = await ctx.db
      .select()
      .from(applePassRegistrations)
      .where(eq(applePassRegistrations.serial_number, row.serial_number));
    const statuses = await pushToDevices(
      cfg,
      devices.map((d) => d.push_token),
      opts,
    );
    // A token APNs calls gone (410) belongs to a device that no longer has the app's passes.
    const gone = [...statuses].filter(([, status]) => status === 410).map(([token]) => token);
    if (gone.length > 0)
      await ctx.db
        .delete(applePassRegistrations)
        .where(
          and(
            eq(applePassRegistrations.serial_number, row.serial_number),
            inArray(applePassRegistrations.push_token, gone),
          ),
        );
    pushed += [...statuses.values()].filter((s) => s === 200).length;
    // Told when every device answered; otherwise the next run tries again.
    if ([...statuses.values()].every((s) => s === 200 || s === 410) && statuses.size === devices.length) {
      await ctx.db
        .update(applePasses)
        .set({ pushed_at: row.modified_at })
        .where(eq(applePasses.serial_number, row.serial_number));
    } else untold++;
  }
  if (untold > 0) ctx.log?.warn({ passes: untold }, 'apple wallet pushes not delivered');
  return pushed;
}

export function workApplePushes(ctx: AppContext): Promise<void> {
  return ctx.jobs.work(APPLE_PUSH_QUEUE, async () => {
    const pushed = await runApplePushes(ctx);
    // Only the count: no devices, no cards.
    if (pushed > 0) ctx.log.info({ pushed }, 'apple wallet pushes');
  });
}

/** Every five minutes, when APNs is configured (main.ts). */
export async function scheduleApplePushes(jobs: Jobs, config: AppContext['config']): Promise<void> {
  if (config.appleWallet?.apnsUrl) await jobs.schedule(APPLE_PUSH_QUEUE, APPLE_PUSH_CRON);
}

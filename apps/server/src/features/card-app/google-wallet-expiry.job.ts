/**
 * Ending Google Wallet passes: at once when a card with a handed-out pass ends or changes
 * (features/wallet-updates sends the job with that transaction), every quarter hour and at start-up, a
 * job looks at the passes handed
 * out (google_wallet_objects, never the whole card table) and sets each whose card ended to EXPIRED at
 * Google: deleted, erased, archived (gone from the live table), changed since (a newer version: the
 * pass's code is outdated) or past its last day. A pass whose holder's data was erased also loses
 * the data it showed, and so does one whose card left the live table (archived on its way to
 * anonymisation, or deleted for good): a later erasure could no longer reach it. Done rows are
 * deleted; a failed call leaves its row for the next run.
 */
import { eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { googleWalletObjects, orders } from '../../db/schema/index';
import { germanIsoDate } from '../../platform/german-date';
import { type Jobs, jobQueue } from '../../platform/jobs';
import { googleWalletToken, patchGoogleWalletObject } from './google-wallet-api';

export const GOOGLE_WALLET_EXPIRY_QUEUE = jobQueue<Record<string, never>>('google-wallet.expire', {
  retryLimit: 2,
  retryDelay: 5 * 60,
  expireInSeconds: 30 * 60,
});

export const GOOGLE_WALLET_EXPIRY_CRON = '*/15 * * * *';

/** Passes looked at per run; the rest follow in the next. */
const BATCH = 500;

const german = (value: string) => ({ defaultValue: { language: 'de', value } });

/** The handed-out passes whose card ended (wipe: its data is erased or leaves the live table). */
function endedPasses(ctx: Pick<AppContext, 'db'>) {
  const g = googleWalletObjects;
  // Across tenants: the pass rows name their cards by id.
  return ctx.db
    .select({
      objectId: g.object_id,
      wipe: sql<boolean>`${orders.id} is null or ${orders.erased_at} is not null`,
    })
    .from(g)
    .leftJoin(orders, eq(orders.id, g.order_id))
    .where(
      or(
        isNull(orders.id),
        eq(orders.is_delete, true),
        sql`${orders.erased_at} is not null`,
        ne(sql`${orders.updated_at}::text`, g.card_version),
        lt(orders.card_valid_to, germanIsoDate()),
      ),
    )
    .limit(BATCH);
}

/** Expires the passes of ended cards; answers how many were done. */
export async function expireEndedGoogleWalletPasses(ctx: Pick<AppContext, 'db' | 'config'>): Promise<number> {
  const gw = ctx.config.googleWallet;
  // The demo account hands out nothing Google knows (google-wallet.service.ts records none).
  if (!gw || gw.demo) return 0;
  const ended = await endedPasses(ctx);
  if (ended.length === 0) return 0;
  const token = await googleWalletToken(gw);
  let done = 0;
  let failed = 0;
  for (const pass of ended) {
    const fields = pass.wipe
      ? {
          state: 'EXPIRED',
          header: german('Daten gelöscht'),
          textModulesData: [],
          barcode: { type: 'QR_CODE', value: ctx.config.publicUrl, alternateText: 'Ausweis gelöscht' },
        }
      : { state: 'EXPIRED' };
    try {
      await patchGoogleWalletObject(gw, token, pass.objectId, fields);
      await ctx.db.delete(googleWalletObjects).where(eq(googleWalletObjects.object_id, pass.objectId));
      done++;
    } catch {
      failed++;
    }
  }
  if (failed > 0) throw new Error(`google wallet: ${failed} passes not expired`);
  return done;
}

export function workGoogleWalletExpiry(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobs' | 'log'>,
): Promise<void> {
  return ctx.jobs.work(GOOGLE_WALLET_EXPIRY_QUEUE, async () => {
    const expired = await expireEndedGoogleWalletPasses(ctx);
    // Only the count: no card, no name.
    if (expired > 0) ctx.log.info({ expired }, 'google wallet passes expired');
  });
}

/** The quarter-hour schedule and the start-up run (main.ts). */
export async function scheduleGoogleWalletExpiry(jobs: Jobs): Promise<void> {
  await jobs.schedule(GOOGLE_WALLET_EXPIRY_QUEUE, GOOGLE_WALLET_EXPIRY_CRON);
  await jobs.send(GOOGLE_WALLET_EXPIRY_QUEUE, {}, { singletonSeconds: 15 * 60 });
}

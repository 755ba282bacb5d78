/**
 * The wallet passes of cards that ended (deleted, archived, erased, withdrawn) or changed (a reissue):
 * called in the transaction that ends or changes them, so that
 * - each Apple Wallet pass of those cards is brought up to its card at once (voided when it ended; its
 *   modified_at moves with the card, so the web service lists its serial to the device right away),
 * - and, once that transaction commits, the push job (Apple, when APNs is configured) and the expiry
 *   job (Google, with a real service account) run, instead of waiting for their schedules.
 * A job is sent only when one of the cards has a pass that needs it; without the configuration nothing
 * is sent. The pushes and Google's calls run in those jobs, after the commit: their failures (retried,
 * logged by the job runner without personal data) never undo the card's ending.
 */
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { applePasses, applePassRegistrations, googleWalletObjects } from '../../db/schema/index';
import { APPLE_PUSH_QUEUE, currentPass } from '../apple-wallet/public';
import { GOOGLE_WALLET_EXPIRY_QUEUE } from '../card-app/public';

export type WalletUpdateContext = Pick<AppContext, 'jobs'> & {
  config: Pick<AppContext['config'], 'appleWallet' | 'googleWallet'>;
};

/** Apple: the cards' passes up to date in `tx`; whether a device holds one (it is to be told). */
async function updateApplePasses(tx: Tx, orderIds: number[]): Promise<boolean> {
  const passes = await tx.select().from(applePasses).where(inArray(applePasses.order_id, orderIds));
  if (passes.length === 0) return false;
  for (const pass of passes) await currentPass({ db: tx }, pass);
  const [held] = await tx
    .select({ serial: applePassRegistrations.serial_number })
    .from(applePassRegistrations)
    .where(
      inArray(
        applePassRegistrations.serial_number,
        passes.map((p) => p.serial_number),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/** Google: whether a pass of the cards was handed out (the expiry job decides which ended). */
async function hasGooglePasses(tx: Tx, orderIds: number[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: googleWalletObjects.object_id })
    .from(googleWalletObjects)
    .where(inArray(googleWalletObjects.order_id, orderIds))
    .limit(1);
  return row !== undefined;
}

/** In the transaction that ended or changed the cards (ids of any tenant; none: nothing happens). */
export async function walletCardsChanged(
  ctx: WalletUpdateContext,
  tx: Tx,
  orderIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  const { appleWallet, googleWallet } = ctx.config;
  if (appleWallet && (await updateApplePasses(tx, ids)) && appleWallet.apnsUrl)
    await ctx.jobs.send(APPLE_PUSH_QUEUE, {}, { db: tx });
  // The demo account hands out nothing Google knows.
  if (googleWallet && !googleWallet.demo && (await hasGooglePasses(tx, ids)))
    await ctx.jobs.send(GOOGLE_WALLET_EXPIRY_QUEUE, {}, { db: tx });
}

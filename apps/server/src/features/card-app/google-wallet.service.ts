/**
 * 'In Google Wallet speichern' (card app): the holder's three codes prove the holder (holder-card.ts),
 * the card must be one the app shows; the answer is the save link of its pass
 * (google-wallet-pass.ts). Each pass handed out is noted, so that the expiry job ends it with the card.
 */
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import type { AppContext } from '../../context';
import { googleWalletObjects, orders } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { cardVerdictOf } from '../../platform/card-verdict';
import { cardAppStateOf } from './card-app.service';
import { googleWalletSaveUrl } from './google-wallet-pass';
import { holderCard } from './holder-card';

type Codes = Parameters<typeof holderCard>[2];

export async function googleWalletSaveLink(ctx: AppContext, ip: string, codes: Codes): Promise<string> {
  const gw = ctx.config.googleWallet;
  if (!gw) throw notFound(WALLET_TEXTS.google.notOffered);
  const { rec, table } = await holderCard(ctx, ip, codes);
  const archived = table !== orders;
  if (archived || cardAppStateOf(cardVerdictOf(rec, { archived })) !== 'active')
    throw notFound(WALLET_TEXTS.google.notOffered);
  const { url, objectId } = await googleWalletSaveUrl(ctx, gw, rec);
  // The demo account's passes never reach Google: nothing to expire there.
  if (!gw.demo)
    await ctx.db
      .insert(googleWalletObjects)
      .values({ object_id: objectId, order_id: rec.order.id, card_version: rec.version })
      .onConflictDoNothing();
  return url;
}

/**
 * The smartphone card app (issue 'card app'): Zugangscode, Produktcode and activation code open one
 * smartphone card (live or archived). The answer is the card's state and, while active, the drawn card,
 * its hash and the QR code of its signed card code (platform/card-code.ts). Every check is noted on the order
 * (mobile_checked_at / _loaded_at / _updated_at) without touching updated_at, which versions the card.
 */
import type { CardVerdict } from '@ausweis/shared/card-verdict';
import { renewalState } from '@ausweis/shared/renewal';
import type { CardAppRequest, CardAppResponse } from '@ausweis/shared/schemas/card-app';
import type { CardAppState } from '@ausweis/shared/schemas/card-app-texts';
import { cardInfoPath } from '@ausweis/shared/schemas/ordering';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type CardRecord, loadCardRecords, type OrderTable } from '../../db/card-records';
import type { Db } from '../../db/client';
import { renewalPaid } from '../../db/order-queries';
import { orders, ordersArchive, tenantProducts, tenants } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { cardCodeSvg, cardStatementOf } from '../../platform/card-code';
import { cardVerdictOf } from '../../platform/card-verdict';
import { germanIsoDate } from '../../platform/german-date';
import { liveSecretOf } from '../../platform/live-secret';
import { cardTenantName, renderedCard } from '../card-drawing/public';

type Request = z.output<typeof CardAppRequest>;
type CodeField = 'tenant_short_code' | 'product_short_code' | 'online_code';

/** Short codes and the activation code are upper-case only (platform/codes.ts); phones like to capitalise. */
const normalise = (code: string) => code.trim().toUpperCase();

/** The smartphone card behind the holder's three codes in `t` (live or archive), or null. */
export async function findCardByCodes(db: Db, t: OrderTable, req: Pick<Request, CodeField>) {
  // Across tenants: the holder's codes name the card, in whichever tenant.
  const [rec] = await loadCardRecords(
    db,
    t,
    and(
      eq(t.online_code, normalise(req.online_code)),
      eq(tenants.short_code, normalise(req.tenant_short_code)),
      eq(tenantProducts.product_short_code, normalise(req.product_short_code)),
      eq(t.is_online, true),
    ),
  );
  return rec ?? null;
}

/** The card with what the renewal rule needs to know of its renewal: whether a renewal of it is paid. */
export async function withRenewal(db: Db, o: CardRecord['order']) {
  const [renewed] = await db
    .select({ paid: renewalPaid(orders.id) })
    .from(orders)
    .where(tenantScope(o.tenant_id).where(orders, eq(orders.id, o.id)));
  return { ...o, renewal_paid: renewed?.paid === true };
}

/** The app shows the card unless it is gone, over or unpaid; what else keeps it from being valid, it names. */
export function cardAppStateOf({ problems }: CardVerdict): CardAppState {
  if (problems.includes('deleted') || problems.includes('erased')) return 'deleted';
  if (problems.includes('archived') || problems.includes('expired')) return 'expired';
  return problems.includes('not_paid') ? 'unpaid' : 'active';
}

/** The card behind the three codes, or null (the caller answers the one 404 and counts the wrong try). */
export async function cardAppCard(ctx: AppContext, req: Request): Promise<CardAppResponse | null> {
  const live = await findCardByCodes(ctx.db, orders, req);
  const rec = live ?? (await findCardByCodes(ctx.db, ordersArchive, req));
  if (!rec) return null;
  const checkedAt = new Date().toISOString();
  const verdict = cardVerdictOf(rec, { archived: !live });
  const state = cardAppStateOf(verdict);
  // Archive rows are read-only: an archived card is answered, not marked.
  if (state !== 'active') {
    if (live) await markChecked(ctx, rec.order, checkedAt, {});
    return { state, card: null, checked_at: checkedAt };
  }

  const { order: o, tenant, product, base } = rec;
  const drawn = await renderedCard(ctx, orders, rec);
  const renewal = renewalState(await withRenewal(ctx.db, o), product, tenant, germanIsoDate());
  const url = `${ctx.config.publicUrl}${cardInfoPath(tenant.short_code, product.product_short_code, o.user_code, o.id)}`;
  await markChecked(ctx, o, checkedAt, {
    loaded: o.mobile_loaded_at === null,
    updated: req.known_hash !== undefined && req.known_hash !== drawn.sha256,
  });
  return {
    state,
    checked_at: checkedAt,
    card: {
      order_id: o.id,
      familyname: o.familyname,
      forname: o.forname,
      birthday: o.birthday,
      tenant_name: cardTenantName(rec),
      product_type: base.product_type,
      card_valid_from: o.card_valid_from,
      card_valid_to: o.card_valid_to,
      is_test: verdict.problems.includes('test'),
      verdict,
      image: drawn.png.toString('base64'),
      card_hash: drawn.sha256,
      card_info_url: url,
      // A screen code, signed now: a photo of the screen fails the verifier after a day.
      qr_svg: cardCodeSvg(ctx, rec, Math.floor(Date.parse(checkedAt) / 1000)),
      live_secret: liveSecretOf(ctx.config, cardStatementOf(rec, ctx.cardKeys.activeKid)).toString(
        'base64url',
      ),
      can_renew: renewal?.kind === 'open',
      renewal_opens_on: renewal?.kind === 'soon' ? renewal.from : null,
      renewal_ordered: renewal?.kind === 'ordered',
      google_wallet: ctx.config.googleWallet !== null,
      apple_wallet: ctx.config.appleWallet !== null,
    },
  };
}

/**
 * checked on every answered call; loaded on the first download of the card; updated when the app held
 * another card than the current one. updated_at stays: it versions the drawn card (card-source.ts).
 */
async function markChecked(
  ctx: AppContext,
  card: Pick<CardRecord['order'], 'id' | 'tenant_id'>,
  at: string,
  flags: { loaded?: boolean; updated?: boolean },
): Promise<void> {
  await ctx.db
    .update(orders)
    .set({
      mobile_checked_at: at,
      ...(flags.loaded
        ? { mobile_loaded_at: sql`coalesce(${orders.mobile_loaded_at}, ${at}::timestamptz)` }
        : {}),
      ...(flags.updated ? { mobile_updated_at: at } : {}),
    })
    .where(tenantScope(card.tenant_id).where(orders, eq(orders.id, card.id)));
}

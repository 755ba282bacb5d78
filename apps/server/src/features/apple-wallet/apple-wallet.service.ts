/**
 * Apple Wallet passes of smartphone cards: the holder downloads the pass with the card's three codes
 * (holderCard); Apple Wallet then keeps it current through the pass web service, each pass proving
 * itself with its authentication token (an HMAC of its serial number under the server secret). A pass
 * follows its card: a changed card changes the pass, an ended one (expired, archived, deleted, erased,
 * gone) voids it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { verdictView } from '@ausweis/shared/card-verdict';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { APPLE_WALLET_SERVICE_PATH } from '@ausweis/shared/schemas/wallet-texts';
import { eq, sql } from 'drizzle-orm';
import type { AppleWalletConfig } from '../../apple-wallet-config';
import type { AppContext } from '../../context';
import { loadCardRecords } from '../../db/card-records';
import { applePasses, orders, ordersArchive } from '../../db/schema/index';
import { notFound, unauthorized } from '../../http/app-error';
import { cardCodeLink } from '../../platform/card-code';
import { cardVerdictOf } from '../../platform/card-verdict';
import { derivedKey } from '../../platform/derived-key';
import { endOfGermanDay } from '../../platform/german-date';
import { cardAppStateOf, holderCard } from '../card-app/public';
import { cardTenantName, fileBytes } from '../card-drawing/public';
import { buildApplePass, type PassCard } from './apple-pass';

export type PassRow = typeof applePasses.$inferSelect;

const NOT_CONFIGURED = 'Apple Wallet ist auf diesem Server nicht eingerichtet.';

/** The configuration, or the German 404 when Apple Wallet is not offered. */
export function appleConfig(ctx: Pick<AppContext, 'config'>): AppleWalletConfig {
  const cfg = ctx.config.appleWallet;
  if (!cfg) throw notFound(NOT_CONFIGURED);
  return cfg;
}

/** The pass of a card is named by the card. */
export const serialOf = (orderId: number) => `ausweis-${orderId}`;

/** The pass's authentication token: never stored, never guessable without the server secret. */
export const passToken = (ctx: Pick<AppContext, 'config'>, serial: string) =>
  createHmac('sha256', derivedKey(ctx.config.jwtSecret, 'apple-wallet-pass'))
    .update(serial)
    .digest('base64url');

/** Refuses (401) a request without the pass's token (`Authorization: ApplePass <token>`). */
export function checkPassToken(ctx: Pick<AppContext, 'config'>, serial: string, header: string | undefined) {
  const given = Buffer.from(/^ApplePass (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(passToken(ctx, serial));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw unauthorized('Dieser Wallet-Pass ist nicht berechtigt.');
}

/** The card (live, else archived) and whether the pass shows it: only a card the app shows. */
async function cardOf(ctx: Pick<AppContext, 'db'>, orderId: number) {
  const [live] = await loadCardRecords(ctx.db, orders, eq(orders.id, orderId));
  const rec = live ?? (await loadCardRecords(ctx.db, ordersArchive, eq(ordersArchive.id, orderId)))[0];
  if (!rec?.order.is_online) return null;
  const verdict = cardVerdictOf(rec, { archived: !live });
  return cardAppStateOf(verdict) === 'active' ? { rec, verdict } : null;
}

type ShownCard = NonNullable<Awaited<ReturnType<typeof cardOf>>>;

/** What the pass shows of a card: its version while shown, else void. */
const tagOf = (card: ShownCard | null) => (card ? `card:${card.rec.version}` : 'void');

/** The pass row, brought up to its card: a changed tag is a new version (modified_at now). */
export async function currentPass(ctx: Pick<AppContext, 'db'>, row: PassRow) {
  const card = await cardOf(ctx, row.order_id);
  const tag = tagOf(card);
  if (tag === row.state_tag) return { row, card };
  const [updated] = await ctx.db
    .update(applePasses)
    .set({ state_tag: tag, modified_at: sql`now()` })
    .where(eq(applePasses.serial_number, row.serial_number))
    .returning();
  return { row: updated ?? row, card };
}

export async function passRow(ctx: Pick<AppContext, 'db'>, serial: string): Promise<PassRow | null> {
  const [row] = await ctx.db.select().from(applePasses).where(eq(applePasses.serial_number, serial));
  return row ?? null;
}

async function passCardOf(ctx: AppContext, { rec, verdict }: ShownCard): Promise<PassCard> {
  const { order: o, tenant: t, product: p, base } = rec;
  const logoId = p.logo_file_id ?? t.logo_file_id;
  const bytes = await fileBytes(ctx, [o.image_file_id, logoId]);
  const view = verdictView(verdict);
  return {
    forname: o.forname,
    familyname: o.familyname,
    birthday: o.birthday,
    product_type: base.product_type,
    tenant_name: cardTenantName(rec),
    valid_from: o.card_valid_from,
    valid_to: o.card_valid_to,
    qr: cardCodeLink(ctx, rec),
    notice: view.kind === 'valid' ? null : view.headline,
    color: p.with_lable ? p.lable_color : null,
    photo: o.image_file_id === null ? null : (bytes.get(o.image_file_id) ?? null),
    logo: logoId === null ? null : (bytes.get(logoId) ?? null),
  };
}

/** The signed pass of a row as it is now (voided when its card is not shown any more). */
export async function passFile(ctx: AppContext, row: PassRow, card: ShownCard | null): Promise<Buffer> {
  return buildApplePass(appleConfig(ctx), {
    serial: row.serial_number,
    authenticationToken: passToken(ctx, row.serial_number),
    webServiceURL: `${ctx.config.publicUrl}/api${APPLE_WALLET_SERVICE_PATH}`,
    card: card ? await passCardOf(ctx, card) : null,
    expires: card ? endOfGermanDay(card.rec.order.card_valid_to) : null,
  });
}

/** The holder's pass for the three codes: only for a card the app shows (else its state, as 404). */
export async function holderPass(
  ctx: AppContext,
  ip: string,
  codes: Parameters<typeof holderCard>[2],
): Promise<Buffer> {
  appleConfig(ctx);
  const { rec, table } = await holderCard(ctx, ip, codes);
  const verdict = cardVerdictOf(rec, { archived: table === ordersArchive });
  const state = cardAppStateOf(verdict);
  if (state !== 'active') throw notFound(CARD_APP_TEXTS[state]);
  const card: ShownCard = { rec, verdict };
  const serial = serialOf(rec.order.id);
  await ctx.db
    .insert(applePasses)
    .values({
      serial_number: serial,
      order_id: rec.order.id,
      state_tag: tagOf(card),
      modified_at: sql`now()`,
      // Nothing to tell the devices yet.
      pushed_at: sql`now()`,
    })
    .onConflictDoNothing();
  const row = await passRow(ctx, serial);
  if (!row) throw new Error('apple wallet: pass row missing');
  const current = await currentPass(ctx, row);
  return passFile(ctx, current.row, current.card);
}

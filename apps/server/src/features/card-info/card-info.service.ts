/**
 * The public card info (SPEC §2 card info page, §3 'Card info request'): all four codes must match a
 * paid order (live or archived); anything else is one and the same 404, revealing nothing.
 */
import { isPaidCard } from '@ausweis/shared/card-verdict';
import type { CardInfoRequest, CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type CardRecord, loadCardRecords, type OrderTable } from '../../db/card-records';
import { isPaidOrder } from '../../db/order-queries';
import { orders, ordersArchive, tenantProducts, tenants, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { cardVerdictOf, isTestCard } from '../../platform/card-verdict';
import { fileBytes, renderedCard } from '../card-drawing/public';

export const CARD_NOT_FOUND =
  'Zu diesen Angaben gibt es keinen Ausweis. Bitte prüfen Sie den Link aus Ihrer E-Mail.';

type Request = z.output<typeof CardInfoRequest>;
interface Log {
  warn(obj: object, msg?: string): void;
}

async function findCard(ctx: AppContext, t: OrderTable, req: Request) {
  const [rec] = await loadCardRecords(
    ctx.db,
    t,
    and(
      eq(t.id, req.order_id),
      eq(t.user_code, req.user_code),
      eq(tenants.short_code, req.tenant_short_code.trim().toUpperCase()),
      eq(tenantProducts.product_short_code, req.product_short_code.trim().toUpperCase()),
      isPaidOrder(t),
    ),
  );
  return rec ? { t, rec } : null;
}

async function validatorName(ctx: AppContext, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [u] = await ctx.db
    .select({ forename: users.forename, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return u ? [u.forename, u.lastname].filter(Boolean).join(' ') || null : null;
}

/** The card as PNG (the shared card layout); the photo alone if rendering fails; null without both. */
async function cardImage(ctx: AppContext, t: OrderTable, rec: CardRecord, log?: Log): Promise<Buffer | null> {
  try {
    return (await renderedCard(ctx, t, rec)).png;
  } catch (err) {
    log?.warn({ err, orderId: rec.order.id }, 'card info: rendering the card failed');
    return (await fileBytes(ctx, [rec.order.image_file_id])).get(rec.order.image_file_id ?? -1) ?? null;
  }
}

/** The card behind the four codes, or the one German 404. */
export async function cardInfo(ctx: AppContext, req: Request, log?: Log): Promise<CardInfoResponse> {
  const found = (await findCard(ctx, orders, req)) ?? (await findCard(ctx, ordersArchive, req));
  if (!found) throw notFound(CARD_NOT_FOUND);
  const o = found.rec.order;
  const image = await cardImage(ctx, found.t, found.rec, log);
  const validator = o.validated ? await validatorName(ctx, o.validated_from) : null;
  return {
    image: image ? image.toString('base64') : null,
    internal_id: o.id,
    familyname: o.familyname,
    forname: o.forname,
    birthday: o.birthday,
    is_test: isTestCard(found.rec),
    is_delete: o.is_delete,
    card_valid_from: o.card_valid_from,
    card_valid_to: o.card_valid_to,
    validated: o.validated,
    validated_from: validator,
    validated_at: o.validated_at,
    created_at: o.created_at,
    is_payed: isPaidCard(o),
    verdict: cardVerdictOf(found.rec, { archived: found.t === ordersArchive }),
  };
}

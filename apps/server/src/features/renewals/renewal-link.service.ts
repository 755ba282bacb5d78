/**
 * The card app's 'Ausweis verlängern' (issue 14): the holder's codes name a smartphone card; while its
 * renewal is offered (shared/renewal.ts) each tap gets a fresh personal order link to the prefilled
 * order page, the same as the reminder mail's, so the card app does not need the mail.
 */
import { PAID_STATUSES } from '@ausweis/shared/constants';
import { renewalOffered } from '@ausweis/shared/renewal';
import type { CardAppRequest } from '@ausweis/shared/schemas/card-app';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders, tenantProducts, tenants } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { loadCardRecords } from '../../platform/card-source';
import { germanIsoDate } from '../../platform/german-date';
import { orderLinkUrl } from '../ordering/public';
import { createRenewalLink } from './renewal.service';

export const NOT_RENEWABLE = 'Dieser Ausweis kann jetzt nicht verlängert werden.';

const normalise = (code: string) => code.trim().toUpperCase();

/** The link's path, or null for wrong codes (counted as a wrong try by the route); 404 when not due. */
export async function cardAppRenewalLink(
  ctx: Pick<AppContext, 'db'>,
  req: CardAppRequest,
): Promise<{ url: string } | null> {
  // Across tenants: the holder's codes name the card, in whichever tenant (as in the card app).
  const [rec] = await loadCardRecords(
    ctx.db,
    orders,
    and(
      eq(orders.online_code, normalise(req.online_code)),
      eq(tenants.short_code, normalise(req.tenant_short_code)),
      eq(tenantProducts.product_short_code, normalise(req.product_short_code)),
      eq(orders.is_online, true),
    ),
  );
  if (!rec) return null;
  const { order: o, tenant, product } = rec;
  const paid = o.online_ready || o.is_payed || (PAID_STATUSES as readonly string[]).includes(o.status);
  if (!paid || !renewalOffered(o, product, tenant, germanIsoDate())) throw notFound(NOT_RENEWABLE);
  const token = await createRenewalLink(ctx.db, o);
  return { url: orderLinkUrl('', tenant.short_code, product.product_short_code, token) };
}

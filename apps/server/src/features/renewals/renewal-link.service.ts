/**
 * The card app's 'Ausweis verlängern' (docs/product.md#renewals): the holder's codes name a smartphone card; while its
 * renewal is offered (shared/renewal.ts) each tap gets a fresh personal order link to the prefilled
 * order page, the same as the reminder mail's, so the card app does not need the mail.
 */
import { isPaidCard } from '@ausweis/shared/card-verdict';
import { renewalOffered } from '@ausweis/shared/renewal';
import type { CardAppRequest } from '@ausweis/shared/schemas/card-app';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { germanIsoDate } from '../../platform/german-date';
import { findCardByCodes, withRenewal } from '../card-app/public';
import { orderLinkUrl } from '../ordering/public';
import { createRenewalLink } from './renewal.service';

export const NOT_RENEWABLE = 'Dieser Ausweis kann jetzt nicht verlängert werden.';

/** The link's path, or null for wrong codes (counted as a wrong try by the route); 404 when not due. */
export async function cardAppRenewalLink(
  ctx: Pick<AppContext, 'db'>,
  req: CardAppRequest,
): Promise<{ url: string } | null> {
  const rec = await findCardByCodes(ctx.db, orders, req);
  if (!rec) return null;
  const { order: o, tenant, product } = rec;
  const offered = renewalOffered(await withRenewal(ctx.db, o), product, tenant, germanIsoDate());
  if (!isPaidCard(o) || !offered) throw notFound(NOT_RENEWABLE);
  const token = await createRenewalLink(ctx.db, o);
  return { url: orderLinkUrl('', tenant.short_code, product.product_short_code, token) };
}

/**
 * The codes of a paid smartphone card for the success page's 'Ausweis-App öffnen': only to whoever
 * holds the order's own secret (the page that placed it), not to a checkout reference, which travels in
 * the provider's return URL. The same 404 as an unknown order otherwise. None where the product admits
 * only addresses of one domain (restrict_email_dns): there the codes by mail prove the address.
 */
import type { CardAppCodes } from '@ausweis/shared/schemas/card-app-texts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { fromOrdersWithProduct } from '../../db/order-queries';
import { orders, tenantProducts, tenants } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { ORDER_NOT_FOUND, orderAccess } from './order-access';

export async function cardAppCodes(
  ctx: Pick<AppContext, 'db'>,
  orderId: number,
  secret: string,
): Promise<CardAppCodes | null> {
  if ((await orderAccess(ctx.db, orderId, secret)).via !== 'order') throw notFound(ORDER_NOT_FOUND);
  // Across tenants: the order's own secret (checked above) names the card whose codes it gets.
  const [row] = await fromOrdersWithProduct(ctx.db, orders, {
    tenant_short_code: tenants.short_code,
    product_short_code: tenantProducts.product_short_code,
    online_code: orders.online_code,
    ready: orders.online_ready,
    is_online: orders.is_online,
    is_delete: orders.is_delete,
    restricted: tenantProducts.restrict_email_dns,
  }).where(eq(orders.id, orderId));
  if (!row?.is_online || !row.ready || row.is_delete || row.restricted?.trim()) return null;
  const { tenant_short_code, product_short_code, online_code } = row;
  return { tenant_short_code, product_short_code, online_code };
}

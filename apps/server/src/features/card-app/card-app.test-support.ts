/** Test fixture of the card app: a paid smartphone card and the three codes of its access mail. */
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';

export const FAR = '2099-12-31';
export const PAID = {
  online_ready: true,
  is_payed: true,
  status: 'payed' as const,
  validated: true,
  card_valid_to: FAR,
};

/** A smartphone card of 'Gymnasium am See' (paid and valid unless overridden) and its three codes. */
export async function appCard(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const tenant = await createTenant(db, { name: 'Gymnasium am See' });
  const product = await createTenantProduct(db, tenant.id);
  const card = await createCard(db, tenant.id, product.id, { ...PAID, ...values });
  const codes = {
    tenant_short_code: tenant.short_code,
    product_short_code: product.product_short_code,
    online_code: card.online_code,
  };
  return { tenant, product, card, codes };
}

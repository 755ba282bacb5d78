/** Shared setup of the invoice tests: a tenant-paid product and orders of a tenant. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type orders, tenantMemberships, tenantProducts } from '../../db/schema/index';
import { addMember, createCard, createTenant, createTenantProduct, createUser } from '../../test/factories';

/** Confirmed, tenant-paid, not billed (what the invoice run bills), placed 11.03.2026 (German time). */
export const BILLABLE = {
  tenant_payee: true,
  is_payed: true,
  status: 'payed' as const,
  price: 890,
  created_at: '2026-03-11T10:00:00Z',
};

/** A tenant of the country whose product the tenant pays, with an Admin who gets notifications. */
export async function payingTenant(db: Db, values: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(db, { country_id: 'DE', ...values });
  const product = await createTenantProduct(db, tenant.id);
  await db.update(tenantProducts).set({ tenant_payee: true }).where(eq(tenantProducts.id, product.id));
  const notify = await createUser(db);
  await addMember(db, notify.id, tenant.id, 'Admin');
  await db
    .update(tenantMemberships)
    .set({ use_for_notify: true })
    .where(eq(tenantMemberships.user_id, notify.id));
  const order = (v: Partial<typeof orders.$inferInsert> = {}) =>
    createCard(db, tenant.id, product.id, { ...BILLABLE, ...v });
  return { tenant, product, notify, order };
}

/** Shared setup of the invoice tests: a tenant-paid product and orders of a tenant; a run's invoice. */
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type orders, tenantMemberships, tenantProducts } from '../../db/schema/index';
import type { Accessor } from '../../http/access';
import { eventually } from '../../test/eventually';
import { addMember, createCard, createTenant, createTenantProduct, createUser } from '../../test/factories';
import { callEndpoint } from '../../test/http';

/** Confirmed, tenant-paid, not billed (what the invoice run bills), placed 11.03.2026 (German time). */
export const BILLABLE = {
  tenant_payee: true,
  is_payed: true,
  status: 'payed' as const,
  price: 890,
  created_at: '2026-03-11T10:00:00Z',
};

/** Who books and reverses payments when a test calls the bookings directly. */
export const OPERATOR: Accessor = { userId: 0, role: 'SuperAdmin', scope: null };

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

/** The run as listed, once its invoice job is through (issued, or failed when `state` says so). */
export function issuedRun(
  app: FastifyInstance,
  token: string,
  runId: number,
  state: PaymentRunRow['invoice_state'] = 'issued',
): Promise<PaymentRunRow> {
  return eventually(async () => {
    const res = await callEndpoint(app, invoices.findRuns, { token, body: { filters: { id: runId } } });
    const run = res.json<{ data: PaymentRunRow[] }>().data[0];
    return run?.invoice_state === state && run;
  });
}

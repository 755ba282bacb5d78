/** Deleting a tenant with everything it owns (SPEC §2 tenant delete), and the order count the dialog shows. */
import { TENANT_MESSAGES } from '@ausweis/shared/schemas/tenants';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  orders,
  ordersArchive,
  paymentRuns,
  storedFiles,
  tenantBaseProducts,
  tenantMemberships,
  tenantProducts,
  tenants,
} from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { writeWithFiles } from '../../platform/file-write';
import { lockTenant, tenantNotFound } from './tenant-lookup';

/** Orders of the tenant, live and archived (the delete dialog asks for more confirmation above 10). */
export async function countTenantOrders(db: Db, tenantId: number): Promise<number> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw tenantNotFound();
  const [live] = await db.select({ n: count() }).from(orders).where(eq(orders.tenant_id, tenantId));
  const [archived] = await db
    .select({ n: count() })
    .from(ordersArchive)
    .where(eq(ordersArchive.tenant_id, tenantId));
  return (live?.n ?? 0) + (archived?.n ?? 0);
}

/**
 * Deletes the tenant and everything it owns in one transaction: cards (live and archived), products,
 * product configuration, memberships and stored files; users keep their accounts. The files' bytes
 * are removed from disk after the commit. A tenant with invoice runs is refused (409): invoices must
 * be kept for years.
 */
export async function deleteTenant(ctx: AppContext, tenantId: number): Promise<void> {
  await writeWithFiles(ctx, async (tx, scope) => {
    await lockTenant(tx, tenantId);
    const [run] = await tx
      .select({ id: paymentRuns.id })
      .from(paymentRuns)
      .where(eq(paymentRuns.tenant_id, tenantId))
      .limit(1);
    if (run) throw new AppError(409, 'TENANT_HAS_INVOICES', TENANT_MESSAGES.hasInvoices);
    await tx.delete(orders).where(eq(orders.tenant_id, tenantId));
    await tx.delete(ordersArchive).where(eq(ordersArchive.tenant_id, tenantId));
    await tx.delete(tenantProducts).where(eq(tenantProducts.tenant_id, tenantId));
    await tx.delete(tenantBaseProducts).where(eq(tenantBaseProducts.tenant_id, tenantId));
    await tx.delete(tenantMemberships).where(eq(tenantMemberships.tenant_id, tenantId));
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
    const files = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.tenant_id, tenantId))
      .returning({ path: storedFiles.path });
    scope.removeAfterCommit(files.map((f) => f.path));
  });
  await ctx.productInfoCache.invalidate(tenantId);
}

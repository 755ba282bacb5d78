/** Deleting a tenant with everything it owns (docs/product.md#screens tenant delete), and the order count the dialog shows. */
import { TENANT_MESSAGES, type TenantOrderCountResponse } from '@ausweis/shared/schemas/tenants';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  cardExports,
  orders,
  ordersArchive,
  paymentRuns,
  storedFiles,
  tenantBaseProducts,
  tenantMemberships,
  tenantProducts,
  tenants,
} from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { type Accessor, recordChange } from '../../http/access';
import { AppError } from '../../http/app-error';
import { writeWithFiles } from '../../platform/file-write';
import { walletCardsChanged } from '../wallet-updates/public';
import { lockTenant, tenantNotFound } from './tenant-lookup';

/**
 * Orders of the tenant, live and archived (the delete dialog asks for more confirmation above 10), and
 * its invoice runs (with any, the dialog says at once that it cannot be deleted, as deleteTenant refuses).
 */
export async function countTenantOrders(db: Db, tenantId: number): Promise<TenantOrderCountResponse> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw tenantNotFound();
  const scope = tenantScope(tenantId);
  const [[live], [archived], [runs]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(scope.where(orders)),
    db.select({ n: count() }).from(ordersArchive).where(scope.where(ordersArchive)),
    db.select({ n: count() }).from(paymentRuns).where(scope.where(paymentRuns)),
  ]);
  return { count: (live?.n ?? 0) + (archived?.n ?? 0), payment_runs: runs?.n ?? 0 };
}

/**
 * Deletes the tenant and everything it owns in one transaction: cards (live and archived), products,
 * product configuration, memberships, card exports and stored files; users keep their accounts. The files' bytes
 * are removed from disk after the commit. A tenant with invoice runs is refused (409): invoices must
 * be kept for years.
 */
export async function deleteTenant(ctx: AppContext, tenantId: number, who: Accessor): Promise<void> {
  const scope = tenantScope(tenantId);
  await writeWithFiles(ctx, async (tx, fileScope) => {
    await lockTenant(tx, tenantId);
    const [run] = await tx
      .select({ id: paymentRuns.id })
      .from(paymentRuns)
      .where(scope.where(paymentRuns))
      .limit(1);
    if (run) throw new AppError(409, 'TENANT_HAS_INVOICES', TENANT_MESSAGES.hasInvoices);
    const live = await tx.delete(orders).where(scope.where(orders)).returning({ id: orders.id });
    const archived = await tx
      .delete(ordersArchive)
      .where(scope.where(ordersArchive))
      .returning({ id: ordersArchive.id });
    await walletCardsChanged(
      ctx,
      tx,
      [...live, ...archived].map((c) => c.id),
    );
    await tx.delete(tenantProducts).where(scope.where(tenantProducts));
    await tx.delete(tenantBaseProducts).where(scope.where(tenantBaseProducts));
    await tx.delete(tenantMemberships).where(scope.where(tenantMemberships));
    const exportFiles = await tx
      .delete(cardExports)
      .where(scope.where(cardExports))
      .returning({ path: cardExports.path });
    fileScope.removeAfterCommit(exportFiles.flatMap((f) => (f.path ? [f.path] : [])));
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
    const files = await tx
      .delete(storedFiles)
      .where(scope.where(storedFiles))
      .returning({ path: storedFiles.path });
    fileScope.removeAfterCommit(files.map((f) => f.path));
    // The tenant's own trail stays (ids only) until its period ends; its deletion is the platform's event.
    await recordChange(tx, who, {
      action: 'tenant.deleted',
      record: 'tenant',
      ids: [tenantId],
      tenantId: null,
    });
  });
  await ctx.productInfoCache.invalidate(tenantId);
}

/** The one 'not found' of a tenant id, and the locked tenant row of a write. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenants } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

export type TenantRow = typeof tenants.$inferSelect;

export const tenantNotFound = () => notFound('Mandant nicht gefunden.');

/** The tenant's row, locked for the rest of the transaction; 404 for an unknown id. */
export async function lockTenant(tx: Tx, id: number): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
  if (!row) throw tenantNotFound();
  return row;
}

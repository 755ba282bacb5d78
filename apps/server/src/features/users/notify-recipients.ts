/** The staff a tenant's notices go to (invoices, erasure requests). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tenantMemberships, users } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';

/** The tenant's active staff who asked to be notified (the notify flag is per tenant). */
export async function notifyRecipients(db: Db | Tx, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.user_id))
    .where(
      tenantScope(tenantId).where(
        tenantMemberships,
        eq(tenantMemberships.use_for_notify, true),
        eq(users.disabled, false),
      ),
    );
  return rows.map((r) => r.email);
}

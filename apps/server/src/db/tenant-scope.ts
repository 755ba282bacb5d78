/**
 * The tenant scope: the one way feature code limits a query to one tenant's rows. Routes of the tenant
 * families take it from the request (`scopeOf`), public routes from the tenant their code resolved.
 * `tenant-scope.test.ts` fails when code outside the cross-tenant modules it lists writes a tenant
 * condition by hand or reads, changes or deletes rows of a tenant table (one with a `tenant_id`)
 * without the scope.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface TenantScope {
  readonly tenantId: number;
  /** This tenant's rows of the table (a tenant table or an alias of one) that meet the further conditions. */
  where(table: { tenant_id: PgColumn }, ...conditions: (SQL | undefined)[]): SQL;
}

export function tenantScope(tenantId: number): TenantScope {
  return {
    tenantId,
    where: (table, ...conditions) => and(eq(table.tenant_id, tenantId), ...conditions) as SQL,
  };
}

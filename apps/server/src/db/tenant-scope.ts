/**
 * The tenant scope: the one way feature code limits a query to one tenant's rows. Routes of the tenant
 * families take it from the request (`scopeOf`), public routes and jobs from the tenant their code or
 * record resolved. `tenant-scope.test.ts` fails when code outside the cross-tenant modules it lists
 * writes a tenant condition by hand, or reads, changes, deletes or joins rows of a tenant table (one
 * with a `tenant_id`) without a condition of the scope.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type TenantTable = { tenant_id: PgColumn };
declare const scoped: unique symbol;
/** A condition that only `TenantScope.where` makes: one tenant's rows of the table `T`. */
export type TenantCondition<T extends TenantTable = TenantTable> = SQL & { readonly [scoped]: T };

export interface TenantScope {
  readonly tenantId: number;
  /** This tenant's rows of the table (a tenant table or an alias of one) that meet the further conditions. */
  where<T extends TenantTable>(table: T, ...conditions: (SQL | undefined)[]): TenantCondition<T>;
}

export function tenantScope(tenantId: number): TenantScope {
  return {
    tenantId,
    where: <T extends TenantTable>(table: T, ...conditions: (SQL | undefined)[]) =>
      and(eq(table.tenant_id, tenantId), ...conditions) as TenantCondition<T>,
  };
}

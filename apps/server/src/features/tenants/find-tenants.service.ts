/** The super admin's tenant lists (docs/product.md#screens tenant list, #api): the paged list, the tenant config, companies. */
import type { Paged } from '@ausweis/shared/schemas/pagination';
import type {
  CompanyRow,
  FindTenantsRequest,
  TenantConfigRow,
  TenantListRow,
} from '@ausweis/shared/schemas/tenants';
import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { tenantConfig, tenants } from '../../db/schema/index';
import {
  boolFilter,
  countRowsOf,
  equals,
  findPage,
  idFilter,
  type RowsQuery,
  startsWith,
} from '../../http/paging';

export function findTenants(db: Db, req: z.output<typeof FindTenantsRequest>): Promise<Paged<TenantListRow>> {
  const t = tenants;
  return findPage(req, {
    db,
    sortable: {
      id: t.id,
      name: sql`lower(${t.name})`,
      short_code: t.short_code,
      country_id: t.country_id,
      tenant_type: t.tenant_type,
      plz: t.plz,
      city: sql`lower(${t.city})`,
      email: t.email,
      is_test: t.is_test,
      created_at: t.created_at,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      id: idFilter(t.id),
      name: startsWith(t.name),
      short_code: startsWith(t.short_code),
      city: startsWith(t.city),
      plz: startsWith(t.plz),
      email: startsWith(t.email),
      country_id: equals(t.country_id),
      tenant_type: equals(t.tenant_type),
      is_test: boolFilter(t.is_test),
    },
    // tenant_type is text in the database; its check constraint keeps it to TENANT_TYPES.
    rows: (where) =>
      db
        .select({
          id: t.id,
          name: t.name,
          name2: t.name2,
          short_code: t.short_code,
          country_id: t.country_id,
          tenant_type: t.tenant_type,
          plz: t.plz,
          city: t.city,
          email: t.email,
          is_test: t.is_test,
          created_at: t.created_at,
        })
        .from(t)
        .where(where) as RowsQuery<TenantListRow>,
    count: countRowsOf(db, t),
  });
}

export const findTenantConfig = (db: Db): Promise<TenantConfigRow[]> =>
  db.select().from(tenantConfig).orderBy(asc(tenantConfig.tenant_type), asc(tenantConfig.product_type));

export const findCompanies = (db: Db): Promise<CompanyRow[]> =>
  db
    .select({
      id: tenants.id,
      name: tenants.name,
      name2: tenants.name2,
      city: tenants.city,
      short_code: tenants.short_code,
      country_id: tenants.country_id,
    })
    .from(tenants)
    .orderBy(sql`lower(${tenants.name})`, asc(tenants.id));

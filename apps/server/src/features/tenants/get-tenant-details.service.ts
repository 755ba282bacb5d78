/** The tenant page (docs/product.md#screens tenant edit, #fields): a tenant's details with its product configuration, and its members. */
import type { TenantType } from '@ausweis/shared/constants';
import { mediaPath } from '@ausweis/shared/contracts/media';
import type { TenantDetails, TenantMemberRow } from '@ausweis/shared/schemas/tenants';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  baseProducts,
  storedFiles,
  tenantBaseProducts,
  tenantMemberships,
  tenants,
  users,
} from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { findAvailableProducts } from './find-available-products.service';
import { tenantNotFound } from './tenant-lookup';

async function mediaOf(
  db: Db | Tx,
  scope: TenantScope,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(scope.where(storedFiles, inArray(storedFiles.id, wanted)));
  return new Map(rows.map((r) => [r.id, mediaPath(r.id, r.sha256)]));
}

export async function getTenantDetails(db: Db, id: number): Promise<TenantDetails> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!t) throw tenantNotFound();
  const scope = tenantScope(id);
  const media = await mediaOf(db, scope, [t.logo_file_id, t.stamp_file_id, t.sign_file_id]);
  const products = await db
    .select({
      product_id: tenantBaseProducts.product_id,
      product_type: baseProducts.product_type,
      max_years_valid: tenantBaseProducts.max_years_valid,
      days_before_renew: tenantBaseProducts.days_before_renew,
      payment_disabled: tenantBaseProducts.payment_disabled,
      can_create_tenant_product: tenantBaseProducts.can_create_tenant_product,
      tenant_payment: tenantBaseProducts.tenant_payment,
    })
    .from(tenantBaseProducts)
    .innerJoin(baseProducts, eq(baseProducts.id, tenantBaseProducts.product_id))
    .where(scope.where(tenantBaseProducts))
    .orderBy(asc(baseProducts.id));
  const { logo_file_id, stamp_file_id, sign_file_id, updated_at: _u, ...rest } = t;
  return {
    ...rest,
    tenant_type: t.tenant_type as TenantType,
    logo_file: logo_file_id ? (media.get(logo_file_id) ?? null) : null,
    stamp_file: stamp_file_id ? (media.get(stamp_file_id) ?? null) : null,
    sign_file: sign_file_id ? (media.get(sign_file_id) ?? null) : null,
    products,
    products_available: await findAvailableProducts(db, t.country_id, t.tenant_type as TenantType),
  };
}

/** The tenant's members (read-only list on the tenant page). */
export async function findTenantMembers(db: Db, tenantId: number): Promise<TenantMemberRow[]> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw tenantNotFound();
  const scope = tenantScope(tenantId);
  return db
    .select({
      id: users.id,
      email: users.email,
      forename: users.forename,
      lastname: users.lastname,
      user_group: tenantMemberships.user_group,
      disabled: users.disabled,
      created_at: users.created_at,
    })
    .from(tenantMemberships)
    .innerJoin(users, eq(users.id, tenantMemberships.user_id))
    .where(scope.where(tenantMemberships))
    .orderBy(asc(users.id));
}

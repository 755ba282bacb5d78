/** The product catalogue per country and tenant type (docs/product.md#fields, #validation): what a tenant may be configured with. */
import type { Country, TenantType } from '@ausweis/shared/constants';
import type { TenantProductOption } from '@ausweis/shared/schemas/tenants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { baseProductPrices, baseProducts, tenantConfig } from '../../db/schema/index';

/** The base products sold in the country; with a tenant type only those its tenant config allows. */
export function findAvailableProducts(
  db: Db | Tx,
  country: Country,
  tenantType?: TenantType,
): Promise<TenantProductOption[]> {
  const allowed = tenantType
    ? inArray(
        baseProducts.product_type,
        db
          .select({ t: tenantConfig.product_type })
          .from(tenantConfig)
          .where(eq(tenantConfig.tenant_type, tenantType)),
      )
    : undefined;
  return db
    .select({
      product_id: baseProducts.id,
      product_type: baseProducts.product_type,
      description: baseProducts.description,
      currency: baseProducts.currency,
      price_online: baseProductPrices.price_online,
      price_hardcopy: baseProductPrices.price_hardcopy,
      price_hardcopy_online: baseProductPrices.price_hardcopy_online,
    })
    .from(baseProductPrices)
    .innerJoin(baseProducts, eq(baseProducts.id, baseProductPrices.product_id))
    .where(and(eq(baseProductPrices.country_id, country), allowed))
    .orderBy(asc(baseProducts.id));
}

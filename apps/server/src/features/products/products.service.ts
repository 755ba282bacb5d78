/** Tenant product queries of the selected tenant (docs/product.md#screens product list/edit, #api products). */
import { mediaPath } from '@ausweis/shared/contracts/media';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import { pickProductValues } from '@ausweis/shared/schemas/product-values';
import type {
  AvailableProduct,
  FindProductsRequest,
  ProductDetails,
  ProductListRow,
  ProductTenantInfo,
} from '@ausweis/shared/schemas/products';
import { and, eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import {
  baseProductPrices,
  baseProducts,
  storedFiles,
  tenantBaseProducts,
  tenantProducts,
  tenants,
} from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { noAccess } from '../../http/access';
import { notFound } from '../../http/app-error';
import { boolFilter, countedRow, equals, findPage, idFilter, startsWith } from '../../http/paging';

export type TenantProductRow = typeof tenantProducts.$inferSelect;

/** The paged product list of one tenant (docs/product.md#screens product list). */
export async function findProducts(
  db: Db,
  scope: TenantScope,
  req: z.output<typeof FindProductsRequest>,
): Promise<Paged<ProductListRow>> {
  const tp = tenantProducts;
  // The count needs the base product (for its product_type filter), not the tenant.
  const withBaseProduct = <F extends SelectedFields>(fields: NonNullable<F>) =>
    db.select(fields).from(tp).innerJoin(baseProducts, eq(baseProducts.id, tp.product_id));
  return findPage(req, {
    db,
    sortable: {
      id: tp.id,
      product_type: baseProducts.product_type,
      product_short_code: tp.product_short_code,
      tenant_name: sql`lower(${tp.tenant_name})`,
      is_disabled: tp.is_disabled,
      is_test: tp.is_test,
      card_valid_from: tp.card_valid_from,
      card_valid_to: tp.card_valid_to,
    },
    defaultSort: { key: 'id', order: 'desc' },
    filters: {
      id: idFilter(tp.id),
      product_type: equals(baseProducts.product_type),
      product_short_code: startsWith(tp.product_short_code),
      tenant_name: startsWith(tp.tenant_name),
      is_disabled: boolFilter(tp.is_disabled),
      is_test: boolFilter(tp.is_test),
    },
    rows: (where) =>
      withBaseProduct({
        id: tp.id,
        product_id: tp.product_id,
        product_type: baseProducts.product_type,
        product_short_code: tp.product_short_code,
        tenant_short_code: tenants.short_code,
        tenant_name: tp.tenant_name,
        tenant_name2: tp.tenant_name2,
        price_online: tp.price_online,
        price_hardcopy: tp.price_hardcopy,
        price_hardcopy_online: tp.price_hardcopy_online,
        can_online: tp.can_online,
        can_hardcopy: tp.can_hardcopy,
        is_disabled: tp.is_disabled,
        is_test: tp.is_test,
        card_valid_from: tp.card_valid_from,
        card_valid_to: tp.card_valid_to,
      })
        .innerJoin(tenants, eq(tenants.id, tp.tenant_id))
        .where(scope.where(tp, where)),
    count: (where) => withBaseProduct(countedRow).where(scope.where(tp, where)),
  });
}

/** The selected tenant as the product form needs it; 404 if it vanished meanwhile. */
export async function tenantInfo(db: Db | Tx, scope: TenantScope): Promise<ProductTenantInfo> {
  const [t] = await db
    .select({
      id: tenants.id,
      short_code: tenants.short_code,
      country_id: tenants.country_id,
      is_test: tenants.is_test,
      logo: tenants.logo_file_id,
      stamp: tenants.stamp_file_id,
      sign: tenants.sign_file_id,
    })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId));
  if (!t) throw notFound('Mandant nicht gefunden.');
  return {
    id: t.id,
    short_code: t.short_code,
    country_id: t.country_id,
    is_test: t.is_test,
    images: { logo: t.logo !== null, stamp: t.stamp !== null, sign: t.sign !== null },
  };
}

const baseProductInfo = {
  product_type: baseProducts.product_type,
  description: baseProducts.description,
  currency: baseProducts.currency,
  external_id_name: baseProducts.external_id_name,
  external_department_name: baseProducts.external_department_name,
  needs_logo: baseProducts.needs_logo,
  needs_stamp: baseProducts.needs_stamp,
  needs_sign: baseProducts.needs_sign,
};

/**
 * The base products the tenant may use: its tenant_base_products rows with the base product and the list
 * prices of the tenant's country. Non-super-admins see only those they may create products of.
 */
export async function availableProducts(
  db: Db | Tx,
  scope: TenantScope,
  opts: { isSuperAdmin: boolean; productId?: number },
): Promise<AvailableProduct[]> {
  const tbp = tenantBaseProducts;
  return db
    .select({
      product_id: tbp.product_id,
      ...baseProductInfo,
      max_years_valid: tbp.max_years_valid,
      days_before_renew: tbp.days_before_renew,
      payment_disabled: tbp.payment_disabled,
      tenant_payment: tbp.tenant_payment,
      can_create_tenant_product: tbp.can_create_tenant_product,
      price_online: baseProductPrices.price_online,
      price_hardcopy: baseProductPrices.price_hardcopy,
      price_hardcopy_online: baseProductPrices.price_hardcopy_online,
    })
    .from(tbp)
    .innerJoin(baseProducts, eq(baseProducts.id, tbp.product_id))
    .innerJoin(tenants, eq(tenants.id, tbp.tenant_id))
    .leftJoin(
      baseProductPrices,
      and(
        eq(baseProductPrices.product_id, tbp.product_id),
        eq(baseProductPrices.country_id, tenants.country_id),
      ),
    )
    .where(
      scope.where(
        tbp,
        opts.isSuperAdmin ? undefined : eq(tbp.can_create_tenant_product, true),
        opts.productId === undefined ? undefined : eq(tbp.product_id, opts.productId),
      ),
    )
    .orderBy(baseProducts.product_type);
}

/** The stored row of one of the tenant's products; another tenant's id is 404. */
export async function loadProduct(
  db: Db | Tx,
  scope: TenantScope,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<TenantProductRow> {
  const query = db
    .select()
    .from(tenantProducts)
    .where(scope.where(tenantProducts, eq(tenantProducts.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw noAccess('product');
  return row;
}

/** A stored row's product values (tenant_payee is the API's tenant_payment), with the row's types. */
export function rowToValues(row: TenantProductRow) {
  return pickProductValues({ ...row, tenant_payment: row.tenant_payee });
}

const logoFile = alias(storedFiles, 'logo_file');
const stampFile = alias(storedFiles, 'stamp_file');
const signFile = alias(storedFiles, 'sign_file');

const mediaOf = (f: { id: number | null; sha256: string | null } | null) =>
  f && f.id !== null && f.sha256 !== null ? mediaPath(f.id, f.sha256) : null;

/** The docs/product.md#screens order page of a product, absolute (PUBLIC_URL). */
export const orderUrl = (publicUrl: string, tenantShortCode: string, productShortCode: string) =>
  `${publicUrl}/s/${encodeURIComponent(tenantShortCode)}/${encodeURIComponent(productShortCode)}`;

/** One product of the tenant with its base product, image paths, tenant info and order link. */
export async function productDetails(
  ctx: Pick<AppContext, 'config'>,
  db: Db | Tx,
  scope: TenantScope,
  id: number,
): Promise<ProductDetails> {
  const [found] = await db
    .select({
      row: tenantProducts,
      product: baseProductInfo,
      logo: { id: logoFile.id, sha256: logoFile.sha256 },
      stamp: { id: stampFile.id, sha256: stampFile.sha256 },
      sign: { id: signFile.id, sha256: signFile.sha256 },
    })
    .from(tenantProducts)
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .leftJoin(logoFile, scope.where(logoFile, eq(logoFile.id, tenantProducts.logo_file_id)))
    .leftJoin(stampFile, scope.where(stampFile, eq(stampFile.id, tenantProducts.stamp_file_id)))
    .leftJoin(signFile, scope.where(signFile, eq(signFile.id, tenantProducts.sign_file_id)))
    .where(scope.where(tenantProducts, eq(tenantProducts.id, id)));
  if (!found) throw noAccess('product');
  const tenant = await tenantInfo(db, scope);
  return {
    ...rowToValues(found.row),
    id: found.row.id,
    product_type: found.product.product_type,
    product: found.product,
    tenant,
    logo_file: mediaOf(found.logo),
    stamp_file: mediaOf(found.stamp),
    sign_file: mediaOf(found.sign),
    order_url: orderUrl(ctx.config.publicUrl, tenant.short_code, found.row.product_short_code),
    created_at: found.row.created_at,
    updated_at: found.row.updated_at,
  };
}

/**
 * The orderable product behind the two public codes (docs/product.md#api product info): tenant short code and
 * product short code, matched case-insensitively. Disabled, expired, unknown or mismatched: 404.
 */
import { cardTenantNames } from '@ausweis/shared/card-layout/card-tenant';
import { mediaPath } from '@ausweis/shared/contracts/media';
import { orderPrices } from '@ausweis/shared/schemas/order-rules';
import { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { baseProducts, storedFiles, tenantProducts, tenants } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { notFound } from '../../http/app-error';
import { cachedJson } from '../../http/cached-body';
import type { CachedAnswer } from '../../platform/product-info-cache';

export const NOT_ORDERABLE =
  'Zu diesen Codes gibt es keinen bestellbaren Ausweis. Bitte prüfen Sie Zugangscode und Produktcode.';
export const EXPIRED =
  'Dieser Ausweis kann nicht mehr bestellt werden, weil seine Gültigkeit abgelaufen ist. Bitte wenden Sie sich an Ihre Einrichtung.';

export interface OrderableProduct {
  product: typeof tenantProducts.$inferSelect;
  tenant: typeof tenants.$inferSelect;
  base: typeof baseProducts.$inferSelect;
}

const normalizeCode = (code: string) => code.trim().toUpperCase();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today (the server's local date) to the given YYYY-MM-DD; negative once passed. */
export function daysUntil(isoDate: string, now = new Date()): number {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return Math.round(
    (Date.UTC(y, m - 1, d) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) / DAY_MS,
  );
}

/** The tenant product the codes name, orderable or not; undefined for unknown or mismatched codes. */
async function findProduct(
  db: Db | Tx,
  tenantShortCode: string,
  productShortCode: string,
): Promise<OrderableProduct | undefined> {
  // Across tenants: the tenant code is what resolves the tenant; the product must be one of its products.
  const [row] = await db
    .select({ product: tenantProducts, tenant: tenants, base: baseProducts })
    .from(tenantProducts)
    .innerJoin(tenants, eq(tenants.id, tenantProducts.tenant_id))
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(
      and(
        eq(tenants.short_code, normalizeCode(tenantShortCode)),
        eq(tenantProducts.product_short_code, normalizeCode(productShortCode)),
      ),
    );
  return row;
}

/** Why the product cannot be ordered today (German), or null when it can. */
function refusal({ product }: OrderableProduct): string | null {
  if (product.is_disabled || (!product.can_online && !product.can_hardcopy)) return NOT_ORDERABLE;
  if (daysUntil(product.card_valid_to) < 0) return EXPIRED;
  return null;
}

/** The tenant product the codes name, if it can be ordered now; otherwise a German 404. */
export async function findOrderableProduct(
  db: Db | Tx,
  tenantShortCode: string,
  productShortCode: string,
): Promise<OrderableProduct> {
  const row = await findProduct(db, tenantShortCode, productShortCode);
  if (!row) throw notFound(NOT_ORDERABLE);
  const refused = refusal(row);
  if (refused) throw notFound(refused);
  return row;
}

/**
 * The tenant's own product by id (staff: the class-list import) with why it cannot be ordered today
 * (German, or null); undefined when the tenant has no such product.
 */
export async function findTenantProduct(
  db: Db | Tx,
  scope: TenantScope,
  tenantProductId: number,
): Promise<{ op: OrderableProduct; refused: string | null } | undefined> {
  const [row] = await db
    .select({ product: tenantProducts, tenant: tenants, base: baseProducts })
    .from(tenantProducts)
    .innerJoin(tenants, eq(tenants.id, tenantProducts.tenant_id))
    .innerJoin(baseProducts, eq(baseProducts.id, tenantProducts.product_id))
    .where(scope.where(tenantProducts, eq(tenantProducts.id, tenantProductId)));
  return row && { op: row, refused: refusal(row) };
}

/** The cache key of a code pair: the codes as they are matched, unambiguously joined. */
export function productInfoKey(tenantShortCode: string, productShortCode: string): string {
  const t = normalizeCode(tenantShortCode);
  return `${t.length}:${t}${normalizeCode(productShortCode)}`;
}

/**
 * The product info answer as the cache holds it: the JSON (checked against the ProductInfo contract
 * once, here) serialized and compressed, or the German 404 of a product that cannot be ordered today.
 * Null for codes that name no product: those are never cached.
 */
export async function productInfoAnswer(
  db: Db | Tx,
  tenantShortCode: string,
  productShortCode: string,
): Promise<CachedAnswer | null> {
  const row = await findProduct(db, tenantShortCode, productShortCode);
  if (!row) return null;
  const tenantId = row.tenant.id;
  const refused = refusal(row);
  if (refused) return { status: 404, message: refused, tenantId };
  return { status: 200, body: cachedJson(ProductInfo.encode(await productInfo(db, row))), tenantId };
}

/** Media paths of the product's own images, else the tenant's (logo, stamp, sign). */
async function mediaPaths(db: Db | Tx, { product, tenant }: OrderableProduct) {
  const ids = {
    logo: product.logo_file_id ?? tenant.logo_file_id,
    stamp: product.stamp_file_id ?? tenant.stamp_file_id,
    sign: product.sign_file_id ?? tenant.sign_file_id,
  };
  const wanted = Object.values(ids).filter((id): id is number => id !== null);
  const scope = tenantScope(tenant.id);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: storedFiles.id, sha256: storedFiles.sha256 })
          .from(storedFiles)
          .where(scope.where(storedFiles, inArray(storedFiles.id, wanted)));
  const path = (id: number | null) => {
    const row = id === null ? undefined : rows.find((r) => r.id === id);
    return row ? mediaPath(row.id, row.sha256) : null;
  };
  return { logo_file: path(ids.logo), stamp_file: path(ids.stamp), sign_file: path(ids.sign) };
}

/** The product info response of docs/product.md#fields plus what the card preview needs. */
export async function productInfo(db: Db | Tx, op: OrderableProduct): Promise<ProductInfo> {
  const { product: p, tenant: t, base: b } = op;
  const institution = cardTenantNames(p, t);
  return {
    id: p.id,
    tenant_short_code: t.short_code,
    product_short_code: p.product_short_code,
    product_type: b.product_type,
    tenant_name: institution.name,
    tenant_name2: institution.name2,
    tenant_city: t.city,
    tenant_street: p.hide_street ? null : t.street,
    tenant_plz: p.hide_city ? null : t.plz,
    hide_city: p.hide_city,
    hide_street: p.hide_street,
    ...orderPrices(p),
    can_online: p.can_online,
    can_hardcopy: p.can_hardcopy,
    card_valid_from: p.card_valid_from,
    card_valid_to: p.card_valid_to,
    card_max_days_valid: daysUntil(p.card_valid_to),
    need_external_id: p.need_external_id,
    need_external_department: p.need_external_department,
    is_tenant_test: t.is_test,
    is_test: p.is_test,
    card_title: b.card_title,
    card_title2: b.card_title2,
    card_signer_desc: b.card_signer_desc,
    orderer_desc: b.orderer_desc,
    external_id_name: b.external_id_name,
    external_department_name: b.external_department_name,
    needs_field1: p.needs_field1,
    needs_field2: p.needs_field2,
    needs_field3: p.needs_field3,
    field1_desc: p.field1_desc,
    field2_desc: p.field2_desc,
    field3_desc: p.field3_desc,
    print_email: p.print_email,
    print_email_color: p.print_email_color,
    barcode_type: p.barcode_type,
    barcode_hint: p.barcode_hint,
    generate_barcode: p.generate_barcode,
    barcode_prefix: p.barcode_prefix,
    barcode_len: p.barcode_len,
    with_lable: p.with_lable,
    lable_value: p.lable_value,
    lable_color: p.lable_color,
    card_label_languages: p.card_label_languages,
    restrict_email_dns: p.restrict_email_dns,
    ...(await mediaPaths(db, op)),
    product: {
      product_type: b.product_type,
      currency: b.currency,
      needs_logo: b.needs_logo,
      needs_sign: b.needs_sign,
      needs_stamp: b.needs_stamp,
      needs_student_sign: b.needs_student_sign,
      needs_student_city: b.needs_student_city,
      needs_student_street: b.needs_student_street,
    },
  };
}

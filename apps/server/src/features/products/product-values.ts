/**
 * The values a product upsert stores (docs/product.md#validation product rules, #permissions permissions): a new product starts from
 * defaults, the tenant configuration and the country prices; what was sent overlays the stored or new
 * values, and fields only a super admin may set keep their value for everyone else. Every rule is
 * checked again on the values about to be stored.
 */
import { defaultCardLabelLanguages } from '@ausweis/shared/card-layout/label-languages';
import { productIssues } from '@ausweis/shared/schemas/product-issues';
import { PRODUCT_MESSAGES } from '@ausweis/shared/schemas/product-rules';
import {
  emptyProductValues,
  isSuperAdminField,
  normalizeProductValues,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductValues,
} from '@ausweis/shared/schemas/product-values';
import type { ProductUpsertRequest } from '@ausweis/shared/schemas/products';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import type { Tx } from '../../db/client';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest, forbidden } from '../../http/app-error';
import { availableProducts, type TenantProductRow, tenantInfo } from './products.service';

export interface Actor {
  isSuperAdmin: boolean;
}

/** The values a new product starts from: defaults plus the tenant configuration and country prices. */
export async function newProductBase(
  tx: Tx,
  scope: TenantScope,
  productId: number | null | undefined,
  actor: Actor,
): Promise<ProductValues> {
  if (productId == null) throw badRequest(MESSAGES.required, 'product_id');
  const [config] = await availableProducts(tx, scope, { isSuperAdmin: true, productId });
  if (!config) {
    if (!actor.isSuperAdmin) throw forbidden(PRODUCT_MESSAGES.notAllowed);
    throw badRequest(PRODUCT_MESSAGES.notConfigured, 'product_id');
  }
  if (!actor.isSuperAdmin && !config.can_create_tenant_product) throw forbidden(PRODUCT_MESSAGES.notAllowed);
  if (!actor.isSuperAdmin && config.price_online === null)
    throw badRequest(PRODUCT_MESSAGES.noPrice, 'product_id');
  const tenant = await tenantInfo(tx, scope);
  return {
    ...emptyProductValues(),
    product_id: productId,
    price_online: config.price_online,
    price_hardcopy: config.price_hardcopy,
    price_hardcopy_online: config.price_hardcopy_online,
    max_years_valid: config.max_years_valid,
    days_before_renew: config.days_before_renew,
    payment_disabled: config.payment_disabled,
    tenant_payment: config.tenant_payment,
    is_test: tenant.is_test,
    card_label_languages: defaultCardLabelLanguages(config.product_type),
  };
}

/** Overlays what was sent on the base values; a non-super-admin's restricted fields are ignored. */
function merge(base: ProductValues, req: ProductUpsertRequest, actor: Actor): ProductValues {
  const out = { ...base };
  for (const field of PRODUCT_FIELDS) {
    if (!actor.isSuperAdmin && isSuperAdminField(field)) continue;
    overlay(out, req, field);
  }
  return out;
}

/** Takes the sent value of one field; a field not sent keeps its value. */
function overlay<F extends ProductField>(out: ProductValues, sent: Partial<ProductValues>, field: F): void {
  const value = sent[field];
  if (value !== undefined) out[field] = value;
}

/**
 * The values to store: `base` (the stored product, or a new one's start) overlaid with the request; the
 * product and its code stay as created. The first broken rule is a German 400.
 */
export function checkedValues(
  base: ProductValues,
  req: ProductUpsertRequest,
  existing: TenantProductRow | null,
  actor: Actor,
): ProductValues {
  if (existing) {
    if (req.product_id != null && req.product_id !== existing.product_id)
      throw badRequest(PRODUCT_MESSAGES.productLocked, 'product_id');
    if (
      req.product_short_code != null &&
      req.product_short_code.trim().toUpperCase() !== existing.product_short_code
    )
      throw badRequest(PRODUCT_MESSAGES.codeLocked, 'product_short_code');
  }
  const sent = existing ? { ...req, product_id: undefined, product_short_code: undefined } : req;
  const values = normalizeProductValues(merge(base, sent, actor));
  const issue = productIssues(values, {
    isSuperAdmin: actor.isSuperAdmin,
    originalValidTo: existing?.card_valid_to ?? null,
  })[0];
  if (issue) throw badRequest(issue.message, issue.field);
  return values;
}

/** The columns of tenant_products for the values (tenant_payment is stored as tenant_payee). */
export function toColumns(v: ProductValues) {
  const { tenant_payment, product_id, price_online, price_hardcopy, price_hardcopy_online, ...rest } = v;
  const { product_short_code, max_years_valid, days_before_renew, card_valid_from, card_valid_to } = rest;
  if (
    product_id === null ||
    product_short_code === null ||
    price_online === null ||
    price_hardcopy === null ||
    price_hardcopy_online === null ||
    max_years_valid === null ||
    days_before_renew === null ||
    card_valid_from === null ||
    card_valid_to === null
  ) {
    // productIssues refused these already.
    throw new Error('incomplete product values');
  }
  return {
    ...rest,
    product_id,
    product_short_code,
    price_online,
    price_hardcopy,
    price_hardcopy_online,
    max_years_valid,
    days_before_renew,
    card_valid_from,
    card_valid_to,
    tenant_payee: tenant_payment,
  };
}

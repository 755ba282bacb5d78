/**
 * Creating and editing a tenant product (SPEC §4 product form, §5 product rules, §6 permissions). Every
 * rule is checked here again on the values about to be stored; fields only a super admin may set are
 * taken from the stored product (or the tenant configuration on create) for everyone else.
 */
import {
  emptyProductValues,
  isSuperAdminField,
  missingImages,
  normalizeProductValues,
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_IMAGE_KINDS,
  PRODUCT_MESSAGES,
  type ProductImageKind,
  type ProductValues,
  productImageSize,
  productIssues,
} from '@ausweis/shared/schemas/product-rules';
import { type ProductDetails, ProductUpsertRequest } from '@ausweis/shared/schemas/products';
import { MESSAGES } from '@ausweis/shared/validation/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { baseProducts, storedFiles, tenantProducts } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/app-error';
import type { MultipartForm } from '../../http/multipart';
import { inspectImage, MAX_DESIGN_IMAGE_PIXELS, storeFile, toExactPng } from '../../platform/images';
import {
  availableProducts,
  loadProduct,
  productDetails,
  rowToValues,
  type TenantProductRow,
  tenantInfo,
} from './products.service';

export interface Actor {
  isSuperAdmin: boolean;
}

const IMAGE_COLUMNS = { logo: 'logo_file_id', stamp: 'stamp_file_id', sign: 'sign_file_id' } as const;

const codeTaken = () => badRequest(PRODUCT_MESSAGES.codeTaken, 'product_short_code');

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Multipart text fields -> the upsert request; the first problem is a German 400. */
export function parseUpsertFields(fields: MultipartForm['fields']): ProductUpsertRequest {
  const input: Record<string, unknown> = { ...fields };
  if (input.id === '') delete input.id;
  const parsed = ProductUpsertRequest.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? MESSAGES.required, issue?.path.join('.') || undefined);
  }
  return parsed.data;
}

/** Checks the uploaded images and converts them to PNGs of the product's sizes. */
async function readImages(
  form: MultipartForm,
  productType: string,
): Promise<Partial<Record<ProductImageKind, Buffer>>> {
  const images: Partial<Record<ProductImageKind, Buffer>> = {};
  for (const kind of PRODUCT_IMAGE_KINDS) {
    const field = PRODUCT_IMAGE_FIELDS[kind];
    const file = form.files[field];
    if (!file) continue;
    await inspectImage(file.bytes, field, MAX_DESIGN_IMAGE_PIXELS);
    images[kind] = await toExactPng(file.bytes, productImageSize(kind, productType));
  }
  return images;
}

/** The values a new product starts from: defaults plus the tenant configuration and country prices. */
async function newProductBase(
  tx: Tx,
  tenantId: number,
  productId: number | null | undefined,
  actor: Actor,
): Promise<ProductValues> {
  if (productId == null) throw badRequest(MESSAGES.required, 'product_id');
  const [config] = await availableProducts(tx, tenantId, { isSuperAdmin: true, productId });
  if (!config) {
    if (!actor.isSuperAdmin) throw forbidden(PRODUCT_MESSAGES.notAllowed);
    throw badRequest(PRODUCT_MESSAGES.notConfigured, 'product_id');
  }
  if (!actor.isSuperAdmin && !config.can_create_tenant_product) throw forbidden(PRODUCT_MESSAGES.notAllowed);
  if (!actor.isSuperAdmin && config.price_online === null)
    throw badRequest(PRODUCT_MESSAGES.noPrice, 'product_id');
  const tenant = await tenantInfo(tx, tenantId);
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
  };
}

/** Overlays what was sent on the base values; a non-super-admin's restricted fields are ignored. */
function merge(base: ProductValues, req: ProductUpsertRequest, actor: Actor): ProductValues {
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof ProductValues)[]) {
    const value = req[key];
    if (value === undefined) continue;
    if (!actor.isSuperAdmin && isSuperAdminField(key)) continue;
    out[key] = value;
  }
  return out as unknown as ProductValues;
}

/** The columns of tenant_products for the values (tenant_payment is stored as tenant_payee). */
function toColumns(v: ProductValues) {
  const { tenant_payment, product_id, price_online, price_hardcopy, price_hardcopy_online, ...rest } = v;
  const { max_years_valid, days_before_renew, card_valid_from, card_valid_to } = rest;
  if (
    product_id === null ||
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

/**
 * Creates (no id) or updates a product of the tenant with its images in one transaction and returns the
 * saved product. Image bytes of a failed request and replaced images are removed from disk afterwards.
 */
export async function upsertProduct(
  ctx: AppContext,
  tenantId: number,
  actor: Actor,
  form: MultipartForm,
): Promise<ProductDetails> {
  const req = parseUpsertFields(form.fields);
  const written: string[] = [];
  const replaced: string[] = [];
  const files = {
    ...ctx.files,
    save: async (folder: string, bytes: Buffer, extension: string) => {
      const saved = await ctx.files.save(folder, bytes, extension);
      written.push(saved.path);
      return saved;
    },
  };
  // The images are checked and converted before the transaction, for the product type they belong to.
  const productIdForImages =
    req.id !== undefined ? (await loadProduct(ctx.db, tenantId, req.id)).product_id : req.product_id;
  const [product] = productIdForImages
    ? await ctx.db
        .select({
          product_type: baseProducts.product_type,
          needs: {
            logo: baseProducts.needs_logo,
            stamp: baseProducts.needs_stamp,
            sign: baseProducts.needs_sign,
          },
        })
        .from(baseProducts)
        .where(eq(baseProducts.id, productIdForImages))
    : [];
  const images = product ? await readImages(form, product.product_type) : {};
  try {
    const id = await ctx.db.transaction(async (tx) => {
      let existing: TenantProductRow | null = null;
      let base: ProductValues;
      if (req.id !== undefined) {
        existing = await loadProduct(tx, tenantId, req.id, { lock: true });
        base = rowToValues(existing);
        if (req.product_id != null && req.product_id !== existing.product_id)
          throw badRequest(PRODUCT_MESSAGES.productLocked, 'product_id');
        if (
          req.product_short_code != null &&
          req.product_short_code.trim().toUpperCase() !== existing.product_short_code
        )
          throw badRequest(PRODUCT_MESSAGES.codeLocked, 'product_short_code');
      } else {
        base = await newProductBase(tx, tenantId, req.product_id, actor);
      }
      if (!product) throw badRequest(PRODUCT_MESSAGES.notConfigured, 'product_id');
      const lockedReq = existing ? { ...req, product_id: undefined, product_short_code: undefined } : req;
      const values = normalizeProductValues(merge(base, lockedReq, actor));
      const issue = productIssues(values, {
        isSuperAdmin: actor.isSuperAdmin,
        originalValidTo: existing?.card_valid_to ?? null,
      })[0];
      if (issue) throw badRequest(issue.message, issue.field);

      const has = {
        logo: Boolean(images.logo) || (existing?.logo_file_id != null && !req.remove_logo),
        stamp: Boolean(images.stamp) || (existing?.stamp_file_id != null && !req.remove_stamp),
        sign: Boolean(images.sign) || (existing?.sign_file_id != null && !req.remove_sign),
      };
      const tenant = await tenantInfo(tx, tenantId);
      if (missingImages(product.needs, has, tenant.images).length > 0)
        throw badRequest(PRODUCT_MESSAGES.imagesMissing, 'images');

      let productId: number;
      if (existing) {
        await tx
          .update(tenantProducts)
          .set({ ...toColumns(values), updated_at: sql`now()` })
          .where(and(eq(tenantProducts.id, existing.id), eq(tenantProducts.tenant_id, tenantId)));
        productId = existing.id;
      } else {
        const [taken] = await tx
          .select({ id: tenantProducts.id })
          .from(tenantProducts)
          .where(
            and(
              eq(tenantProducts.tenant_id, tenantId),
              eq(tenantProducts.product_short_code, values.product_short_code),
            ),
          );
        if (taken) throw codeTaken();
        const [row] = await tx
          .insert(tenantProducts)
          .values({ ...toColumns(values), tenant_id: tenantId })
          .returning({ id: tenantProducts.id });
        if (!row) throw new Error('product insert failed');
        productId = row.id;
      }

      for (const kind of PRODUCT_IMAGE_KINDS) {
        const bytes = images[kind];
        const remove = req[`remove_${kind}`] === true;
        if (!bytes && !remove) continue;
        const column = IMAGE_COLUMNS[kind];
        const fileId = bytes
          ? await storeFile(tx, files, { kind, tenantId, bytes, mime: 'image/png', extension: 'png' })
          : null;
        await tx
          .update(tenantProducts)
          .set({ [column]: fileId })
          .where(eq(tenantProducts.id, productId));
        const oldId = existing?.[column] ?? null;
        if (oldId !== null) {
          const [old] = await tx
            .delete(storedFiles)
            .where(eq(storedFiles.id, oldId))
            .returning({ path: storedFiles.path });
          if (old) replaced.push(old.path);
        }
      }
      return productId;
    });
    // The order page shows the product as committed from now on (here and on other instances).
    await ctx.productInfoCache.invalidate(tenantId);
    await Promise.all(replaced.map((p) => ctx.files.remove(p).catch(() => undefined)));
    return productDetails(ctx, ctx.db, tenantId, id);
  } catch (err) {
    await Promise.all(written.map((p) => ctx.files.remove(p).catch(() => undefined)));
    if (isUniqueViolation(err) && req.id === undefined) throw codeTaken();
    throw err;
  }
}

/**
 * Creating and editing a tenant product with its images (docs/product.md#behaviour product form, #validation product rules, #permissions
 * permissions): the values are checked in product-values.ts, the images before the transaction; the
 * row and the images are written in one write with files (platform/file-write.ts).
 */
import {
  missingImages,
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_IMAGE_KINDS,
  type ProductImageKind,
  productImageSize,
} from '@ausweis/shared/schemas/product-images';
import { PRODUCT_MESSAGES } from '@ausweis/shared/schemas/product-rules';
import type { ProductDetails, ProductUpsertRequest } from '@ausweis/shared/schemas/products';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { baseProducts, tenantProducts } from '../../db/schema/index';
import type { TenantScope } from '../../db/tenant-scope';
import { recordChange, type TenantAccessor } from '../../http/access';
import { badRequest } from '../../http/app-error';
import type { ParsedForm } from '../../http/multipart';
import { type FileScope, writeWithFiles } from '../../platform/file-write';
import { inspectImage, MAX_DESIGN_IMAGE_PIXELS, toExactPng } from '../../platform/images';
import { type Actor, checkedValues, newProductBase, toColumns } from './product-values';
import {
  loadProduct,
  productDetails,
  rowToValues,
  type TenantProductRow,
  tenantInfo,
} from './products.service';

type Images = Partial<Record<ProductImageKind, Buffer>>;
type ImageNeeds = Record<ProductImageKind, boolean>;

const IMAGE_COLUMNS = { logo: 'logo_file_id', stamp: 'stamp_file_id', sign: 'sign_file_id' } as const;

/**
 * Creates (no id) or updates a product of the tenant with its images and returns the saved product.
 * A taken product code is the German 409 of product_short_code.
 */
export async function upsertProduct(
  ctx: AppContext,
  who: TenantAccessor,
  actor: Actor,
  { values: req, files }: ParsedForm<ProductUpsertRequest, string>,
): Promise<ProductDetails> {
  const { scope } = who;
  const product = await baseProductOf(ctx.db, scope, req);
  // Checked and converted before the transaction, for the product type they belong to.
  const images = product ? await readImages(files, product.product_type) : {};
  const id = await writeWithFiles(ctx, async (tx, fileScope) => {
    const existing = req.id === undefined ? null : await loadProduct(tx, scope, req.id, { lock: true });
    const base = existing ? rowToValues(existing) : await newProductBase(tx, scope, req.product_id, actor);
    if (!product) throw badRequest(PRODUCT_MESSAGES.notConfigured, 'product_id');
    const values = checkedValues(base, req, existing, actor);
    await assertImagesComplete(tx, scope, product.needs, images, req, existing);
    const columns = toColumns(values);
    const productId = existing
      ? await updateProductRow(tx, scope, existing.id, columns)
      : await insertProductRow(tx, scope, columns);
    await saveImages(tx, fileScope, scope, productId, images, req, existing);
    const fields = [
      ...Object.entries(columns)
        .filter(
          ([k, v]) =>
            !existing || JSON.stringify(existing[k as keyof TenantProductRow]) !== JSON.stringify(v),
        )
        .map(([k]) => k),
      ...PRODUCT_IMAGE_KINDS.filter((kind) => images[kind] || req[`remove_${kind}`] === true).map(
        (kind) => IMAGE_COLUMNS[kind],
      ),
    ];
    // Names of the changed fields only, never their values.
    if (fields.length > 0)
      await recordChange(tx, who, { action: 'record.changed', record: 'product', ids: [productId], fields });
    return productId;
  });
  // The order page shows the product as committed from now on (here and on other instances).
  await ctx.productInfoCache.invalidate(scope.tenantId);
  return productDetails(ctx, ctx.db, scope, id);
}

/** The base product the request is about (the stored product's on edit): its type and image needs. */
async function baseProductOf(
  db: Db,
  scope: TenantScope,
  req: ProductUpsertRequest,
): Promise<{ product_type: string; needs: ImageNeeds } | undefined> {
  const productId = req.id !== undefined ? (await loadProduct(db, scope, req.id)).product_id : req.product_id;
  if (!productId) return undefined;
  const [product] = await db
    .select({
      product_type: baseProducts.product_type,
      needs: {
        logo: baseProducts.needs_logo,
        stamp: baseProducts.needs_stamp,
        sign: baseProducts.needs_sign,
      },
    })
    .from(baseProducts)
    .where(eq(baseProducts.id, productId));
  return product;
}

/** Checks the uploaded images and converts them to PNGs of the product's sizes. */
async function readImages(files: ParsedForm<unknown, string>['files'], productType: string): Promise<Images> {
  const images: Images = {};
  for (const kind of PRODUCT_IMAGE_KINDS) {
    const field = PRODUCT_IMAGE_FIELDS[kind];
    const file = files[field];
    if (!file) continue;
    await inspectImage(file.bytes, field, MAX_DESIGN_IMAGE_PIXELS);
    images[kind] = await toExactPng(file.bytes, productImageSize(kind, productType));
  }
  return images;
}

/** Every image the base product needs comes from the product (new or kept) or from the tenant. */
async function assertImagesComplete(
  tx: Tx,
  scope: TenantScope,
  needs: ImageNeeds,
  images: Images,
  req: ProductUpsertRequest,
  existing: TenantProductRow | null,
): Promise<void> {
  const has = (kind: ProductImageKind) =>
    Boolean(images[kind]) || (existing?.[IMAGE_COLUMNS[kind]] != null && !req[`remove_${kind}`]);
  const product = { logo: has('logo'), stamp: has('stamp'), sign: has('sign') };
  const tenant = await tenantInfo(tx, scope);
  const missing = missingImages(needs, product, tenant.images);
  if (missing.length > 0) throw badRequest(PRODUCT_MESSAGES.imagesMissing(missing), 'images');
}

type ProductColumns = ReturnType<typeof toColumns>;

async function updateProductRow(
  tx: Tx,
  scope: TenantScope,
  id: number,
  columns: ProductColumns,
): Promise<number> {
  await tx
    .update(tenantProducts)
    .set({ ...columns, updated_at: sql`now()` })
    .where(scope.where(tenantProducts, eq(tenantProducts.id, id)));
  return id;
}

/** A taken code violates tenant_products_code_uq: writeWithFiles answers the 409. */
async function insertProductRow(tx: Tx, scope: TenantScope, columns: ProductColumns): Promise<number> {
  const [row] = await tx
    .insert(tenantProducts)
    .values({ ...columns, tenant_id: scope.tenantId })
    .returning({ id: tenantProducts.id });
  if (!row) throw new Error('product insert failed');
  return row.id;
}

/** Stores the new images and drops removed or replaced ones (their bytes go after the commit). */
async function saveImages(
  tx: Tx,
  fileScope: FileScope,
  scope: TenantScope,
  productId: number,
  images: Images,
  req: ProductUpsertRequest,
  existing: TenantProductRow | null,
): Promise<void> {
  for (const kind of PRODUCT_IMAGE_KINDS) {
    const bytes = images[kind];
    if (!bytes && req[`remove_${kind}`] !== true) continue;
    const column = IMAGE_COLUMNS[kind];
    const fileId = bytes ? await fileScope.storePng(kind, scope.tenantId, bytes) : null;
    await tx
      .update(tenantProducts)
      .set({ [column]: fileId })
      .where(scope.where(tenantProducts, eq(tenantProducts.id, productId)));
    await fileScope.dropFile(existing?.[column] ?? null);
  }
}

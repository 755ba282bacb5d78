/**
 * Creating and editing a tenant (docs/product.md#screens tenant edit, #fields, #validation): its data, product configuration and
 * images, and on create the initial user, in one write with files (platform/file-write.ts). A taken
 * short code is the German 409 of short_code.
 */
import {
  INVOICE_RECIPIENT_FIELDS,
  TENANT_IMAGE_FIELDS,
  TENANT_MESSAGES,
  type TenantUpsertRequest,
  tenantImageSizes,
} from '@ausweis/shared/schemas/tenants';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { tenantBaseProducts, tenants } from '../../db/schema/index';
import { type TenantScope, tenantScope } from '../../db/tenant-scope';
import { type Accessor, recordChanges } from '../../http/access';
import { badRequest } from '../../http/app-error';
import type { ParsedForm } from '../../http/multipart';
import { type FileScope, writeWithFiles } from '../../platform/file-write';
import { inspectImage, MAX_DESIGN_IMAGE_PIXELS, toExactPng } from '../../platform/images';
import { invitedEvent, inviteUserToTenant } from '../users/public';
import { findAvailableProducts } from './find-available-products.service';
import { lockTenant, type TenantRow } from './tenant-lookup';

const IMAGE_KINDS = ['logo', 'stamp', 'sign'] as const;
type Images = Partial<Record<(typeof IMAGE_KINDS)[number], Buffer>>;
const IMAGE_COLUMNS = { logo: 'logo_file_id', stamp: 'stamp_file_id', sign: 'sign_file_id' } as const;

/** Creates (no id) or updates a tenant; returns its id. */
export async function upsertTenant(
  ctx: AppContext,
  { values: req, files }: ParsedForm<TenantUpsertRequest, string>,
  who: Accessor,
): Promise<{ id: number }> {
  // Checked and converted before anything is written.
  const images = await readImages(files, req.tenant_type);
  const id = await writeWithFiles(ctx, async (tx, fileScope) => {
    const existing = req.id === undefined ? null : await lockTenant(tx, req.id);
    await checkProducts(tx, req);
    const tenantId = existing ? await updateTenantRow(tx, existing, req) : await insertTenantRow(tx, req);
    const scope = tenantScope(tenantId);
    const productsChanged = await saveProducts(tx, scope, req);
    await saveImages(tx, fileScope, tenantId, images, existing);
    const invited = !existing && req.with_user ? await inviteFirstAdmin(ctx, tx, scope, req) : null;
    const fields = [
      ...changedColumns(existing, req),
      ...(productsChanged ? ['products'] : []),
      ...IMAGE_KINDS.filter((kind) => images[kind]).map((kind) => IMAGE_COLUMNS[kind]),
    ];
    const ofTenant = { tenantId, record: 'tenant' as const, ids: [tenantId] };
    await recordChanges(tx, who, [
      ...(fields.length > 0 ? [{ ...ofTenant, action: 'settings.changed' as const, fields }] : []),
      ...(invited ? [{ ...invitedEvent(invited), tenantId }] : []),
    ]);
    return tenantId;
  });
  // Name, address, test flag and images show on its products' order pages.
  await ctx.productInfoCache.invalidate(id);
  return { id };
}

/** Checks the uploaded images and converts them to PNGs of the tenant type's sizes. */
async function readImages(files: ParsedForm<unknown, string>['files'], tenantType: string): Promise<Images> {
  const sizes = tenantImageSizes(tenantType);
  const images: Images = {};
  for (const kind of IMAGE_KINDS) {
    const field = TENANT_IMAGE_FIELDS[kind];
    const file = files[field];
    if (!file) continue;
    await inspectImage(file.bytes, field, MAX_DESIGN_IMAGE_PIXELS);
    images[kind] = await toExactPng(file.bytes, sizes[kind]);
  }
  return images;
}

const columnsOf = (req: TenantUpsertRequest) => ({
  name: req.name,
  name2: req.name2 || null,
  country_id: req.country_id,
  tenant_type: req.tenant_type,
  street: req.street,
  plz: req.plz,
  city: req.city,
  usst_id: req.usst_id || null,
  telefone: req.telefone,
  email: req.email,
  is_test: req.is_test,
  tenant_payment: req.tenant_payment,
  no_unvalidated_send_to_tenant: req.no_unvalidated_send_to_tenant,
  no_auto_renew: req.no_auto_renew,
  require_second_factor: req.require_second_factor,
  ...Object.fromEntries(INVOICE_RECIPIENT_FIELDS.map((key) => [key, req[key] || null])),
});

/** The names of the tenant's columns the form changes (all of them for a new tenant), never values. */
function changedColumns(existing: TenantRow | null, req: TenantUpsertRequest): string[] {
  const next = columnsOf(req);
  if (!existing) return ['short_code', ...Object.keys(next)];
  return Object.entries(next)
    .filter(([k, v]) => existing[k as keyof typeof next] !== v)
    .map(([k]) => k);
}

/** The short code is part of every order URL: it stays as created. */
async function updateTenantRow(tx: Tx, existing: TenantRow, req: TenantUpsertRequest): Promise<number> {
  if (req.short_code !== existing.short_code) throw badRequest(TENANT_MESSAGES.shortCodeLocked, 'short_code');
  await tx
    .update(tenants)
    .set({ ...columnsOf(req), updated_at: sql`now()` })
    .where(eq(tenants.id, existing.id));
  return existing.id;
}

/** A taken short code violates tenants_short_code_uq: writeWithFiles answers the 409. */
async function insertTenantRow(tx: Tx, req: TenantUpsertRequest): Promise<number> {
  const [row] = await tx
    .insert(tenants)
    .values({ ...columnsOf(req), short_code: req.short_code })
    .returning({ id: tenants.id });
  if (!row) throw new Error('tenant insert failed');
  return row.id;
}

/** Every selected product must be sold in the tenant's country and allowed for its type. */
async function checkProducts(tx: Tx, req: TenantUpsertRequest): Promise<void> {
  const available = new Set(
    (await findAvailableProducts(tx, req.country_id, req.tenant_type)).map((p) => p.product_id),
  );
  const index = req.products.findIndex((p) => !available.has(p.product_id));
  if (index >= 0) throw badRequest(TENANT_MESSAGES.productUnavailable, `products.${index}.product_id`);
}

/** Saves the tenant's products; true when they differ from what was there. */
async function saveProducts(tx: Tx, scope: TenantScope, req: TenantUpsertRequest): Promise<boolean> {
  const ids = req.products.map((p) => p.product_id);
  const before = await productSettings(tx, scope);
  await tx.delete(tenantBaseProducts).where(
    scope.where(
      tenantBaseProducts,
      sql`${tenantBaseProducts.product_id} not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  for (const p of req.products) {
    const row = {
      max_years_valid: p.max_years_valid,
      days_before_renew: p.days_before_renew,
      payment_disabled: p.payment_disabled,
      can_create_tenant_product: p.can_create_tenant_product,
      tenant_payment: p.tenant_payment,
    };
    await tx
      .insert(tenantBaseProducts)
      .values({ tenant_id: scope.tenantId, product_id: p.product_id, ...row })
      .onConflictDoUpdate({
        target: [tenantBaseProducts.tenant_id, tenantBaseProducts.product_id],
        set: row,
      });
  }
  return before !== (await productSettings(tx, scope));
}

/** The tenant's product settings in a comparable form. */
async function productSettings(tx: Tx, scope: TenantScope): Promise<string> {
  const rows = await tx
    .select()
    .from(tenantBaseProducts)
    .where(scope.where(tenantBaseProducts))
    .orderBy(tenantBaseProducts.product_id);
  return JSON.stringify(rows.map(({ tenant_id: _, ...settings }) => settings));
}

/** Stores the new images; replaced ones lose their rows now and their bytes after the commit. */
async function saveImages(
  tx: Tx,
  scope: FileScope,
  tenantId: number,
  images: Images,
  existing: TenantRow | null,
): Promise<void> {
  for (const kind of IMAGE_KINDS) {
    const bytes = images[kind];
    if (!bytes) continue;
    const column = IMAGE_COLUMNS[kind];
    const fileId = await scope.storePng(kind, tenantId, bytes);
    await tx
      .update(tenants)
      .set({ [column]: fileId })
      .where(eq(tenants.id, tenantId));
    await scope.dropFile(existing?.[column] ?? null);
  }
}

/** Only super admins create tenants: they may add an existing account at once. */
async function inviteFirstAdmin(ctx: AppContext, tx: Tx, scope: TenantScope, req: TenantUpsertRequest) {
  const firstAdmin = {
    email: req.user_email,
    salutation: req.salutation,
    forename: req.user_forename,
    lastname: req.user_lastname,
    user_group: 'Admin' as const,
    use_for_notify: true,
  };
  return inviteUserToTenant(ctx, tx, scope, firstAdmin, { attachExisting: true });
}

/**
 * Tenants for the super admin (SPEC §2 tenant list/edit, §3, §5, §7): list, details, the product
 * catalogue per country and type, create/update with images and the initial user, and deletion of
 * everything a tenant owns.
 */
import { mediaPath } from '@ausweis/shared/api-paths';
import type { Country, TenantType } from '@ausweis/shared/constants';
import type { Paged } from '@ausweis/shared/schemas/pagination';
import {
  type CompanyRow,
  type FindTenantsRequest,
  TENANT_MESSAGES,
  type TenantConfigRow,
  type TenantDetails,
  type TenantListRow,
  type TenantMemberRow,
  type TenantProductOption,
  type TenantUpsertRequest,
} from '@ausweis/shared/schemas/tenants';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import {
  baseProductPrices,
  baseProducts,
  orders,
  ordersArchive,
  paymentRuns,
  storedFiles,
  tenantBaseProducts,
  tenantConfig,
  tenantMemberships,
  tenantProducts,
  tenants,
  users,
} from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { boolFilter, countRowsOf, equals, findPage, idFilter, startsWith } from '../../http/paging';
import { storeFile } from '../../platform/images';
import { inviteUserToTenant, isUniqueViolation } from '../users/users.service';

type TenantRow = typeof tenants.$inferSelect;

export const tenantNotFound = () => notFound('Mandant nicht gefunden.');
const shortCodeTaken = () => badRequest(TENANT_MESSAGES.shortCodeTaken, 'short_code');

export function findTenants(db: Db, req: z.output<typeof FindTenantsRequest>): Promise<Paged<TenantListRow>> {
  const t = tenants;
  return findPage(req, {
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
    scope: [],
    rows: (where, orderBy, limit, offset) =>
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
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<TenantListRow[]>,
    total: countRowsOf(db, t),
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

async function mediaOf(db: Db | Tx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, sha256: storedFiles.sha256 })
    .from(storedFiles)
    .where(inArray(storedFiles.id, wanted));
  return new Map(rows.map((r) => [r.id, mediaPath(r.id, r.sha256)]));
}

export async function getTenantDetails(db: Db, id: number): Promise<TenantDetails> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, id));
  if (!t) throw tenantNotFound();
  const media = await mediaOf(db, [t.logo_file_id, t.stamp_file_id, t.sign_file_id]);
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
    .where(eq(tenantBaseProducts.tenant_id, id))
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

/** Orders of the tenant, live and archived (the delete dialog asks for more confirmation above 10). */
export async function countTenantOrders(db: Db, tenantId: number): Promise<number> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw tenantNotFound();
  const [live] = await db.select({ n: count() }).from(orders).where(eq(orders.tenant_id, tenantId));
  const [archived] = await db
    .select({ n: count() })
    .from(ordersArchive)
    .where(eq(ordersArchive.tenant_id, tenantId));
  return (live?.n ?? 0) + (archived?.n ?? 0);
}

/** The tenant's members (read-only list on the tenant page). */
export async function findTenantMembers(db: Db, tenantId: number): Promise<TenantMemberRow[]> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw tenantNotFound();
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
    .where(eq(tenantMemberships.tenant_id, tenantId))
    .orderBy(asc(users.id));
}

/** Checked images, already converted to PNG of the required size (see tenants.routes.ts). */
export interface TenantImages {
  logo?: Buffer;
  stamp?: Buffer;
  sign?: Buffer;
}

const IMAGE_COLUMNS = { logo: 'logo_file_id', stamp: 'stamp_file_id', sign: 'sign_file_id' } as const;

/**
 * Creates or updates a tenant with its product configuration, images and (on create) the initial user,
 * in one transaction. Image bytes written before a failed commit and replaced images are removed from
 * disk afterwards.
 */
export async function upsertTenant(
  ctx: AppContext,
  req: TenantUpsertRequest,
  images: TenantImages,
): Promise<{ id: number }> {
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
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const existing = req.id === undefined ? null : await lockTenant(tx, req.id);
      await checkProducts(tx, req);
      const values = {
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
      };
      let tenantId: number;
      if (existing) {
        if (req.short_code !== existing.short_code)
          throw badRequest(TENANT_MESSAGES.shortCodeLocked, 'short_code');
        await tx
          .update(tenants)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(tenants.id, existing.id));
        tenantId = existing.id;
      } else {
        const [taken] = await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.short_code, req.short_code));
        if (taken) throw shortCodeTaken();
        const [row] = await tx
          .insert(tenants)
          .values({ ...values, short_code: req.short_code })
          .returning({ id: tenants.id });
        if (!row) throw new Error('tenant insert failed');
        tenantId = row.id;
      }
      await saveProducts(tx, tenantId, req);
      for (const kind of ['logo', 'stamp', 'sign'] as const) {
        const bytes = images[kind];
        if (!bytes) continue;
        const fileId = await storeFile(tx, files, {
          kind,
          tenantId,
          bytes,
          mime: 'image/png',
          extension: 'png',
        });
        const oldId = existing?.[IMAGE_COLUMNS[kind]] ?? null;
        await tx
          .update(tenants)
          .set({ [IMAGE_COLUMNS[kind]]: fileId })
          .where(eq(tenants.id, tenantId));
        if (oldId !== null) {
          const [old] = await tx
            .delete(storedFiles)
            .where(eq(storedFiles.id, oldId))
            .returning({ path: storedFiles.path });
          if (old) replaced.push(old.path);
        }
      }
      if (!existing && req.with_user) {
        const firstAdmin = {
          email: req.user_email,
          salutation: req.salutation,
          forename: req.user_forename,
          lastname: req.user_lastname,
          user_group: 'Admin' as const,
          use_for_notify: true,
        };
        // Only super admins create tenants: they may add an existing account at once.
        await inviteUserToTenant(ctx, tx, tenantId, firstAdmin, { attachExisting: true });
      }
      return tenantId;
    });
    // Name, address, test flag and images show on its products' order pages.
    await ctx.productInfoCache.invalidate(id);
    await removeQuietly(ctx, replaced);
    return { id };
  } catch (err) {
    await removeQuietly(ctx, written);
    if (isUniqueViolation(err) && req.id === undefined) throw shortCodeTaken();
    throw err;
  }
}

async function lockTenant(tx: Tx, id: number): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
  if (!row) throw tenantNotFound();
  return row;
}

/** Every selected product must be sold in the tenant's country and allowed for its type. */
async function checkProducts(tx: Tx, req: TenantUpsertRequest): Promise<void> {
  const available = new Set(
    (await findAvailableProducts(tx, req.country_id, req.tenant_type)).map((p) => p.product_id),
  );
  const index = req.products.findIndex((p) => !available.has(p.product_id));
  if (index >= 0) throw badRequest(TENANT_MESSAGES.productUnavailable, `products.${index}.product_id`);
}

async function saveProducts(tx: Tx, tenantId: number, req: TenantUpsertRequest): Promise<void> {
  const ids = req.products.map((p) => p.product_id);
  await tx.delete(tenantBaseProducts).where(
    and(
      eq(tenantBaseProducts.tenant_id, tenantId),
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
      .values({ tenant_id: tenantId, product_id: p.product_id, ...row })
      .onConflictDoUpdate({
        target: [tenantBaseProducts.tenant_id, tenantBaseProducts.product_id],
        set: row,
      });
  }
}

async function removeQuietly(ctx: AppContext, paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => ctx.files.remove(p).catch(() => undefined)));
}

/**
 * Deletes the tenant and everything it owns in one transaction: cards (live and archived), products,
 * product configuration, memberships and stored files; users keep their accounts. The files' bytes
 * are removed from disk after the commit. A tenant with invoice runs is refused (409): invoices must
 * be kept for years.
 */
export async function deleteTenant(ctx: AppContext, tenantId: number): Promise<void> {
  const paths = await ctx.db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const [run] = await tx
      .select({ id: paymentRuns.id })
      .from(paymentRuns)
      .where(eq(paymentRuns.tenant_id, tenantId))
      .limit(1);
    if (run) throw new AppError(409, 'TENANT_HAS_INVOICES', TENANT_MESSAGES.hasInvoices);
    await tx.delete(orders).where(eq(orders.tenant_id, tenantId));
    await tx.delete(ordersArchive).where(eq(ordersArchive.tenant_id, tenantId));
    await tx.delete(tenantProducts).where(eq(tenantProducts.tenant_id, tenantId));
    await tx.delete(tenantBaseProducts).where(eq(tenantBaseProducts.tenant_id, tenantId));
    await tx.delete(tenantMemberships).where(eq(tenantMemberships.tenant_id, tenantId));
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
    const files = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.tenant_id, tenantId))
      .returning({ path: storedFiles.path });
    return files.map((f) => f.path);
  });
  await ctx.productInfoCache.invalidate(tenantId);
  await removeQuietly(ctx, paths);
}

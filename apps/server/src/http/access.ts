/**
 * Per-record access, the one door (immich's `requireAccess` is the model): every use case that names
 * records by id asks here first, saying who asks (user, role, tenant), what they do (read or change)
 * and which records. Another tenant's record and an unknown id get the same German 404, so nobody
 * learns what exists elsewhere. Because every by-id read and change passes here, this is where an
 * audit trail records who read or changed which record.
 */
import { type Role, roleOf } from '@ausweis/shared/permissions';
import { CARD_EXPORT_TEXTS } from '@ausweis/shared/schemas/card-exports';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import {
  cardExports,
  classImports,
  orders,
  ordersArchive,
  paymentRuns,
  printExports,
  tenantInvitations,
  tenantMemberships,
  tenantProducts,
} from '../db/schema/index';
import { type TenantScope, tenantScope } from '../db/tenant-scope';
import { AppError, notFound } from './app-error';
import { authOf, scopeOf, subjectOf } from './request-context';

/** Who asks: the signed-in user, their role and the tenant they act in (none: across tenants). */
export interface Accessor {
  userId: number;
  role: Role;
  scope: TenantScope | null;
}

/** Who asks in a tenant (the tenant families). */
export interface TenantAccessor extends Accessor {
  scope: TenantScope;
}

/** What the use case does with the records. */
export type AccessAction = 'read' | 'change';

/** The asker of a request; the tenant is the one the family's guard resolved, if any. */
export function accessorOf(req: FastifyRequest): Accessor {
  const subject = subjectOf(req);
  return {
    userId: authOf(req).id,
    role: subject ? roleOf(subject) : 'User',
    scope: req.tenant ? tenantScope(req.tenant.id) : null,
  };
}

/** The asker of a tenant family's request. */
export const tenantAccessorOf = (req: FastifyRequest): TenantAccessor => ({
  ...accessorOf(req),
  scope: scopeOf(req),
});

type TenantTable = PgTable & { tenant_id: PgColumn };

interface RecordKind {
  table: PgTable;
  id: PgColumn;
  notFound: string;
  /**
   * 'tenant': only the asker's tenant's records. 'platform': super admins' records across tenants;
   * with `narrow`, a selected tenant narrows them to its own.
   */
  reach: 'tenant' | 'platform';
  /** The tenant column that scopes the table (tenant records, and narrowed platform records). */
  tenantOf?: TenantTable;
  narrow?: boolean;
  /** Only the user who created the record reaches it. */
  owner?: PgColumn;
  /** Records that are never changed: asked to change one the asker reaches, this error. */
  readOnly?: () => AppError;
  /** Asked to change one id that only this table holds: this error instead of the 404 (a bulk change: 404). */
  readOnlyIn?: { table: TenantTable; id: PgColumn; error: () => AppError };
}

/** Archived cards are read-only (docs/product.md#permissions). */
const archiveReadOnly = () => new AppError(409, 'ARCHIVE_READ_ONLY', CARD_TEXTS.archiveReadOnly);

const tenantRecord = (table: TenantTable, id: PgColumn, text: string, more: Partial<RecordKind> = {}) =>
  ({ table, id, notFound: text, reach: 'tenant', tenantOf: table, ...more }) satisfies RecordKind;

/** The records named by id, with the German 404 each answers. */
const RECORDS = {
  /** A live card (a row of `orders`); changing one that only the archive holds is a 409. */
  card: tenantRecord(orders, orders.id, CARD_TEXTS.notFound, {
    readOnlyIn: { table: ordersArchive, id: ordersArchive.id, error: archiveReadOnly },
  }),
  archivedCard: tenantRecord(ordersArchive, ordersArchive.id, CARD_TEXTS.notFound, {
    readOnly: archiveReadOnly,
  }),
  product: tenantRecord(tenantProducts, tenantProducts.id, 'Produkt nicht gefunden.'),
  member: tenantRecord(tenantMemberships, tenantMemberships.user_id, 'Benutzer nicht gefunden.'),
  invitation: tenantRecord(tenantInvitations, tenantInvitations.id, 'Einladung nicht gefunden.'),
  classImport: tenantRecord(classImports, classImports.id, CLASS_IMPORT_TEXTS.unknown),
  /** A card export file: its creator's only. */
  cardExport: tenantRecord(cardExports, cardExports.id, CARD_EXPORT_TEXTS.unknown, {
    owner: cardExports.created_by,
  }),
  /** An order (a card) of any tenant, for super admins; a selected tenant narrows to its own. */
  order: {
    table: orders,
    id: orders.id,
    notFound: CARD_TEXTS.notFound,
    reach: 'platform',
    tenantOf: orders,
    narrow: true,
  },
  archivedOrder: {
    table: ordersArchive,
    id: ordersArchive.id,
    notFound: CARD_TEXTS.notFound,
    reach: 'platform',
    tenantOf: ordersArchive,
    narrow: true,
    readOnly: archiveReadOnly,
  },
  printExport: {
    table: printExports,
    id: printExports.id,
    notFound: EXPORT_TEXTS.unknown,
    reach: 'platform',
  },
  paymentRun: {
    table: paymentRuns,
    id: paymentRuns.id,
    notFound: INVOICE_TEXTS.runNotFound,
    reach: 'platform',
  },
  /** A payment run's invoice (its PDF, its mail). */
  invoice: { table: paymentRuns, id: paymentRuns.id, notFound: INVOICE_TEXTS.runNotFound, reach: 'platform' },
} as const satisfies Record<string, RecordKind>;
export type AccessRecord = keyof typeof RECORDS;

/** The German 404 of a record the asker does not reach (also for a record gone since the check). */
export const noAccess = (record: AccessRecord) => notFound(RECORDS[record].notFound);

export interface AccessCheck {
  record: AccessRecord;
  action: AccessAction;
  ids: readonly number[];
  /** Keep the rows locked for the transaction. */
  lock?: boolean;
}

/** The condition for the asker's records of the kind among `ids`, or null when they reach none. */
function reachable(who: Accessor, kind: RecordKind, ids: number[]): SQL | null {
  const conditions: SQL[] = [inArray(kind.id, ids)];
  if (kind.owner) conditions.push(eq(kind.owner, who.userId));
  const narrow = kind.reach === 'tenant' || kind.narrow;
  if (kind.reach === 'platform' && who.role !== 'SuperAdmin') return null;
  if (kind.reach === 'tenant' && !who.scope) return null;
  if (narrow && who.scope && kind.tenantOf) return who.scope.where(kind.tenantOf, ...conditions);
  return and(...conditions) as SQL;
}

/**
 * Refuses with the record's German 404 unless the asker reaches every id (see RECORDS); answers the ids
 * without repeats. The first line of a use case that names records by id.
 */
export async function requireAccess(db: Db | Tx, who: Accessor, check: AccessCheck): Promise<number[]> {
  const unique = [...new Set(check.ids)];
  if (unique.length === 0) return unique;
  const kind: RecordKind = RECORDS[check.record];
  const where = reachable(who, kind, unique);
  if (!where) throw noAccess(check.record);
  const found = await selectIds(db, kind, where, check.lock ?? false);
  if (found.length !== unique.length) {
    if (check.action === 'change' && kind.readOnlyIn && unique.length === 1)
      await refuseReadOnly(db, who, kind.readOnlyIn, unique);
    throw noAccess(check.record);
  }
  if (check.action === 'change' && kind.readOnly) throw kind.readOnly();
  // Every granted access passes here: the place where an audit trail records who (`who`) did what
  // (`check.action`) with which records (`check.record`, `unique`).
  return unique;
}

/** requireAccess for the asker of a request: the first line of a route that names records by id. */
export const requireAccessOf = (
  db: Db | Tx,
  req: FastifyRequest,
  record: AccessRecord,
  action: AccessAction,
  ids: number | readonly number[],
): Promise<number[]> => requireAccess(db, accessorOf(req), { record, action, ids: [ids].flat() });

/** Across tenants: `where` is the asker's reach, built by `reachable` (scoped where it must be). */
async function selectIds(db: Db | Tx, kind: RecordKind, where: SQL, lock: boolean) {
  const query = db.select({ id: kind.id }).from(kind.table).where(where);
  return lock ? await query.for('update') : await query;
}

async function refuseReadOnly(
  db: Db | Tx,
  who: Accessor,
  readOnly: NonNullable<RecordKind['readOnlyIn']>,
  ids: number[],
): Promise<void> {
  if (!who.scope) return;
  const [held] = await db
    .select({ id: readOnly.id })
    .from(readOnly.table)
    .where(who.scope.where(readOnly.table, inArray(readOnly.id, ids)))
    .limit(1);
  if (held) throw readOnly.error();
}

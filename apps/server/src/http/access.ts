/**
 * Per-record access, the one door (immich's `requireAccess` is the model): every use case that names
 * records by id asks here first, saying who asks (user, role, tenant), what they do (read or change)
 * and which records. Another tenant's record and an unknown id get the same German 404, so nobody
 * learns what exists elsewhere. Because every by-id read and change passes here, this is where an
 * audit trail records who read or changed which record.
 */
import { type Role, roleOf } from '@ausweis/shared/permissions';
import type { AuditAction, AuditRecord } from '@ausweis/shared/schemas/audit';
import { CARD_EXPORT_TEXTS } from '@ausweis/shared/schemas/card-exports';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { CLASS_IMPORT_TEXTS } from '@ausweis/shared/schemas/class-imports';
import { DATA_RIGHTS_TEXTS } from '@ausweis/shared/schemas/data-rights-texts';
import { EXPORT_TEXTS } from '@ausweis/shared/schemas/exports';
import { INVOICE_TEXTS } from '@ausweis/shared/schemas/invoices';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AuditActor, AuditEntry } from '../db/audit-trail';
import type { Db, Tx } from '../db/client';
import {
  cardExports,
  classImports,
  erasureRequests,
  orders,
  ordersArchive,
  paymentRuns,
  printExports,
  tenantInvitations,
  tenantMemberships,
  tenantProducts,
  tenants,
} from '../db/schema/index';
import { type TenantScope, tenantScope } from '../db/tenant-scope';
import { AppError, notFound } from './app-error';
import { auditActorOf, noteAuditEvent, recordAuditEvent } from './audit-trail';
import { authOf, scopeOf, subjectOf } from './request-context';

/** Who asks: the signed-in user, their role and the tenant they act in (none: across tenants). */
export interface Accessor {
  userId: number;
  role: Role;
  scope: TenantScope | null;
  /** The request's trail: who and from where, and where its reads and refusals are noted. */
  trail?: { actor: AuditActor; note: (entry: AuditEntry) => void };
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
    trail: { actor: auditActorOf(req), note: (entry) => noteAuditEvent(req, entry) },
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
  /** What the audit trail calls the record, and what reading it is called there. */
  trail: AuditRecord;
  readEvent: AuditAction;
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
  /** The record is the tenant itself: the asker reaches only the tenant they act in. */
  self?: boolean;
  /** Records that are never changed: asked to change one the asker reaches, this error. */
  readOnly?: () => AppError;
  /** Asked to change one id that only this table holds: this error instead of the 404 (a bulk change: 404). */
  readOnlyIn?: { table: TenantTable; id: PgColumn; error: () => AppError };
}

/** Archived cards are read-only (docs/product.md#permissions). */
const archiveReadOnly = () => new AppError(409, 'ARCHIVE_READ_ONLY', CARD_TEXTS.archiveReadOnly);

const tenantRecord = (
  table: TenantTable,
  id: PgColumn,
  text: string,
  trail: AuditRecord,
  more: Partial<RecordKind> = {},
) =>
  ({
    table,
    id,
    notFound: text,
    trail,
    readEvent: trail === 'card' ? 'card.viewed' : 'record.viewed',
    reach: 'tenant',
    tenantOf: table,
    ...more,
  }) satisfies RecordKind;

/** The records named by id, with the German 404 each answers. */
const RECORDS = {
  /** A live card (a row of `orders`); changing one that only the archive holds is a 409. */
  card: tenantRecord(orders, orders.id, CARD_TEXTS.notFound, 'card', {
    readOnlyIn: { table: ordersArchive, id: ordersArchive.id, error: archiveReadOnly },
  }),
  archivedCard: tenantRecord(ordersArchive, ordersArchive.id, CARD_TEXTS.notFound, 'card', {
    readOnly: archiveReadOnly,
  }),
  product: tenantRecord(tenantProducts, tenantProducts.id, 'Produkt nicht gefunden.', 'product'),
  member: tenantRecord(tenantMemberships, tenantMemberships.user_id, 'Benutzer nicht gefunden.', 'user'),
  /** The selected tenant itself (its processing record): any other tenant is not found. */
  tenant: {
    table: tenants,
    id: tenants.id,
    notFound: 'Mandant nicht gefunden.',
    trail: 'tenant',
    readEvent: 'record.viewed',
    reach: 'tenant',
    self: true,
  },
  invitation: tenantRecord(
    tenantInvitations,
    tenantInvitations.id,
    'Einladung nicht gefunden.',
    'invitation',
  ),
  classImport: tenantRecord(classImports, classImports.id, CLASS_IMPORT_TEXTS.unknown, 'classImport'),
  /** A card export file: its creator's only. */
  cardExport: tenantRecord(cardExports, cardExports.id, CARD_EXPORT_TEXTS.unknown, 'cardExport', {
    owner: cardExports.created_by,
  }),
  /** A holder's erasure request ('Anfragen'). */
  erasureRequest: tenantRecord(
    erasureRequests,
    erasureRequests.id,
    DATA_RIGHTS_TEXTS.requestNotFound,
    'erasureRequest',
  ),
  /** An order (a card) of any tenant, for super admins; a selected tenant narrows to its own. */
  order: {
    table: orders,
    id: orders.id,
    notFound: CARD_TEXTS.notFound,
    trail: 'card',
    readEvent: 'card.viewed',
    reach: 'platform',
    tenantOf: orders,
    narrow: true,
  },
  archivedOrder: {
    table: ordersArchive,
    id: ordersArchive.id,
    notFound: CARD_TEXTS.notFound,
    trail: 'card',
    readEvent: 'card.viewed',
    reach: 'platform',
    tenantOf: ordersArchive,
    narrow: true,
    readOnly: archiveReadOnly,
  },
  printExport: {
    table: printExports,
    id: printExports.id,
    notFound: EXPORT_TEXTS.unknown,
    trail: 'printExport',
    readEvent: 'record.viewed',
    reach: 'platform',
  },
  paymentRun: {
    table: paymentRuns,
    id: paymentRuns.id,
    notFound: INVOICE_TEXTS.runNotFound,
    trail: 'paymentRun',
    readEvent: 'record.viewed',
    reach: 'platform',
    // A run is one tenant's: its events go to that tenant's trail.
    tenantOf: paymentRuns,
  },
  /** A payment run's invoice (its PDF, its mail). */
  invoice: {
    table: paymentRuns,
    id: paymentRuns.id,
    notFound: INVOICE_TEXTS.runNotFound,
    trail: 'paymentRun',
    readEvent: 'invoice.downloaded',
    reach: 'platform',
    tenantOf: paymentRuns,
  },
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
  /**
   * What the trail calls this read (default: the record's, e.g. 'card.viewed'); changes record their
   * own. null: a read that shows nothing of the record itself (its trail); refusals are noted still.
   */
  event?: AuditAction | null;
}

/** The condition for the asker's records of the kind among `ids`, or null when they reach none. */
function reachable(who: Accessor, kind: RecordKind, ids: number[]): SQL | null {
  const conditions: SQL[] = [inArray(kind.id, ids)];
  if (kind.owner) conditions.push(eq(kind.owner, who.userId));
  const narrow = kind.reach === 'tenant' || kind.narrow;
  if (kind.reach === 'platform' && who.role !== 'SuperAdmin') return null;
  if (kind.reach === 'tenant' && !who.scope) return null;
  if (kind.self && who.scope) return and(...conditions, eq(kind.id, who.scope.tenantId)) as SQL;
  if (narrow && who.scope && kind.tenantOf) return who.scope.where(kind.tenantOf, ...conditions);
  return and(...conditions) as SQL;
}

/** The trail's event of a check: a read granted, or any refusal (changes record their own). */
function noteAccess(
  who: Accessor,
  kind: RecordKind,
  check: AccessCheck,
  found: Found[] | null,
  ids: number[],
) {
  if (!who.trail) return;
  const event = check.event ?? (check.action === 'read' ? kind.readEvent : 'record.changed');
  const entry = { action: event, record: kind.trail };
  if (!found) {
    who.trail.note({ ...entry, tenantId: who.scope?.tenantId ?? null, ids, outcome: 'refused' });
    return;
  }
  if (check.action !== 'read' || check.event === null) return;
  const byTenant = new Map<number | null, number[]>();
  for (const { id, tenant } of found) byTenant.set(tenant, [...(byTenant.get(tenant) ?? []), id]);
  for (const [tenantId, tenantIds] of byTenant) who.trail.note({ ...entry, tenantId, ids: tenantIds });
}

/**
 * Refuses with the record's German 404 unless the asker reaches every id (see RECORDS); answers the ids
 * without repeats. The first line of a use case that names records by id. Granted reads and every
 * refusal are noted in the request's audit trail.
 */
export async function requireAccess(db: Db | Tx, who: Accessor, check: AccessCheck): Promise<number[]> {
  const unique = [...new Set(check.ids)];
  if (unique.length === 0) return unique;
  const kind: RecordKind = RECORDS[check.record];
  const where = reachable(who, kind, unique);
  const found = where ? await selectIds(db, kind, where, check.lock ?? false) : [];
  if (found.length !== unique.length) {
    noteAccess(who, kind, check, null, unique);
    if (where && check.action === 'change' && kind.readOnlyIn && unique.length === 1)
      await refuseReadOnly(db, who, kind.readOnlyIn, unique);
    throw noAccess(check.record);
  }
  if (check.action === 'change' && kind.readOnly) {
    noteAccess(who, kind, check, null, unique);
    throw kind.readOnly();
  }
  noteAccess(who, kind, check, found, unique);
  return unique;
}

/** requireAccess for the asker of a request: the first line of a route that names records by id. */
export const requireAccessOf = (
  db: Db | Tx,
  req: FastifyRequest,
  record: AccessRecord,
  action: AccessAction,
  ids: number | readonly number[],
  event?: AuditAction | null,
): Promise<number[]> => requireAccess(db, accessorOf(req), { record, action, ids: [ids].flat(), event });

type ChangeEntry = Omit<AuditEntry, 'tenantId'> & { tenantId?: number | null };

/**
 * Records changes in the audit trail, in the transaction that makes them (as its last statement). The
 * tenant is the asker's unless an entry names one (a super admin's work across tenants); the entries
 * are appended together, so their chains are locked in one order.
 */
export function recordChanges(tx: Tx, who: Accessor, entries: readonly ChangeEntry[]): Promise<void> {
  const actor = who.trail?.actor ?? {
    userId: who.userId,
    role: who.role,
    sessionId: null,
    ipPrefix: null,
    agent: null,
  };
  const own = who.scope?.tenantId ?? null;
  return recordAuditEvent(
    tx,
    actor,
    ...entries.map((e) => ({ ...e, tenantId: e.tenantId === undefined ? own : e.tenantId })),
  );
}

/** Records one change in the audit trail, in the transaction that makes it (see recordChanges). */
export const recordChange = (tx: Tx, who: Accessor, entry: ChangeEntry): Promise<void> =>
  recordChanges(tx, who, [entry]);

interface Found {
  id: number;
  tenant: number | null;
}

/** Across tenants: `where` is the asker's reach, built by `reachable` (scoped where it must be). */
async function selectIds(db: Db | Tx, kind: RecordKind, where: SQL, lock: boolean): Promise<Found[]> {
  const tenant = kind.self ? kind.id : kind.tenantOf ? kind.tenantOf.tenant_id : sql<null>`null`;
  const query = db.select({ id: kind.id, tenant }).from(kind.table).where(where);
  return (lock ? await query.for('update') : await query) as Found[];
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

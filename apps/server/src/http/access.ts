/**
 * Per-record access in one place (immich's `requireAccess` is the model): a request that names records
 * by id reaches them only when every id is a record of its tenant. Another tenant's record and an
 * unknown id get the same German 404, so nobody learns what exists elsewhere.
 */
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  orders,
  ordersArchive,
  tenantInvitations,
  tenantMemberships,
  tenantProducts,
} from '../db/schema/index';
import type { TenantScope } from '../db/tenant-scope';
import { notFound } from './app-error';

/** The records a tenant's staff name by id: the table, the id column and the German 404. */
const RECORDS = {
  card: { table: orders, id: orders.id, notFound: CARD_TEXTS.notFound },
  archivedCard: { table: ordersArchive, id: ordersArchive.id, notFound: CARD_TEXTS.notFound },
  product: { table: tenantProducts, id: tenantProducts.id, notFound: 'Produkt nicht gefunden.' },
  member: { table: tenantMemberships, id: tenantMemberships.user_id, notFound: 'Benutzer nicht gefunden.' },
  invitation: { table: tenantInvitations, id: tenantInvitations.id, notFound: 'Einladung nicht gefunden.' },
} as const;
export type AccessRecord = keyof typeof RECORDS;

/** The German 404 of a record that is not the tenant's. */
export const noAccess = (record: AccessRecord) => notFound(RECORDS[record].notFound);

/**
 * Refuses with the record's 404 unless every id is a record of the scope's tenant; with `lock` the rows
 * stay locked for the transaction. Answers the ids without repeats.
 */
export async function requireAccess(
  db: Db | Tx,
  scope: TenantScope,
  record: AccessRecord,
  ids: readonly number[],
  opts: { lock?: boolean } = {},
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const { table, id } = RECORDS[record];
  const query = db
    .select({ id })
    .from(table)
    .where(scope.where(table, inArray(id, unique)));
  const found = opts.lock ? await query.for('update') : await query;
  if (found.length !== unique.length) throw noAccess(record);
  return unique;
}

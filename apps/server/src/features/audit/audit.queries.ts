/**
 * Reading the audit trail, newest first, paged by keyset on (at, id): each page is one index range
 * scan from where the last one ended (db/schema/audit.ts indexes chain/user/action and user with
 * action by time, the card filter by the GIN index of record_ids), so a page costs the same at the
 * 10-millionth event as at the first; nothing counts the table and nothing skips rows by offset.
 */
import type { AuditEventView, AuditFilter } from '@ausweis/shared/schemas/audit';
import { and, arrayContains, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, users } from '../../db/schema/index';
import { endOfGermanDay } from '../../platform/german-date';

/** Whose trail: one chain (a tenant's), or every chain (a super admin without a selected tenant). */
export type AuditReach = { chain: number } | { chain: null };

/** The filters as the request schema gives them. */
export type AuditFilterValues = Omit<AuditFilter, 'user_id' | 'card_id'> & {
  user_id?: number;
  card_id?: number;
};

/** The instant a German calendar day starts (the end of the day before). */
function startOfGermanDay(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return endOfGermanDay(day.toISOString().slice(0, 10));
}

/**
 * Newest first, in the order of the indexes (drizzle builds `.desc()` index columns as DESC NULLS
 * LAST; a plain `order by at desc` means NULLS FIRST and would sort the whole chain instead).
 */
export const NEWEST_FIRST = [
  sql`${auditEvents.at} desc nulls last`,
  sql`${auditEvents.id} desc nulls last`,
] as const;

/** The cursor of a row: where the page after it starts. */
export const cursorOf = (row: { at: string; id: number }) => `${new Date(row.at).toISOString()}_${row.id}`;

function afterCursor(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  const cut = before.lastIndexOf('_');
  const at = before.slice(0, cut);
  const id = Number(before.slice(cut + 1));
  return sql`(${auditEvents.at}, ${auditEvents.id}) < (${at}::timestamptz, ${id})`;
}

const chainOf = (reach: AuditReach) =>
  reach.chain === null ? undefined : eq(auditEvents.chain, reach.chain);

/**
 * The ids of a card's events, found by the GIN index of record_ids alone. Asked in one query with the
 * page's order, PostgreSQL may walk the time index instead and filter, through a whole chain for a
 * card whose events are old; a card has few events, so they are looked up first.
 */
async function cardEventIds(db: Db, reach: AuditReach, cardId: number): Promise<number[]> {
  const rows = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(chainOf(reach), eq(auditEvents.record, 'card'), arrayContains(auditEvents.record_ids, [cardId])),
    );
  return rows.map((r) => r.id);
}

/** The conditions of a reach and filters (and an optional position); a card as its events' ids. */
function auditConditions(
  reach: AuditReach,
  f: AuditFilterValues,
  cardEvents: number[] | null,
  before?: string,
): SQL | undefined {
  return and(
    chainOf(reach),
    f.user_id === undefined ? undefined : eq(auditEvents.user_id, f.user_id),
    f.action === undefined ? undefined : eq(auditEvents.action, f.action),
    cardEvents === null ? undefined : inArray(auditEvents.id, cardEvents),
    f.date_from ? gte(auditEvents.at, startOfGermanDay(f.date_from)) : undefined,
    f.date_to ? lt(auditEvents.at, endOfGermanDay(f.date_to)) : undefined,
    afterCursor(before),
  );
}

const personName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.forename}, ${users.lastname})), '')`.as('person');

/** Up to `limit` events matching `where`, newest first, with the staff member's name. */
async function selectAuditEvents(db: Db, where: SQL | undefined, limit: number): Promise<AuditEventView[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      chain: auditEvents.chain,
      at: auditEvents.at,
      user_id: auditEvents.user_id,
      person: personName,
      role: auditEvents.role,
      action: auditEvents.action,
      record: auditEvents.record,
      record_ids: auditEvents.record_ids,
      fields: auditEvents.fields,
      ip_prefix: auditEvents.ip_prefix,
      agent: auditEvents.agent,
      outcome: auditEvents.outcome,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.user_id))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}

/** One page of the trail and where the next one starts (null: none). */
export async function findAuditEvents(
  db: Db,
  reach: AuditReach,
  f: AuditFilterValues & { before?: string; count: number },
): Promise<{ data: AuditEventView[]; next: string | null }> {
  const cardEvents = f.card_id === undefined ? null : await cardEventIds(db, reach, f.card_id);
  if (cardEvents?.length === 0) return { data: [], next: null };
  // One more than asked tells whether a next page exists, without counting.
  const rows = await selectAuditEvents(db, auditConditions(reach, f, cardEvents, f.before), f.count + 1);
  const data = rows.slice(0, f.count);
  const last = data.at(-1);
  return { data, next: rows.length > f.count && last ? cursorOf(last) : null };
}

/**
 * Appending to the audit trail (schema/audit.ts). Each event is chained to the one before it in its
 * tenant's chain by a hash over both; the chain's head row is locked while appending, so concurrent
 * writers take turns and a chain never forks. Called inside the transaction of the change an event
 * records (as its last statement: the head stays locked until commit), so both land or neither does.
 */
import { createHash } from 'node:crypto';
import { groupBy } from '@ausweis/shared/group-by';
import type { AuditAction, AuditOutcome, AuditRecord } from '@ausweis/shared/schemas/audit';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { auditChainHeads, auditEvents } from './schema/index';

/** The chain of events that belong to no tenant (a super admin's sign-in, platform-wide work). */
export const PLATFORM_CHAIN = 0;

/**
 * Off only while bench/audit-trail-cost.ts measures the same requests without the trail, in one run and
 * one process (no setting, environment variable or request reaches it): nothing is appended then.
 */
export const auditTrailBench = { off: false };

/** Who did it and from where: the same for every event of one request. */
export interface AuditActor {
  userId: number | null;
  role: string | null;
  sessionId: string | null;
  ipPrefix: string | null;
  agent: string | null;
}

/** One event as a use case states it. */
export interface AuditEntry {
  /** The tenant whose trail it belongs to; null: the platform's. */
  tenantId: number | null;
  action: AuditAction;
  record?: AuditRecord | null;
  ids?: readonly number[];
  /** Names of changed fields (never values). */
  fields?: readonly string[];
  outcome?: AuditOutcome;
}

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** The columns a hash covers, in a fixed order. */
type Hashed = Omit<AuditEventRow, 'id' | 'hash'>;

/** sha256 (hex) over the previous hash and the event's columns, in a fixed order. */
export function eventHash(e: Hashed): string {
  const canonical = JSON.stringify([
    e.prev_hash,
    e.chain,
    e.seq,
    new Date(e.at).toISOString(),
    e.user_id,
    e.role,
    e.session_id,
    e.action,
    e.record,
    e.record_ids,
    e.fields,
    e.ip_prefix,
    e.agent,
    e.outcome,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The locked heads of the chains (created at seq 0 where a chain is new), by chain: one statement
 * each to create and to lock them all, both in chain order.
 */
async function lockHeads(tx: Tx, chains: number[]): Promise<Map<number, { seq: number; hash: string }>> {
  await tx
    .insert(auditChainHeads)
    .values(chains.map((chain) => ({ chain, seq: 0, hash: '' })))
    .onConflictDoNothing();
  const heads = await tx
    .select()
    .from(auditChainHeads)
    .where(inArray(auditChainHeads.chain, chains))
    .orderBy(asc(auditChainHeads.chain))
    .for('update');
  return new Map(heads.map((h) => [h.chain, h]));
}

/** Events inserted per statement (an event has 15 parameters; PostgreSQL takes at most 65,535). */
const EVENTS_PER_INSERT = 1000;

/** Appends the entries (all by `actor`) to their chains, in the caller's transaction. */
export async function appendAuditEvents(
  tx: Tx,
  actor: AuditActor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0 || auditTrailBench.off) return;
  const at = new Date().toISOString();
  const byChain = groupBy(entries, (e) => e.tenantId ?? PLATFORM_CHAIN);
  // Heads locked in one order by every writer: two transactions never wait for each other in a circle.
  const chains = [...byChain.keys()].sort((a, b) => a - b);
  const heads = await lockHeads(tx, chains);
  const rows: Omit<AuditEventRow, 'id'>[] = [];
  const moved: { chain: number; seq: number; hash: string }[] = [];
  for (const chain of chains) {
    const head = heads.get(chain);
    if (!head) throw new Error(`audit chain ${chain} has no head`);
    let { seq, hash } = head;
    for (const e of byChain.get(chain) ?? []) {
      seq += 1;
      const row: Hashed = {
        chain,
        seq,
        at,
        user_id: actor.userId,
        role: actor.role,
        session_id: actor.sessionId,
        action: e.action,
        record: e.record ?? null,
        record_ids: [...new Set(e.ids ?? [])],
        fields: [...(e.fields ?? [])],
        ip_prefix: actor.ipPrefix,
        agent: actor.agent,
        outcome: e.outcome ?? 'allowed',
        prev_hash: hash,
      };
      hash = eventHash(row);
      rows.push({ ...row, hash });
    }
    moved.push({ chain, seq, hash });
  }
  for (let i = 0; i < rows.length; i += EVENTS_PER_INSERT)
    await tx.insert(auditEvents).values(rows.slice(i, i + EVENTS_PER_INSERT));
  // Three array parameters, however many chains.
  await tx.execute(sql`update ${auditChainHeads} set seq = m.seq, hash = m.hash
    from unnest(${sql.param(moved.map((h) => h.chain))}::int[], ${sql.param(moved.map((h) => h.seq))}::int[],
      ${sql.param(moved.map((h) => h.hash))}::text[]) as m(chain, seq, hash)
    where ${auditChainHeads.chain} = m.chain`);
}

/** Appends the entries in a transaction of their own (reads, refusals, sign-ins: nothing to go with). */
export const writeAuditEvents = (db: Db, actor: AuditActor, entries: readonly AuditEntry[]) =>
  entries.length === 0 || auditTrailBench.off
    ? Promise.resolve()
    : db.transaction((tx) => appendAuditEvents(tx, actor, entries));

/** Events of the chain from `afterSeq` on, in order: what a check of the chain walks through. */
export const chainEvents = (db: Db, chain: number, afterSeq: number, limit: number) =>
  db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.chain} = ${chain} and ${auditEvents.seq} > ${afterSeq}`)
    .orderBy(auditEvents.seq)
    .limit(limit);

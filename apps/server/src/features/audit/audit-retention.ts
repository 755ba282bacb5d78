/**
 * Retention of the trail: events older than AUDIT_KEEP_DAYS are deleted per chain as a prefix (by
 * seq, so no gap opens in the middle of a chain), in batches; the chain's newest event always stays
 * as the anchor that later events link to. Checkpoints signed before the cutoff go too. The events of
 * a deleted card are ids only and stay until their own period ends, like every other event.
 */
import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditChainHeads, auditCheckpoints, auditEvents } from '../../db/schema/index';
import { NEWEST_FIRST } from './audit.queries';

/** The last seq of `chain` that retention may delete at `cutoff` (0: none). */
async function lastOldSeq(tx: Tx, chain: number, headSeq: number, cutoff: string): Promise<number> {
  const [newestOld] = await tx
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, chain), lt(auditEvents.at, cutoff)))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return Math.min(newestOld?.seq ?? 0, headSeq - 1);
}

/** Deletes one batch of events older than `cutoff` (each chain's prefix); answers how many. */
export const auditEventBatch = (cutoff: string, size: number) => async (tx: Tx) => {
  const heads = await tx.select().from(auditChainHeads).orderBy(asc(auditChainHeads.chain));
  for (const head of heads) {
    const upTo = await lastOldSeq(tx, head.chain, head.seq, cutoff);
    if (upTo <= 0) continue;
    const rows = await tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, head.chain), lte(auditEvents.seq, upTo)))
      .orderBy(asc(auditEvents.seq))
      .limit(size)
      .for('update', { skipLocked: true });
    if (rows.length === 0) continue;
    await tx.delete(auditEvents).where(
      inArray(
        auditEvents.id,
        rows.map((r) => r.id),
      ),
    );
    return { count: rows.length, paths: [] };
  }
  return { count: 0, paths: [] };
};

/** Deletes the checkpoints signed before `cutoff` (few: one per chain and day). */
export const auditCheckpointBatch = (cutoff: string) => async (tx: Tx) => {
  const removed = await tx
    .delete(auditCheckpoints)
    .where(lt(auditCheckpoints.signed_at, cutoff))
    .returning({ chain: auditCheckpoints.chain });
  return { count: removed.length, paths: [] };
};

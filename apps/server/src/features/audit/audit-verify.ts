/**
 * Checking the chains: each chain is walked by seq in batches; every event's hash is computed again
 * (db/audit-trail.ts eventHash), its link to the event before and its number are checked, the last
 * event must be the chain's head, and every signed checkpoint must carry a valid signature and name
 * an event with its hash. After retention the oldest remaining event is the anchor: its own link
 * points at a deleted event and cannot be checked (only the first event ever must point at '').
 */
import type { VerifyAuditResponse } from '@ausweis/shared/schemas/audit';
import { asc, eq } from 'drizzle-orm';
import { chainEvents, eventHash } from '../../db/audit-trail';
import type { Db } from '../../db/client';
import { auditChainHeads, auditCheckpoints } from '../../db/schema/index';
import type { AuditReach } from './audit.queries';
import { type CheckpointKeys, checkpointSigned } from './audit-checkpoints';

const BATCH = 5_000;

interface Broken {
  chain: number;
  event_id: number | null;
  seq: number;
  reason: string;
}

/** The German name of a chain. */
export const chainName = (chain: number) =>
  chain === 0 ? 'Plattform-Kette' : `Kette des Mandanten ${chain}`;

type Checkpoint = typeof auditCheckpoints.$inferSelect;

/** Walks one chain; the first broken link, or null, and how many events it checked. */
async function verifyChain(
  db: Db,
  keys: CheckpointKeys,
  head: { chain: number; seq: number; hash: string },
): Promise<{ checked: number; broken: Broken | null }> {
  const { chain } = head;
  const checkpoints = await db
    .select()
    .from(auditCheckpoints)
    .where(eq(auditCheckpoints.chain, chain))
    .orderBy(asc(auditCheckpoints.seq));
  const badSignature = checkpoints.find((c) => !checkpointSigned(keys, c));
  if (badSignature)
    return {
      checked: 0,
      broken: { chain, event_id: null, seq: badSignature.seq, reason: 'Signatur des Prüfpunkts ungültig' },
    };
  const pending: Checkpoint[] = [...checkpoints];
  let checked = 0;
  let last: { seq: number; hash: string } | null = null;
  const fail = (event_id: number | null, seq: number, reason: string) => ({
    checked,
    broken: { chain, event_id, seq, reason },
  });
  for (;;) {
    const batch = await chainEvents(db, chain, last?.seq ?? 0, BATCH);
    for (const e of batch) {
      if (last && e.seq !== last.seq + 1)
        return fail(e.id, e.seq, `Ereignisse ${last.seq + 1} bis ${e.seq - 1} fehlen`);
      if (last ? e.prev_hash !== last.hash : e.seq === 1 && e.prev_hash !== '')
        return fail(e.id, e.seq, 'Verweis auf das vorige Ereignis stimmt nicht');
      if (eventHash(e) !== e.hash) return fail(e.id, e.seq, 'Inhalt verändert (Prüfsumme stimmt nicht)');
      // Checkpoints before the anchor name events deleted by retention.
      while (pending[0] && pending[0].seq < e.seq) pending.shift();
      if (pending[0]?.seq === e.seq) {
        if (pending[0].hash !== e.hash) return fail(e.id, e.seq, 'Weicht vom signierten Prüfpunkt ab');
        pending.shift();
      }
      checked += 1;
      last = { seq: e.seq, hash: e.hash };
    }
    if (batch.length < BATCH) break;
  }
  if ((last?.seq ?? 0) !== head.seq || (last && last.hash !== head.hash))
    return fail(null, head.seq, 'Die neuesten Ereignisse fehlen oder wurden verändert');
  const beyond = pending[0];
  if (beyond) return fail(null, beyond.seq, 'Ereignisse eines signierten Prüfpunkts fehlen');
  return { checked, broken: null };
}

/** Checks the chains of the reach (every chain: all tenants' and the platform's). */
export async function verifyAuditChains(
  db: Db,
  keys: CheckpointKeys,
  reach: AuditReach,
): Promise<VerifyAuditResponse & { perChain: { chain: number; checked: number; broken: Broken | null }[] }> {
  const heads = await db
    .select()
    .from(auditChainHeads)
    .where(reach.chain === null ? undefined : eq(auditChainHeads.chain, reach.chain))
    .orderBy(asc(auditChainHeads.chain));
  const perChain: { chain: number; checked: number; broken: Broken | null }[] = [];
  for (const head of heads) perChain.push({ chain: head.chain, ...(await verifyChain(db, keys, head)) });
  const checked = perChain.reduce((n, c) => n + c.checked, 0);
  const broken = perChain.find((c) => c.broken)?.broken ?? null;
  return {
    ok: broken === null,
    checked,
    chains: perChain.length,
    broken: broken && { chain: broken.chain, event_id: broken.event_id, seq: broken.seq },
    message: broken
      ? brokenMessage(broken)
      : `Protokoll unverändert: ${checked} Ereignisse in ${perChain.length} ${perChain.length === 1 ? 'Kette' : 'Ketten'} geprüft.`,
    perChain,
  };
}

/** The first broken link in German. */
export function brokenMessage(b: Broken): string {
  const where = b.event_id === null ? `bei Nr. ${b.seq}` : `bei Ereignis ${b.event_id} (Nr. ${b.seq})`;
  return `${chainName(b.chain)} unterbrochen ${where}: ${b.reason}.`;
}

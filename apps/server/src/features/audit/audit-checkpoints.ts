/**
 * Signed checkpoints of the chains: once a day each chain's head {chain, seq, hash} is signed with the
 * server's Ed25519 key (the card keys, platform/card-keys.ts) and kept. Whoever rewrites the trail
 * afterwards would have to recompute every hash after the change and could not sign the new head:
 * the check (audit-verify.ts) compares each kept checkpoint with the events it names.
 */
import { gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditChainHeads, auditCheckpoints } from '../../db/schema/index';

export type CheckpointKeys = Pick<AppContext['cardKeys'], 'activeKid' | 'sign' | 'keySet' | 'verify'>;

interface Head {
  chain: number;
  seq: number;
  hash: string;
}

/** The signed bytes of a head: fixed key order, so signing and checking agree. */
export const checkpointMessage = (h: Head) =>
  new TextEncoder().encode(JSON.stringify({ chain: h.chain, seq: h.seq, hash: h.hash }));

/** The signature of a head with the active key (base64url) and the key's id. */
export function signHead(keys: CheckpointKeys, h: Head): { kid: string; signature: string } {
  return {
    kid: keys.activeKid,
    signature: Buffer.from(keys.sign(checkpointMessage(h))).toString('base64url'),
  };
}

/** Whether a kept checkpoint's signature is valid with a key of the key set. */
export function checkpointSigned(
  keys: CheckpointKeys,
  c: Head & { kid: string; signature: string },
): boolean {
  const key = keys.keySet.keys.find((k) => k.kid === c.kid);
  if (!key) return false;
  const signature = Buffer.from(c.signature, 'base64url');
  if (signature.length !== 64) return false;
  return keys.verify(signature, checkpointMessage(c), Buffer.from(key.x, 'base64url'));
}

/** Signs every chain's current head (a head signed before is kept as it is); answers how many. */
export async function signCheckpoints(ctx: { db: Db; cardKeys: CheckpointKeys }, now: Date): Promise<number> {
  const heads = await ctx.db.select().from(auditChainHeads).where(gt(auditChainHeads.seq, 0));
  if (heads.length === 0) return 0;
  const rows = heads.map((h) => ({ ...h, ...signHead(ctx.cardKeys, h), signed_at: now.toISOString() }));
  const added = await ctx.db
    .insert(auditCheckpoints)
    .values(rows)
    .onConflictDoNothing()
    .returning({ chain: auditCheckpoints.chain });
  return added.length;
}

/**
 * The published revocation list (shared/revocation-list.ts) built from ended_cards (schema/ended-cards.ts,
 * kept by a trigger on orders): signed with the active card key, compressed once (brotli and gzip) and
 * kept in memory. Within revocationRebuildSeconds of the last build a request costs nothing (a burst of
 * changes or requests builds once); after that one index lookup (the newest changed_at), and the list is
 * built again only when that moved, the day changed (cards past their valid_to drop out) or it is an hour
 * old (its date says how current it is).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { signRevocationList } from '@ausweis/shared/revocation-list';
import { and, asc, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { endedCards } from '../../db/schema/index';
import { germanIsoDate } from '../../platform/german-date';

const REBUILD_AFTER_MS = 60 * 60 * 1000;

export interface PublishedRevocationList {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The list being built or built, per app, with what it was built from. */
const lists = new WeakMap<
  AppContext,
  { stamp: string; startedAt: number; list: Promise<PublishedRevocationList> }
>();

async function stampOf(ctx: AppContext): Promise<string> {
  const [row] = await ctx.db
    .select({ newest: sql<string | null>`max(${endedCards.changed_at})::text` })
    .from(endedCards);
  return `${row?.newest ?? '-'}|${germanIsoDate()}`;
}

async function build(ctx: AppContext): Promise<PublishedRevocationList> {
  const rows = await ctx.db
    .select({
      id: endedCards.card_id,
      ended: endedCards.ended,
      min: endedCards.min_issued_at,
      outdated: endedCards.last_outdated,
    })
    .from(endedCards)
    .where(
      and(
        gte(endedCards.valid_to, germanIsoDate()),
        or(sql`${endedCards.ended}`, isNotNull(endedCards.min_issued_at)),
      ),
    )
    .orderBy(asc(endedCards.card_id));
  const ended: number[] = [];
  const reissued: [number, number, number | null][] = [];
  for (const r of rows) {
    if (r.ended) ended.push(r.id);
    else if (r.min !== null) reissued.push([r.id, r.min, r.outdated]);
  }
  const raw = Buffer.from(
    signRevocationList(
      {
        issued_at: Math.floor(Date.now() / 1000),
        warn_days: ctx.config.revocationWarnDays,
        kid: ctx.cardKeys.activeKid,
        ended,
        reissued,
      },
      ctx.cardKeys.sign,
    ),
  );
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    promisify(gzip)(raw, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
  return { raw, br, gzip: gz, etag };
}

/** The current list: the kept one while nothing changed, else one build shared by concurrent requests. */
export async function publishedRevocationList(ctx: AppContext): Promise<PublishedRevocationList> {
  const kept = lists.get(ctx);
  const age = kept ? Date.now() - kept.startedAt : Number.POSITIVE_INFINITY;
  if (kept && age < ctx.config.revocationRebuildSeconds * 1000) return kept.list;
  const stamp = await stampOf(ctx);
  if (kept && kept.stamp === stamp && age < REBUILD_AFTER_MS) return kept.list;
  const entry = { stamp, startedAt: Date.now(), list: build(ctx) };
  lists.set(ctx, entry);
  // A failed build is not kept: the next request tries again.
  entry.list.catch(() => {
    if (lists.get(ctx) === entry) lists.delete(ctx);
  });
  return entry.list;
}

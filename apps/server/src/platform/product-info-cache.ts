/**
 * The public product info answers held in memory, by code pair, so that the first call of every order
 * page costs no database round trip (issue 11: two queries per request made it ~150 req/s).
 *
 * Why it is built this way:
 * - In memory per instance, holding the serialized answer and its ETag: a hit is a map lookup.
 * - Dropped after every committed write that changes what the answer shows: the product form and the
 *   tenant form (and tenant deletion) call `invalidate(tenantId)` once their transaction has committed,
 *   so the editor's next look shows the change. A lookup that was running while the drop happened does
 *   not store its (possibly older) answer.
 * - Several instances: `invalidate` also sends a PostgreSQL NOTIFY, and every instance LISTENs and drops
 *   that tenant's answers, within milliseconds and without any broker besides the database everyone
 *   already shares. Should a notification be missed (listening connection lost, a write outside the
 *   services), the TTL bounds how long another instance can show the old answer; a lost connection
 *   also empties the cache. PGlite is a single process: there the local drop is all there is.
 * - Answers depend on today's date (expiry, days still valid): an entry never lives past local midnight.
 * - Memory is bounded: only codes that name an existing product get an entry (unknown codes are looked
 *   up every time, under the per-address rate limit, and never stored), and at most `maxEntries` are
 *   kept, the oldest going first. Concurrent misses for the same pair share one lookup.
 */
import type { SignalChannel } from '../db/notify';
import type { CachedBody } from '../http/cached-body';

/** What the product info route answers for a code pair that names an existing tenant product. */
export type CachedAnswer =
  | { status: 200; body: CachedBody; tenantId: number }
  | { status: 404; message: string; tenantId: number };

export interface ProductInfoCache {
  /** The answer for the key: held, else loaded and kept (a null answer, unknown codes, is never kept). */
  get(key: string, load: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null>;
  /**
   * After a committed change of the tenant or its products: drops their answers here and on every
   * other instance. Without a tenant id everything is dropped.
   */
  invalidate(tenantId?: number): Promise<void>;
  /** Entries held now (tests). */
  readonly size: number;
  close(): Promise<void>;
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
}

export interface ProductInfoCacheOptions {
  /** PostgreSQL LISTEN/NOTIFY between instances; null on PGlite. */
  channel: SignalChannel | null;
  log: { warn(obj: object, msg: string): void };
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (tests inject one). */
  now?: () => number;
}

export const PRODUCT_INFO_TTL_MS = 30_000;
export const PRODUCT_INFO_MAX_ENTRIES = 2_000;
const ALL = '*';

/** Start of the next local day after the instant. */
function nextMidnight(ms: number): number {
  const d = new Date(ms);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

export function createProductInfoCache({
  channel,
  log,
  ttlMs = PRODUCT_INFO_TTL_MS,
  maxEntries = PRODUCT_INFO_MAX_ENTRIES,
  now = Date.now,
}: ProductInfoCacheOptions): ProductInfoCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedAnswer | null>>();
  // Bumped by every drop: a lookup that started before it must not store what it read.
  let generation = 0;

  const drop = (tenantId?: number) => {
    generation++;
    loading.clear();
    if (tenantId === undefined) {
      entries.clear();
      return;
    }
    for (const [key, entry] of entries) if (entry.answer.tenantId === tenantId) entries.delete(key);
  };

  const store = (key: string, answer: CachedAnswer) => {
    const at = now();
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { answer, expiresAt: Math.min(at + ttlMs, nextMidnight(at)) });
  };

  const unsubscribe = channel?.subscribe({
    onMessage(payload) {
      const id = Number(payload);
      drop(payload === ALL || !Number.isSafeInteger(id) ? undefined : id);
    },
    onGap: () => drop(),
  });

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) {
        if (hit.expiresAt > now()) return Promise.resolve(hit.answer);
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const lookup = load()
        .then((answer) => {
          if (answer && started === generation) store(key, answer);
          return answer;
        })
        .finally(() => {
          if (loading.get(key) === lookup) loading.delete(key);
        });
      loading.set(key, lookup);
      return lookup;
    },
    async invalidate(tenantId) {
      drop(tenantId);
      if (!channel) return;
      try {
        await channel.publish(tenantId === undefined ? ALL : String(tenantId));
      } catch (err) {
        // The change is committed; the other instances then catch up within the TTL.
        log.warn({ err }, 'Produktinfo-Cache: andere Instanzen nicht benachrichtigt');
      }
    },
    get size() {
      return entries.size;
    },
    async close() {
      await unsubscribe?.();
      entries.clear();
    },
  };
}

/**
 * The per-request session check's rows held in memory, by session id, so that a signed-in request
 * costs no database round trip for its user and session (http/active-user.ts reads them on a miss).
 *
 * Why it is built this way:
 * - Every change that may matter is signalled by the database itself: triggers on users and
 *   staff_sessions (migration session_change_signal) NOTIFY '<user id>:<transaction id>' on commit,
 *   whichever code wrote it (logout, 'Überall abmelden', password change or reset, a lock, an e-mail
 *   change, rights, a deleted user). Each instance LISTENs and drops that user's entries. On PGlite
 *   (one process) the message arrives as the committing statement returns: the drop is exact there.
 * - On PostgreSQL the message reaches the instances within milliseconds after the commit. The instance
 *   that ends sessions does not wait for it: `hold` (inside the ending transaction) drops the user's
 *   entries at once and keeps none for them until the message of that very transaction has arrived,
 *   so this instance refuses the ended session from the commit on. Should that message never come
 *   (rolled back), the hold lapses after HOLD_MS.
 * - Nothing is kept, and every check reads the database, while nobody listens (before the listening
 *   connection is up, after it was lost); when it is back everything held is dropped.
 * - A read that was running while a message arrived does not store what it read. An entry lives at
 *   most TTL_MS (a bound should a change ever bypass the triggers) and never past the session's expiry.
 * - Memory is bounded: at most `maxEntries` sessions, the oldest going first.
 */

export const SESSION_CHANGED_CHANNEL = 'staff_session_changed';
export const SESSION_CACHE_TTL_MS = 60_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
const HOLD_MS = 60_000;

/** What the check needs of a live session, its times on this process's clock (ms). */
export interface LiveSession<U> {
  userId: number;
  user: U;
  tokenVersion: number;
  expiresAt: number;
  /** When last_seen_at was last known to be written. */
  seenAt: number;
}

export interface SessionCache<U> {
  /** The live session: held, else read with `load` and kept when nothing changed meanwhile. */
  read(sessionId: string, userId: number, load: () => Promise<LiveSession<U>>): Promise<LiveSession<U>>;
  /**
   * Inside a transaction that ends sessions of the user or changes their row (txid: its
   * txid_current()): drops the user's entries now and keeps none until that transaction's message.
   */
  hold(userId: number, txid: string): void;
  /** Whether the session is held now (tests, benchmark). */
  has(sessionId: string): boolean;
  close(): Promise<void>;
}

type Subscribe = (handlers: {
  onMessage(payload: string): void;
  onGap(listening: boolean): void;
}) => () => Promise<void>;

export interface SessionCacheOptions {
  /** The database's messages on SESSION_CHANGED_CHANNEL (db/notify.ts); without it nothing is kept. */
  subscribe: Subscribe | null;
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (tests inject one). */
  now?: () => number;
}

export function createSessionCache<U>({
  subscribe,
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  now = Date.now,
}: SessionCacheOptions): SessionCache<U> {
  const entries = new Map<string, { session: LiveSession<U>; storedAt: number }>();
  /** Per user: the transactions whose message is awaited, with when the wait lapses. */
  const holds = new Map<number, Map<string, number>>();
  let listening = false;
  // Bumped by every drop: a read that started before it must not store what it read.
  let generation = 0;

  const dropUser = (userId: number) => {
    generation++;
    for (const [key, entry] of entries) if (entry.session.userId === userId) entries.delete(key);
  };
  const held = (userId: number) => {
    const waits = holds.get(userId);
    if (!waits) return false;
    const at = now();
    for (const [txid, until] of waits) if (until <= at) waits.delete(txid);
    if (waits.size === 0) holds.delete(userId);
    return waits.size > 0;
  };

  const unsubscribe = subscribe?.({
    onMessage(payload) {
      const [user, txid] = payload.split(':');
      const userId = Number(user);
      if (!Number.isSafeInteger(userId)) {
        generation++;
        entries.clear();
        return;
      }
      dropUser(userId);
      const waits = holds.get(userId);
      if (txid !== undefined && waits?.delete(txid) && waits.size === 0) holds.delete(userId);
    },
    onGap(up) {
      listening = up;
      generation++;
      entries.clear();
    },
  });

  return {
    async read(sessionId, userId, load) {
      const hit = entries.get(sessionId);
      const at = now();
      if (hit) {
        if (hit.session.userId === userId && hit.storedAt + ttlMs > at && hit.session.expiresAt > at)
          return hit.session;
        entries.delete(sessionId);
      }
      const started = generation;
      const session = await load();
      if (listening && started === generation && !held(userId) && session.userId === userId) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(sessionId, { session, storedAt: now() });
      }
      return session;
    },
    hold(userId, txid) {
      dropUser(userId);
      // Waits of rolled-back transactions lapse; none is kept for long.
      for (const user of [...holds.keys()]) held(user);
      const waits = holds.get(userId) ?? new Map<string, number>();
      waits.set(txid, now() + HOLD_MS);
      holds.set(userId, waits);
    },
    has(sessionId) {
      return entries.has(sessionId);
    },
    async close() {
      listening = false;
      await unsubscribe?.();
      entries.clear();
    },
  };
}

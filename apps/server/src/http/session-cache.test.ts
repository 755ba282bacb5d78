/**
 * The session check's cache on its own, with the database's messages played by the test: it keeps
 * nothing while nobody listens, a message drops that user's sessions (and a read it overtook is not
 * kept), a hold keeps nothing for the user until its own transaction's message, and entries live at
 * most the TTL, never past the session's expiry and never more than maxEntries.
 */
import { describe, expect, it } from 'vitest';
import { createSessionCache, type LiveSession, SESSION_CACHE_TTL_MS } from './session-cache';

interface Handlers {
  onMessage(payload: string): void;
  onGap(listening: boolean): void;
}

/** The database's side: `listen()` as the connection comes up, `say()` a trigger's message. */
function fakeSignals() {
  let handlers: Handlers | null = null;
  let stopped = false;
  return {
    subscribe: (h: Handlers) => {
      handlers = h;
      return async () => {
        stopped = true;
      };
    },
    listen: () => handlers?.onGap(true),
    lose: () => handlers?.onGap(false),
    say: (payload: string) => handlers?.onMessage(payload),
    get stopped() {
      return stopped;
    },
  };
}

function setup(options: { maxEntries?: number } = {}) {
  let now = 1_000_000;
  const signals = fakeSignals();
  const cache = createSessionCache<string>({ subscribe: signals.subscribe, now: () => now, ...options });
  let reads = 0;
  const live = (userId: number, name = `user ${userId}`): LiveSession<string> => ({
    userId,
    user: name,
    tokenVersion: 0,
    expiresAt: now + 3600_000,
    seenAt: now,
  });
  const read = (sid: string, userId: number, name?: string) =>
    cache.read(sid, userId, async () => {
      reads++;
      return live(userId, name);
    });
  return {
    cache,
    signals,
    read,
    live,
    reads: () => reads,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('session check cache', () => {
  it('keeps nothing until it listens, and nothing from a connection lost until it is back', async () => {
    const { cache, signals, read, reads } = setup();
    await read('s1', 1);
    await read('s1', 1);
    expect([reads(), cache.has('s1')]).toEqual([2, false]);
    signals.listen();
    await read('s1', 1);
    await read('s1', 1);
    expect([reads(), cache.has('s1')]).toEqual([3, true]);
    signals.lose();
    expect(cache.has('s1')).toBe(false);
    await read('s1', 1);
    expect([reads(), cache.has('s1')]).toEqual([4, false]);
    signals.listen();
    await read('s1', 1);
    expect(cache.has('s1')).toBe(true);
    await cache.close();
    expect(signals.stopped).toBe(true);
  });

  it("a message drops that user's sessions only; a read it overtook is not kept", async () => {
    const { cache, signals, read } = setup();
    signals.listen();
    await read('a1', 1);
    await read('a2', 1);
    await read('b', 2);
    signals.say('1:700');
    expect([cache.has('a1'), cache.has('a2'), cache.has('b')]).toEqual([false, false, true]);

    let release: () => void = () => undefined;
    const pending = cache.read('a1', 1, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { userId: 1, user: 'old', tokenVersion: 0, expiresAt: Number.MAX_SAFE_INTEGER, seenAt: 0 };
    });
    signals.say('1:701'); // the row changed while it was being read
    release();
    expect((await pending).user).toBe('old');
    expect(cache.has('a1')).toBe(false);
    // A message it cannot read drops everything.
    signals.say('nonsense');
    expect(cache.has('b')).toBe(false);
  });

  it('a hold keeps nothing for the user until the message of its own transaction, or until it lapses', async () => {
    const { cache, signals, read, tick } = setup();
    signals.listen();
    await read('a', 1);
    await read('b', 2);
    cache.hold(1, '900');
    expect([cache.has('a'), cache.has('b')]).toEqual([false, true]);
    await read('a', 1);
    expect(cache.has('a')).toBe(false);
    signals.say('1:899'); // an earlier transaction's message: the hold's one is still due
    await read('a', 1);
    expect(cache.has('a')).toBe(false);
    signals.say('1:900');
    await read('a', 1);
    expect(cache.has('a')).toBe(true);

    cache.hold(1, '901'); // rolled back: no message ever comes
    await read('a', 1);
    expect(cache.has('a')).toBe(false);
    tick(60_000);
    await read('a', 1);
    expect(cache.has('a')).toBe(true);
  });

  it('an entry lives at most the TTL and never past the session’s expiry; at most maxEntries', async () => {
    const { cache, signals, read, reads, tick, live } = setup({ maxEntries: 3 });
    signals.listen();
    await read('a', 1);
    tick(SESSION_CACHE_TTL_MS - 1);
    await read('a', 1);
    expect(reads()).toBe(1);
    tick(1);
    await read('a', 1);
    expect(reads()).toBe(2);

    await cache.read('short', 5, async () => ({ ...live(5), expiresAt: live(5).seenAt + 1000 }));
    tick(999);
    expect(cache.has('short')).toBe(true);
    tick(1);
    let again = 0;
    await cache.read('short', 5, async () => {
      again++;
      return live(5);
    });
    expect(again).toBe(1);

    for (let i = 0; i < 10; i++) await read(`k${i}`, 10 + i);
    expect(['k7', 'k8', 'k9'].every((k) => cache.has(k))).toBe(true);
    expect(cache.has('k6')).toBe(false);
    // A session held for another user (a token naming a foreign session) is read anew.
    await read('k9', 99);
    expect(reads()).toBe(2 + 10 + 1);
  });
});

/**
 * The rate limits count in PostgreSQL, so two instances on one database refuse at the same
 * count as one. The store's counting runs on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL); the two-instance test needs real PostgreSQL and is skipped without it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { auth } from '@ausweis/shared/contracts/auth';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { cardInfo } from '@ausweis/shared/contracts/card-info';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTwoInstances, type SharedApps } from './rate-limit.test-support';
import { countRequest, deleteExpiredCounters, postgresRateLimitStore, readCounter } from './rate-limit-store';

const MINUTE = 60_000;
const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.';

// Test files run in parallel on one database (and reruns within a minute see old windows): own keys.
const uniqueKey = () => `test-${randomUUID()}`;
const uniqueAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('PostgreSQL rate limit store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts up within the window and reports the time left', async () => {
    const key = uniqueKey();
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await countRequest(t.db, key, MINUTE));
    expect(counts.map((c) => c.current)).toEqual([1, 2, 3]);
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(MINUTE - 5_000);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    }
  });

  it('starts again at 1 with a full window once the window has passed', async () => {
    const key = uniqueKey();
    await countRequest(t.db, key, MINUTE);
    await countRequest(t.db, key, MINUTE);
    await t.db
      .update(rateLimitCounters)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    expect(await readCounter(t.db, key)).toEqual({ current: 0, ttl: 0 });
    const fresh = await countRequest(t.db, key, MINUTE);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(MINUTE - 5_000);
  });

  it('ends a short window by itself', async () => {
    const key = uniqueKey();
    expect((await countRequest(t.db, key, 300)).current).toBe(1);
    expect((await countRequest(t.db, key, 300)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await countRequest(t.db, key, 300)).current).toBe(1);
  });

  it('loses no count when requests arrive at once', async () => {
    const key = uniqueKey();
    const counts = await Promise.all(Array.from({ length: 25 }, () => countRequest(t.db, key, MINUTE)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('reads without counting', async () => {
    const key = uniqueKey();
    await countRequest(t.db, key, MINUTE);
    expect((await readCounter(t.db, key)).current).toBe(1);
    expect((await readCounter(t.db, key)).current).toBe(1);
  });

  it('deletes passed windows and keeps running ones', async () => {
    const [passed, running] = [uniqueKey(), uniqueKey()];
    await countRequest(t.db, passed, MINUTE);
    await countRequest(t.db, running, MINUTE);
    await t.db
      .update(rateLimitCounters)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, passed));
    expect(await deleteExpiredCounters(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key)).toContain(running);
    expect(left.map((row) => row.key)).not.toContain(passed);
  });

  it('keeps the routes apart and answers through the plugin callback', async () => {
    const Store = postgresRateLimitStore(t.db);
    const root = new Store({});
    const routeOptions = (url: string) => ({ routeInfo: { method: 'POST', url } }) as never;
    const first = root.child(routeOptions(`/api/first-${randomUUID()}`));
    const second = root.child(routeOptions(`/api/second-${randomUUID()}`));
    const incr = (store: typeof first) =>
      new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
        store.incr('1.2.3.4', (error, result) => (error ? reject(error) : resolve(result)), MINUTE, 10),
      );
    await incr(first);
    expect((await incr(first))?.current).toBe(2);
    expect((await incr(second))?.current).toBe(1);
  });

  it('refuses the sliding windows it does not count', () => {
    const Store = postgresRateLimitStore(t.db);
    expect(() => new Store({ continueExceeding: true } as never)).toThrow(/fixed windows/);
  });
});

/** Statuses of `count` calls, alternated over the given instances. */
async function alternate(
  apps: FastifyInstance[],
  count: number,
  call: (app: FastifyInstance) => Promise<number>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await call(apps[i % apps.length] as FastifyInstance));
  return statuses;
}

describe.runIf(inject('databaseUrl'))(
  'rate limits shared across two app instances in one process (PostgreSQL only, skipped without TEST_DATABASE_URL)',
  () => {
    const LIMIT = 4;
    let shared: SharedApps;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      shared = await createTwoInstances(inject('databaseUrl'), {
        orderRateLimitPerMinute: LIMIT,
        loginRateLimitPerMinute: LIMIT,
      });
      [a, b] = shared.apps;
    });
    afterAll(() => shared?.close());

    const askCardInfo = (address: string) => async (app: FastifyInstance) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api${cardInfo.details.path}`,
        remoteAddress: address,
        payload: { order_id: 1, user_code: 'FALSCH' },
      });
      if (res.statusCode === 429) expect(res.json().message).toBe(RATE_LIMIT_MESSAGE);
      return res.statusCode;
    };

    it('card info: alternating between A and B refuses at the same count as one instance', async () => {
      const one = await alternate([a], LIMIT + 2, askCardInfo(uniqueAddress()));
      const two = await alternate([a, b], LIMIT + 2, askCardInfo(uniqueAddress()));
      expect(one.slice(0, LIMIT)).not.toContain(429);
      expect(one.slice(LIMIT)).toEqual([429, 429]);
      expect(two.slice(0, LIMIT)).not.toContain(429);
      expect(two.slice(LIMIT)).toEqual([429, 429]);
    });

    it('card app: wrong codes tried on A and B use up one allowance', async () => {
      const address = uniqueAddress();
      let n = 0;
      const statuses = await alternate([a, b], LIMIT + 1, async (app) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api${cardApp.card.path}`,
          remoteAddress: address,
          payload: {
            tenant_short_code: 'NIEMAND',
            product_short_code: 'NICHTS',
            online_code: `FALSCH${n++}`,
          },
        });
        if (res.statusCode === 429) expect(res.json().message).toBe(RATE_LIMIT_MESSAGE);
        return res.statusCode;
      });
      expect(statuses).toEqual([...Array(LIMIT).fill(404), 429]);
    });

    it('login: the per-address-and-account limit counts the attempts on both instances', async () => {
      const address = uniqueAddress();
      const email = `${uniqueKey()}@test.example`;
      const statuses = await alternate([a, b], LIMIT + 1, async (app) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api${auth.login.path}`,
          remoteAddress: address,
          payload: { email, password: 'Falsches-Passwort-1' },
        });
        if (res.statusCode === 429) {
          expect(res.json().message).toBe(RATE_LIMIT_MESSAGE);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
        return res.statusCode;
      });
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
      expect(statuses[LIMIT]).toBe(429);
    });
  },
);

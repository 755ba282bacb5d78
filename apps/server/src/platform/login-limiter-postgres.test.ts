/**
 * The login throttling on PostgreSQL follows the memory limiter's rules (counted on the test
 * database: PGlite, or PostgreSQL with TEST_DATABASE_URL), and two instances on one PostgreSQL count
 * together (skipped without TEST_DATABASE_URL).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { auth } from '@ausweis/shared/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index';
import { createTwoInstances, type SharedApps } from '../http/rate-limit.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPostgresLoginLimiter, loginAccountKey, loginAddressKey } from './login-limiter-postgres';

// Test files run in parallel on one database (and reruns within a minute see old counters): own keys.
const uniqueAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const uniqueEmail = () => `${randomUUID()}@test.example`;

describe('login limiter on PostgreSQL (unit)', () => {
  const limits = { ipPerMinute: 3, freeFailures: 2, maxDelaySeconds: 60 };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Lets time pass for one counter by moving its window end back. */
  const pass = (key: string, ms: number) =>
    t.db
      .update(rateLimitCounters)
      .set({ expires_at: sql`${rateLimitCounters.expires_at} - ${ms} * interval '1 millisecond'` })
      .where(eq(rateLimitCounters.key, key));

  it('counts per address across e-mails per minute, and forgets an account on success', async () => {
    const l = createPostgresLoginLimiter(t.db, limits);
    const first = uniqueAddress();
    for (let i = 0; i < 3; i++) await l.admit(first, uniqueEmail());
    await expect(l.admit(first, uniqueEmail())).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    await pass(loginAddressKey('', first), 60_000);
    const email = uniqueEmail();
    await l.admit(first, email);
    await l.admit(uniqueAddress(), email);
    await l.admit(uniqueAddress(), email.toUpperCase());
    await expect(l.admit(uniqueAddress(), email)).rejects.toMatchObject({
      status: 429,
      code: 'LOGIN_THROTTLED',
      retryAfterSeconds: 2,
    });
    await pass(loginAccountKey('', email), 2_000);
    await l.admit(uniqueAddress(), email);
    await l.succeeded(email);
    await l.admit(uniqueAddress(), email);
  });

  it('a refused address try does not count as an account failure', async () => {
    const l = createPostgresLoginLimiter(t.db, { ...limits, ipPerMinute: 1 });
    const address = uniqueAddress();
    const email = uniqueEmail();
    await l.admit(address, uniqueEmail());
    for (let i = 0; i < 3; i++)
      await expect(l.admit(address, email)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // No failures of this account were counted: its two free tries are still there.
    await l.admit(uniqueAddress(), email);
    await l.admit(uniqueAddress(), email);
  });

  it('parallel tries on one account cannot all slip through', async () => {
    const l = createPostgresLoginLimiter(t.db, { ...limits, ipPerMinute: 1000 });
    const email = uniqueEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => l.admit(uniqueAddress(), email)),
    );
    // Two free failures, the third waits 2 s after the second: exactly three are admitted.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  it('forgets failures after a quiet hour', async () => {
    const l = createPostgresLoginLimiter(t.db, limits);
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) await l.admit(uniqueAddress(), email);
    await expect(l.admit(uniqueAddress(), email)).rejects.toMatchObject({ code: 'LOGIN_THROTTLED' });
    await pass(loginAccountKey('', email), 3_600_000);
    await l.admit(uniqueAddress(), email);
  });
});

describe.runIf(inject('databaseUrl'))(
  'login throttling shared across two app instances (PostgreSQL only, skipped without TEST_DATABASE_URL)',
  () => {
    let shared: SharedApps;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      shared = await createTwoInstances(inject('databaseUrl'), {
        loginIpRateLimitPerMinute: 3,
        loginAccountFreeFailures: 2,
      });
      [a, b] = shared.apps;
    });
    afterAll(() => shared?.close());

    const login = (app: FastifyInstance, address: string, email: string) =>
      app.inject({
        method: 'POST',
        url: `/api${auth.login.path}`,
        remoteAddress: address,
        payload: { email, password: 'Falsches-Passwort-1' },
      });

    it('one address, alternating A and B: the fourth login in the minute is refused', async () => {
      const address = uniqueAddress();
      const answers = [];
      for (const app of [a, b, a, b]) answers.push(await login(app, address, uniqueEmail()));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
      expect(answers[3]?.json().message).toMatch(
        /^Zu viele Anmeldeversuche von Ihrer Adresse\. Bitte warten Sie/,
      );
    });

    it('one account, alternating A and B from new addresses: the third failure waits', async () => {
      const email = uniqueEmail();
      const answers = [];
      for (const app of [a, b, a]) answers.push(await login(app, uniqueAddress(), email));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
      // The third failure counts as just now, even when a loaded machine took longer than its wait.
      await shared.db
        .update(rateLimitCounters)
        .set({ expires_at: sql`${rateLimitCounters.expires_at} + interval '1 minute'` })
        .where(eq(rateLimitCounters.key, loginAccountKey(shared.namespace, email)));
      const refused = await login(b, uniqueAddress(), email);
      expect(refused.statusCode).toBe(429);
      expect(['1', '2']).toContain(refused.headers['retry-after']);
      expect(refused.json().message).toMatch(
        /^Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse/,
      );
    });
  },
);

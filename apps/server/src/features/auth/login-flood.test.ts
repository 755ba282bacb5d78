/**
 * Issue 10: 40 parallel logins with different e-mails from one address were all answered (each one a
 * full scrypt) and a real login waited 66 s. Now: a per-address limit across e-mails, a progressive
 * per-account wait across addresses, and a bounded password-hashing queue (German 429/503 + Retry-After).
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { describe, expect, it } from 'vitest';
import { createMemoryLoginLimiter, delayAfterFailures } from '../../platform/login-limiter';
import { passwordBusy } from '../../platform/password-gate';
import { createSemaphore } from '../../platform/semaphore';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const loginFrom = (t: TestApp, ip: string, email: string, password = 'Falsches-Passwort-1') =>
  t.app.inject({
    method: 'POST',
    url: `/api${auth.login.path}`,
    remoteAddress: ip,
    payload: { email, password },
  });

describe('login flood', () => {
  it('one address with many e-mails: beyond the per-address limit a German 429 with Retry-After', async () => {
    const t = await createTestApp({ loginIpRateLimitPerMinute: 5 });
    try {
      const user = await createUser(t.db, { is_super_admin: true });
      const flood = Array.from({ length: 40 }, (_, i) => loginFrom(t, '10.1.0.1', `flood-${i}@test.example`));
      const real = loginFrom(t, '10.1.0.2', user.email, TEST_PASSWORD);
      const answers = await Promise.all(flood);
      const limited = answers.filter((r) => r.statusCode === 429);
      expect(limited.length).toBeGreaterThanOrEqual(35);
      expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
      expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited[0]?.json().message).toMatch(
        /^Zu viele Anmeldeversuche von Ihrer Adresse\. Bitte warten Sie/,
      );
      const ok = await real;
      expect(ok.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('one account from many addresses: a progressive wait, then a German 429 even for the right password', async () => {
    // Two tries sent together are decided in the order sent only within one process (PGlite, the
    // memory limiter); on PostgreSQL, shared by instances, either may come first (its own tests).
    const t = await createTestApp({ loginAccountFreeFailures: 3 }, [], { isolated: true });
    try {
      const user = await createUser(t.db, { is_super_admin: true });
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await loginFrom(t, `10.2.0.${i + 1}`, user.email));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
      // The fourth try is let through and counted; from then on the account waits 2, 4, 8, ... seconds
      // (sent together, so that the fourth try's password hashing time does not eat the wait).
      const [fourth, refused] = await Promise.all([
        loginFrom(t, '10.2.0.4', user.email.toUpperCase()),
        loginFrom(t, '10.2.0.5', user.email, TEST_PASSWORD),
      ]);
      expect(fourth?.statusCode).toBe(401);
      expect(refused?.statusCode).toBe(429);
      if (!refused) throw new Error('no answer');
      expect(refused.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
      expect(refused.json().message).toBe(
        'Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse. Bitte warten Sie 2 Sekunden und versuchen Sie es erneut.',
      );
      expect(refused.headers['retry-after']).toBe('2');
      // Unknown addresses are throttled the same, so the answer reveals nothing.
      for (let i = 0; i < 3; i++) await loginFrom(t, `10.3.0.${i + 1}`, 'niemand@test.example');
      const unknown = await Promise.all([
        loginFrom(t, '10.3.0.4', 'niemand@test.example'),
        loginFrom(t, '10.3.0.5', 'niemand@test.example'),
      ]);
      expect(unknown.map((r) => r.statusCode)).toEqual([401, 429]);
    } finally {
      await t.close();
    }
  });

  it('parallel tries on one account cannot all slip through before the first one fails', async () => {
    const t = await createTestApp({ loginAccountFreeFailures: 3 });
    try {
      const user = await createUser(t.db, { is_super_admin: true });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => loginFrom(t, `10.4.0.${i + 1}`, user.email)),
      );
      expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(4);
      expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(16);
    } finally {
      await t.close();
    }
  });

  it('a bounded hashing queue: a flood from many addresses gets a German 503 with Retry-After', async () => {
    const t = await createTestApp({ passwordHashConcurrency: 1, passwordHashQueue: 2 });
    try {
      const user = await createUser(t.db, { is_super_admin: true });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => loginFrom(t, `10.5.0.${i + 1}`, `viele-${i}@test.example`)),
      );
      const busy = answers.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(8);
      expect(answers.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(3);
      expect(busy[0]?.json()).toEqual({
        code: 'SERVER_BUSY',
        message: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
      });
      expect(busy[0]?.headers['retry-after']).toBe('5');
      expect((await loginFrom(t, '10.5.1.1', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('login limiter (unit)', () => {
  const limits = { ipPerMinute: 3, freeFailures: 2, maxDelaySeconds: 60 };

  it('waits 2, 4, 8 ... seconds after the free failures, capped', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => delayAfterFailures(n, limits))).toEqual([0, 0, 2, 4, 8, 60]);
  });

  it('counts per address across e-mails per minute, and forgets an account on success', async () => {
    let now = 1_000_000;
    const l = createMemoryLoginLimiter(limits, () => now);
    for (let i = 0; i < 3; i++) await l.admit('1.1.1.1', `a${i}@x.de`);
    await expect(l.admit('1.1.1.1', 'a9@x.de')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
    now += 60_000;
    await l.admit('1.1.1.1', 'b@x.de');
    await l.admit('2.2.2.2', 'b@x.de');
    await l.admit('3.3.3.3', 'B@x.de');
    await expect(l.admit('4.4.4.4', 'b@x.de')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 2 });
    now += 2_000;
    await l.admit('4.4.4.4', 'b@x.de');
    await l.succeeded('b@x.de');
    await l.admit('5.5.5.5', 'b@x.de');
  });

  it('the semaphore runs at most n at once and refuses beyond the queue', async () => {
    const gate = createSemaphore(2, { limit: 1, busy: passwordBusy });
    let running = 0;
    let most = 0;
    const work = () =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return true;
      });
    const results = await Promise.allSettled([work(), work(), work(), work()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(most).toBe(2);
    expect(gate.active).toBe(0);
  });
});

/**
 * Server-side sessions: the row a sign-in makes, the device list, ending one or all sessions, refresh
 * tokens that rotate (a reuse ends the session, two tabs refreshing together do not), the rows that a
 * password change, a lock or a removal end, and on two instances (each with its cache of checked
 * sessions): a logout, 'Überall abmelden', a password change, a lock or any write of the user's row
 * through one refused by both.
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { authSessions } from '@ausweis/shared/contracts/auth-sessions';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions, users } from '../../../db/schema/index';
import { eventually } from '../../../test/eventually';
import { addMember, createTenant, createUser, TEST_PASSWORD } from '../../../test/factories';
import { callEndpoint } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type SignedIn, signIn } from '../auth.test-support';
import { type TwoInstances, twoInstances } from './two-instances.test-support';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const REUSED =
  'Ihre Sitzung wurde zur Sicherheit beendet, weil ein bereits verwendeter Anmeldeschlüssel erneut benutzt wurde. Bitte melden Sie sich erneut an.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userData = (token: string, app: FastifyInstance = t.app) =>
  callEndpoint(app, auth.getUserData, { token });
const refresh = (refreshToken: string, app: FastifyInstance = t.app) =>
  callEndpoint(app, auth.refresh, { body: { refresh_token: refreshToken } });
const list = (s: SignedIn) => callEndpoint(t.app, authSessions.listSessions, { token: s.token });
const rowsOf = (sids: string[]) => t.db.select().from(staffSessions).where(inArray(staffSessions.id, sids));
const rowOf = async (sid: string) => (await rowsOf([sid]))[0];

/** The tenant's Admin locks the user ('Benutzerverwaltung'). */
const lock = (
  app: FastifyInstance,
  adminToken: string,
  tenantId: number,
  user: { id: number; email: string },
) =>
  callEndpoint(app, usersApi.saveProfile, {
    token: adminToken,
    tenantId,
    body: {
      user_id: user.id,
      email: user.email,
      salutation: 'Frau',
      forename: 'Tina',
      lastname: 'Tester',
      user_group: 'User',
      disabled: true,
      use_for_notify: false,
    },
  });

/** A user of a tenant (and its Admin), signed in from two browsers. */
async function member() {
  const tenant = await createTenant(t.db);
  const admin = await createUser(t.db);
  const user = await createUser(t.db);
  await addMember(t.db, admin.id, tenant.id, 'Admin');
  await addMember(t.db, user.id, tenant.id, 'User');
  return {
    tenant,
    admin,
    user,
    adminIn: await signIn(t.app, admin.email),
    laptop: await signIn(t.app, user.email, { headers: { 'user-agent': CHROME_WINDOWS } }),
    phone: await signIn(t.app, user.email, { headers: { 'user-agent': SAFARI_IPHONE } }),
  };
}

describe('the session row of a sign-in', () => {
  it('names device, network, method, start and expiry', async () => {
    const m = await member();
    const row = await rowOf(m.laptop.sid);
    expect(row).toMatchObject({
      user_id: m.user.id,
      device: 'Chrome unter Windows',
      ip_prefix: '127.0.0.0/24',
      sign_in_method: 'password',
      ended_at: null,
      refresh_counter: 0,
    });
    const hours = (Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')) / 3600_000;
    expect(hours).toBe(t.config.sessionMaxHours);
  });

  it('notes when it was last seen, at most once a minute', async () => {
    const m = await member();
    const earlier = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.db.update(staffSessions).set({ last_seen_at: earlier }).where(eq(staffSessions.id, m.laptop.sid));
    expect((await userData(m.laptop.token)).statusCode).toBe(200);
    const seen = (await rowOf(m.laptop.sid))?.last_seen_at;
    expect(Date.parse(seen ?? '')).toBeGreaterThan(Date.parse(earlier));
    expect((await userData(m.laptop.token)).statusCode).toBe(200);
    expect((await rowOf(m.laptop.sid))?.last_seen_at).toBe(seen);
  });
});

describe('the own device list', () => {
  it('lists the own sessions that have not ended, this one marked', async () => {
    const m = await member();
    const res = await list(m.phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s: { id: string }) => s.id === m.phone.sid)).toMatchObject({
      device: 'Safari auf dem iPhone',
      ip_prefix: '127.0.0.0/24',
      sign_in_method: 'password',
      current: true,
    });
    expect(sessions.find((s: { id: string }) => s.id === m.laptop.sid)).toMatchObject({
      device: 'Chrome unter Windows',
      current: false,
    });
  });

  it('ends one own session at once; another user’s session is not found and goes on', async () => {
    const m = await member();
    const end = (sid: string) =>
      callEndpoint(t.app, authSessions.endSession, { token: m.phone.token, body: { session_id: sid } });
    expect((await end(m.laptop.sid)).statusCode).toBe(200);
    expect((await userData(m.laptop.token)).statusCode).toBe(401);
    expect((await refresh(m.laptop.refresh_token)).statusCode).toBe(401);
    expect((await list(m.phone)).json().sessions.map((s: { id: string }) => s.id)).toEqual([m.phone.sid]);
    const foreign = await end(m.adminIn.sid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      'Diese Anmeldung gibt es nicht (mehr). Bitte laden Sie die Liste neu.',
    );
    expect((await end('X'.repeat(22))).statusCode).toBe(404);
    expect((await userData(m.adminIn.token)).statusCode).toBe(200);
    expect((await userData(m.phone.token)).statusCode).toBe(200);
  });

  it('"Überall abmelden" ends every own session, this one included, and no one else’s', async () => {
    const m = await member();
    const res = await callEndpoint(t.app, authSessions.endAllSessions, { token: m.phone.token });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    for (const s of [m.phone, m.laptop]) {
      expect((await userData(s.token)).statusCode).toBe(401);
      expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    }
    expect((await rowsOf([m.phone.sid, m.laptop.sid])).every((r) => r.ended_at !== null)).toBe(true);
    expect((await userData(m.adminIn.token)).statusCode).toBe(200);
  });
});

describe('refresh tokens rotate', () => {
  it('each refresh answers a new pair; the spent token is refused after the grace, ending the session', async () => {
    const m = await member();
    const first = await refresh(m.laptop.refresh_token);
    expect(first.statusCode).toBe(200);
    const second = await refresh(first.json().refresh_token);
    expect(second.statusCode).toBe(200);
    expect(
      new Set([m.laptop.refresh_token, first.json().refresh_token, second.json().refresh_token]).size,
    ).toBe(3);
    expect((await userData(second.json().token)).statusCode).toBe(200);
    // The first refresh token, two turns old: a reuse, so someone else may hold the session.
    const reused = await refresh(m.laptop.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(REUSED);
    expect((await rowOf(m.laptop.sid))?.ended_at).not.toBeNull();
    expect((await userData(second.json().token)).statusCode).toBe(401);
    expect((await refresh(second.json().refresh_token)).statusCode).toBe(401);
    expect((await userData(m.phone.token)).statusCode).toBe(200);
  });

  it('two tabs spending the same token together both get the current pair', async () => {
    const m = await member();
    const [a, b] = await Promise.all([refresh(m.laptop.refresh_token), refresh(m.laptop.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    // The same a moment later (a tab that read the token before the other stored the new one).
    const late = await refresh(m.laptop.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json().refresh_token).toBe(a.json().refresh_token);
    expect((await refresh(late.json().refresh_token)).statusCode).toBe(200);
  });

  it('the previous token long after its rotation is a reuse', async () => {
    const m = await member();
    const next = (await refresh(m.laptop.refresh_token)).json();
    const longAgo = new Date(Date.now() - 31_000).toISOString();
    await t.db.update(staffSessions).set({ refreshed_at: longAgo }).where(eq(staffSessions.id, m.laptop.sid));
    expect((await refresh(m.laptop.refresh_token)).json().message).toBe(REUSED);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
  });

  it('a forged or altered refresh token is refused and ends nothing', async () => {
    const m = await member();
    const [sid, counter] = m.laptop.refresh_token.split('.');
    for (const forged of [`${sid}.${counter}.${'A'.repeat(43)}`, `${sid}.5.${'A'.repeat(43)}`, 'abc', '']) {
      expect((await refresh(forged)).statusCode).toBe(forged === '' ? 400 : 401);
    }
    expect((await refresh(m.laptop.refresh_token)).statusCode).toBe(200);
  });

  it('a disabled user cannot refresh', async () => {
    const m = await member();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, m.user.id));
    expect((await refresh(m.laptop.refresh_token)).statusCode).toBe(401);
  });
});

describe('what ends a user’s sessions marks their rows ended', () => {
  it('an own password change keeps only the current session', async () => {
    const m = await member();
    const res = await callEndpoint(t.app, auth.setNewPassword, {
      token: m.phone.token,
      body: { current_password: TEST_PASSWORD, new_password: 'Neues-Passwort-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(m.laptop.sid))?.ended_at).not.toBeNull();
    expect((await rowOf(m.phone.sid))?.ended_at).toBeNull();
    expect((await userData(res.json().token)).statusCode).toBe(200);
    // The session goes on: its refresh token still turns.
    expect((await refresh(m.phone.refresh_token)).statusCode).toBe(200);
    expect((await refresh(m.laptop.refresh_token)).statusCode).toBe(401);
  });

  it('a lock by the Admin ends them all', async () => {
    const m = await member();
    const res = await lock(t.app, m.adminIn.token, m.tenant.id, m.user);
    expect(res.statusCode).toBe(200);
    expect((await rowsOf([m.laptop.sid, m.phone.sid])).every((r) => r.ended_at !== null)).toBe(true);
    expect((await userData(m.laptop.token)).statusCode).toBe(401);
  });

  it('a removal from the tenant ends them all', async () => {
    const m = await member();
    const res = await callEndpoint(t.app, usersApi.removeFromTenant, {
      token: m.adminIn.token,
      tenantId: m.tenant.id,
      body: { user_profile_id: m.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf([m.laptop.sid, m.phone.sid])).every((r) => r.ended_at !== null)).toBe(true);
    expect((await userData(m.phone.token)).statusCode).toBe(401);
    expect((await refresh(m.phone.refresh_token)).statusCode).toBe(401);
    expect((await rowOf(m.adminIn.sid))?.ended_at).toBeNull();
  });
});

describe('two instances on one database', () => {
  /** Checks the session on the instance until its cache keeps it (it keeps nothing before it listens). */
  const keptBy = (shared: TwoInstances, i: 0 | 1, s: SignedIn) =>
    eventually(async () => {
      expect((await userData(s.token, shared.apps[i])).statusCode).toBe(200);
      return shared.contexts[i]?.sessions.has(s.sid);
    });
  /** Waits until the database's message of a change has reached the instance's cache. */
  const droppedBy = (shared: TwoInstances, i: 0 | 1, s: SignedIn) =>
    eventually(async () => !shared.contexts[i]?.sessions.has(s.sid));
  /** Refused at once by the first instance (which ended it), by the second once its message came. */
  const refusedByBoth = async (shared: TwoInstances, s: SignedIn) => {
    expect((await userData(s.token, shared.apps[0])).statusCode).toBe(401);
    await droppedBy(shared, 1, s);
    expect((await userData(s.token, shared.apps[1])).statusCode).toBe(401);
  };
  const onTwoInstances = (test: (shared: TwoInstances) => Promise<void>) => async () => {
    const shared = await twoInstances();
    try {
      await test(shared);
    } finally {
      await shared.close();
    }
  };

  it(
    'a logout through one is refused by both: at once by the one, by the other on the database’s message',
    onTwoInstances(async (shared) => {
      const [a, b] = shared.apps;
      const user = await createUser(shared.db, { is_super_admin: true });
      const s = await signIn(a, user.email);
      await keptBy(shared, 0, s);
      await keptBy(shared, 1, s);
      const next = (await refresh(s.refresh_token, b)).json();
      expect((await callEndpoint(a, auth.logout, { token: next.token })).statusCode).toBe(200);
      expect((await refresh(next.refresh_token, b)).statusCode).toBe(401);
      await refusedByBoth(shared, s);
      expect((await userData(next.token, b)).statusCode).toBe(401);
    }),
  );

  it(
    '"Überall abmelden", a password change and a lock through one end the sessions the other kept',
    onTwoInstances(async (shared) => {
      const [a, b] = shared.apps;
      const tenant = await createTenant(shared.db);
      const admin = await createUser(shared.db);
      await addMember(shared.db, admin.id, tenant.id, 'Admin');
      const adminIn = await signIn(a, admin.email);
      const fresh = async () => {
        const user = await createUser(shared.db);
        await addMember(shared.db, user.id, tenant.id, 'User');
        const laptop = await signIn(a, user.email);
        const phone = await signIn(b, user.email);
        for (const s of [laptop, phone]) for (const i of [0, 1] as const) await keptBy(shared, i, s);
        return { user, laptop, phone };
      };

      const everywhere = await fresh();
      const ended = await callEndpoint(a, authSessions.endAllSessions, { token: everywhere.laptop.token });
      expect(ended.statusCode).toBe(200);
      for (const s of [everywhere.laptop, everywhere.phone]) await refusedByBoth(shared, s);

      const changed = await fresh();
      const res = await callEndpoint(a, auth.setNewPassword, {
        token: changed.laptop.token,
        body: { current_password: TEST_PASSWORD, new_password: 'Neues-Passwort-1' },
      });
      expect(res.statusCode).toBe(200);
      await refusedByBoth(shared, changed.phone);
      // The session that changed it goes on, with its new token, on both.
      for (const app of [a, b]) expect((await userData(res.json().token, app)).statusCode).toBe(200);

      const locked = await fresh();
      expect((await lock(a, adminIn.token, tenant.id, locked.user)).statusCode).toBe(200);
      for (const s of [locked.laptop, locked.phone]) await refusedByBoth(shared, s);
    }),
  );

  it(
    'a change written by any code reaches both caches: a user disabled in the database is refused',
    onTwoInstances(async (shared) => {
      const user = await createUser(shared.db, { is_super_admin: true });
      const s = await signIn(shared.apps[0], user.email);
      await keptBy(shared, 0, s);
      await keptBy(shared, 1, s);
      await shared.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
      for (const i of [0, 1] as const) {
        await droppedBy(shared, i, s);
        const res = await userData(s.token, shared.apps[i]);
        expect([res.statusCode, res.json().code]).toEqual([401, 'USER_DISABLED']);
      }
    }),
  );
});

/**
 * Sessions end with a password change, reset, e-mail change or disable (token version and session
 * row), and a session cannot be refreshed past SESSION_MAX_HOURS after its login. Tokens without
 * expiry are refused.
 */
import { auth } from '@ausweis/shared/contracts/auth';
import { users as usersApi } from '@ausweis/shared/contracts/users';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions, users } from '../../db/schema/index';
import { addMember, createTenant, createUser, TEST_PASSWORD } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setPasswordByMailedLink, signIn } from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionMaxHours: 12 });
});
afterAll(() => t.close());

const userData = (token: string | undefined) => callEndpoint(t.app, auth.getUserData, { token });
const refresh = (refreshToken: string) =>
  callEndpoint(t.app, auth.refresh, { body: { refresh_token: refreshToken } });
/** Moves a session's start back to `loginAt` (seconds), its expiry with it. */
const startedAt = (sid: string, loginAt: number, hours = 12) =>
  t.db
    .update(staffSessions)
    .set({
      created_at: new Date(loginAt * 1000).toISOString(),
      expires_at: new Date((loginAt + hours * 3600) * 1000).toISOString(),
    })
    .where(eq(staffSessions.id, sid));
const nowS = () => Math.floor(Date.now() / 1000);
const tokenOf = (text: string | null | undefined) =>
  linkIn(text ?? '')
    .split('/')
    .pop() ?? '';

/** A tenant Admin and a tenant User (both with the test password), logged in. */
async function staff() {
  const tenant = await createTenant(t.db);
  const admin = await createUser(t.db);
  const user = await createUser(t.db);
  await addMember(t.db, admin.id, tenant.id, 'Admin');
  await addMember(t.db, user.id, tenant.id, 'User');
  return {
    tenant,
    admin,
    user,
    adminToken: await loginAs(t.app, admin.email),
    userToken: await loginAs(t.app, user.email),
  };
}

/** A token signed with the app's key, of the session `claims.sid` (a real one, as signIn answers it). */
function sign(
  claims: Record<string, unknown>,
  { sub, iat, exp }: { sub: number; iat: number; exp?: number },
) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuedAt(iat);
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
}

describe('logout ends the session on the server', () => {
  it('refuses the token, its refreshes and its refresh token afterwards; other sessions go on', async () => {
    const s = await staff();
    const otherDevice = await loginAs(t.app, s.user.email);
    const first = await signIn(t.app, s.user.email);
    const refreshed = (await refresh(first.refresh_token)).json();
    const out = await callEndpoint(t.app, auth.logout, { token: first.token });
    expect([out.statusCode, out.json()]).toEqual([200, { ok: true }]);
    const again = await refresh(refreshed.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    for (const token of [first.token, refreshed.token]) expect((await userData(token)).statusCode).toBe(401);
    expect((await userData(otherDevice)).statusCode).toBe(200);
    // A second logout with the ended token changes nothing; without a token there is nothing to end.
    expect((await callEndpoint(t.app, auth.logout, { token: first.token })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, auth.logout)).statusCode).toBe(401);
  });
});

describe('a password change ends the other sessions', () => {
  it('own change: the other session gets 401, this one goes on with the returned token', async () => {
    const s = await staff();
    const otherDevice = await loginAs(t.app, s.user.email);
    const res = await callEndpoint(t.app, auth.setNewPassword, {
      token: s.userToken,
      body: { current_password: TEST_PASSWORD, new_password: 'Neues-Passwort-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, jwt_token_duration_minutes: 60 });
    const denied = await userData(otherDevice);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    expect((await userData(s.userToken)).statusCode).toBe(401);
    expect((await userData(res.json().token)).statusCode).toBe(200);
  });

  it('forgot password: setting the new password by link ends the old sessions', async () => {
    const s = await staff();
    await callEndpoint(t.app, auth.forgotPassword, { body: { email: s.user.email } });
    expect((await setPasswordByMailedLink(t, s.user, 'Neu-12345')).statusCode).toBe(200);
    expect((await userData(s.userToken)).statusCode).toBe(401);
    expect((await userData(await loginAs(t.app, s.user.email, 'Neu-12345'))).statusCode).toBe(200);
  });

  it('admin reset: the old sessions stay ended after the new password is set', async () => {
    const s = await staff();
    const reset = await callEndpoint(t.app, usersApi.resetPassword, {
      token: s.adminToken,
      tenantId: s.tenant.id,
      body: { user_id: s.user.id },
    });
    expect(reset.statusCode).toBe(200);
    await setPasswordByMailedLink(t, s.user, 'Neu-12345');
    expect((await userData(s.userToken)).statusCode).toBe(401);
  });

  it('e-mail change: the old sessions stay ended after the new address is confirmed', async () => {
    const s = await staff();
    const newEmail = `neu-${Date.now()}@test.example`;
    const change = await callEndpoint(t.app, usersApi.saveOwnProfile, {
      token: s.userToken,
      body: {
        email: newEmail,
        salutation: 'Frau',
        forename: 'Tina',
        lastname: 'Tester',
        current_password: TEST_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(200);
    const token = tokenOf((await lastMailTo(t.db, newEmail))?.text);
    const set = await callEndpoint(t.app, auth.setEmailByToken, {
      body: { token, token_name: 'EmailChange', user_id: s.user.id, email: newEmail },
    });
    expect(set.statusCode).toBe(200);
    expect((await userData(s.userToken)).statusCode).toBe(401);
    expect((await userData(await loginAs(t.app, newEmail))).statusCode).toBe(200);
  });

  it('disable: re-enabling does not revive the old sessions', async () => {
    const s = await staff();
    const profile = (disabled: boolean) => ({
      user_id: s.user.id,
      email: s.user.email,
      salutation: 'Frau',
      forename: 'Tina',
      lastname: 'Tester',
      user_group: 'User',
      disabled,
      use_for_notify: false,
    });
    for (const disabled of [true, false]) {
      const res = await callEndpoint(t.app, usersApi.saveProfile, {
        token: s.adminToken,
        tenantId: s.tenant.id,
        body: profile(disabled),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await userData(s.userToken)).statusCode).toBe(401);
    expect((await userData(await loginAs(t.app, s.user.email))).statusCode).toBe(200);
  });

  it('a bumped token version in the database ends the session at once', async () => {
    const s = await staff();
    await t.db.update(users).set({ token_version: 7 }).where(eq(users.id, s.user.id));
    expect((await userData(s.userToken)).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('the token carries version and login time; a refresh keeps the login time', async () => {
    const s = await staff();
    const first = await signIn(t.app, s.user.email);
    const claims = decodeJwt(first.token);
    expect(claims).toMatchObject({ sub: String(s.user.id), ver: 0, sid: first.sid });
    expect(Math.abs(Number(claims.lat) - nowS())).toBeLessThan(30);
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().token)).toMatchObject({ lat: claims.lat, sid: first.sid });
  });

  it('a refresh near the end of the session is capped at SESSION_MAX_HOURS after the login', async () => {
    const user = await createUser(t.db, { is_super_admin: true });
    const first = await signIn(t.app, user.email);
    const lat = nowS() - 12 * 3600 + 30 * 60;
    await startedAt(first.sid, lat);
    const token = await sign(
      { ver: 0, lat, sid: first.sid },
      { sub: user.id, iat: nowS() - 60, exp: nowS() + 3600 - 60 },
    );
    // The token itself reaches past the cap: refused like a forged one.
    expect((await userData(token)).statusCode).toBe(401);
    const refreshed = await refresh(first.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    const { exp } = decodeJwt(refreshed.json().token);
    expect(exp).toBeLessThanOrEqual(lat + 12 * 3600);
    expect(refreshed.json().jwt_token_duration_minutes).toBeLessThanOrEqual(30);
    expect(refreshed.json().jwt_token_duration_minutes).toBeGreaterThanOrEqual(28);
  });

  it('a session older than SESSION_MAX_HOURS is refused, even with a valid-looking expiry', async () => {
    const user = await createUser(t.db, { is_super_admin: true });
    const first = await signIn(t.app, user.email);
    const lat = nowS() - 13 * 3600;
    await startedAt(first.sid, lat);
    const token = await sign(
      { ver: 0, lat, sid: first.sid },
      { sub: user.id, iat: nowS() - 60, exp: nowS() + 1800 },
    );
    expect((await userData(token)).statusCode).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('no refresh passes the expiry of the session row, whatever the token says', async () => {
    const user = await createUser(t.db, { is_super_admin: true });
    const first = await signIn(t.app, user.email);
    await t.db
      .update(staffSessions)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(staffSessions.id, first.sid));
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await userData(first.token)).statusCode).toBe(401);
  });

  it('refuses tokens without expiry, version, login time or session', async () => {
    const user = await createUser(t.db, { is_super_admin: true });
    const { sid } = await signIn(t.app, user.email);
    const iat = nowS();
    const noExp = await sign({ ver: 0, lat: iat, sid }, { sub: user.id, iat });
    expect((await userData(noExp)).statusCode).toBe(401);
    const noVersion = await sign({ lat: iat, sid }, { sub: user.id, iat, exp: iat + 600 });
    expect((await userData(noVersion)).statusCode).toBe(401);
    const noLogin = await sign({ ver: 0, sid }, { sub: user.id, iat, exp: iat + 600 });
    expect((await userData(noLogin)).statusCode).toBe(401);
    const noSession = await sign({ ver: 0, lat: iat }, { sub: user.id, iat, exp: iat + 600 });
    expect((await userData(noSession)).statusCode).toBe(401);
    const unknownSession = await sign(
      { ver: 0, lat: iat, sid: 'A'.repeat(22) },
      { sub: user.id, iat, exp: iat + 600 },
    );
    expect((await userData(unknownSession)).statusCode).toBe(401);
    const ok = await sign({ ver: 0, lat: iat, sid }, { sub: user.id, iat, exp: iat + 600 });
    expect((await userData(ok)).statusCode).toBe(200);
  });

  it('uses SESSION_MAX_HOURS from the configuration', async () => {
    const short = await createTestApp({ sessionMaxHours: 1, jwtTokenDurationMinutes: 90 });
    try {
      const user = await createUser(short.db);
      await addMember(short.db, user.id, (await createTenant(short.db)).id, 'User');
      const res = await callEndpoint(short.app, auth.login, {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(res.json().jwt_token_duration_minutes).toBe(60);
      const { exp, lat } = decodeJwt(res.json().token);
      expect(Number(exp) - Number(lat)).toBeLessThanOrEqual(3600);
    } finally {
      await short.close();
    }
  });
});

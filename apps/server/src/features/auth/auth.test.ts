import { auth } from '@ausweis/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTokenService } from '../../http/tokens';
import { addMember, createTenant, createUser, TEST_PASSWORD } from '../../test/factories';
import { callEndpoint, loginAs, sessionTokenOf } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = TEST_PASSWORD) =>
  callEndpoint(t.app, auth.login, { body: { email, password } });

describe('login', () => {
  it('answers the whole login response for a tenant user, e-mail case-insensitive', async () => {
    const tenant = await createTenant(t.db, { name: 'Alpha', name2: 'Zweig', city: 'Adorf' });
    const user = await createUser(t.db);
    await addMember(t.db, user.id, tenant.id, 'Admin');
    const res = await login(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'is_super_admin',
      'jwt_token_duration_minutes',
      'refresh_token',
      'tenants',
      'token',
      'user_id',
    ]);
    expect(body).toMatchObject({ is_super_admin: false, jwt_token_duration_minutes: 60, user_id: user.id });
    expect(body.tenants).toEqual([
      {
        id: tenant.id,
        name: 'Alpha',
        name2: 'Zweig',
        city: 'Adorf',
        user_group: 'Admin',
        short_code: tenant.short_code,
        is_test: false,
      },
    ]);
  });

  it('lets a super admin in without tenants, after the second step', async () => {
    const admin = await createUser(t.db, { is_super_admin: true, can_invoice: true });
    const res = await login(admin.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ second_factor: { ticket: expect.any(String), methods: ['totp'] } });
    const token = await sessionTokenOf(t.app, res, admin.email);
    const data = await callEndpoint(t.app, auth.getUserData, { token });
    expect(data.json()).toMatchObject({ is_super_admin: true, tenants: [] });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const user = await createUser(t.db);
    const wrong = await login(user.email, 'Falsches-Passwort');
    const unknown = await login('niemand@test.example', 'Falsches-Passwort');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'LOGIN_FAILED', message: 'E-Mail oder Passwort ist falsch.' });
  });

  it.each([
    [{ disabled: true }, 'USER_DISABLED', 'deaktiviert'],
    [{ email_validated: false }, 'EMAIL_NOT_VALIDATED', 'nicht bestätigt'],
    [{ must_reset_password: true }, 'PASSWORD_RESET_PENDING', 'zurückgesetzt'],
  ])('refuses %o with a clear German reason', async (state, code, text) => {
    const tenant = await createTenant(t.db);
    const user = await createUser(t.db, state);
    await addMember(t.db, user.id, tenant.id, 'User');
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toContain(text);
  });

  it('refuses a staff user without any tenant', async () => {
    const user = await createUser(t.db);
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_TENANT');
  });

  it('validates input with the German validation messages', async () => {
    const bad = await callEndpoint(t.app, auth.login, {
      body: { email: 'kein-mail', password: 'abcdefgh' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Ungültige Email', field: 'email' });
    const short = await callEndpoint(t.app, auth.login, { body: { email: 'a@b.de', password: 'kurz' } });
    expect(short.json().message).toBe('Bitte mindestens 8 und maximal 30 Zeichen angeben');
    const empty = await callEndpoint(t.app, auth.login, { body: { email: '', password: '' } });
    expect(empty.json().message).toBe('Bitte einen Wert angeben');
    const noBody = await callEndpoint(t.app, auth.login);
    expect(noBody.statusCode).toBe(400);
  });
});

describe('token refresh, user data and expiry', () => {
  it('refreshes the token and returns user data with the flags', async () => {
    const admin = await createUser(t.db, { is_super_admin: true, can_report: true });
    const { refresh_token } = await signIn(t.app, admin.email);
    const refreshed = await callEndpoint(t.app, auth.refresh, { body: { refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ jwt_token_duration_minutes: 60 });
    const data = await callEndpoint(t.app, auth.getUserData, { token: refreshed.json().token });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({
      user_id: admin.id,
      is_super_admin: true,
      can_invoice: false,
      can_report: true,
    });
  });

  it('rejects a missing, forged or expired token with 401', async () => {
    expect((await callEndpoint(t.app, auth.getUserData)).statusCode).toBe(401);
    expect((await callEndpoint(t.app, auth.getUserData, { token: 'abc.def.ghi' })).statusCode).toBe(401);
    const user = await createUser(t.db, { is_super_admin: true });
    const claims = {
      userId: user.id,
      tokenVersion: 0,
      loginAt: Math.floor(Date.now() / 1000),
      sessionId: (await signIn(t.app, user.email)).sid,
    };
    const otherKey = await createTokenService('x'.repeat(40), 60, t.config.sessionMaxHours).sign(claims);
    expect((await callEndpoint(t.app, auth.getUserData, { token: otherKey?.token })).statusCode).toBe(401);
    const valid = await createTokenService(t.config.jwtSecret, 60, t.config.sessionMaxHours).sign(claims);
    expect((await callEndpoint(t.app, auth.getUserData, { token: valid?.token })).statusCode).toBe(200);
    // A token whose lifetime is over: sign with exp in the past.
    const { SignJWT } = await import('jose');
    const past = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await callEndpoint(t.app, auth.getUserData, { token: past });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('abgelaufen');
  });

  it('stops a token at once when the user is disabled', async () => {
    const user = await createUser(t.db, { is_super_admin: true });
    const token = await loginAs(t.app, user.email);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    const res = await callEndpoint(t.app, auth.getUserData, { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('USER_DISABLED');
  });

  it('uses the configured token lifetime', async () => {
    const short = await createTestApp({ jwtTokenDurationMinutes: 15 });
    try {
      const user = await createUser(short.db);
      await addMember(short.db, user.id, (await createTenant(short.db)).id, 'User');
      const res = await callEndpoint(short.app, auth.login, {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(res.json().jwt_token_duration_minutes).toBe(15);
    } finally {
      await short.close();
    }
  });
});

describe('login rate limit', () => {
  it('answers 429 in German after too many attempts', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const body = { email: 'rate@test.example', password: 'Falsches-Passwort' };
      for (let i = 0; i < 3; i++) await callEndpoint(limited.app, auth.login, { body });
      const res = await callEndpoint(limited.app, auth.login, { body });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain('Zu viele Anfragen');
    } finally {
      await limited.close();
    }
  });
});

import { auth } from '@ausweis/shared/contracts/auth';
import type { LoginResponse, TenantSummary, UserData } from '@ausweis/shared/schemas/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../lib/toast', () => toast);

import { emptySession } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';
import { refuse, serve, unreachable } from '../../testing/fake-backend.test-support';
import { endServerSession, loginAndLoad, refreshSession } from './api';

const tenant = (id: number): TenantSummary => ({
  id,
  name: `Mandant ${id}`,
  name2: null,
  city: 'Musterstadt',
  user_group: 'User',
  short_code: `M${id}`,
  is_test: false,
});

/** Answers login, user data and refresh; returns the user data calls. */
function serveLogin(tenants: TenantSummary[], isSuper = false) {
  const login: LoginResponse = {
    token: 'jwt-login',
    jwt_token_duration_minutes: 60,
    refresh_token: 'refresh-0',
    is_super_admin: isSuper,
    tenants,
    user_id: 9,
  };
  const user: UserData = {
    user_id: 9,
    is_super_admin: isSuper,
    can_invoice: false,
    can_report: true,
    email: 'x@y.example',
    salutation: null,
    forename: 'Vera',
    lastname: 'Verwaltung',
    tenants,
  };
  serve(auth.login, login);
  return serve(auth.getUserData, user);
}

beforeEach(() => setSession(emptySession()));
afterEach(() => setSession(emptySession()));

describe('loginAndLoad', () => {
  it('one tenant: loads user data with the new token, auto-selects, goes to /admin', async () => {
    const userDataCalls = serveLogin([tenant(3)]);
    await expect(
      loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' }, () => 1000),
    ).resolves.toEqual({ next: '/admin' });
    expect(userDataCalls[0]?.headers.get('Authorization')).toBe('Bearer jwt-login');
    const s = getSession();
    expect(s.authToken).toBe('jwt-login');
    expect(s.selectedTenant?.id).toBe(3);
    expect(s.userGroup).toBe('User');
    expect(s.userData?.can_report).toBe(true);
    expect(s.lastTokenRefreshAt).toBe(1000);
  });

  it('a second step: no session yet, the step is handed on', async () => {
    const step = { second_factor: { ticket: 't', methods: ['totp' as const] } };
    serve(auth.login, step);
    await expect(loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' })).resolves.toEqual({
      step,
    });
    expect(getSession().authToken).toBeNull();
  });

  it('several tenants: chooser', async () => {
    serveLogin([tenant(1), tenant(2)]);
    await expect(loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' })).resolves.toEqual({
      next: '/tenant',
    });
    expect(getSession().selectedTenant).toBeNull();
  });

  it('refreshSession spends the refresh token and stores the new pair and refresh time', async () => {
    serveLogin([tenant(1)]);
    const refreshes = serve(auth.refresh, {
      token: 'jwt-refreshed',
      jwt_token_duration_minutes: 30,
      refresh_token: 'refresh-1',
    });
    await loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' }, () => 1000);
    expect(getSession().refreshToken).toBe('refresh-0');
    await refreshSession(() => 5000);
    expect(refreshes.map((call) => call.body)).toEqual([{ refresh_token: 'refresh-0' }]);
    expect(getSession()).toMatchObject({
      authToken: 'jwt-refreshed',
      refreshToken: 'refresh-1',
      lastTokenRefreshAt: 5000,
      tokenExpireInMinutes: 30,
    });
  });

  it('refreshSession keeps what another tab stored meanwhile', async () => {
    serveLogin([tenant(1)]);
    serve(auth.refresh, () => {
      // Another tab refreshed first and wrote its pair to the shared storage.
      setSession((s) => ({ ...s, authToken: 'jwt-tab-2', refreshToken: 'refresh-tab-2' }));
      return { token: 'jwt-late', jwt_token_duration_minutes: 30, refresh_token: 'refresh-late' };
    });
    await loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' }, () => 1000);
    await refreshSession(() => 5000);
    expect(getSession()).toMatchObject({ authToken: 'jwt-tab-2', refreshToken: 'refresh-tab-2' });
  });
});

describe('endServerSession (logout)', () => {
  it('posts the logout with the session token, so the server refuses it from then on', async () => {
    const logouts = serve(auth.logout, { ok: true });
    await endServerSession('jwt-alt');
    expect(logouts.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer jwt-alt']);
  });

  it('never fails and never toasts: an expired session or no connection still logs out here', async () => {
    refuse(auth.logout, 401, { code: 'UNAUTHORIZED', message: 'abgelaufen' });
    await expect(endServerSession('jwt-abgelaufen')).resolves.toBeUndefined();
    unreachable(auth.logout);
    await expect(endServerSession('jwt-offline')).resolves.toBeUndefined();
    expect(toast.showError).not.toHaveBeenCalled();
  });
});

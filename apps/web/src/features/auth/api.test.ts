import type { LoginResponse, TenantSummary, UserData } from '@ausweis/shared/schemas/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../../lib/toast', () => toast);

import { emptySession } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';
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

function serve(tenants: TenantSummary[], isSuper = false) {
  const login: LoginResponse = {
    token: 'jwt-login',
    jwt_token_duration_minutes: 60,
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
  const fetchMock = vi.fn((url: string, _init: RequestInit) => {
    const body = url.endsWith('/anon/auth/login')
      ? login
      : url.endsWith('/a/auth/get_user_data')
        ? user
        : { token: 'jwt-refreshed', jwt_token_duration_minutes: 30 };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => setSession(emptySession()));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession(emptySession());
});

describe('loginAndLoad', () => {
  it('one tenant: loads user data with the new token, auto-selects, goes to /admin', async () => {
    const fetchMock = serve([tenant(3)]);
    await expect(
      loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' }, () => 1000),
    ).resolves.toBe('/admin');
    const [, init] = fetchMock.mock.calls[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-login');
    const s = getSession();
    expect(s.authToken).toBe('jwt-login');
    expect(s.selectedTenant?.id).toBe(3);
    expect(s.userGroup).toBe('User');
    expect(s.userData?.can_report).toBe(true);
    expect(s.lastTokenRefreshAt).toBe(1000);
  });

  it('several tenants: chooser', async () => {
    serve([tenant(1), tenant(2)]);
    await expect(loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' })).resolves.toBe(
      '/tenant',
    );
    expect(getSession().selectedTenant).toBeNull();
  });

  it('refreshSession stores the new token and refresh time', async () => {
    serve([tenant(1)]);
    await loginAndLoad({ email: 'x@y.example', password: 'Demo-Passwort-1' }, () => 1000);
    await refreshSession(() => 5000);
    expect(getSession().authToken).toBe('jwt-refreshed');
    expect(getSession().lastTokenRefreshAt).toBe(5000);
    expect(getSession().tokenExpireInMinutes).toBe(30);
  });
});

describe('endServerSession (logout)', () => {
  it('posts the logout with the session token, so the server refuses it from then on', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await endServerSession('jwt-alt');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/a/auth/logout', 'POST']);
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer jwt-alt');
  });

  it('never fails and never toasts: an expired session or no connection still logs out here', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: 'abgelaufen' }), { status: 401 }))),
    );
    await expect(endServerSession('jwt-abgelaufen')).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(endServerSession('jwt-offline')).resolves.toBeUndefined();
    expect(toast.showError).not.toHaveBeenCalled();
  });
});

import type { SessionResponse, TenantSummary, UserData } from '@ausweis/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import {
  applyLogin,
  applyRefresh,
  clearToken,
  deselectTenant,
  emptySession,
  isAuthenticated,
  isExpired,
  loadSession,
  needsRefresh,
  recordAction,
  SESSION_STORAGE_KEY,
  saveSession,
  selectTenant,
  sessionTick,
  subjectOf,
} from './session';

const MIN = 60_000;
const T0 = Date.UTC(2025, 9, 17, 8, 0, 0);

const tenant = (id: number, user_group: 'Admin' | 'User' = 'Admin'): TenantSummary => ({
  id,
  name: `Mandant ${id}`,
  name2: null,
  city: 'Musterstadt',
  user_group,
  short_code: `M${id}`,
  is_test: false,
});

const loginResponse = (tenants: TenantSummary[], is_super_admin = false): SessionResponse => ({
  token: 'jwt-1',
  jwt_token_duration_minutes: 60,
  refresh_token: 'refresh-1',
  is_super_admin,
  tenants,
  user_id: 1,
});

const userData = (tenants: TenantSummary[], is_super_admin = false): UserData => ({
  user_id: 1,
  is_super_admin,
  can_invoice: true,
  can_report: false,
  email: 'a@b.example',
  salutation: 'Frau',
  forename: 'Erika',
  lastname: 'Muster',
  tenants,
});

function loggedIn(tenants = [tenant(1)]) {
  return applyLogin(loginResponse(tenants), userData(tenants), T0).state;
}

describe('login', () => {
  it('auto-selects exactly one tenant with its user group and goes to /admin', () => {
    const { state, next } = applyLogin(loginResponse([tenant(5, 'User')]), userData([tenant(5, 'User')]), T0);
    expect(next).toBe('/admin');
    expect(state.selectedTenant?.id).toBe(5);
    expect(state.userGroup).toBe('User');
    expect(state.authToken).toBe('jwt-1');
    expect(state.lastTokenRefreshAt).toBe(T0);
    expect(state.lastActionAt).toBe(T0);
    expect(state.tokenExpireInMinutes).toBe(60);
    expect(isAuthenticated(state)).toBe(true);
  });

  it('sends users with several tenants to the chooser, nothing selected', () => {
    const tenants = [tenant(1), tenant(2, 'User')];
    const { state, next } = applyLogin(loginResponse(tenants), userData(tenants), T0);
    expect(next).toBe('/tenant');
    expect(state.selectedTenant).toBeNull();
    expect(state.userGroup).toBeNull();
    const chosen = selectTenant(state, tenants[1]);
    expect(chosen.selectedTenant?.id).toBe(2);
    expect(chosen.userGroup).toBe('User');
  });

  it('sends super admins straight to /admin without a tenant', () => {
    const { state, next } = applyLogin(loginResponse([tenant(1)], true), userData([], true), T0);
    expect(next).toBe('/admin');
    expect(state.selectedTenant).toBeNull();
    expect(subjectOf(state)?.is_super_admin).toBe(true);
  });

  it('builds the permission subject from user data and tenant', () => {
    const s = loggedIn();
    expect(subjectOf(s)).toEqual({
      is_super_admin: false,
      can_invoice: true,
      can_report: false,
      user_group: 'Admin',
      tenant_selected: true,
    });
    expect(subjectOf(deselectTenant(s))?.tenant_selected).toBe(false);
    expect(subjectOf(emptySession())).toBeNull();
  });
});

describe('refresh timing', () => {
  it('is due from lifetime minus one minute after the last refresh', () => {
    const s = loggedIn();
    expect(needsRefresh(s, T0 + 58 * MIN)).toBe(false);
    expect(needsRefresh(s, T0 + 59 * MIN)).toBe(true);
    expect(sessionTick(recordAction(s, T0 + 58 * MIN), T0 + 59 * MIN)).toBe('refresh');
  });

  it('a refresh stores the new token and restarts the clock', () => {
    const s = applyRefresh(
      loggedIn(),
      { token: 'jwt-2', jwt_token_duration_minutes: 30, refresh_token: 'refresh-2' },
      T0 + 59 * MIN,
    );
    expect(s.authToken).toBe('jwt-2');
    expect(s.refreshToken).toBe('refresh-2');
    expect(s.tokenExpireInMinutes).toBe(30);
    expect(s.lastTokenRefreshAt).toBe(T0 + 59 * MIN);
    expect(needsRefresh(s, T0 + 60 * MIN)).toBe(false);
  });

  it('a token without a refresh token (password change) keeps the session’s refresh token', () => {
    const s = applyRefresh(loggedIn(), { token: 'jwt-2', jwt_token_duration_minutes: 30 }, T0 + MIN);
    expect(s.refreshToken).toBe('refresh-1');
  });

  it('nothing is due when logged out', () => {
    expect(needsRefresh(emptySession(), T0)).toBe(false);
    expect(sessionTick(emptySession(), T0)).toBe('none');
  });
});

describe('expiry', () => {
  it('logs out when the time since the last action reaches the lifetime', () => {
    let s = loggedIn();
    s = applyRefresh(s, { token: 'jwt-2', jwt_token_duration_minutes: 60 }, T0 + 59 * MIN);
    expect(isExpired(s, T0 + 59 * MIN)).toBe(false);
    expect(sessionTick(s, T0 + 60 * MIN - 1)).toBe('none');
    expect(sessionTick(s, T0 + 60 * MIN)).toBe('logout');
  });

  it('logs out when the time since the last refresh reaches the lifetime, despite recent actions', () => {
    const s = recordAction(loggedIn(), T0 + 59.5 * MIN);
    expect(sessionTick(s, T0 + 60 * MIN)).toBe('logout');
  });

  it('a 401 clears the token, so the session no longer counts as logged in', () => {
    const s = clearToken(loggedIn());
    expect(isAuthenticated(s)).toBe(false);
    expect(s.userData).not.toBeNull();
  });
});

describe('persistence', () => {
  it('round-trips through storage and clears the entry on logout', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const s = loggedIn();
    saveSession(storage, s);
    expect(loadSession(storage)).toEqual(s);
    saveSession(storage, emptySession());
    expect(store.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('treats unreadable storage as logged out', () => {
    expect(loadSession({ getItem: () => '{not json' })).toEqual(emptySession());
    expect(loadSession(null)).toEqual(emptySession());
  });
});

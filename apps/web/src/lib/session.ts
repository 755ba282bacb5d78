/**
 * Session rules of docs/product.md#screens (route guard), #behaviour (session) and #limits (token timeout) as plain functions, so
 * they are testable without React. Times are epoch milliseconds.
 */
import type { UserGroup } from '@ausweis/shared/constants';
import { KEEP_LOGGED_IN } from '@ausweis/shared/constants';
import { can, type Subject, subjectFrom } from '@ausweis/shared/permissions';
import type { RefreshResponse, SessionResponse, TenantSummary, UserData } from '@ausweis/shared/schemas/auth';

export interface AuthState {
  authToken: string | null;
  /** Single use: a refresh spends it and stores the next one (every tab shares it through localStorage). */
  refreshToken: string | null;
  lastTokenRefreshAt: number | null;
  lastActionAt: number | null;
  tokenExpireInMinutes: number | null;
  userData: UserData | null;
  userGroup: UserGroup | null;
  selectedTenant: TenantSummary | null;
}

export const SESSION_STORAGE_KEY = 'ausweisportal.auth';
const MINUTE = 60_000;

export const emptySession = (): AuthState => ({
  authToken: null,
  refreshToken: null,
  lastTokenRefreshAt: null,
  lastActionAt: null,
  tokenExpireInMinutes: null,
  userData: null,
  userGroup: null,
  selectedTenant: null,
});

/** Logged in = a token and a last-refresh time (docs/product.md#screens: admin routes need both). */
export const isAuthenticated = (s: AuthState): boolean =>
  Boolean(s.authToken) && s.lastTokenRefreshAt !== null;

export type LoginTarget = '/admin' | '/tenant';

/**
 * Builds the session after a successful login. Super admins get no tenant; exactly one tenant is
 * auto-selected with its user group; otherwise the tenant chooser follows.
 */
export function applyLogin(
  login: SessionResponse,
  userData: UserData,
  now: number,
): { state: AuthState; next: LoginTarget } {
  const base: AuthState = {
    ...emptySession(),
    authToken: login.token,
    refreshToken: login.refresh_token,
    lastTokenRefreshAt: now,
    lastActionAt: now,
    tokenExpireInMinutes: login.jwt_token_duration_minutes,
    userData: { ...userData, is_super_admin: login.is_super_admin, tenants: login.tenants },
  };
  // Whoever may act in any tenant starts without one (docs/product.md#permissions: 'tenants.actInAny').
  if (base.userData && can(subjectFrom(base.userData, null, false), 'tenants.actInAny'))
    return { state: base, next: '/admin' };
  if (login.tenants.length === 1) return { state: selectTenant(base, login.tenants[0]), next: '/admin' };
  return { state: base, next: '/tenant' };
}

/** Stores the tenant and takes the user group from it. */
export const selectTenant = (s: AuthState, tenant: TenantSummary): AuthState => ({
  ...s,
  selectedTenant: tenant,
  userGroup: tenant.user_group,
});

export const deselectTenant = (s: AuthState): AuthState => ({ ...s, selectedTenant: null, userGroup: null });

export const recordAction = (s: AuthState, now: number): AuthState => ({ ...s, lastActionAt: now });

/** A new token: of a refresh (with the next refresh token), or of a password change (the session's stays). */
export const applyRefresh = (
  s: AuthState,
  r: Omit<RefreshResponse, 'refresh_token'> & { refresh_token?: string },
  now: number,
): AuthState => ({
  ...s,
  authToken: r.token,
  refreshToken: r.refresh_token ?? s.refreshToken,
  tokenExpireInMinutes: r.jwt_token_duration_minutes,
  lastTokenRefreshAt: now,
});

/** The 401 rule of docs/product.md#messages: the token is dropped, which sends authenticated routes to login. */
export const clearToken = (s: AuthState): AuthState => ({
  ...s,
  authToken: null,
  refreshToken: null,
  lastTokenRefreshAt: null,
});

const minutesSince = (then: number | null, now: number): number =>
  then === null ? Number.POSITIVE_INFINITY : (now - then) / MINUTE;

/** A refresh is due from one minute before the token lifetime ends (docs/product.md#screens, #limits). */
export function needsRefresh(s: AuthState, now: number): boolean {
  if (!isAuthenticated(s) || !s.tokenExpireInMinutes) return false;
  const since = minutesSince(s.lastTokenRefreshAt, now);
  return since >= s.tokenExpireInMinutes - 1 && since < s.tokenExpireInMinutes;
}

/** Logged out automatically once the time since the last refresh or the last action reaches the lifetime. */
export function isExpired(s: AuthState, now: number): boolean {
  if (!isAuthenticated(s) || !s.tokenExpireInMinutes) return false;
  const limit = s.tokenExpireInMinutes;
  return minutesSince(s.lastTokenRefreshAt, now) >= limit || minutesSince(s.lastActionAt, now) >= limit;
}

export type TickAction = 'none' | 'refresh' | 'logout';

/** What the one-second check on authenticated routes should do now. */
export function sessionTick(s: AuthState, now: number): TickAction {
  if (!isAuthenticated(s)) return 'none';
  if (isExpired(s, now)) return 'logout';
  return needsRefresh(s, now) ? 'refresh' : 'none';
}

/** The permission subject of `can()` for the current session. */
export function subjectOf(s: AuthState): Subject | null {
  if (!s.userData) return null;
  return subjectFrom(s.userData, s.userGroup, s.selectedTenant !== null);
}

/** Restores the persisted state (only when keep-logged-in is on); anything unreadable counts as logged out. */
export function loadSession(storage: Pick<Storage, 'getItem'> | null): AuthState {
  if (!storage || !KEEP_LOGGED_IN) return emptySession();
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return emptySession();
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return emptySession();
    return { ...emptySession(), ...(parsed as Partial<AuthState>) };
  } catch {
    return emptySession();
  }
}

export function saveSession(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, s: AuthState): void {
  if (!storage) return;
  try {
    if (s.authToken === null && s.userData === null) storage.removeItem(SESSION_STORAGE_KEY);
    else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(s));
  } catch {
    // Storage full or blocked (private mode): the session then lives in memory only.
  }
}

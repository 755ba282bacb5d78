/**
 * Route guard of docs/product.md#screens: every navigation records the last action and triggers a token refresh when due;
 * authenticated routes run a one-second check that logs out on expiry.
 */

import { can } from '@ausweis/shared/permissions';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { refreshSession, useLogout } from '../features/auth/api';
import { rememberIdleLogout } from '../lib/logout-reason';
import { isAuthenticated, isExpired, recordAction, sessionTick, subjectOf } from '../lib/session';
import { getSession, isLoggingOut, setSession, useSession } from '../lib/session-store';

let refreshing = false;
let lastAttemptAt = 0;
/** A failed refresh is retried at most this often within the last minute of the token, not every second. */
const REFRESH_RETRY_MS = 15_000;

/** Starts one background refresh at a time. */
function refreshOnce(): void {
  const now = Date.now();
  if (refreshing || now - lastAttemptAt < REFRESH_RETRY_MS) return;
  refreshing = true;
  lastAttemptAt = now;
  refreshSession()
    .catch(() => undefined)
    .finally(() => {
      refreshing = false;
    });
}

/** Mounted once at the root: records each navigation of a logged-in user. */
export function NavigationRecorder() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, on purpose
  useEffect(() => {
    const now = Date.now();
    const s = getSession();
    if (!isAuthenticated(s) || isExpired(s, now)) return;
    setSession(recordAction(s, now));
    if (sessionTick(getSession(), now) === 'refresh') refreshOnce();
  }, [location.key]);
  return null;
}

/** The one-second session check of authenticated routes. */
function useSessionTicker(): void {
  const logout = useLogout();
  const navigate = useNavigate();
  const loggingOut = useRef(false);
  useEffect(() => {
    const check = () => {
      const action = sessionTick(getSession(), Date.now());
      if (action === 'refresh') refreshOnce();
      if (action === 'logout' && !loggingOut.current) {
        loggingOut.current = true;
        // The login page says why: 'Sie wurden nach {n} Minuten ohne Aktivität abgemeldet'.
        rememberIdleLogout(getSession().tokenExpireInMinutes);
        void logout()
          .then(() => navigate('/login', { replace: true }))
          .finally(() => {
            loggingOut.current = false;
          });
      }
    };
    check();
    const id = setInterval(check, 1000);
    return () => clearInterval(id);
  }, [logout, navigate]);
}

/** Admin pages that staff may open without a selected tenant ('Mein Profil', 'Anmeldung und Sicherheit'). */
const TENANT_FREE_PATHS = new Set(['/admin/profile', '/admin/security']);

interface RequireAuthProps {
  children: ReactNode;
  /** Admin routes also need a chosen tenant unless the user is a super admin. */
  needsTenant?: boolean;
}

/** Without a token the user goes to login; an expired session is logged out by the ticker. */
export function RequireAuth({ children, needsTenant = false }: RequireAuthProps) {
  const session = useSession();
  const { pathname } = useLocation();
  useSessionTicker();
  if (!isAuthenticated(session)) return isLoggingOut() ? null : <Navigate to="/login" replace />;
  if (isExpired(session, Date.now())) return null;
  const tenantFree = TENANT_FREE_PATHS.has(pathname.replace(/\/+$/, ''));
  if (needsTenant && !tenantFree && !can(subjectOf(session), 'tenants.actInAny') && !session.selectedTenant) {
    return <Navigate to="/tenant" replace />;
  }
  return children;
}

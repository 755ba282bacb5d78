/** A logged-in staff session for the user pages' tests (Vera Verwaltung, no super admin). */
import type { TenantSummary } from '@ausweis/shared/schemas/auth';
import { type AuthState, emptySession, selectTenant } from '../../lib/session';
import { setSession } from '../../lib/session-store';

/** Logs Vera in with a fresh token; with a tenant, she acts in it with that tenant's group. */
export function signInStaff(email: string, tenant?: TenantSummary): void {
  const now = Date.now();
  const state: AuthState = {
    ...emptySession(),
    authToken: 'token',
    lastTokenRefreshAt: now,
    lastActionAt: now,
    tokenExpireInMinutes: 60,
    userData: {
      user_id: 5,
      is_super_admin: false,
      can_invoice: false,
      can_report: false,
      email,
      salutation: 'Frau',
      forename: 'Vera',
      lastname: 'Verwaltung',
      tenants: [],
    },
  };
  setSession(tenant ? selectTenant(state, tenant) : state);
}

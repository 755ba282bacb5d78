/** The sidebar shows 'Fotos prüfen' only when the tenant's overview says a product reviews photos. */
import { tenantOverview } from '@ausweis/shared/contracts/tenant-overview';
import type { TenantOverview } from '@ausweis/shared/schemas/tenant-overview';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptySession } from '../../lib/session';
import { clearSession, setSession } from '../../lib/session-store';
import { serve, settleCalls } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { AdminSidebar } from './AdminSidebar';

const counts: TenantOverview = {
  to_validate: { total: 0, exact: true },
  expiring: { total: 0, exact: true },
  ordered_this_week: { total: 0, exact: true },
  links_not_ordered: null,
  links_import_id: null,
  photos_to_review: null,
};

beforeEach(() =>
  setSession({
    ...emptySession(),
    authToken: 'token',
    lastTokenRefreshAt: 1,
    userGroup: 'User',
    selectedTenant: {
      id: 7,
      name: 'Schule',
      name2: null,
      city: 'Ort',
      user_group: 'User',
      short_code: 'SCH',
      is_test: false,
    },
    userData: {
      user_id: 1,
      is_super_admin: false,
      can_invoice: false,
      can_report: false,
      email: 'staff@example.org',
      salutation: null,
      forename: null,
      lastname: 'Staff',
      tenants: [],
    },
  }),
);
afterEach(() => {
  cleanup();
  clearSession();
});

describe('the admin sidebar', () => {
  it("shows 'Fotos prüfen' when a product of the tenant reviews photos", async () => {
    const calls = serve(tenantOverview.get, { ...counts, photos_to_review: { total: 0, exact: true } });
    renderWithApp(<AdminSidebar />);
    const link = await screen.findByRole('link', { name: 'Fotos prüfen' });
    expect(link.getAttribute('href')).toBe('/admin/fotos-pruefen');
    expect(calls).toHaveLength(1);
  });

  it("hides 'Fotos prüfen' when no product of the tenant reviews photos", async () => {
    const calls = serve(tenantOverview.get, counts);
    renderWithApp(<AdminSidebar />);
    await screen.findByRole('link', { name: 'Ausweise' });
    await expect.poll(() => calls.length).toBe(1);
    await settleCalls();
    expect(screen.queryByRole('link', { name: 'Fotos prüfen' })).toBeNull();
  });
});

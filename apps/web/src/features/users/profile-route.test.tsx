import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../app/session-guard';
import { renderWithApp } from '../../testing/render.test-support';
import { signInStaff } from './users.test-support';

afterEach(cleanup);

const staffWithoutTenant = () => signInStaff('v@x.example');

const renderAt = (path: string) =>
  renderWithApp(
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RequireAuth needsTenant>
            <p>Admin-Seite</p>
          </RequireAuth>
        }
      />
      <Route path="/tenant" element={<p>Mandant wählen</p>} />
    </Routes>,
    { route: path },
  );

describe('admin routes for staff without a selected tenant', () => {
  it("'Mein Profil' opens without a tenant", () => {
    staffWithoutTenant();
    renderAt('/admin/profile');
    expect(screen.getByText('Admin-Seite')).toBeTruthy();
  });

  it('other admin pages go to the tenant chooser', () => {
    staffWithoutTenant();
    renderAt('/admin/user');
    expect(screen.getByText('Mandant wählen')).toBeTruthy();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/session-guard';
import { signInStaff } from './users.test-support';

vi.mock('../auth/api', () => ({ refreshSession: vi.fn(), useLogout: () => vi.fn() }));

afterEach(cleanup);

const staffWithoutTenant = () => signInStaff('v@x.example');

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
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
      </Routes>
    </MemoryRouter>,
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

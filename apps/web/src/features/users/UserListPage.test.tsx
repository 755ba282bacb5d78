/**
 * 'Benutzerverwaltung' with a pending invitation: the row shows 'Einladung offen' with what
 * the Admin typed, offers resend and withdraw instead of edit and remove, and opens no user.
 */

import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { authSso } from '@ausweis/shared/contracts/auth-sso';
import { privacy } from '@ausweis/shared/contracts/privacy';
import { users } from '@ausweis/shared/contracts/users';
import type { UserListRow } from '@ausweis/shared/schemas/users';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import UserListPage from './UserListPage';
import { signInStaff } from './users.test-support';

const member: UserListRow = {
  id: 12,
  invitation_id: null,
  email: 'mitglied@schule.example',
  forename: 'Maria',
  lastname: 'Mitglied',
  disabled: false,
  use_for_notify: false,
  created_at: '2026-02-01T08:00:00Z',
  user_group: 'User',
  email_validated: true,
  must_reset_password: false,
};
const invitation: UserListRow = {
  id: null,
  invitation_id: 7,
  email: 'eingeladen@schule.example',
  forename: 'Nico',
  lastname: 'Neumann',
  disabled: false,
  use_for_notify: true,
  created_at: '2026-03-01T08:00:00Z',
  user_group: 'Admin',
  email_validated: false,
  must_reset_password: false,
};

/** The invitation and member changes the server received, by call. */
let calls: [string, unknown][] = [];
function serveUsers() {
  calls = [];
  serve(authSso.identityProvider, {
    provider: null,
    callback_url: 'http://localhost/api/anon/auth/sso/callback',
  });
  serve(privacy.retention, { periods: [], runs: [] });
  serve(users.find, {
    data: [invitation, member],
    pagination: { page: 1, count: 50, total: 2, total_exact: true },
  });
  for (const [name, endpoint] of [
    ['remove', users.removeFromTenant],
    ['resend', users.resendInvitation],
    ['withdraw', users.withdrawInvitation],
  ] as const)
    serve(endpoint, ({ body }) => {
      calls.push([name, body]);
      return { ok: true as const };
    });
}
const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string) => toasts.push(body),
  showError: () => undefined,
}));

beforeEach(() => {
  serveUsers();
  serve(authFactors.tenantSecondFactorSetting, { require_second_factor: false });
  signInStaff('admin@schule.example', {
    id: 3,
    name: 'Gymnasium am See',
    name2: null,
    city: 'Seestadt',
    user_group: 'Admin',
    short_code: 'GYM',
    is_test: false,
  });
});
afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const renderPage = async () => {
  renderWithApp(
    <Routes>
      <Route path="/admin/user" element={<UserListPage />} />
      <Route path="/admin/user/:id" element={<p>Benutzerdetails</p>} />
    </Routes>,
    { route: '/admin/user' },
  );
  await screen.findByText(member.email);
};
const rowOf = (email: string) => screen.getByText(email).closest('[role="row"]') as HTMLElement;

describe('Benutzerverwaltung: pending invitations', () => {
  it('shows the invitation with what the Admin typed and "Einladung offen", without a user id', async () => {
    await renderPage();
    const row = within(rowOf(invitation.email));
    expect(row.getByText('Einladung offen')).toBeTruthy();
    expect(row.getByText('Nico')).toBeTruthy();
    expect(row.getByText('Neumann')).toBeTruthy();
    expect(row.getByText('Admin')).toBeTruthy();
    const idCell = rowOf(invitation.email).querySelector('[data-field="id"]');
    expect(idCell?.textContent).toBe('');
    expect(row.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    expect(row.queryByRole('button', { name: /aus dem Mandanten entfernen/ })).toBeNull();
    // A member row keeps its id, edit and remove, and no invitation state.
    const memberRow = within(rowOf(member.email));
    expect(rowOf(member.email).querySelector('[data-field="id"]')?.textContent).toBe('12');
    expect(memberRow.queryByText('Einladung offen')).toBeNull();
    expect(memberRow.getByRole('button', { name: `Benutzer ${member.email} bearbeiten` })).toBeTruthy();
  });

  it('sends the invitation again by its id', async () => {
    await renderPage();
    fireEvent.click(
      within(rowOf(invitation.email)).getByRole('button', {
        name: `Einladung an ${invitation.email} erneut senden`,
      }),
    );
    await waitFor(() => expect(toasts).toEqual(['Die Einladung wurde erneut versendet.']));
    expect(calls).toEqual([['resend', { invitation_id: 7 }]]);
  });

  it('withdraws it after a confirmation', async () => {
    await renderPage();
    fireEvent.click(
      within(rowOf(invitation.email)).getByRole('button', {
        name: `Einladung an ${invitation.email} zurückziehen`,
      }),
    );
    expect(calls).toEqual([]);
    expect(screen.getByText(/Der Link in der E-Mail gilt danach nicht mehr/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(toasts).toEqual(['Die Einladung wurde zurückgezogen.']));
    expect(calls).toEqual([['withdraw', { invitation_id: 7 }]]);
  });

  it('opens a member on click, not an invitation', async () => {
    await renderPage();
    fireEvent.click(screen.getByText(invitation.email));
    expect(screen.queryByText('Benutzerdetails')).toBeNull();
    fireEvent.click(screen.getByText(member.email));
    expect(screen.getByText('Benutzerdetails')).toBeTruthy();
  });
});

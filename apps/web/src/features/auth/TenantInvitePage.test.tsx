import { auth } from '@ausweis/shared/contracts/auth';
import type { TenantSummary, UserData } from '@ausweis/shared/schemas/auth';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySession } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';
import { refuse, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import TenantInvitePage from './TenantInvitePage';

const tenant: TenantSummary = {
  id: 4,
  name: 'TSV Musterstadt',
  name2: null,
  city: 'Musterstadt',
  user_group: 'Admin',
  short_code: 'TSV',
  is_test: false,
};
const user: UserData = {
  user_id: 8,
  is_super_admin: false,
  can_invoice: false,
  can_report: false,
  email: 'gym@schule.example',
  salutation: null,
  forename: 'Greta',
  lastname: 'Gym',
  tenants: [tenant, { ...tenant, id: 5, name: 'Gymnasium am See' }],
};

/** Accepting signs in: the answer is a login's, then the user data is loaded. Returns the accept calls. */
function serveAccept() {
  serve(auth.getUserData, user);
  return serve(auth.acceptTenantInvite, {
    token: 'jwt-invite',
    jwt_token_duration_minutes: 60,
    refresh_token: 'refresh-invite',
    is_super_admin: false,
    tenants: user.tenants,
    user_id: 8,
  });
}
const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string, title: string) => toasts.push(`${title}: ${body}`),
  showError: () => undefined,
}));

afterEach(() => {
  cleanup();
  toasts.length = 0;
  setSession(emptySession());
});

const renderAt = () =>
  renderWithApp(
    <Routes>
      <Route path="/tenant_invite/:token" element={<TenantInvitePage />} />
      <Route path="/tenant" element={<p>Mandantenauswahl</p>} />
    </Routes>,
    { route: '/tenant_invite/tok-123' },
  );

const serveValidInvite = () =>
  serve(auth.checkTenantInvite, {
    tenant_name: 'TSV Musterstadt',
    user_group: 'Admin',
    email: 'gym@schule.example',
  });
const password = () => screen.getByLabelText(/^Passwort/) as HTMLInputElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden und Einladung annehmen' }));
  });

describe('TenantInvitePage', () => {
  it('asks to sign in with the account’s password first; that accepts and goes on signed in', async () => {
    serveValidInvite();
    const accepted = serveAccept();
    renderAt();
    expect(
      await screen.findByText(/Die Verwaltung von „TSV Musterstadt“ lädt Ihren Zugang gym@schule.example/),
    ).toBeTruthy();
    expect(screen.getByText(/Melden Sie sich zuerst mit dem Passwort dieses Zugangs an/)).toBeTruthy();
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe('gym@schule.example');
    // Without a password nothing is sent.
    await submit();
    expect(accepted).toEqual([]);
    expect(await screen.findByText('Bitte einen Wert angeben')).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'Mein-Passwort-1' } });
    await submit();
    expect(await screen.findByText('Mandantenauswahl')).toBeTruthy();
    expect(accepted.map((call) => call.body)).toEqual([{ token: 'tok-123', password: 'Mein-Passwort-1' }]);
    expect(toasts).toEqual(['Erfolg: Einladung angenommen. Sie sind angemeldet.']);
    expect(getSession().authToken).toBe('jwt-invite');
  });

  it('a wrong password shows at the field and stays on the page', async () => {
    serveValidInvite();
    refuse(auth.acceptTenantInvite, 400, {
      code: 'VALIDATION',
      message: 'Das Passwort ist falsch.',
      field: 'password',
    });
    renderAt();
    await screen.findByText(/Die Verwaltung von „TSV Musterstadt“/);
    fireEvent.change(password(), { target: { value: 'Falsch-geraten-1' } });
    await submit();
    expect(await screen.findByText('Das Passwort ist falsch.')).toBeTruthy();
    expect(screen.queryByText('Mandantenauswahl')).toBeNull();
  });

  it('an invalid link shows the server message and disables the form', async () => {
    refuse(auth.checkTenantInvite, 400, { code: 'TOKEN_INVALID', message: 'Dieser Link ist ungültig.' });
    renderAt();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Dieser Link ist ungültig.'));
    expect(
      (screen.getByRole('button', { name: 'Anmelden und Einladung annehmen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(password().disabled).toBe(true);
  });
});

import { authSessions } from '@ausweis/shared/contracts/auth-sessions';
import type { StaffSession } from '@ausweis/shared/schemas/auth-sessions';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptySession } from '../../../lib/session';
import { getSession, setSession } from '../../../lib/session-store';
import { serve } from '../../../testing/fake-backend.test-support';
import { renderWithApp } from '../../../testing/render.test-support';
import SessionsSection from './SessionsSection';

vi.mock('../../../lib/toast', () => ({ showSuccess: () => undefined, showError: () => undefined }));

afterEach(() => {
  cleanup();
  setSession(emptySession());
});

const session = (id: string, device: string, current: boolean): StaffSession => ({
  id,
  device,
  ip_prefix: '192.0.2.0/24',
  sign_in_method: 'password',
  created_at: '2026-11-27T07:30:00.000Z',
  last_seen_at: '2026-11-27T09:05:00.000Z',
  current,
});

const renderSection = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin/security" element={<SessionsSection />} />
      <Route path="/login" element={<p>Anmeldeseite</p>} />
    </Routes>,
    { route: '/admin/security' },
  );

describe('SessionsSection', () => {
  it('lists the devices, marks this one and ends another one', async () => {
    serve(authSessions.listSessions, {
      sessions: [
        session('s-here', 'Chrome unter Windows', true),
        session('s-phone', 'Safari auf dem iPhone', false),
      ],
    });
    const ended = serve(authSessions.endSession, { ok: true });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Angemeldete Geräte' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const here = screen.getByRole('listitem', { name: 'Chrome unter Windows' });
    expect(within(here).getByText('Dieses Gerät')).toBeTruthy();
    expect(within(here).getByText('192.0.2.0/24')).toBeTruthy();
    expect(within(here).getByText('27.11.2026 08:30')).toBeTruthy();
    expect(within(here).getByText('27.11.2026 10:05')).toBeTruthy();
    expect(within(here).queryByRole('button')).toBeNull();
    await act(async () => {
      fireEvent.click(
        screen.getByRole('button', {
          name: 'Abmelden: Safari auf dem iPhone, angemeldet seit 27.11.2026 08:30',
        }),
      );
    });
    expect(ended.map((call) => call.body)).toEqual([{ session_id: 's-phone' }]);
  });

  it('"Überall abmelden" asks once, ends all on the server, logs out here and goes to the login page', async () => {
    serve(authSessions.listSessions, { sessions: [session('s-here', 'Chrome unter Windows', true)] });
    const endedAll = serve(authSessions.endAllSessions, { ok: true });
    setSession({ ...emptySession(), authToken: 'jwt', refreshToken: 'r', lastTokenRefreshAt: 1 });
    renderSection();
    await screen.findByRole('list', { name: 'Angemeldete Geräte' });
    fireEvent.click(screen.getByRole('button', { name: 'Überall abmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Überall abmelden?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    });
    expect(await screen.findByText('Anmeldeseite')).toBeTruthy();
    expect(endedAll).toHaveLength(1);
    expect(getSession().authToken).toBeNull();
    expect(getSession().refreshToken).toBeNull();
  });
});

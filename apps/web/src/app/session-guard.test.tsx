import { auth } from '@ausweis/shared/contracts/auth';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '../features/auth/LoginPage';
import { clearLogoutReason } from '../lib/logout-reason';
import { emptySession } from '../lib/session';
import { getSession, setSession } from '../lib/session-store';
import { serve } from '../testing/fake-backend.test-support';
import { renderWithApp } from '../testing/render.test-support';
import { RequireAuth } from './session-guard';

afterEach(() => {
  cleanup();
  clearLogoutReason();
  setSession(emptySession());
});

const MINUTE = 60_000;

describe('the automatic logout of the session guard', () => {
  it('after the token lifetime without activity: ends the server session, says why on the login page', async () => {
    const logouts = serve(auth.logout, { ok: true });
    const idleSince = Date.now() - 31 * MINUTE;
    setSession({
      ...emptySession(),
      authToken: 'jwt-idle',
      refreshToken: 'refresh-idle',
      lastTokenRefreshAt: Date.now() - 5 * MINUTE,
      lastActionAt: idleSince,
      tokenExpireInMinutes: 30,
    });
    renderWithApp(
      <Routes>
        <Route
          path="/admin/*"
          element={
            <RequireAuth>
              <p>Admin-Seite</p>
            </RequireAuth>
          }
        />
        <Route path="/" element={<p>Startseite</p>} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/admin/card' },
    );
    expect(await screen.findByText('Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.')).toBeTruthy();
    expect(screen.queryByText('Admin-Seite')).toBeNull();
    expect(getSession().authToken).toBeNull();
    expect(logouts.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer jwt-idle']);
  });
});

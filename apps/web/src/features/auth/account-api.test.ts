import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

import { emptySession } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';
import { setNewPassword } from './account-api';

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(emptySession());
});

describe('setNewPassword', () => {
  it('goes on with the token of the answer (the server ended the old one)', async () => {
    setSession({ ...emptySession(), authToken: 'jwt-old', tokenExpireInMinutes: 60, lastTokenRefreshAt: 1 });
    const body = { ok: true, token: 'jwt-after-change', jwt_token_duration_minutes: 45 };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
    );
    await setNewPassword({ current_password: 'Alt-Passwort-1', new_password: 'Neu-Passwort-1' });
    expect(getSession()).toMatchObject({ authToken: 'jwt-after-change', tokenExpireInMinutes: 45 });
    expect(getSession().lastTokenRefreshAt).toBeGreaterThan(1);
  });
});

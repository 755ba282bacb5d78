import { auth } from '@ausweis/shared/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));

import { emptySession } from '../../lib/session';
import { getSession, setSession } from '../../lib/session-store';
import { serve } from '../../testing/fake-backend.test-support';
import { setNewPassword } from './account-api';

afterEach(() => setSession(emptySession()));

describe('setNewPassword', () => {
  it('goes on with the token of the answer (the server ended the old one)', async () => {
    setSession({ ...emptySession(), authToken: 'jwt-old', tokenExpireInMinutes: 60, lastTokenRefreshAt: 1 });
    serve(auth.setNewPassword, { ok: true, token: 'jwt-after-change', jwt_token_duration_minutes: 45 });
    await setNewPassword({ current_password: 'Alt-Passwort-1', new_password: 'Neu-Passwort-1' });
    expect(getSession()).toMatchObject({ authToken: 'jwt-after-change', tokenExpireInMinutes: 45 });
    expect(getSession().lastTokenRefreshAt).toBeGreaterThan(1);
  });
});

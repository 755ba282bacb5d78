import { auth } from '@ausweis/shared/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySession } from '../../lib/session';
import { setSession } from '../../lib/session-store';
import { refuse, type Sent, serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import LoginPage from './LoginPage';
import PasswordCreatePage from './PasswordCreatePage';
import { SetPasswordForm } from './SetPasswordForm';

/** The password changes the server received: by a mailed link ('token') or the user's own ('own'). */
let byToken: Sent<typeof auth.setPasswordByToken>[] = [];
let own: Sent<typeof auth.setNewPassword>[] = [];
const calls = () => [
  ...byToken.map((call) => ({ kind: 'token', body: call.body })),
  ...own.map((call) => ({ kind: 'own', body: call.body })),
];
beforeEach(() => {
  byToken = serve(auth.setPasswordByToken, { ok: true });
  own = serve(auth.setNewPassword, { ok: true, token: 'jwt-neu', jwt_token_duration_minutes: 60 });
});
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

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submitWith = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

const user = { user_id: 7, email: 'nora@schule.example' };

describe('set-password form', () => {
  it('requires a new password of 8 to 30 characters and a matching repeat', async () => {
    const onDone = vi.fn();
    renderWithApp(<SetPasswordForm mode="token" token="tok" user={user} onDone={onDone} />);
    await submitWith('Passwort setzen');
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(2);
    type('Neues Passwort', 'kurz');
    type('Passwort wiederholen', 'kurz');
    await submitWith('Passwort setzen');
    expect(screen.getByText('Bitte mindestens 8 und maximal 30 Zeichen angeben')).toBeTruthy();
    type('Neues Passwort', 'Lang-genug-1');
    type('Passwort wiederholen', 'Lang-genug-2');
    await submitWith('Passwort setzen');
    expect(screen.getByText('Werte stimmen nicht überein')).toBeTruthy();
    expect(calls()).toEqual([]);
    type('Passwort wiederholen', 'Lang-genug-1');
    await submitWith('Passwort setzen');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()).toEqual([
      {
        kind: 'token',
        body: {
          token: 'tok',
          token_name: 'UserPassword',
          user_id: 7,
          email: 'nora@schule.example',
          password: 'Lang-genug-1',
        },
      },
    ]);
  });

  it('is disabled until the token check has found the user', () => {
    renderWithApp(<SetPasswordForm mode="token" token="tok" user={undefined} onDone={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Passwort setzen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(input('Neues Passwort').disabled).toBe(true);
  });

  it('inline: asks the current password too and has a cancel button', async () => {
    const onCancel = vi.fn();
    const onDone = vi.fn();
    renderWithApp(
      <SetPasswordForm mode="inline" userId={3} email="me@x.example" onCancel={onCancel} onDone={onDone} />,
    );
    type('Neues Passwort', 'Neues-Pw-123');
    type('Passwort wiederholen', 'Neues-Pw-123');
    await submitWith('Passwort ändern');
    expect(screen.getByText('Bitte einen Wert angeben')).toBeTruthy();
    type('Aktuelles Passwort', 'Altes-Pw-1');
    await submitWith('Passwort ändern');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls()).toEqual([
      { kind: 'own', body: { current_password: 'Altes-Pw-1', new_password: 'Neues-Pw-123' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('/password_create/{token}', () => {
  const renderPage = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/password_create/abc']}>
          <Routes>
            <Route path="/password_create/:token" element={<PasswordCreatePage />} />
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows the server message of a bad token and disables the form', async () => {
    refuse(auth.checkUserToken, 400, {
      code: 'TOKEN_INVALID',
      message: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Dieser Link ist ungültig');
    expect((screen.getByRole('button', { name: 'Passwort setzen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sets the password, toasts and goes to the login with the e-mail address filled in', async () => {
    const asked = serve(auth.checkUserToken, {
      user_id: 7,
      forename: 'Nora',
      lastname: 'Neu',
      email: 'nora@schule.example',
    });
    renderPage();
    expect(await screen.findByText(/Hallo Nora Neu/)).toBeTruthy();
    expect(asked.map((call) => call.query)).toEqual([{ token: 'abc', token_name: 'UserPassword' }]);
    type('Neues Passwort', 'Lang-genug-1');
    type('Passwort wiederholen', 'Lang-genug-1');
    await act(async () => {
      fireEvent.submit(input('Passwort wiederholen').closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(toasts).toEqual(['Erfolg: Passwort wurde gesetzt. Bitte anmelden']));
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(input('E-Mail').value).toBe('nora@schule.example');
    expect(input('Passwort').value).toBe('');
    expect(document.activeElement).toBe(input('Passwort'));
  });
});

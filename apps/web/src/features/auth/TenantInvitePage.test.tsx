import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TenantInvitePage from './TenantInvitePage';

const accepted: unknown[] = [];
const check: { current: Record<string, unknown> } = { current: {} };
const answer: { error: Error | null } = { error: null };
vi.mock('./account-api', () => ({
  useTenantInvite: () => check.current,
  useAcceptTenantInvite: () => ({
    isPending: false,
    mutate: (
      request: unknown,
      options?: { onSuccess?: (next: string) => void; onError?: (e: Error) => void },
    ) => {
      accepted.push(request);
      if (answer.error) options?.onError?.(answer.error);
      else options?.onSuccess?.('/tenant');
    },
  }),
}));
vi.mock('../../lib/server-error', () => ({
  serverMessage: (e: Error) => e.message,
  serverFieldError: (e: Error & { field?: string }) =>
    e.field ? { field: e.field, message: e.message } : null,
}));
const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string, title: string) => toasts.push(`${title}: ${body}`),
}));

afterEach(() => {
  cleanup();
  accepted.length = 0;
  toasts.length = 0;
  answer.error = null;
});

const renderAt = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/tenant_invite/tok-123']}>
        <Routes>
          <Route path="/tenant_invite/:token" element={<TenantInvitePage />} />
          <Route path="/tenant" element={<p>Mandantenauswahl</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const VALID = {
  isSuccess: true,
  data: { tenant_name: 'TSV Musterstadt', user_group: 'Admin', email: 'gym@schule.example' },
};
const password = () => screen.getByLabelText(/^Passwort/) as HTMLInputElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden und Einladung annehmen' }));
  });

describe('TenantInvitePage', () => {
  it('asks to sign in with the account’s password first; that accepts and goes on signed in', async () => {
    check.current = VALID;
    renderAt();
    expect(
      screen.getByText(/Die Verwaltung von „TSV Musterstadt“ lädt Ihren Zugang gym@schule.example/),
    ).toBeTruthy();
    expect(screen.getByText(/Melden Sie sich zuerst mit dem Passwort dieses Zugangs an/)).toBeTruthy();
    expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe('gym@schule.example');
    // Without a password nothing is sent.
    await submit();
    expect(accepted).toEqual([]);
    expect(await screen.findByText('Bitte einen Wert angeben')).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'Mein-Passwort-1' } });
    await submit();
    expect(accepted).toEqual([{ token: 'tok-123', password: 'Mein-Passwort-1' }]);
    expect(toasts).toEqual(['Erfolg: Einladung angenommen. Sie sind angemeldet.']);
    expect(screen.getByText('Mandantenauswahl')).toBeTruthy();
  });

  it('a wrong password shows at the field and stays on the page', async () => {
    check.current = VALID;
    answer.error = Object.assign(new Error('Das Passwort ist falsch.'), { field: 'password' });
    renderAt();
    fireEvent.change(password(), { target: { value: 'Falsch-geraten-1' } });
    await submit();
    expect(await screen.findByText('Das Passwort ist falsch.')).toBeTruthy();
    expect(screen.queryByText('Mandantenauswahl')).toBeNull();
  });

  it('an invalid link shows the server message and disables the form', () => {
    check.current = { isError: true, isSuccess: false, error: new Error('Dieser Link ist ungültig.') };
    renderAt();
    expect(screen.getByRole('alert').textContent).toBe('Dieser Link ist ungültig.');
    expect(
      (screen.getByRole('button', { name: 'Anmelden und Einladung annehmen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(password().disabled).toBe(true);
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TenantInvitePage from './TenantInvitePage';

const accepted: string[] = [];
const check: { current: Record<string, unknown> } = { current: {} };
vi.mock('./account-api', () => ({
  useTenantInvite: () => check.current,
  useAcceptTenantInvite: () => ({
    isPending: false,
    mutate: (token: string, options?: { onSuccess?: () => void }) => {
      accepted.push(token);
      options?.onSuccess?.();
    },
  }),
  serverMessage: (e: Error) => e.message,
}));
const toasts: string[] = [];
vi.mock('../../lib/toast', () => ({
  showSuccess: (body: string, title: string) => toasts.push(`${title}: ${body}`),
}));

afterEach(() => {
  cleanup();
  accepted.length = 0;
  toasts.length = 0;
});

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/tenant_invite/tok-123']}>
      <Routes>
        <Route path="/tenant_invite/:token" element={<TenantInvitePage />} />
        <Route path="/login" element={<p>Anmeldeseite</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('TenantInvitePage', () => {
  it('shows the invitation and accepts it, then goes to login', async () => {
    check.current = {
      isSuccess: true,
      data: { tenant_name: 'TSV Musterstadt', user_group: 'Admin', email: 'gym@schule.example' },
    };
    renderAt();
    expect(
      screen.getByText(/Die Verwaltung von „TSV Musterstadt“ lädt Ihren Zugang gym@schule.example/),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    });
    expect(accepted).toEqual(['tok-123']);
    expect(toasts).toEqual(['Erfolg: Einladung angenommen. Bitte melden Sie sich an.']);
    expect(screen.getByText('Anmeldeseite')).toBeTruthy();
  });

  it('an invalid link shows the server message and disables the button', () => {
    check.current = { isError: true, isSuccess: false, error: new Error('Dieser Link ist ungültig.') };
    renderAt();
    expect(screen.getByRole('alert').textContent).toBe('Dieser Link ist ungültig.');
    expect((screen.getByRole('button', { name: 'Einladung annehmen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

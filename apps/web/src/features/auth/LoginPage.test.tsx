import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberIdleLogout } from '../../lib/logout-reason';
import LoginPage from './LoginPage';

function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('login page after an automatic logout', () => {
  it('says why, once', () => {
    rememberIdleLogout(30);
    renderLogin();
    expect(screen.getByText('Sie wurden nach 30 Minuten ohne Aktivität abgemeldet.')).toBeTruthy();
    cleanup();
    renderLogin();
    expect(screen.queryByText(/ohne Aktivität abgemeldet/)).toBeNull();
  });

  it('says nothing after an ordinary visit', () => {
    renderLogin();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/abgemeldet/)).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReports } from '../testing/fake-backend.test-support';
import { RouteErrorBoundary } from './RouteError';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('Chunk nicht ladbar');
}

function GoOn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/weiter')}>
      Weiter
    </button>
  );
}

describe('route error boundary (react-router errorElement without the data router)', () => {
  it('shows the German error page, reports the error, and tries again on the next page', async () => {
    // React logs the caught error; the test only wants the page.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/kaputt']}>
        <GoOn />
        <RouteErrorBoundary>
          <Routes>
            <Route path="kaputt" element={<Boom />} />
            <Route path="weiter" element={<p>Andere Seite</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    await waitFor(() => expect(errorReports).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Andere Seite')).toBeTruthy();
    expect(screen.queryByText('Es ist ein Fehler aufgetreten')).toBeNull();
  });
});

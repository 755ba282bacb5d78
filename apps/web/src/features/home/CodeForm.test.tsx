import { ordering } from '@ausweis/shared/contracts/ordering';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, serve } from '../../testing/fake-backend.test-support';
import { productInfo } from '../../testing/fixtures.test-support';
import { CodeForm, orderingPath } from './CodeForm';

afterEach(cleanup);

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CodeForm /> },
      { path: '/s/:t/:p', element: <p>Bestellformular</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('landing code form', () => {
  it('Enter in Zugangscode moves to Produktcode; Enter there submits to the ordering route', async () => {
    const asked = serve(ordering.productInfo, productInfo());
    const router = setup();
    fireEvent.change(input('Zugangscode'), { target: { value: ' GYMSEE ' } });
    fireEvent.keyDown(input('Zugangscode'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Produktcode'));
    fireEvent.change(input('Produktcode'), { target: { value: 'SA2026' } });
    await act(async () => {
      fireEvent.submit(input('Produktcode').closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/GYMSEE/SA2026'));
    // The product info was fetched first, with the trimmed codes.
    expect(asked.map((call) => call.params)).toEqual([
      { tenantShortCode: 'GYMSEE', productShortCode: 'SA2026' },
    ]);
  });

  it('stays on the landing page when the product info cannot be loaded', async () => {
    const asked = refuse(ordering.productInfo, 404, {
      code: 'NOT_FOUND',
      message: 'Zu diesen Codes gibt es nichts.',
    });
    const router = setup();
    fireEvent.change(input('Zugangscode'), { target: { value: 'GYMSEE' } });
    fireEvent.change(input('Produktcode'), { target: { value: 'FALSCH' } });
    await act(async () => {
      fireEvent.submit(input('Produktcode').closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.params).toEqual({ tenantShortCode: 'GYMSEE', productShortCode: 'FALSCH' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('requires both codes', async () => {
    const asked = serve(ordering.productInfo, productInfo());
    const router = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ausweis erstellen' }));
    });
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/');
    expect(asked).toEqual([]);
  });

  it('encodes the codes in the path', () => {
    expect(orderingPath('A B', 'x/y')).toBe('/s/A%20B/x%2Fy');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
  render(<RouterProvider router={router} />);
  return router;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('landing code form', () => {
  it('Enter in Zugangscode moves to Produktcode; Enter there submits to the ordering route', async () => {
    const router = setup();
    fireEvent.change(input('Zugangscode'), { target: { value: ' GYMSEE ' } });
    fireEvent.keyDown(input('Zugangscode'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('Produktcode'));
    fireEvent.change(input('Produktcode'), { target: { value: 'SA2026' } });
    await act(async () => {
      fireEvent.submit(input('Produktcode').closest('form') as HTMLFormElement);
    });
    expect(router.state.location.pathname).toBe('/s/GYMSEE/SA2026');
  });

  it('requires both codes', async () => {
    const router = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ausweis erstellen' }));
    });
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/');
  });

  it('encodes the codes in the path', () => {
    expect(orderingPath('A B', 'x/y')).toBe('/s/A%20B/x%2Fy');
  });
});

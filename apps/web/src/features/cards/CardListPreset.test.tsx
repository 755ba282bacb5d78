/** The card list opened from a dashboard tile: the tile's filters are asked for, once, and the address drops the preset. */
import { cards } from '@ausweis/shared/contracts/cards';
import { schoolPrint } from '@ausweis/shared/contracts/school-print';
import { OVERVIEW_CARD_FILTERS } from '@ausweis/shared/schemas/tenant-overview';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../testing/fake-backend.test-support';
import { renderWithApp } from '../../testing/render.test-support';
import { signInStaff } from '../users/users.test-support';
import CardListPage from './CardListPage';

afterEach(cleanup);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adresse">{`${pathname}${search}`}</output>;
}

describe('the card list from a dashboard tile', () => {
  it("asks for the tile's filters and drops the preset from the address", async () => {
    signInStaff('admin@schule.example', {
      id: 3,
      name: 'Gymnasium am See',
      name2: null,
      city: 'Seestadt',
      user_group: 'Admin',
      short_code: 'GYM',
      is_test: false,
    });
    serve(cards.products, []);
    serve(schoolPrint.settings, { available: false, offset_x_mm: 0, offset_y_mm: 0 });
    const asked = serve(cards.find, {
      data: [],
      pagination: { page: 1, count: 50, total: 0, total_exact: true },
    });
    renderWithApp(
      <Routes>
        <Route
          path="/admin/card"
          element={
            <>
              <CardListPage />
              <Address />
            </>
          }
        />
      </Routes>,
      { route: '/admin/card?preset=to_validate' },
    );
    await waitFor(() => expect(screen.getByLabelText('Adresse').textContent).toBe('/admin/card'));
    await waitFor(() =>
      expect(asked.at(-1)?.body?.filters).toMatchObject({ ...OVERVIEW_CARD_FILTERS.to_validate }),
    );
  });
});

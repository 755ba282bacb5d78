/** The card app's 'Ausweis verlängern' (docs/product.md#card-app): shown when the server offers it, opens the order page. */
import { renewals } from '@ausweis/shared/contracts/renewals';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse, serve } from '../testing/fake-backend.test-support';
import { cleanUpCardViews, clickToOpen, HOLDER_CODES, renderCardView } from './card-view.test-support';

cleanUpCardViews();

const view = (
  can_renew: boolean,
  offline = false,
  over: Partial<NonNullable<CardAppResponse['card']>> = {},
) => renderCardView({ can_renew, ...over }, offline);

describe("card app: 'Ausweis verlängern'", () => {
  it('is hidden while renewal is not offered, and offline', () => {
    view(false);
    expect(screen.queryByRole('button', { name: 'Ausweis verlängern' })).toBeNull();
    cleanup();
    view(true, true);
    expect(screen.queryByRole('button', { name: 'Ausweis verlängern' })).toBeNull();
  });

  it('asks for a link with the stored codes and opens the prefilled order page', async () => {
    const asked = serve(renewals.cardAppLink, { url: '/s/GYMSEE/SA2026?link=abc' });
    view(true);
    expect(screen.getByText(/Ihr Ausweis läuft bald ab/)).toBeTruthy();
    const assign = await clickToOpen(screen.getByRole('button', { name: 'Ausweis verlängern' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/s/GYMSEE/SA2026?link=abc'));
    expect(asked.map((call) => call.body)).toEqual([HOLDER_CODES]);
  });

  it('says so when no link comes', async () => {
    refuse(renewals.cardAppLink, 404, { code: 'NOT_FOUND', message: 'x' });
    view(true);
    await clickToOpen(screen.getByRole('button', { name: 'Ausweis verlängern' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Der Bestell-Link konnte nicht erstellt werden/)).toBeTruthy();
  });
});

describe('card app: the renewal before it opens and after it is paid', () => {
  it('names the day the renewal opens, without a button', () => {
    view(false, false, { renewal_opens_on: '2026-07-01' });
    expect(screen.getByText('Verlängerung ab 01.07.2026 möglich')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ausweis verlängern' })).toBeNull();
  });

  it('says that the new card is ordered and its codes come by mail', () => {
    view(false, true, { renewal_ordered: true });
    expect(screen.getByText('Ein neuer Ausweis ist bestellt.')).toBeTruthy();
    expect(screen.getByText(/Zugangsdaten für den neuen Ausweis erhalten Sie per E-Mail/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ausweis verlängern' })).toBeNull();
  });
});

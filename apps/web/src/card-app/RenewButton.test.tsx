/** The card app's 'Ausweis verlängern' (docs/product.md#card-app): shown when the server offers it, opens the order page. */
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardView } from './CardView';
import { saveStored } from './storage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CODES = { tenant_short_code: 'GYMSEE', product_short_code: 'SA2026', online_code: 'ABCDEFGHJK' };

const response = (
  can_renew: boolean,
  over: Partial<NonNullable<CardAppResponse['card']>> = {},
): CardAppResponse => ({
  state: 'active',
  checked_at: '2026-07-20T08:30:00.000Z',
  card: {
    order_id: 7,
    familyname: 'Appel',
    forname: 'Lena',
    birthday: '2011-05-20',
    tenant_name: 'Gymnasium am See',
    product_type: 'Schülerausweis',
    card_valid_from: '2025-08-01',
    card_valid_to: '2026-07-31',
    is_test: false,
    verdict: { valid: true, problems: [] },
    image: 'iVBORw0KGgo=',
    card_hash: 'h1',
    card_info_url: 'http://localhost/card/GYMSEE/SA2026/u/7',
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    can_renew,
    ...over,
  },
});

const view = (
  can_renew: boolean,
  offline = false,
  over: Partial<NonNullable<CardAppResponse['card']>> = {},
) => {
  saveStored({ codes: CODES, response: response(can_renew, over) });
  render(
    <CardView
      response={response(can_renew, over)}
      offline={offline}
      busy={false}
      notice={null}
      onRefresh={() => undefined}
      onLogout={() => undefined}
    />,
  );
};

describe("card app: 'Ausweis verlängern'", () => {
  it('is hidden while renewal is not offered, and offline', () => {
    view(false);
    expect(screen.queryByRole('button', { name: 'Ausweis verlängern' })).toBeNull();
    cleanup();
    view(true, true);
    expect(screen.queryByRole('button', { name: 'Ausweis verlängern' })).toBeNull();
  });

  it('asks for a link with the stored codes and opens the prefilled order page', async () => {
    const fetchMock = vi.fn(async () => Response.json({ url: '/s/GYMSEE/SA2026?link=abc' }));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    view(true);
    expect(screen.getByText(/Ihr Ausweis läuft bald ab/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ausweis verlängern' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/s/GYMSEE/SA2026?link=abc'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/anon/renewal/card_app_link');
    expect(JSON.parse(String(init.body))).toEqual(CODES);
  });

  it('says so when no link comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'x' }, { status: 404 })),
    );
    view(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ausweis verlängern' }));
    });
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

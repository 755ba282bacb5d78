/** The card app screens: login, the stored card at once, offline banner, states, TEST banner, logout. */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, serve, unreachable } from '../testing/fake-backend.test-support';
import { cardAppAnswer } from '../testing/fixtures.test-support';
import { CardApp } from './CardApp';
import { takeLinkedCodes } from './link-codes';
import { loadStored, saveStored } from './storage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CODES = { tenant_short_code: 'GYMSEE', product_short_code: 'SA2026', online_code: 'ABCDEFGHJK' };

// The QR code as the server could send it, with a script: it must never reach the page as markup.
const active = (over: Parameters<typeof cardAppAnswer>[0] = {}) =>
  cardAppAnswer({
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ...over,
  });
const WRONG_CODES = { code: 'NOT_FOUND', message: CARD_APP_TEXTS.wrongCodes };

describe('card app', () => {
  it('logs in with the three codes and shows the card; the QR code is an image, not markup', async () => {
    const asked = serve(cardApp.card, active());
    render(<CardApp />);
    fireEvent.change(screen.getByLabelText('Zugangscode'), { target: { value: 'gymsee' } });
    fireEvent.change(screen.getByLabelText('Produktcode'), { target: { value: 'SA2026' } });
    fireEvent.change(screen.getByLabelText('Aktivierungscode'), { target: { value: 'ABCDEFGHJK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await screen.findByRole('img', { name: 'Ausweis von Lena Appel' });
    expect(screen.getByText('Geboren am 20.05.2011')).toBeTruthy();
    expect(screen.getByText('Gültig bis 31.07.2026')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'QR-Code zur Prüfung des Ausweises' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(document.querySelector('script')).toBeNull();
    expect(asked[0]?.body).toMatchObject({ tenant_short_code: 'gymsee' });
    expect(loadStored()?.codes.online_code).toBe('ABCDEFGHJK');
  });

  it('asks for all three codes before calling the server', () => {
    const asked = serve(cardApp.card, active());
    render(<CardApp />);
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Bitte einen Wert angeben')).toHaveLength(3);
    expect(asked).toEqual([]);
  });

  it('shows the server message for wrong codes', async () => {
    refuse(cardApp.card, 404, WRONG_CODES);
    render(<CardApp />);
    for (const label of ['Zugangscode', 'Produktcode', 'Aktivierungscode'])
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CARD_APP_TEXTS.wrongCodes);
  });

  it('shows the stored card at once and the offline banner when the check cannot reach the server', async () => {
    saveStored({
      codes: CODES,
      response: active({ is_test: true, verdict: { valid: false, problems: ['test'] } }),
    });
    const asked = unreachable(cardApp.card);
    render(<CardApp />);
    expect(screen.getByRole('img', { name: 'Ausweis von Lena Appel' })).toBeTruthy();
    expect(screen.getByText('Test-Ausweis – kein gültiger Ausweis')).toBeTruthy();
    await screen.findByText(/^Offline – zuletzt geprüft am 04\.05\.2026 \d{2}:30$/);
    // The background check sends the hash of the card it shows.
    expect(asked[0]?.body).toMatchObject({ ...CODES, known_hash: 'h1' });
  });

  it('shows a deleted card as its state, and logging out asks first and forgets it', async () => {
    saveStored({ codes: CODES, response: active() });
    serve(cardApp.card, { state: 'deleted', card: null, checked_at: '2026-05-05T08:30:00.000Z' });
    render(<CardApp />);
    await screen.findByText(CARD_APP_TEXTS.deleted);
    expect(screen.queryByRole('img', { name: /Ausweis von/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(screen.getByText(/^Wirklich abmelden\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy());
    expect(loadStored()).toBeNull();
  });
});

describe('card app opened by a link with the codes (access mail, payment success)', () => {
  it('takes the codes from the fragment and removes them from the address bar', () => {
    window.history.replaceState(
      null,
      '',
      '/app?x=1#zugangscode=GYMSEE&produktcode=SA2026&aktivierungscode=ABCDEFGHJK',
    );
    expect(takeLinkedCodes()).toEqual(CODES);
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/app?x=1');
    expect(takeLinkedCodes()).toBeNull();
  });

  it('signs in with them without typing and shows the card', async () => {
    const asked = serve(cardApp.card, active());
    render(<CardApp linked={CODES} />);
    await screen.findByRole('img', { name: 'Ausweis von Lena Appel' });
    expect(asked.map((call) => call.body)).toEqual([CODES]);
    expect(loadStored()?.codes).toEqual(CODES);
  });

  it('keeps the codes in the form when they do not open a card, to be corrected by hand', async () => {
    refuse(cardApp.card, 404, WRONG_CODES);
    render(<CardApp linked={CODES} />);
    expect((await screen.findByRole('alert')).textContent).toBe(CARD_APP_TEXTS.wrongCodes);
    expect((screen.getByLabelText('Aktivierungscode') as HTMLInputElement).value).toBe('ABCDEFGHJK');
    expect((screen.getByLabelText('Zugangscode') as HTMLInputElement).value).toBe('GYMSEE');
  });

  it('only refreshes when the link names the card already shown', async () => {
    saveStored({ codes: CODES, response: active() });
    const asked = serve(cardApp.card, active());
    render(<CardApp linked={{ ...CODES, tenant_short_code: 'gymsee' }} />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.body).toMatchObject({ known_hash: 'h1' });
  });
});

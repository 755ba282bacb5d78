/** The card app's 'In Google Wallet speichern': offered per device platform, opens the save link. */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuse, serve } from '../testing/fake-backend.test-support';
import { cardAppAnswer } from '../testing/fixtures.test-support';
import { CardView } from './CardView';
import { saveStored } from './storage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CODES = { tenant_short_code: 'GYMSEE', product_short_code: 'SA2026', online_code: 'ABCDEFGHJK' };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function view({ userAgent = ANDROID, google_wallet = true, offline = false } = {}) {
  vi.stubGlobal('navigator', { ...navigator, userAgent });
  const response = { ...cardAppAnswer({ google_wallet }), checked_at: '2026-07-20T08:30:00.000Z' };
  saveStored({ codes: CODES, response });
  render(
    <CardView
      response={response}
      offline={offline}
      busy={false}
      notice={null}
      onRefresh={() => undefined}
      onLogout={() => undefined}
    />,
  );
}

const button = () => screen.queryByRole('button', { name: WALLET_TEXTS.google.button });

describe("card app: 'In Google Wallet speichern'", () => {
  it('is offered on Android, not on an iPhone, not without Google Wallet, not offline', () => {
    view();
    expect(button()).toBeTruthy();
    for (const other of [{ userAgent: IPHONE }, { google_wallet: false }, { offline: true }]) {
      cleanup();
      view(other);
      expect(button()).toBeNull();
    }
  });

  it('asks for the save link with the stored codes and opens it', async () => {
    const url = 'https://pay.google.com/gp/v/save/eyJ.abc.def';
    const asked = serve(cardApp.googleWallet, { save_url: url });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    view();
    await act(async () => {
      fireEvent.click(button() as HTMLElement);
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(asked.map((call) => call.body)).toEqual([CODES]);
  });

  it('says so in German when no link comes', async () => {
    refuse(cardApp.googleWallet, 404, { code: 'NOT_FOUND', message: 'x' });
    view();
    await act(async () => {
      fireEvent.click(button() as HTMLElement);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_TEXTS.google.failed);
  });
});

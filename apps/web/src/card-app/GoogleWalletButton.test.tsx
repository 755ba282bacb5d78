/** The card app's 'In Google Wallet speichern': offered per device platform, opens the save link. */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { WALLET_TEXTS } from '@ausweis/shared/schemas/wallet-texts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refuse, serve } from '../testing/fake-backend.test-support';
import { cleanUpCardViews, clickToOpen, HOLDER_CODES, renderCardView } from './card-view.test-support';

cleanUpCardViews();

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function view({ userAgent = ANDROID, google_wallet = true, offline = false } = {}) {
  vi.stubGlobal('navigator', { ...navigator, userAgent });
  renderCardView({ google_wallet }, offline);
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
    view();
    const assign = await clickToOpen(button() as HTMLElement);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(asked.map((call) => call.body)).toEqual([HOLDER_CODES]);
  });

  it('says so in German when no link comes', async () => {
    refuse(cardApp.googleWallet, 404, { code: 'NOT_FOUND', message: 'x' });
    view();
    await clickToOpen(button() as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_TEXTS.google.failed);
  });
});

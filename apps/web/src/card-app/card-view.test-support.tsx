/** The card view with a holder's stored codes, for the tests of its buttons (renewal, Google Wallet). */
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { cardAppAnswer } from '../testing/fixtures.test-support';
import { CardView } from './CardView';
import { saveStored } from './storage';

export const HOLDER_CODES = {
  tenant_short_code: 'GYMSEE',
  product_short_code: 'SA2026',
  online_code: 'ABCDEFGHJK',
};

/** After each test of the calling file: views unmounted, stubbed globals back, stored codes gone. */
export function cleanUpCardViews(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** Shows the card `card` (fixture overrides) as the app does after the codes were stored. */
export function renderCardView(card: Partial<NonNullable<CardAppResponse['card']>> = {}, offline = false) {
  const response = { ...cardAppAnswer(card), checked_at: '2026-07-20T08:30:00.000Z' };
  saveStored({ codes: HOLDER_CODES, response });
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

/** Clicks `button` with location.assign watched: the spy sees the link the app opens. */
export async function clickToOpen(button: HTMLElement) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await act(async () => {
    fireEvent.click(button);
  });
  return assign;
}

/** The card app's live element: the time with seconds and the live code of this 10-second step. */
import { toBase64Url } from '@ausweis/shared/card-code';
import { liveCodeOf, liveCodeText, liveStep } from '@ausweis/shared/live-code';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveCode } from './LiveCode';

afterEach(cleanup);

describe('live element', () => {
  it("shows the time and the live code computed from the card's secret", async () => {
    const secret = new Uint8Array(32).fill(3);
    render(<LiveCode secret={toBase64Url(secret)} />);
    expect(document.querySelector('.ca-live-time')?.textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const shown = (await screen.findByText(/^\d{3} \p{L}+$/u)).textContent;
    const now = liveStep(Date.now());
    const expected = await Promise.all(
      [now - 1, now].map(async (s) => liveCodeText(await liveCodeOf(secret, s))),
    );
    expect(expected).toContain(shown);
  });

  it('without a secret (a card stored by an older app) says the code follows the next online check', () => {
    render(<LiveCode secret={undefined} />);
    expect(screen.getByText('Live-Code nach der nächsten Prüfung mit Internet')).toBeTruthy();
  });
});

/** The verifier's live check of a card app screen: the clock, the online check, offline the comparison. */
import { cardCheck } from '@ausweis/shared/contracts/card-check';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refuse, serve, unreachable } from '../testing/fake-backend.test-support';
import { CheckResult } from './CheckResult';
import { LiveCheck } from './LiveCheck';

afterEach(cleanup);

const CODE = 'https://ausweis.example/pruefen#abc.def';
const SHOWN = 1_795_000_000;

async function typeAndCheck(live: string) {
  render(<LiveCheck code={CODE} shownAt={SHOWN} />);
  fireEvent.change(screen.getByLabelText('Live-Code aus der App (z. B. 042 Blau)'), {
    target: { value: live },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Live-Code abgleichen' }));
  return (await screen.findByRole('status')).textContent;
}

describe('live check', () => {
  it('shows when the screen code was signed and this device clock with seconds', () => {
    render(<LiveCheck code={CODE} shownAt={SHOWN} />);
    expect(screen.getByText(/signiert am 18\.11\.2026 11:06/)).toBeTruthy();
    expect(document.querySelector('.vf-clock')?.textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it('sends the signed code and the typed live code; a match says so', async () => {
    const asked = serve(cardCheck.live, { checked_at: new Date().toISOString() });
    expect(await typeAndCheck('042 blau')).toContain('Live-Code stimmt');
    expect(asked[0]?.body).toEqual({ code: CODE, live: '042 blau' });
  });

  it("shows the server's German reason for a wrong code", async () => {
    refuse(cardCheck.live, 400, {
      code: 'VALIDATION',
      message: 'Der Live-Code passt nicht zu diesem Ausweis.',
      field: 'live',
    });
    expect(await typeAndCheck('111 Rot')).toBe('Der Live-Code passt nicht zu diesem Ausweis.');
  });

  it('offline, tells the checker to compare clock and moving band', async () => {
    unreachable(cardCheck.live);
    expect(await typeAndCheck('111 Rot')).toContain('Vergleichen Sie die Uhrzeit in der App');
  });
});

describe('an outdated screen code', () => {
  it('is refused with the time it was signed, not judged as a card', () => {
    const statement = {
      kid: 'k1',
      card_id: 1,
      tenant_code: 'GYMSEE',
      familyname: 'Prüfer',
      forname: 'Vera',
      birthday: null,
      valid_from: '2026-01-01',
      valid_to: '2099-07-31',
      validated: true,
      test: false,
      issued_at: 1_790_000_000,
      shown_at: SHOWN,
    };
    const check = { ok: false, reason: 'screen_outdated', statement } as const;
    render(<CheckResult outcome={{ check, online: null }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Nicht gültig: veralteter Code vom Bildschirm',
    );
    // This device's clock, as the live check shows it (the server's refusal names German time).
    expect(
      screen.getByText(/^Dieser Code vom Bildschirm der Ausweis-App wurde am 18\.11\.2026 11:06 signiert/),
    ).toBeTruthy();
  });
});

/**
 * The card app's screen code and live code on the server: the QR code the app gets is signed at that
 * moment (A3) and refused a day later; POST card_live_check accepts the card's current live code only.
 */
import { CARD_KEYS_PATH, checkCardCode, codeFromScan, fromBase64Url } from '@ausweis/shared/card-code';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { cardCheck } from '@ausweis/shared/contracts/card-check';
import { LIVE_COLOURS, liveCodeOf, liveCodeText, liveStep } from '@ausweis/shared/live-code';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEd25519 } from '../../platform/card-keys';
import { germanIsoDate } from '../../platform/german-date';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { readQrCodes } from '../../test/read-qr';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ausweis.example' });
});
afterAll(() => t.close());

/** A paid, validated smartphone card as the card app gets it: its scanned QR code and its live secret. */
async function appCard(app = t) {
  const tenant = await createTenant(app.db, { name: 'Grundschule Live' });
  const product = await createTenantProduct(app.db, tenant.id);
  const card = await createCard(app.db, tenant.id, product.id, {
    online_ready: true,
    is_payed: true,
    status: 'payed',
    validated: true,
    card_valid_from: '2026-01-01',
    card_valid_to: `${Number(germanIsoDate().slice(0, 4)) + 1}-07-31`,
  });
  const res = await app.app.inject({
    method: 'POST',
    url: `/api${cardApp.card.path}`,
    payload: {
      tenant_short_code: tenant.short_code,
      product_short_code: product.product_short_code,
      online_code: card.online_code,
    },
  });
  const shown = res.json<CardAppResponse>().card ?? expect.unreachable('no card');
  const [code] = await readQrCodes(Buffer.from(shown.qr_svg));
  const secret = fromBase64Url(shown.live_secret ?? '') ?? expect.unreachable('no live secret');
  return { code: code ?? expect.unreachable('no QR code'), secret };
}

const liveCheck = (code: string, live: string, app = t) =>
  app.app.inject({ method: 'POST', url: `/api${cardCheck.live.path}`, payload: { code, live } });

describe('the card app QR code (screen code)', () => {
  it('is signed when the app asks, and refused with the signing time a day later', async () => {
    const { code } = await appCard();
    const now = Math.floor(Date.now() / 1000);
    const keys = (await t.app.inject({ method: 'GET', url: CARD_KEYS_PATH })).json();
    const fresh = await checkCardCode(code, keys, verifyEd25519, germanIsoDate(), now);
    expect(fresh.ok && fresh.statement.shown_at).toBeGreaterThan(now - 120);
    const later = await checkCardCode(code, keys, verifyEd25519, germanIsoDate(), now + 86_401);
    expect(later).toMatchObject({ ok: false, reason: 'screen_outdated' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api${cardCheck.check.path}`, payload: { code } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST card_live_check', () => {
  it('accepts the live code the app shows now', async () => {
    const { code, secret } = await appCard();
    const live = liveCodeText(await liveCodeOf(secret, liveStep(Date.now())));
    const res = await liveCheck(code, live.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().checked_at).toMatch(/^\d{4}-/);
  });

  it('refuses a wrong code, and names one of a minute ago as outdated, in German', async () => {
    const { code, secret } = await appCard();
    const now = liveStep(Date.now());
    const recent = await Promise.all(Array.from({ length: 34 }, (_, i) => liveCodeOf(secret, now + 2 - i)));
    const taken = new Set(recent.map(liveCodeText));
    const wrong = Array.from({ length: 1000 }, (_, n) =>
      liveCodeText({ digits: String(n).padStart(3, '0'), colour: 0 }),
    ).find((c) => !taken.has(c));
    const res = await liveCheck(code, wrong ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'live',
      message: expect.stringContaining('passt nicht zu diesem Ausweis'),
    });

    const old = liveCodeText(await liveCodeOf(secret, now - 6));
    const outdated = await liveCheck(code, old);
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().message).toMatch(
      /^Dieser Live-Code war vor etwa \d+ Sekunden gültig, nicht jetzt/,
    );
  });

  it('refuses an unreadable live code and a forged signed code with German reasons', async () => {
    const { code } = await appCard();
    const typo = await liveCheck(code, '12 Blau');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toContain('drei Ziffern und die Farbe');
    const [head] = codeFromScan(code).split('.');
    const forged = await liveCheck(`${head}.${'A'.repeat(86)}`, `123 ${LIVE_COLOURS[0].word}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      field: 'code',
      message: expect.stringContaining('Signatur ungültig'),
    });
  });

  it('is rate-limited per address with a German 429', async () => {
    const limited = await createTestApp({ publicUrl: 'https://ausweis.example', orderRateLimitPerMinute: 2 });
    try {
      const { code } = await appCard(limited);
      for (let i = 0; i < 2; i++) await liveCheck(code, '000 Rot', limited);
      const res = await liveCheck(code, '000 Rot', limited);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain('Zu viele Anfragen');
    } finally {
      await limited.close();
    }
  });
});

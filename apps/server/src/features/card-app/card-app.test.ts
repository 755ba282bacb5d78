/** POST /anon/card_app/card: the smartphone card app (codes from the access mail → card or state). */
import { createHash } from 'node:crypto';
import { cardApp } from '@ausweis/shared/contracts/card-app';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ordersArchive } from '../../db/schema/index';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appCard as appCardOf, FAR, PAID } from './card-app.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ausweis.example' });
});
afterAll(() => t.close());

/** A smartphone card (paid and valid unless overridden) and the three codes of its access mail. */
const appCard = (values: Partial<typeof orders.$inferInsert> = {}) => appCardOf(t.db, values);

const post = (body: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${cardApp.card.path}`, payload: body, remoteAddress: ip });

async function order(id: number) {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!o) throw new Error('order missing');
  return o;
}

describe('card app', () => {
  it('answers an active card with its PNG, hash, card-info link and QR code; marks the first download', async () => {
    const { tenant, product, card, codes } = await appCard();
    const before = await order(card.id);
    const res = await post(codes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<CardAppResponse>();
    expect(body.state).toBe('active');
    expect(body.card).toMatchObject({
      order_id: card.id,
      familyname: 'Muster',
      forname: 'Max',
      birthday: '2012-03-04',
      tenant_name: 'Gymnasium am See',
      card_valid_to: FAR,
      is_test: false,
      verdict: { valid: true, problems: [] },
      card_info_url: `https://ausweis.example/card/${tenant.short_code}/${product.product_short_code}/${card.user_code}/${card.id}`,
    });
    const png = Buffer.from(body.card?.image ?? '', 'base64');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 380]);
    expect(body.card?.card_hash).toBe(createHash('sha256').update(png).digest('hex'));
    expect(body.card?.qr_svg).toMatch(/^<svg [^>]*viewBox/);
    expect((await sharp(Buffer.from(body.card?.qr_svg ?? '')).metadata()).format).toBe('svg');

    const after = await order(card.id);
    expect(after.mobile_loaded_at).toBe(body.checked_at);
    expect(after.mobile_checked_at).toBe(body.checked_at);
    expect(after.mobile_updated_at).toBeNull();
    // updated_at versions the drawn card: the app's checks must not touch it.
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('repeat checks move checked only; a changed card (other known_hash) marks updated', async () => {
    const { card, codes } = await appCard();
    const first = (await post(codes)).json<CardAppResponse>();
    const hash = first.card?.card_hash ?? '';

    const again = (await post({ ...codes, known_hash: hash })).json<CardAppResponse>();
    expect(again.card?.card_hash).toBe(hash);
    let o = await order(card.id);
    expect(o.mobile_loaded_at).toBe(first.checked_at);
    expect(o.mobile_checked_at).toBe(again.checked_at);
    expect(o.mobile_updated_at).toBeNull();

    const changed = (await post({ ...codes, known_hash: 'a'.repeat(64) })).json<CardAppResponse>();
    o = await order(card.id);
    expect(o.mobile_loaded_at).toBe(first.checked_at);
    expect(o.mobile_updated_at).toBe(changed.checked_at);
    expect(o.mobile_checked_at).toBe(changed.checked_at);
  });

  it('accepts the codes trimmed and in any case', async () => {
    const { codes } = await appCard();
    const res = await post({
      tenant_short_code: ` ${codes.tenant_short_code.toLowerCase()} `,
      product_short_code: codes.product_short_code.toLowerCase(),
      online_code: `${codes.online_code.toLowerCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CardAppResponse>().state).toBe('active');
  });

  it('answers one and the same 404 for any wrong code and for a plastic-card-only order', async () => {
    const { codes } = await appCard();
    const other = await appCard();
    const hardcopy = await appCard({ is_online: false, is_hardcopy: true });
    const wrong = [
      { ...codes, online_code: other.codes.online_code },
      { ...codes, online_code: 'ZZZZZZZZZZ' },
      { ...codes, tenant_short_code: other.codes.tenant_short_code },
      { ...codes, product_short_code: other.codes.product_short_code },
      hardcopy.codes,
    ];
    for (const [i, req] of wrong.entries()) {
      const res = await post(req, `10.1.0.${i}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: CARD_APP_TEXTS.wrongCodes });
    }
  });

  it('shows a card paid by online_ready or a paid status alone as active, as the card editor counts it', async () => {
    for (const values of [
      { online_ready: true, is_payed: false, status: 'new' as const },
      { online_ready: false, is_payed: false, status: 'added_to_pdf' as const },
    ]) {
      const res = await post((await appCard(values)).codes);
      expect(res.json<CardAppResponse>().state).toBe('active');
    }
  });

  it('shows deleted, expired and unpaid cards as their state, without card data', async () => {
    const deleted = await appCard({ is_delete: true });
    const expired = await appCard({ card_valid_to: '2020-07-31' });
    const unpaid = await appCard({ online_ready: false, is_payed: false, status: 'new' });
    for (const [c, state] of [
      [deleted, 'deleted'],
      [expired, 'expired'],
      [unpaid, 'unpaid'],
    ] as const) {
      const res = await post(c.codes);
      expect(res.statusCode).toBe(200);
      const body = res.json<CardAppResponse>();
      expect(body).toEqual({ state, card: null, checked_at: expect.any(String) });
      const o = await order(c.card.id);
      expect(o.mobile_checked_at).toBe(body.checked_at);
      expect(o.mobile_loaded_at).toBeNull();
    }
  });

  it('shows an unvalidated test card with the verdict that it is not valid', async () => {
    const { codes } = await appCard({ validated: false, is_test: true });
    const body = (await post(codes)).json<CardAppResponse>();
    expect(body.state).toBe('active');
    expect(body.card).toMatchObject({
      is_test: true,
      verdict: { valid: false, problems: ['not_validated', 'test'] },
    });
  });

  it('answers an archived card as expired and leaves the archive row alone', async () => {
    const { card, codes } = await appCard();
    const { id: _id, ...rest } = await order(card.id);
    await t.db.delete(orders).where(eq(orders.id, card.id));
    await t.db.insert(ordersArchive).values({ ...rest, id: card.id });
    const res = await post(codes);
    expect(res.statusCode).toBe(200);
    expect(res.json<CardAppResponse>()).toMatchObject({ state: 'expired', card: null });
    const [archived] = await t.db.select().from(ordersArchive).where(eq(ordersArchive.id, card.id));
    expect(archived?.mobile_checked_at).toBeNull();
  });

  it('refuses malformed requests with a German 400', async () => {
    const { codes } = await appCard();
    const res = await post({ ...codes, online_code: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte einen Wert angeben');
  });

  it('blocks an address after too many wrong codes (then even right ones), others go on', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const tenant = await createTenant(limited.db);
      const product = await createTenantProduct(limited.db, tenant.id);
      const card = await createCard(limited.db, tenant.id, product.id, PAID);
      const right = {
        tenant_short_code: tenant.short_code,
        product_short_code: product.product_short_code,
        online_code: card.online_code,
      };
      const send = (body: object, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api${cardApp.card.path}`,
          payload: body,
          remoteAddress: ip,
        });
      // Right codes do not use up the wrong tries.
      for (let i = 0; i < 4; i++) expect((await send(right, '10.9.0.1')).statusCode).toBe(200);
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await send({ ...right, online_code: `WRONG${i}` }, '10.9.0.1')).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
      const blocked = await send(right, '10.9.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toContain('Zu viele Anfragen');
      expect((await send(right, '10.9.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/** POST /anon/card_info: the public card info behind the mailed link (SPEC §2, §3). */
import { cardInfo as cardInfoApi } from '@ausweis/shared/contracts/card-info';
import type { CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ordersArchive, tenantProducts } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder, uid } from '../ordering/ordering.test-support';
import { CARD_NOT_FOUND } from './card-info.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

/** A paid (free) order of a fresh product; returns the four codes. */
async function paidCard() {
  const w = await orderWorld(t.db, { product: { online_free: true } });
  const placed = await placeGoodOrder(t, w);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
  if (!order) throw new Error('order missing');
  return {
    w,
    order,
    body: {
      tenant_short_code: w.tenant.short_code,
      product_short_code: w.product.product_short_code,
      user_code: order.user_code,
      order_id: order.id,
    },
  };
}

const cardInfo = (body: object) => callEndpoint(t.app, cardInfoApi.details, { body });

describe('card info', () => {
  it('answers the card with the rendered card image for the right codes', async () => {
    const { order, body } = await paidCard();
    const validator = await createUser(t.db, { forename: 'Vera', lastname: 'Prüfer' });
    await t.db
      .update(orders)
      .set({ validated: true, validated_from: validator.id, validated_at: '2026-05-01T10:00:00.000Z' })
      .where(eq(orders.id, order.id));
    const res = await cardInfo({
      ...body,
      tenant_short_code: body.tenant_short_code.toLowerCase(),
      product_short_code: body.product_short_code.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const info = res.json<CardInfoResponse>();
    expect(info).toMatchObject({
      internal_id: order.id,
      familyname: 'Muster',
      forname: 'Max',
      birthday: '2012-03-04',
      is_test: false,
      is_delete: false,
      card_valid_from: order.card_valid_from,
      card_valid_to: order.card_valid_to,
      validated: true,
      validated_from: 'Vera Prüfer',
      validated_at: '2026-05-01T10:00:00.000Z',
      created_at: order.created_at,
      is_payed: true,
      verdict: { valid: true, problems: [] },
    });
    const png = Buffer.from(info.image ?? '', 'base64');
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([600, 380]);
  });

  it('names what is missing instead of calling an unvalidated or test card valid', async () => {
    const { order, body, w } = await paidCard();
    const fresh = (await cardInfo(body)).json<CardInfoResponse>();
    expect(fresh.validated).toBe(false);
    expect(fresh.verdict).toEqual({ valid: false, problems: ['not_validated'] });
    await t.db.update(orders).set({ validated: true, is_test: true }).where(eq(orders.id, order.id));
    expect((await cardInfo(body)).json<CardInfoResponse>().verdict).toEqual({
      valid: false,
      problems: ['test'],
    });
    // A test product makes a test card too (as the card app and the signed code count it).
    await t.db.update(orders).set({ is_test: false }).where(eq(orders.id, order.id));
    await t.db.update(tenantProducts).set({ is_test: true }).where(eq(tenantProducts.id, w.product.id));
    expect((await cardInfo(body)).json<CardInfoResponse>()).toMatchObject({
      is_test: true,
      verdict: { valid: false, problems: ['test'] },
    });
    await t.db.update(tenantProducts).set({ is_test: false }).where(eq(tenantProducts.id, w.product.id));
    await t.db
      .update(orders)
      .set({ is_test: false, is_delete: true, card_valid_to: '2020-01-31' })
      .where(eq(orders.id, order.id));
    expect((await cardInfo(body)).json<CardInfoResponse>().verdict).toEqual({
      valid: false,
      problems: ['deleted', 'expired'],
    });
  });

  it('finds a card paid by online_ready or a paid status alone, as the card editor counts it', async () => {
    for (const values of [
      { online_ready: true, is_payed: false, status: 'new' as const },
      { online_ready: false, is_payed: false, status: 'added_to_pdf' as const },
    ]) {
      const { order, body } = await paidCard();
      await t.db.update(orders).set(values).where(eq(orders.id, order.id));
      const res = await cardInfo(body);
      expect(res.statusCode).toBe(200);
      expect(res.json<CardInfoResponse>()).toMatchObject({
        is_payed: true,
        verdict: { problems: ['not_validated'] },
      });
    }
  });

  it('calls an archived card archived', async () => {
    const { order, body } = await paidCard();
    await t.db.update(orders).set({ validated: true }).where(eq(orders.id, order.id));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const { id: _id, ...rest } = row ?? expect.unreachable('card missing');
    await t.db.delete(orders).where(eq(orders.id, order.id));
    await t.db.insert(ordersArchive).values({ ...rest, id: order.id });
    expect((await cardInfo(body)).json<CardInfoResponse>().verdict).toEqual({
      valid: false,
      problems: ['archived'],
    });
  });

  it('answers the same 404 for any wrong code and for an unpaid order', async () => {
    const { body } = await paidCard();
    const other = await paidCard();
    const unpaidWorld = await orderWorld(t.db);
    const unpaid = await placeGoodOrder(t, unpaidWorld);
    const [unpaidOrder] = await t.db.select().from(orders).where(eq(orders.id, unpaid.id));
    const wrong = [
      { ...body, user_code: other.body.user_code },
      // One character off (a code that already ends in X gets a Y).
      { ...body, user_code: `${body.user_code.slice(0, -1)}${body.user_code.endsWith('X') ? 'Y' : 'X'}` },
      { ...body, order_id: other.body.order_id },
      { ...body, tenant_short_code: other.body.tenant_short_code },
      { ...body, product_short_code: other.body.product_short_code },
      { ...body, tenant_short_code: `X${uid()}` },
      {
        tenant_short_code: unpaidWorld.tenant.short_code,
        product_short_code: unpaidWorld.product.product_short_code,
        user_code: unpaidOrder?.user_code ?? '',
        order_id: unpaid.id,
      },
    ];
    for (const req of wrong) {
      const res = await cardInfo(req);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: CARD_NOT_FOUND });
    }
  });

  it('refuses malformed requests with a German 400', async () => {
    const { body } = await paidCard();
    const res = await cardInfo({ ...body, order_id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte eine Zahl angeben');
    expect((await cardInfo({ ...body, user_code: '' })).json().message).toBe('Bitte einen Wert angeben');
  });

  it('is rate-limited per client address', async () => {
    const limited = await createTestApp({ orderRateLimitPerMinute: 2 });
    try {
      const req = { tenant_short_code: 'A', product_short_code: 'B', user_code: 'C', order_id: 1 };
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await callEndpoint(limited.app, cardInfoApi.details, { body: req })).statusCode);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

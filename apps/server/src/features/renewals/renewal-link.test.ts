/**
 * The card app's 'Ausweis verlängern' (docs/product.md#renewals): the card app says when renewal is offered
 * (can_renew), and POST /anon/renewal/card_app_link answers a fresh personal order link for the
 * holder's codes then; not due: 404, wrong codes: the card app's 404.
 */
import { cardApp } from '@ausweis/shared/contracts/card-app';
import { ordering } from '@ausweis/shared/contracts/ordering';
import { renewals } from '@ausweis/shared/contracts/renewals';
import { addDays } from '@ausweis/shared/renewal';
import type { CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import type { OrderLinkResponse } from '@ausweis/shared/schemas/order-links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLinks, orders, tenantProducts, tenants } from '../../db/schema/index';
import { germanIsoDate } from '../../platform/german-date';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { NOT_RENEWABLE } from './renewal-link.service';
import { renewedThrough } from './renewals.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const today = germanIsoDate();

/** A paid smartphone card, due for renewal (10 days left of 30) unless the values say otherwise. */
async function appCard(values: Partial<typeof orders.$inferInsert> = {}) {
  const tenant = await createTenant(t.db);
  const product = await createTenantProduct(t.db, tenant.id);
  await t.db
    .update(tenantProducts)
    .set({ card_valid_from: addDays(today, -300), card_valid_to: addDays(today, 400) })
    .where(eq(tenantProducts.id, product.id));
  const card = await createCard(t.db, tenant.id, product.id, {
    online_ready: true,
    is_payed: true,
    status: 'payed',
    card_valid_from: addDays(today, -300),
    card_valid_to: addDays(today, 10),
    ...values,
  });
  const codes = {
    tenant_short_code: tenant.short_code,
    product_short_code: product.product_short_code.toLowerCase(),
    online_code: card.online_code,
  };
  return { tenant, product, card, codes };
}

const linkFor = (codes: object, ip = '10.0.1.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api${renewals.cardAppLink.path}`,
    payload: codes,
    remoteAddress: ip,
  });

describe("the card app's 'Ausweis verlängern'", () => {
  it('is offered in the last days_before_renew days and opens the prefilled order page', async () => {
    const { tenant, product, card, codes } = await appCard();
    const app = await callEndpoint(t.app, cardApp.card, { body: codes });
    expect(app.json<CardAppResponse>().card?.can_renew).toBe(true);

    const res = await linkFor(codes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.json<{ url: string }>().url, 'http://x');
    expect(url.pathname).toBe(`/s/${tenant.short_code}/${product.product_short_code}`);
    const prefill = await callEndpoint(t.app, ordering.orderLink, {
      body: {
        tenant_short_code: tenant.short_code,
        product_short_code: product.product_short_code,
        token: url.searchParams.get('link'),
      },
    });
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json<OrderLinkResponse>().values).toMatchObject({ familyname: 'Muster', forname: 'Max' });
    const [link] = await t.db.select().from(orderLinks).where(eq(orderLinks.card_order_id, card.id));
    expect(link).toMatchObject({ source: 'renewal', tenant_id: tenant.id });
  });

  it('is not offered before the window, for opted-out tenants or deleted cards (404, no link)', async () => {
    const early = await appCard({ card_valid_to: addDays(today, 31) });
    const optedOut = await appCard();
    await t.db.update(tenants).set({ no_auto_renew: true }).where(eq(tenants.id, optedOut.tenant.id));
    for (const { codes, card } of [early, optedOut]) {
      const app = await callEndpoint(t.app, cardApp.card, { body: codes });
      expect(app.json<CardAppResponse>().card?.can_renew).toBe(false);
      const res = await linkFor(codes);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: NOT_RENEWABLE });
      expect(await t.db.select().from(orderLinks).where(eq(orderLinks.card_order_id, card.id))).toEqual([]);
    }
    const deleted = await appCard({ is_delete: true });
    expect((await linkFor(deleted.codes)).statusCode).toBe(404);
  });

  it('is no longer offered once the renewal order it led to is paid', async () => {
    const { tenant, product, card, codes } = await appCard();
    const renewal = await createCard(t.db, tenant.id, product.id, {
      is_payed: false,
      online_ready: false,
      status: 'new',
    });
    await renewedThrough(t.db, card, renewal);
    const canRenew = async () =>
      (await callEndpoint(t.app, cardApp.card, { body: codes })).json<CardAppResponse>().card?.can_renew;
    // Ordered but not paid (payment abandoned): still offered.
    expect(await canRenew()).toBe(true);
    await t.db.update(orders).set({ is_payed: true, status: 'payed' }).where(eq(orders.id, renewal.id));
    expect(await canRenew()).toBe(false);
    // The old card says that the new one is ordered.
    const app = (await callEndpoint(t.app, cardApp.card, { body: codes })).json<CardAppResponse>();
    expect(app.card).toMatchObject({ renewal_ordered: true, renewal_opens_on: null });
    expect((await linkFor(codes)).statusCode).toBe(404);
  });

  it('names the day the renewal opens while the card expires within 93 days, and nothing before', async () => {
    const soon = await appCard({ card_valid_to: addDays(today, 60) });
    const answer = (await callEndpoint(t.app, cardApp.card, { body: soon.codes })).json<CardAppResponse>();
    // days_before_renew is 30 (the default): it opens 30 days before the card's last day.
    expect(answer.card).toMatchObject({
      can_renew: false,
      renewal_opens_on: addDays(today, 30),
      renewal_ordered: false,
    });
    const later = await appCard({ card_valid_to: addDays(today, 120) });
    const far = (await callEndpoint(t.app, cardApp.card, { body: later.codes })).json<CardAppResponse>();
    expect(far.card).toMatchObject({ can_renew: false, renewal_opens_on: null, renewal_ordered: false });
    const due = (
      await callEndpoint(t.app, cardApp.card, { body: (await appCard()).codes })
    ).json<CardAppResponse>();
    expect(due.card).toMatchObject({ can_renew: true, renewal_opens_on: null });
  });

  it('answers wrong codes with the card app’s 404', async () => {
    const { codes } = await appCard();
    const res = await linkFor({ ...codes, online_code: 'FALSCH1234' }, '10.0.1.2');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CARD_APP_TEXTS.wrongCodes });
  });
});

/**
 * Personal order links (docs/product.md#order-links): POST /order/link answers the prefill of a usable link (expired,
 * unknown and other products' links the same 404, used ones 410, unless their order is still unpaid);
 * place_order with the link reuses the old photo through the same photo check, keeps read-only values,
 * and notes the order on link and card.
 */
import { ordering } from '@ausweis/shared/contracts/ordering';
import { payments } from '@ausweis/shared/contracts/payments';
import { pathOf } from '@ausweis/shared/endpoint';
import { ORDER_LINK_TEXTS, type OrderLinkResponse } from '@ausweis/shared/schemas/order-links';
import type { PlaceOrderResponse } from '@ausweis/shared/schemas/ordering';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLinks, orders, paymentTransactions, storedFiles } from '../../db/schema/index';
import { createFileStore } from '../../platform/file-store';
import { storeFile } from '../../platform/images';
import { createCard } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postForm } from '../payments/payments.test-support';
import { createOrderLink, type NewOrderLink } from './order-links';
import {
  orderFields,
  orderWorld,
  photo,
  postOrder,
  postOrderWithoutPhoto,
  type World,
  writtenFor,
} from './ordering.test-support';
import { PHOTO_ERRORS } from './photo-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A renewal link for a card of the world's product, with the given photo (bytes) or none. */
async function linkFor(w: World, photoBytes: Buffer | null, over: Partial<NewOrderLink> = {}) {
  const photo_file_id = photoBytes
    ? await storeFile(t.db, createFileStore(t.config.filesDir), {
        kind: 'student_photo',
        tenantId: w.tenant.id,
        bytes: photoBytes,
        mime: 'image/png',
        extension: 'png',
      })
    : null;
  const card = await createCard(t.db, w.tenant.id, w.product.id, { image_file_id: photo_file_id });
  return { card, token: await renewalLinkOf(card, over) };
}

/** A renewal link of `card`, prefilled with its data and offering its photo. */
function renewalLinkOf(card: typeof orders.$inferSelect, over: Partial<NewOrderLink> = {}) {
  return createOrderLink(t.db, {
    tenant_id: card.tenant_id,
    tenant_product_id: card.tenant_product_id,
    source: 'renewal',
    card_order_id: card.id,
    values: { ...card, email: 'eltern@test.example' },
    photo_file_id: card.image_file_id,
    expires_at: inAWeek(),
    ...over,
  });
}

const prefill = (w: World, token: string) =>
  callEndpoint(t.app, ordering.orderLink, {
    body: {
      tenant_short_code: w.tenant.short_code.toLowerCase(),
      product_short_code: w.product.product_short_code,
      token,
    },
  });

describe('POST /order/link', () => {
  it('answers the holder’s data as the form has it, the read-only fields and the photo', async () => {
    const w = await orderWorld(t.db);
    const { token } = await linkFor(w, Buffer.from('old photo'), { read_only: ['familyname', 'birthday'] });
    const res = await prefill(w, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<OrderLinkResponse>();
    expect(body).toMatchObject({
      source: 'renewal',
      read_only: ['familyname', 'birthday'],
      values: {
        forname: 'Max',
        familyname: 'Muster',
        birthday: '04.03.2012',
        email: 'eltern@test.example',
        external_id: '',
        field1: '',
      },
    });
    expect(Buffer.from(body.photo ?? '', 'base64').toString()).toBe('old photo');
  });

  it('answers 404 for expired, unknown and other products’ links, 410 for used ones, 400 for bad tokens', async () => {
    const w = await orderWorld(t.db);
    const other = await orderWorld(t.db);
    const { token } = await linkFor(w, null);
    const expired = (await linkFor(w, null, { expires_at: new Date(Date.now() - 1000).toISOString() })).token;
    const { card: usedCard, token: used } = await linkFor(w, null);
    const paid = await createCard(t.db, w.tenant.id, w.product.id, { is_payed: true, status: 'payed' });
    await t.db
      .update(orderLinks)
      .set({ used_at: new Date().toISOString(), order_id: paid.id })
      .where(eq(orderLinks.card_order_id, usedCard.id));

    for (const res of [
      await prefill(w, expired),
      await prefill(w, 'A'.repeat(43)),
      await prefill(other, token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: ORDER_LINK_TEXTS.invalid });
    }
    const again = await prefill(w, used);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'ORDER_LINK_USED', message: ORDER_LINK_TEXTS.used });
    expect((await prefill(w, 'kurz')).statusCode).toBe(400);
    expect((await prefill(w, token)).statusCode).toBe(200);
  });
});

/** place_order with the link and no photo of its own (the holder kept the old one). */
const placeWithLink = (w: World, token: string, over: Record<string, string> = {}) =>
  postOrderWithoutPhoto(t, orderFields(w, { order_link: token, ...over }));

describe('place_order with a personal order link', () => {
  it('reuses the old photo through the photo check, as a file of its own, and notes the order', async () => {
    const w = await orderWorld(t.db);
    const { card, token } = await linkFor(w, photo('astronaut.png'));
    const res = await placeWithLink(w, token);
    expect(res.statusCode).toBe(200);
    const { id } = res.json<PlaceOrderResponse>();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.image_file_id).not.toBeNull();
    expect(order?.image_file_id).not.toBe(card.image_file_id);
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, order?.image_file_id ?? 0));
    // Normalised by the check to the printed 230x340 PNG, as an upload would be.
    const bytes = await createFileStore(t.config.filesDir).read(file?.path ?? '');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const [link] = await t.db.select().from(orderLinks).where(eq(orderLinks.card_order_id, card.id));
    expect(link).toMatchObject({ order_id: id, used_at: expect.any(String) });
    const [old] = await t.db.select().from(orders).where(eq(orders.id, card.id));
    expect(old?.renewed_by_order_id).toBe(id);

    // Paid: a second order through it is refused and writes nothing.
    await t.db.update(orders).set({ is_payed: true, status: 'payed' }).where(eq(orders.id, id));
    const before = await writtenFor(t, w.tenant.id);
    const again = await placeWithLink(w, token);
    expect(again.statusCode).toBe(410);
    expect(await writtenFor(t, w.tenant.id)).toEqual(before);
  });

  it('stays usable while its order is unpaid (payment abandoned): the next order takes it over', async () => {
    const w = await orderWorld(t.db);
    const { card, token } = await linkFor(w, photo('astronaut.png'));
    const first = (await placeWithLink(w, token)).json<PlaceOrderResponse>();
    expect(first).toMatchObject({ is_payed: false });
    // The family opened the payment, then left it.
    const checkout = await postForm(t, pathOf(payments.createPayment, { provider: 'test' }), {
      order_id: String(first.id),
      secret: first.order_secret,
    });
    const session = new URL(String(checkout.headers.location), 'http://x').searchParams.get('session') ?? '';
    expect(session).not.toBe('');

    // The family comes back through the mail's link: the page is prefilled again, and the order placed.
    expect((await prefill(w, token)).statusCode).toBe(200);
    const second = await placeWithLink(w, token);
    expect(second.statusCode).toBe(200);
    const id = second.json<PlaceOrderResponse>().id;
    const [link] = await t.db.select().from(orderLinks).where(eq(orderLinks.card_order_id, card.id));
    expect(link?.order_id).toBe(id);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, card.id));
    expect(old?.renewed_by_order_id).toBe(id);

    // The first order is withdrawn: a payment still completed for it is refunded, never kept.
    const orderRow = async (orderId: number) =>
      (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    expect(await orderRow(first.id)).toMatchObject({ is_delete: true, status: 'cancelled', is_payed: false });
    await postForm(t, pathOf(payments.testCheckoutAction, { orderId: first.id }), { session, action: 'pay' });
    expect(await orderRow(first.id)).toMatchObject({ is_delete: true, is_payed: false });
    const paid = await t.db
      .select({ state: paymentTransactions.state })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.order_id, first.id));
    expect(paid).toEqual([{ state: 'refunded' }]);

    // Once the newer order is paid, the link is used up.
    await t.db.update(orders).set({ is_payed: true, status: 'payed' }).where(eq(orders.id, id));
    expect((await prefill(w, token)).statusCode).toBe(410);
    expect((await placeWithLink(w, token)).statusCode).toBe(410);
  });

  it('counts as used when the card it renews was renewed through another of its links', async () => {
    const w = await orderWorld(t.db);
    const { card, token } = await linkFor(w, photo('astronaut.png'));
    // The card app's button made a second link for the same card.
    const other = await renewalLinkOf(card);
    const placed = await placeWithLink(w, other);
    expect(placed.statusCode).toBe(200);
    const renewal = placed.json<PlaceOrderResponse>();
    expect((await prefill(w, token)).statusCode).toBe(200);
    await t.db.update(orders).set({ is_payed: true, status: 'payed' }).where(eq(orders.id, renewal.id));
    const before = await writtenFor(t, w.tenant.id);
    expect((await prefill(w, token)).statusCode).toBe(410);
    expect((await placeWithLink(w, token)).statusCode).toBe(410);
    expect(await writtenFor(t, w.tenant.id)).toEqual(before);
  });

  it('runs the photo check on the old photo: a photo without a face is refused, a new upload is taken', async () => {
    const w = await orderWorld(t.db);
    const { card, token } = await linkFor(w, photo('coffee.png'));
    const before = await writtenFor(t, w.tenant.id);
    const refused = await placeWithLink(w, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'image_file', message: PHOTO_ERRORS.noFace });
    expect(await writtenFor(t, w.tenant.id)).toEqual(before);
    // The holder picks another photo: uploaded beside the link as usual.
    const res = await postOrder(t, orderFields(w, { order_link: token }));
    expect(res.statusCode).toBe(200);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, card.id));
    expect(old?.renewed_by_order_id).toBe(res.json<PlaceOrderResponse>().id);
  });

  it('takes read-only values from the link, whatever the form sent', async () => {
    const w = await orderWorld(t.db);
    const { token } = await linkFor(w, photo('astronaut.png'), { read_only: ['familyname', 'birthday'] });
    const res = await placeWithLink(w, token, {
      familyname: 'Anders',
      birthday: '2001-01-01',
      forname: 'Moritz',
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json<PlaceOrderResponse>().id));
    expect(order).toMatchObject({ familyname: 'Muster', birthday: '2012-03-04', forname: 'Moritz' });
  });

  it('refuses another product’s link (404) and writes nothing', async () => {
    const w = await orderWorld(t.db);
    const other = await orderWorld(t.db);
    const { token } = await linkFor(other, photo('astronaut.png'));
    const before = await writtenFor(t, w.tenant.id);
    const res = await placeWithLink(w, token);
    expect(res.statusCode).toBe(404);
    expect(await writtenFor(t, w.tenant.id)).toEqual(before);
  });
});

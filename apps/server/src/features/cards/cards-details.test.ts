/** GET card details and image, and the list's image_hash (docs/product.md#screens 'Card details', #permissions). */
import { createHash } from 'node:crypto';
import { cards } from '@ausweis/shared/contracts/cards';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentTransactions } from '../../db/schema/index';
import { call, callEndpoint } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { archivedCard, type CardsWorld, newCard, startCardsWorld, storedPhoto } from './cards.test-support';

let t: TestApp;
let w: CardsWorld;

beforeAll(async () => {
  ({ t, w } = await startCardsWorld());
});
afterAll(() => t.close());

const details = (token: string | undefined, tenantId: number | undefined, id: number, archive = false) =>
  callEndpoint(t.app, cards.details, { token, tenantId, query: { order_id: id, from_archive: archive } });
const image = (token: string | undefined, tenantId: number, query: string) =>
  call(t.app, 'GET', `${cards.image.path}?${query}`, { token, tenantId });

describe('GET details', () => {
  it('refuses anonymous (401), a member of another tenant and a foreign or unknown id (404)', async () => {
    expect((await details(undefined, w.a.tenant.id, w.a.card.id)).statusCode).toBe(401);
    expect((await details(w.tokens.otherAdmin, w.a.tenant.id, w.a.card.id)).statusCode).toBe(404);
    const foreign = await details(w.tokens.admin, w.a.tenant.id, w.b.card.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CARD_TEXTS.notFound);
    expect((await details(w.tokens.admin, w.a.tenant.id, 999_999)).statusCode).toBe(404);
  });

  it('shows the card to a User with the product labels; super-admin fields are null', async () => {
    const res = await details(w.tokens.user, w.a.tenant.id, w.a.card.id);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      id: w.a.card.id,
      from_archive: false,
      tenant_short_code: w.a.tenant.short_code,
      product_short_code: w.a.product.product_short_code,
      familyname: 'Muster',
      birthday: '2012-03-04',
      external_id_name: 'Externe-ID',
      external_department_name: 'Klasse/Abteilung',
      need_external_id: false,
      max_years_valid: 1,
      tenant_product: { with_lable: false, lable_value: null, lable_color: null },
      image_hash: null,
      online_ready: false,
      online_code: null,
      is_payed: false,
      editable: true,
      restorable: false,
    });
    for (const key of ['validated_from', 'delete_from', 'tenant_product_id', 'status', 'price'] as const)
      expect(d[key]).toBeNull();
    for (const key of ['exported_at', 'tenant_payment', 'tenant_payee_billed', 'payment_run_id'] as const)
      expect(d[key]).toBeNull();
    expect(d.payment_transactions).toBeNull();
  });

  it("lists the order's payment transactions (provider, state, amount) to super admins only", async () => {
    const card = await newCard(w, t.db, { price: 1190, is_payed: true, status: 'payed' });
    const tx = (provider: 'stripe' | 'paypal', state: 'cancelled' | 'completed' | 'refunded') => ({
      order_id: card.id,
      provider,
      provider_ref: `${provider}-${state}-${card.id}`,
      amount: 1190,
      currency: 'EUR',
      state,
    });
    await t.db
      .insert(paymentTransactions)
      .values([tx('stripe', 'cancelled'), tx('paypal', 'completed'), tx('stripe', 'refunded')]);
    const sa = (await details(w.tokens.superAdmin, w.a.tenant.id, card.id)).json();
    expect(sa.payment_transactions).toMatchObject([
      { provider: 'stripe', state: 'cancelled', amount: 1190, currency: 'EUR' },
      { provider: 'paypal', state: 'completed', amount: 1190, currency: 'EUR' },
      { provider: 'stripe', state: 'refunded', amount: 1190, currency: 'EUR' },
    ]);
    expect(typeof sa.payment_transactions[0].created_at).toBe('string');
    // No provider references (checkout secrets) leave the server.
    expect(JSON.stringify(sa.payment_transactions)).not.toContain('stripe-cancelled-');
    expect((await details(w.tokens.admin, w.a.tenant.id, card.id)).json().payment_transactions).toBeNull();
  });

  it('gives the super admin the admin block, names and the online code', async () => {
    const card = await newCard(w, t.db, {
      validated: true,
      validated_from: w.a.admin.id,
      validated_at: new Date().toISOString(),
      status: 'added_to_pdf',
      price: 990,
    });
    const sa = (await details(w.tokens.superAdmin, w.a.tenant.id, card.id)).json();
    expect(sa).toMatchObject({
      validated_from: 'Tina Tester',
      tenant_product_id: w.a.product.id,
      status: 'added_to_pdf',
      price: 990,
      online_code: card.online_code,
      tenant_payment: false,
      is_payed: true,
      editable: true,
    });
    const admin = (await details(w.tokens.admin, w.a.tenant.id, card.id)).json();
    expect(admin).toMatchObject({ validated_from: null, price: null, online_code: null, editable: true });
    // docs/product.md#permissions 'Edit all cards' is the Admin's: a User may not change a validated card.
    expect((await details(w.tokens.user, w.a.tenant.id, card.id)).json().editable).toBe(false);
  });

  it('shows the online code of an activated card to staff and tells whether a deleted card is restorable', async () => {
    const online = await newCard(w, t.db, { online_ready: true });
    expect((await details(w.tokens.user, w.a.tenant.id, online.id)).json().online_code).toBe(
      online.online_code,
    );
    const valid = await newCard(w, t.db, { is_delete: true, card_valid_to: '2999-12-31' });
    expect((await details(w.tokens.user, w.a.tenant.id, valid.id)).json().restorable).toBe(true);
    const expired = await newCard(w, t.db, { is_delete: true, card_valid_to: '2020-01-31' });
    expect((await details(w.tokens.user, w.a.tenant.id, expired.id)).json().restorable).toBe(false);
  });

  it('reads the archive for super admins only, read-only', async () => {
    const card = await archivedCard(w, t.db, { is_delete: true, card_valid_to: '2999-12-31' });
    expect((await details(w.tokens.admin, w.a.tenant.id, card.id, true)).statusCode).toBe(403);
    expect((await details(w.tokens.superAdmin, w.a.tenant.id, card.id)).statusCode).toBe(404);
    const res = await details(w.tokens.superAdmin, w.a.tenant.id, card.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: card.id, from_archive: true, editable: false, restorable: false });
  });
});

describe('GET image', () => {
  let cardId: number;
  let hash: string;
  beforeAll(async () => {
    const fileId = await storedPhoto(t, w.a.tenant.id);
    const card = await newCard(w, t.db, { image_file_id: fileId });
    cardId = card.id;
    hash = (await details(w.tokens.user, w.a.tenant.id, cardId)).json().image_hash;
  });

  it('sends the photo, cached for good under its hash', async () => {
    const res = await image(w.tokens.user, w.a.tenant.id, `order_id=${cardId}&hash=${hash}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(hash);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([230, 340]);
  });

  it('sends a small thumbnail within 200x160, never the full photo', async () => {
    const res = await image(w.tokens.user, w.a.tenant.id, `order_id=${cardId}&hash=${hash}&thumb=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(200);
    expect(meta.height).toBeLessThanOrEqual(160);
    expect(res.rawPayload.length).toBeLessThan(20_000);
  });

  it('does not cache under an old hash; 404 without photo, for another tenant and for anonymous 401', async () => {
    const stale = await image(w.tokens.user, w.a.tenant.id, `order_id=${cardId}&hash=abc`);
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect((await image(w.tokens.user, w.a.tenant.id, `order_id=${w.a.card.id}`)).statusCode).toBe(404);
    const foreignPhoto = await storedPhoto(t, w.b.tenant.id);
    await t.db.update(orders).set({ image_file_id: foreignPhoto }).where(eq(orders.id, w.b.card.id));
    expect((await image(w.tokens.admin, w.a.tenant.id, `order_id=${w.b.card.id}`)).statusCode).toBe(404);
    expect((await image(w.tokens.otherAdmin, w.a.tenant.id, `order_id=${cardId}`)).statusCode).toBe(404);
    expect((await image(undefined, w.a.tenant.id, `order_id=${cardId}`)).statusCode).toBe(401);
  });

  it('serves archive photos to super admins only', async () => {
    const fileId = await storedPhoto(t, w.a.tenant.id);
    const card = await archivedCard(w, t.db, { image_file_id: fileId });
    const q = `order_id=${card.id}&from_archive=true&thumb=true`;
    expect((await image(w.tokens.admin, w.a.tenant.id, q)).statusCode).toBe(403);
    expect((await image(w.tokens.superAdmin, w.a.tenant.id, q)).statusCode).toBe(200);
  });
});

describe('POST find', () => {
  it('lists the photo hash of each card', async () => {
    const res = await callEndpoint(t.app, cards.find, {
      token: w.tokens.user,
      tenantId: w.a.tenant.id,
      body: { page: 1, count: 50 },
    });
    expect(res.statusCode).toBe(200);
    const rows: { id: number; image_hash: string | null }[] = res.json().data;
    expect(rows.every((r) => r.image_hash === null || /^[0-9a-f]{64}$/.test(r.image_hash))).toBe(true);
    expect(rows.some((r) => r.image_hash !== null)).toBe(true);
  });
});

describe('POST find: confirmed orders', () => {
  it('filters by paid state and names the raw status of each row', async () => {
    const unpaid = await newCard(w, t.db, { status: 'new', is_payed: false, online_ready: false });
    const cancelled = await newCard(w, t.db, { status: 'cancelled', is_payed: false, online_ready: false });
    const paid = await newCard(w, t.db, { status: 'payed', is_payed: true });
    const find = async (filters: object) => {
      const res = await callEndpoint(t.app, cards.find, {
        token: w.tokens.user,
        tenantId: w.a.tenant.id,
        body: { page: 1, count: 500, filters },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { id: number; status: string; is_payed: boolean }[];
    };
    const confirmed = await find({ is_payed: true });
    const ids = confirmed.map((r) => r.id);
    expect(ids).toContain(paid.id);
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(cancelled.id);
    expect(confirmed.every((r) => r.is_payed)).toBe(true);
    const open = await find({ is_payed: false });
    expect(open.find((r) => r.id === cancelled.id)).toMatchObject({ status: 'cancelled', is_payed: false });
    expect(open.map((r) => r.id)).not.toContain(paid.id);
  });

  it('counts a card paid by online_ready or a paid status alone, in the list as in the editor', async () => {
    const paidBy = [
      await newCard(w, t.db, { status: 'new', is_payed: false, online_ready: true }),
      await newCard(w, t.db, { status: 'added_to_pdf', is_payed: false, online_ready: false }),
    ];
    const res = await callEndpoint(t.app, cards.find, {
      token: w.tokens.user,
      tenantId: w.a.tenant.id,
      body: { page: 1, count: 500, filters: { is_payed: true } },
    });
    const listed = (res.json().data as { id: number }[]).map((r) => r.id);
    for (const card of paidBy) {
      expect(listed).toContain(card.id);
      expect((await details(w.tokens.user, w.a.tenant.id, card.id)).json().is_payed).toBe(true);
    }
  });
});

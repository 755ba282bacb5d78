/**
 * 'Fotos prüfen': review states, the online-ready rule, the family's photo link (single use, expires,
 * only the photo), tenant isolation, role checks and audit events.
 */
import { ordering as orderingApi } from '@ausweis/shared/contracts/ordering';
import { photoReview } from '@ausweis/shared/contracts/photo-review';
import de from '@ausweis/shared/i18n/texts/de';
import { type PendingPhotosResponse, PHOTO_REVIEW_TEXTS } from '@ausweis/shared/schemas/photo-review';
import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, orderLinks, orders, photoReviews, storedFiles } from '../../db/schema/index';
import { addMember, createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { lastMailTo, linkIn } from '../../test/mail';
import { createTestApp } from '../../test/test-app';
import { multipartBody, orderWorld, photo, placeGoodOrder } from '../ordering/ordering.test-support';

const t = await createTestApp();
afterAll(() => t.close());

// A tenant whose free smartphone card needs photo review, with an Admin and a User.
const w = await orderWorld(t.db, { product: { photo_review: true, online_free: true } });
const admin = await createUser(t.db);
const user = await createUser(t.db, { forename: 'Ulla', lastname: 'Prüfer' });
await addMember(t.db, admin.id, w.tenant.id, 'Admin');
await addMember(t.db, user.id, w.tenant.id, 'User');
const other = await createTenantWithStaff(t.db);
const tokens = {
  admin: await loginAs(t.app, admin.email),
  user: await loginAs(t.app, user.email),
  otherAdmin: await loginAs(t.app, other.admin.email),
};
const asAdmin = { token: tokens.admin, tenantId: w.tenant.id };
const asUser = { token: tokens.user, tenantId: w.tenant.id };
const asOther = { token: tokens.otherAdmin, tenantId: other.tenant.id };

const cardOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: number) =>
  t.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, w.tenant.id), arrayOverlaps(auditEvents.record_ids, [id])));
const pendingIds = async (who: { token: string; tenantId: number }) => {
  const res = await callEndpoint(t.app, photoReview.pending, { ...who, body: { count: 60 } });
  expect(res.statusCode).toBe(200);
  const ids: number[] = [];
  let page = res.json<PendingPhotosResponse>();
  ids.push(...page.data.map((r) => r.order_id));
  while (page.next_after !== null) {
    const next = await callEndpoint(t.app, photoReview.pending, {
      ...who,
      body: { count: 60, after_id: page.next_after },
    });
    page = next.json<PendingPhotosResponse>();
    ids.push(...page.data.map((r) => r.order_id));
  }
  return ids;
};

async function orderWithReview() {
  const email = `eltern-${Math.random().toString(36).slice(2)}@test.example`;
  const placed = await placeGoodOrder(t, w, { email });
  return { id: placed.id, email };
}

async function reject(id: number, body: Record<string, unknown> = {}) {
  return callEndpoint(t.app, photoReview.reject, {
    ...asAdmin,
    body: { order_id: id, reason: 'not_recognisable', text: 'Bitte ohne Sonnenbrille.', ...body },
  });
}

/** The token of the family's mail after a rejection. */
async function rejectedWithLink(id: number, email: string) {
  expect((await reject(id)).statusCode).toBe(200);
  const mail = await lastMailTo(t.db, email);
  expect(mail?.subject).toBe(de['mail.photo.subject']);
  const url = new URL(linkIn(mail?.text ?? ''));
  const token = url.searchParams.get('link') ?? '';
  expect(token.length).toBeGreaterThan(20);
  return { token, mail };
}

async function upload(token: string, image = photo('astronaut.png')) {
  const { body, headers } = await multipartBody({ token }, { image_file: image });
  return callEndpoint(t.app, photoReview.upload, { body, headers });
}

describe('review states and online ready', () => {
  it('a paid card of a review product waits: pending, not online ready, no access mail yet', async () => {
    const { id, email } = await orderWithReview();
    const card = await cardOf(id);
    expect(card?.is_payed).toBe(true);
    expect(card?.photo_review).toBe('pending');
    expect(card?.online_ready).toBe(false);
    expect(await lastMailTo(t.db, email)).toBeNull();
    expect(await pendingIds(asUser)).toContain(id);
  });

  it('a product without review keeps its cards online ready at payment', async () => {
    const plain = await orderWorld(t.db, { product: { online_free: true } });
    const placed = await placeGoodOrder(t, plain);
    const card = await cardOf(placed.id);
    expect(card?.photo_review).toBeNull();
    expect(card?.online_ready).toBe(true);
  });

  it('the list shows name, class, check result and the photo hash', async () => {
    const { id } = await orderWithReview();
    const res = await callEndpoint(t.app, photoReview.pending, { ...asUser, body: { count: 60 } });
    let page = res.json<PendingPhotosResponse>();
    while (!page.data.some((r) => r.order_id === id) && page.next_after !== null)
      page = (
        await callEndpoint(t.app, photoReview.pending, {
          ...asUser,
          body: { count: 60, after_id: page.next_after },
        })
      ).json<PendingPhotosResponse>();
    const row = page.data.find((r) => r.order_id === id);
    expect(row).toMatchObject({ forname: 'Max', familyname: 'Muster', check: 'passed' });
    expect(row?.photo_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(page.total).toBeGreaterThan(0);
  });

  it('a User accepts: the card becomes online ready, gets its access mail, history and audit event', async () => {
    const { id, email } = await orderWithReview();
    const res = await callEndpoint(t.app, photoReview.accept, { ...asUser, body: { order_ids: [id] } });
    expect(res.json()).toEqual({ count: 1 });
    const card = await cardOf(id);
    expect(card?.photo_review).toBe('accepted');
    expect(card?.online_ready).toBe(true);
    expect((await lastMailTo(t.db, email))?.subject).toBe(de['mail.access.subject']);
    expect((await eventsOf(id)).map((e) => e.action)).toContain('card.photo_accepted');
    const history = await t.db.select().from(photoReviews).where(eq(photoReviews.order_id, id));
    expect(history.map((h) => [h.event, h.user_id])).toEqual([['accepted', user.id]]);
    expect(await pendingIds(asUser)).not.toContain(id);
    // Accepting again changes nothing and mails nothing more.
    const again = await callEndpoint(t.app, photoReview.accept, { ...asUser, body: { order_ids: [id] } });
    expect(again.json()).toEqual({ count: 0 });
  });

  it('bulk accept takes several at once', async () => {
    const a = await orderWithReview();
    const b = await orderWithReview();
    const res = await callEndpoint(t.app, photoReview.accept, {
      ...asAdmin,
      body: { order_ids: [a.id, b.id] },
    });
    expect(res.json()).toEqual({ count: 2 });
  });

  it('an unpaid card whose photo is accepted is not online ready yet', async () => {
    const paying = await orderWorld(t.db, { product: { photo_review: true } });
    await addMember(t.db, admin.id, paying.tenant.id, 'Admin');
    const placed = await placeGoodOrder(t, paying);
    const res = await callEndpoint(t.app, photoReview.accept, {
      token: tokens.admin,
      tenantId: paying.tenant.id,
      body: { order_ids: [placed.id] },
    });
    expect(res.json()).toEqual({ count: 1 });
    expect((await cardOf(placed.id))?.online_ready).toBe(false);
  });
});

describe('reject and the family photo link', () => {
  it('rejecting asks for a text with "Anderer Grund", and changes nothing without it', async () => {
    const { id } = await orderWithReview();
    const res = await reject(id, { reason: 'other', text: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PHOTO_REVIEW_TEXTS.otherNeedsText);
    expect((await cardOf(id))?.photo_review).toBe('pending');
    const long = await reject(id, { text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });

  it('reject mails the family a link; the new photo replaces the old, returns to review, once', async () => {
    const { id, email } = await orderWithReview();
    const before = await cardOf(id);
    const { token, mail } = await rejectedWithLink(id, email);
    expect(mail?.text).toContain('Gesicht nicht gut zu erkennen');
    expect(mail?.text).toContain('Bitte ohne Sonnenbrille.');
    expect((await cardOf(id))?.photo_review).toBe('rejected');
    expect((await eventsOf(id)).map((e) => e.action)).toContain('card.photo_rejected');
    expect(await pendingIds(asAdmin)).not.toContain(id);

    const info = await callEndpoint(t.app, photoReview.linkInfo, { body: { token } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ forname: 'Max', reason: 'not_recognisable' });

    // A photo that fails the automatic check changes nothing and leaves the link usable.
    expect((await upload(token, photo('chelsea.png'))).statusCode).toBe(400);
    expect((await cardOf(id))?.photo_review).toBe('rejected');

    expect((await upload(token)).statusCode).toBe(200);
    const after = await cardOf(id);
    expect(after?.photo_review).toBe('pending');
    expect(after?.image_file_id).not.toBe(before?.image_file_id);
    // The old photo is gone: only the events stay.
    const old = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, before?.image_file_id ?? -1));
    expect(old).toEqual([]);
    expect(await pendingIds(asAdmin)).toContain(id);
    const history = await t.db.select().from(photoReviews).where(eq(photoReviews.order_id, id));
    expect(history.map((h) => h.event)).toEqual(['rejected', 'submitted']);
    // Nothing else changed: no new order, the card is still unready until accepted.
    expect(after?.online_ready).toBe(false);
    expect(after?.is_payed).toBe(true);

    // Single use.
    const second = await upload(token);
    expect(second.statusCode).toBe(410);
    expect(second.json().message).toBe(PHOTO_REVIEW_TEXTS.linkUsed);
    expect((await callEndpoint(t.app, photoReview.linkInfo, { body: { token } })).statusCode).toBe(410);
  });

  it('an expired link is a 404 with a German text', async () => {
    const { id, email } = await orderWithReview();
    const { token } = await rejectedWithLink(id, email);
    await t.db
      .update(orderLinks)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(orderLinks.card_order_id, id));
    const res = await upload(token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PHOTO_REVIEW_TEXTS.linkInvalid);
    expect((await cardOf(id))?.photo_review).toBe('rejected');
  });

  it('the photo link opens no order page, and an order link uploads no photo', async () => {
    const { id, email } = await orderWithReview();
    const { token } = await rejectedWithLink(id, email);
    const res = await callEndpoint(t.app, orderingApi.orderLink, {
      body: {
        tenant_short_code: w.tenant.short_code,
        product_short_code: w.product.product_short_code,
        token,
      },
    });
    expect(res.statusCode).toBe(404);
    expect((await upload('x'.repeat(43))).statusCode).toBe(404);
  });

  it('a second rejection ends the earlier link', async () => {
    const { id, email } = await orderWithReview();
    const first = await rejectedWithLink(id, email);
    expect((await upload(first.token)).statusCode).toBe(200);
    const second = await rejectedWithLink(id, email);
    expect(second.token).not.toBe(first.token);
    expect((await upload(second.token)).statusCode).toBe(200);
  });

  it('only a pending photo can be rejected', async () => {
    const { id } = await orderWithReview();
    await callEndpoint(t.app, photoReview.accept, { ...asAdmin, body: { order_ids: [id] } });
    const res = await reject(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PHOTO_REVIEW_TEXTS.notPending);
  });
});

describe('tenant isolation and roles', () => {
  it("another tenant's card is a 404 and stays pending", async () => {
    const { id } = await orderWithReview();
    const accept = await callEndpoint(t.app, photoReview.accept, { ...asOther, body: { order_ids: [id] } });
    expect(accept.statusCode).toBe(404);
    const rej = await callEndpoint(t.app, photoReview.reject, {
      ...asOther,
      body: { order_id: id, reason: 'not_current' },
    });
    expect(rej.statusCode).toBe(404);
    expect((await cardOf(id))?.photo_review).toBe('pending');
    expect(await pendingIds(asOther)).not.toContain(id);
  });

  it('a staff member of another tenant cannot act in this one (404)', async () => {
    const res = await callEndpoint(t.app, photoReview.pending, {
      token: tokens.otherAdmin,
      tenantId: w.tenant.id,
      body: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('without a login the staff endpoints answer 401', async () => {
    const res = await callEndpoint(t.app, photoReview.pending, { tenantId: w.tenant.id, body: {} });
    expect(res.statusCode).toBe(401);
  });
});

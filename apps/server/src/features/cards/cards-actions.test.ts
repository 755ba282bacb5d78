/** Delete, restore, resend the access data, reset the export (docs/product.md#behaviour 'Card flags', #api Cards). */
import { cards } from '@ausweis/shared/contracts/cards';
import de from '@ausweis/shared/i18n/texts/de';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../test/http';
import { lastMailTo } from '../../test/mail';
import type { TestApp } from '../../test/test-app';
import { archivedCard, type CardsWorld, newCard, startCardsWorld, storedCard } from './cards.test-support';

let t: TestApp;
let w: CardsWorld;

beforeAll(async () => {
  ({ t, w } = await startCardsWorld());
});
afterAll(() => t.close());

type CardAction = typeof cards.undelete | typeof cards.resendCode | typeof cards.resetExport;
const post = (action: CardAction, token: string | undefined, id: number, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, action, { token, tenantId, body: { order_id: id } });
const del = (token: string | undefined, id: number | string, tenantId = w.a.tenant.id) =>
  callEndpoint(t.app, cards.delete, { token, tenantId, query: { order_id: id } });

describe('every single-card action', () => {
  const actions: [string, (token: string | undefined, id: number) => ReturnType<typeof post>][] = [
    ['delete', (token, id) => del(token, id)],
    ['undelete', (token, id) => post(cards.undelete, token, id)],
    ['resend', (token, id) => post(cards.resendCode, token, id)],
    ['reset', (token, id) => post(cards.resetExport, token, id)],
  ];
  it.each(actions)(
    '%s: 401 anonymous, 404 another tenant’s member and a foreign id, 409 archive',
    async (_, act) => {
      expect((await act(undefined, w.a.card.id)).statusCode).toBe(401);
      expect((await act(w.tokens.otherAdmin, w.a.card.id)).statusCode).toBe(404);
      const foreign = await act(w.tokens.admin, w.b.card.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(CARD_TEXTS.notFound);
      const archived = await archivedCard(w, t.db, {
        is_delete: true,
        online_ready: true,
        card_valid_to: '2999-01-01',
      });
      const res = await act(w.tokens.superAdmin, archived.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CARD_TEXTS.archiveReadOnly);
    },
  );
});

describe('DELETE delete / POST undelete', () => {
  it('deletes with the user and restores while valid', async () => {
    const card = await newCard(w, t.db, { card_valid_to: '2999-12-31' });
    expect((await del(w.tokens.user, 'abc')).statusCode).toBe(400);
    const res = await del(w.tokens.user, card.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    const deleted = await storedCard(t.db, card.id);
    expect(deleted).toMatchObject({ is_delete: true, delete_from: w.a.user.id });
    expect(deleted?.delete_at).not.toBeNull();
    expect((await del(w.tokens.user, card.id)).json()).toEqual({ count: 0 });
    const restored = await post(cards.undelete, w.tokens.user, card.id);
    expect(restored.json()).toEqual({ count: 1 });
    expect(await storedCard(t.db, card.id)).toMatchObject({
      is_delete: false,
      delete_from: null,
      delete_at: null,
    });
  });

  it('refuses to restore an expired or undeleted card', async () => {
    const expired = await newCard(w, t.db, { is_delete: true, card_valid_to: '2020-06-30' });
    const res = await post(cards.undelete, w.tokens.admin, expired.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_TEXTS.notRestorable);
    expect((await storedCard(t.db, expired.id))?.is_delete).toBe(true);
    expect((await post(cards.undelete, w.tokens.admin, w.a.card.id)).statusCode).toBe(400);
  });
});

describe('a card whose data were wiped when it ended', () => {
  it('is not restored, and its details offer no restore', async () => {
    const wiped = await newCard(w, t.db, {
      is_delete: true,
      card_valid_to: '2099-07-31',
      data_deleted_at: new Date().toISOString(),
    });
    const res = await post(cards.undelete, w.tokens.admin, wiped.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_TEXTS.dataDeleted);
    expect((await storedCard(t.db, wiped.id))?.is_delete).toBe(true);
    const details = await callEndpoint(t.app, cards.details, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      query: { order_id: wiped.id, from_archive: false },
    });
    expect(details.json().restorable).toBe(false);
  });
});

describe('POST resend_online_code', () => {
  it('sends the access data again for an activated smartphone card', async () => {
    const email = `resend-${Date.now()}@test.example`;
    const card = await newCard(w, t.db, { email, online_ready: true, status: 'payed', is_payed: true });
    const res = await post(cards.resendCode, w.tokens.user, card.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    const mail = await lastMailTo(t.db, email);
    expect(mail?.subject).toBe(de['mail.access.subject']);
    expect(mail?.text).toContain(card.online_code);
  });

  it('refuses a card that is not online-ready, and one with deleted data', async () => {
    const res = await post(cards.resendCode, w.tokens.user, w.a.card.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_TEXTS.notOnline);
    const gone = await newCard(w, t.db, { online_ready: true, data_deleted_at: new Date().toISOString() });
    expect((await post(cards.resendCode, w.tokens.user, gone.id)).json().message).toBe(
      CARD_TEXTS.dataDeleted,
    );
  });
});

describe('POST reset_export', () => {
  it('clears the export times and puts the card back to paid', async () => {
    const now = new Date().toISOString();
    const card = await newCard(w, t.db, {
      status: 'added_to_pdf',
      exported_at: now,
      exported_card_loaded_at: now,
    });
    const res = await post(cards.resetExport, w.tokens.user, card.id);
    expect(res.json()).toEqual({ count: 1 });
    expect(await storedCard(t.db, card.id)).toMatchObject({
      status: 'payed',
      exported_at: null,
      exported_card_loaded_at: null,
    });
  });

  it('refuses after retention removed the data', async () => {
    const now = new Date().toISOString();
    const card = await newCard(w, t.db, { status: 'added_to_pdf', exported_at: now, data_deleted_at: now });
    const res = await post(cards.resetExport, w.tokens.admin, card.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_TEXTS.dataDeleted);
    expect((await storedCard(t.db, card.id))?.status).toBe('added_to_pdf');
  });
});

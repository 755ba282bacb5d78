/**
 * The audit trail of the card actions: one event per action (who, which cards, the outcome), written
 * with the change or not at all, and never a value of the child's data in any event.
 */
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { cardEditValues, cardUpdateFields } from '@ausweis/shared/schemas/card-edit';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { recordChange } from '../../http/access';
import { createCard } from '../../test/factories';
import { callEndpoint } from '../../test/http';
import { exportAndDownload } from '../exports/exports.test-support';
import { cardsWorldForFile, multipart, newCard, storedCard, storedPhoto } from './cards.test-support';

const { t, w } = await cardsWorldForFile();

/** Tenant A's events naming any of `ids`, oldest first, once the trail's writes have ended. */
async function eventsOf(ids: number[]) {
  await t.app.auditTrailSettled();
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, w.a.tenant.id), arrayOverlaps(auditEvents.record_ids, ids)))
    .orderBy(auditEvents.seq);
}

const asAdmin = { token: w.tokens.admin, tenantId: w.a.tenant.id };
const byAdmin = { user_id: w.a.admin.id, role: 'Admin', outcome: 'allowed', record: 'card' };

describe('one event per card action', () => {
  it('photo viewed', async () => {
    const card = await newCard(w, t.db, { image_file_id: await storedPhoto(t, w.a.tenant.id) });
    const res = await callEndpoint(t.app, cardsApi.image, {
      ...asAdmin,
      query: { order_id: card.id, from_archive: false },
    });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf([card.id]);
    expect(events).toEqual([
      expect.objectContaining({ ...byAdmin, action: 'card.photo_viewed', record_ids: [card.id] }),
    ]);
  });

  it('deleted and restored', async () => {
    const card = await newCard(w, t.db);
    const body = { order_id: card.id };
    expect((await callEndpoint(t.app, cardsApi.delete, { ...asAdmin, query: body })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, cardsApi.undelete, { ...asAdmin, body })).statusCode).toBe(200);
    const events = await eventsOf([card.id]);
    expect(events.map((e) => e.action)).toEqual(['card.deleted', 'card.restored']);
    for (const e of events) expect(e).toMatchObject({ ...byAdmin, record_ids: [card.id] });
  });

  it('bulk validate and bulk delete: one event naming every changed card', async () => {
    const [one, two] = [await newCard(w, t.db), await newCard(w, t.db)];
    const ids = [one.id, two.id];
    const body = { order_ids: ids };
    expect((await callEndpoint(t.app, cardsApi.validate, { ...asAdmin, body })).statusCode).toBe(200);
    expect((await callEndpoint(t.app, cardsApi.deleteMany, { ...asAdmin, body })).statusCode).toBe(200);
    const events = await eventsOf(ids);
    expect(events.map((e) => [e.action, [...e.record_ids].sort()])).toEqual([
      ['card.validated', [...ids].sort()],
      ['card.deleted', [...ids].sort()],
    ]);
  });

  it('reset export: a change of the export fields', async () => {
    const card = await newCard(w, t.db, { exported_at: new Date().toISOString() });
    const res = await callEndpoint(t.app, cardsApi.resetExport, { ...asAdmin, body: { order_id: card.id } });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf([card.id]);
    expect(event).toMatchObject({ ...byAdmin, action: 'card.changed' });
    expect(event?.fields).toContain('exported_at');
  });

  it('exported to Excel: the ids of the exported cards', async () => {
    const [one, two] = [await newCard(w, t.db), await newCard(w, t.db)];
    const res = await callEndpoint(t.app, cardsApi.exportExcel, {
      ...asAdmin,
      body: { order_ids: [one.id, two.id] },
    });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf([one.id, two.id]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ...byAdmin, action: 'cards.exported' });
    expect([...(events[0]?.record_ids ?? [])].sort()).toEqual([one.id, two.id].sort());
  });

  it("a super admin's card download goes into the card's tenant's trail", async () => {
    const card = await newCard(w, t.db);
    const res = await callEndpoint(t.app, cardsApi.download, {
      token: w.tokens.superAdmin,
      query: { order_id: card.id, from_archive: false },
    });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf([card.id]);
    expect(event).toMatchObject({ action: 'card.downloaded', user_id: w.sa.id, role: 'SuperAdmin' });
  });

  it("refused: another tenant's card is noted as refused in the asker's trail", async () => {
    const res = await callEndpoint(t.app, cardsApi.delete, { ...asAdmin, query: { order_id: w.b.card.id } });
    expect(res.statusCode).toBe(404);
    const [event] = await eventsOf([w.b.card.id]);
    expect(event).toMatchObject({ user_id: w.a.admin.id, outcome: 'refused' });
    expect((await storedCard(t.db, w.b.card.id))?.is_delete).toBe(false);
  });
});

describe('work across tenants and settings', () => {
  it("a super admin's print export: one event per tenant naming that tenant's cards", async () => {
    const paid = { is_hardcopy: true, is_payed: true, status: 'payed' as const, validated: true };
    const ofA = await newCard(w, t.db, paid);
    const ofB = await createCard(t.db, w.b.tenant.id, w.b.product.id, paid);
    const { run } = await exportAndDownload(t.app, w.tokens.superAdmin, {
      order_ids: [ofA.id, ofB.id],
      dont_export: true,
    });
    expect(run.status).toBe('done');
    const inA = await eventsOf([ofA.id, ofB.id]);
    expect(inA).toEqual([
      expect.objectContaining({ action: 'cards.printed', user_id: w.sa.id, record_ids: [ofA.id] }),
    ]);
    const inB = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, w.b.tenant.id), arrayOverlaps(auditEvents.record_ids, [ofB.id])));
    expect(inB).toEqual([
      expect.objectContaining({ action: 'cards.printed', role: 'SuperAdmin', record_ids: [ofB.id] }),
    ]);
  });

  it("the tenant's second-factor rule: the setting's name, once it changes", async () => {
    const save = (value: boolean) =>
      callEndpoint(t.app, authFactors.saveTenantSecondFactorSetting, {
        ...asAdmin,
        body: { require_second_factor: value },
      });
    expect((await save(true)).statusCode).toBe(200);
    expect((await save(true)).statusCode).toBe(200);
    await t.app.auditTrailSettled();
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, w.a.tenant.id), eq(auditEvents.action, 'settings.changed')));
    expect(events).toEqual([
      expect.objectContaining({
        ...byAdmin,
        record: 'tenant',
        record_ids: [w.a.tenant.id],
        fields: ['require_second_factor'],
      }),
    ]);
  });
});

describe('written with the change or not at all', () => {
  it('a failure after the change leaves neither the change nor its event', async () => {
    const card = await newCard(w, t.db);
    const who = { userId: w.a.admin.id, role: 'Admin' as const, scope: tenantScope(w.a.tenant.id) };
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(orders).set({ is_delete: true }).where(eq(orders.id, card.id));
        await recordChange(tx, who, { action: 'card.deleted', record: 'card', ids: [card.id] });
        throw new Error('forced failure after the change');
      }),
    ).rejects.toThrow('forced failure');
    expect((await storedCard(t.db, card.id))?.is_delete).toBe(false);
    expect(await eventsOf([card.id])).toEqual([]);
  });

  it('a refused restore (still valid, not deleted) changes nothing and records no change', async () => {
    const card = await newCard(w, t.db);
    const res = await callEndpoint(t.app, cardsApi.undelete, { ...asAdmin, body: { order_id: card.id } });
    expect(res.statusCode).toBe(400);
    expect((await eventsOf([card.id])).filter((e) => e.action === 'card.restored')).toEqual([]);
  });
});

describe('no child data in the trail', () => {
  it("many actions on a card leave neither the child's name, birthday nor e-mail in any event", async () => {
    const child = {
      familyname: 'Zwirbelsteyn',
      forname: 'Quirinia',
      birthday: '2012-03-04',
      email: 'quirinia.scan@audit.example',
    };
    const card = await newCard(w, t.db, { ...child, image_file_id: await storedPhoto(t, w.a.tenant.id) });
    const ref = { order_id: card.id, from_archive: false };
    await callEndpoint(t.app, cardsApi.details, { ...asAdmin, query: ref });
    await callEndpoint(t.app, cardsApi.image, { ...asAdmin, query: ref });
    const { body, headers } = await multipart(
      cardUpdateFields(
        card.id,
        {
          ...cardEditValues({ ...card, tenant_payment: card.tenant_payee }),
          email: 'quirinia.neu@audit.example',
          familyname: 'Zwirbelsteyn-Neu',
          birthday: '2012-04-05',
          validated: true,
        },
        false,
      ),
    );
    expect((await callEndpoint(t.app, cardsApi.update, { ...asAdmin, body, headers })).statusCode).toBe(200);
    await callEndpoint(t.app, cardsApi.exportExcel, { ...asAdmin, body: { order_ids: [card.id] } });
    await callEndpoint(t.app, cardsApi.resetExport, { ...asAdmin, body: { order_id: card.id } });
    await callEndpoint(t.app, cardsApi.delete, { ...asAdmin, query: { order_id: card.id } });
    await callEndpoint(t.app, cardsApi.undelete, { ...asAdmin, body: { order_id: card.id } });
    await callEndpoint(t.app, cardsApi.download, { token: w.tokens.superAdmin, query: ref });
    const mine = await eventsOf([card.id]);
    expect(new Set(mine.map((e) => e.action))).toEqual(
      new Set([
        'card.viewed',
        'card.photo_viewed',
        'card.changed',
        'card.validated',
        'cards.exported',
        'card.deleted',
        'card.restored',
        'card.downloaded',
      ]),
    );
    // Every row of the trail, all columns, as text.
    const all = JSON.stringify(await t.db.select().from(auditEvents));
    for (const value of [
      'Zwirbelsteyn',
      'Quirinia',
      'quirinia',
      'audit.example',
      '2012-03-04',
      '04.03.2012',
      '2012-04-05',
    ])
      expect(all).not.toContain(value);
  });
});

/**
 * The audit trail's core: events chained per tenant without forks under concurrent writers, reads
 * written after the response, refusals noted, changes recorded in their transaction (or not at all).
 */
import { cards as cardsApi } from '@ausweis/shared/contracts/cards';
import { cardEditValues, cardUpdateFields } from '@ausweis/shared/schemas/card-edit';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appendAuditEvents, eventHash } from '../db/audit-trail';
import { auditEvents } from '../db/schema/index';
import { cardsWorldForFile, multipart, newCard } from '../features/cards/cards.test-support';
import { callEndpoint } from '../test/http';

const { t, w } = await cardsWorldForFile();

/** The events of tenant `chain` naming `id` (newest first), once the trail's writes have ended. */
async function eventsOf(chain: number, id: number) {
  await t.app.auditTrailSettled();
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, chain), arrayContains(auditEvents.record_ids, [id])))
    .orderBy(desc(auditEvents.seq));
}

const actor = { userId: w.a.admin.id, role: 'Admin', sessionId: null, ipPrefix: null, agent: null };

describe('the chain', () => {
  it('links each event to the one before, also with writers at the same time', async () => {
    const card = await newCard(w, t.db);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) =>
          appendAuditEvents(tx, actor, [
            { tenantId: w.a.tenant.id, action: 'card.viewed', record: 'card', ids: [card.id] },
          ]),
        ),
      ),
    );
    const chain = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.chain, w.a.tenant.id))
      .orderBy(auditEvents.seq);
    chain.forEach((e, i) => {
      expect(e.hash).toBe(eventHash(e));
      if (i > 0) {
        expect(e.seq).toBe((chain[i - 1]?.seq ?? 0) + 1);
        expect(e.prev_hash).toBe(chain[i - 1]?.hash);
      }
    });
    expect((await eventsOf(w.a.tenant.id, card.id)).length).toBe(8);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const card = await newCard(w, t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await appendAuditEvents(tx, actor, [
          { tenantId: w.a.tenant.id, action: 'card.changed', record: 'card', ids: [card.id] },
        ]);
        throw new Error('forced failure after the change');
      }),
    ).rejects.toThrow('forced failure');
    expect(await eventsOf(w.a.tenant.id, card.id)).toEqual([]);
  });
});

describe('requests', () => {
  it('records who viewed a card, from where, after the response', async () => {
    const card = await newCard(w, t.db);
    const res = await callEndpoint(t.app, cardsApi.details, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      query: { order_id: card.id, from_archive: false },
    });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf(w.a.tenant.id, card.id);
    expect(event).toMatchObject({
      action: 'card.viewed',
      record: 'card',
      user_id: w.a.admin.id,
      role: 'Admin',
      outcome: 'allowed',
      ip_prefix: '127.0.0.0/24',
    });
    expect(event?.session_id).toEqual(expect.any(String));
  });

  it("notes a refused look at another tenant's card in the asker's trail", async () => {
    const res = await callEndpoint(t.app, cardsApi.details, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      query: { order_id: w.b.card.id, from_archive: false },
    });
    expect(res.statusCode).toBe(404);
    const [event] = await eventsOf(w.a.tenant.id, w.b.card.id);
    expect(event).toMatchObject({ action: 'card.viewed', outcome: 'refused', user_id: w.a.admin.id });
    expect(await eventsOf(w.b.tenant.id, w.b.card.id)).toEqual([]);
  });

  it('records the names of changed fields, never their values', async () => {
    const card = await newCard(w, t.db, { familyname: 'Vorher', forname: 'Vera' });
    const { body, headers } = await multipart(
      cardUpdateFields(
        card.id,
        {
          ...cardEditValues({ ...card, tenant_payment: card.tenant_payee }),
          familyname: 'Nachher',
          validated: true,
        },
        false,
      ),
    );
    const res = await callEndpoint(t.app, cardsApi.update, {
      token: w.tokens.admin,
      tenantId: w.a.tenant.id,
      body,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf(w.a.tenant.id, card.id);
    const changed = events.find((e) => e.action === 'card.changed');
    expect(changed?.fields).toContain('familyname');
    expect(changed?.fields).not.toContain('forname');
    expect(events.some((e) => e.action === 'card.validated')).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/Nachher|Vorher|Vera/);
  });
});

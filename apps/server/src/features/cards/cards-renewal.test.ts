/**
 * 'Erinnerung zur Verlängerung' on the card details (docs/product.md#renewals): staff see whether a renewal reminder
 * went out and which new order the renewal led to; the details keep their guards (401, 404).
 */
import { cards } from '@ausweis/shared/contracts/cards';
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { callEndpoint } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { archivedCard, type CardsWorld, newCard, startCardsWorld } from './cards.test-support';

let t: TestApp;
let w: CardsWorld;
beforeAll(async () => {
  ({ t, w } = await startCardsWorld());
});
afterAll(() => t.close());

const details = (token: string | undefined, tenantId: number, id: number, archive = false) =>
  callEndpoint(t.app, cards.details, { token, tenantId, query: { order_id: id, from_archive: archive } });

describe('card details: renewal reminder', () => {
  it('shows that none was sent', async () => {
    const card = await newCard(w, t.db);
    const res = await details(w.tokens.user, w.a.tenant.id, card.id);
    expect(res.json<CardDetails>()).toMatchObject({ renewal_mailed_at: null, renewed_by_order_id: null });
  });

  it('shows when it was sent and the order it led to, to every member (the archive: super admins)', async () => {
    const renewal = await newCard(w, t.db);
    const card = await newCard(w, t.db);
    await t.db
      .update(orders)
      .set({ renewal_mailed_at: '2030-03-10T06:00:00.000Z', renewed_by_order_id: renewal.id })
      .where(eq(orders.id, card.id));
    for (const token of [w.tokens.user, w.tokens.admin, w.tokens.superAdmin]) {
      const res = await details(token, w.a.tenant.id, card.id);
      expect(res.statusCode).toBe(200);
      expect(res.json<CardDetails>()).toMatchObject({
        renewal_mailed_at: '2030-03-10T06:00:00.000Z',
        renewed_by_order_id: renewal.id,
      });
    }
    const old = await archivedCard(w, t.db, { renewal_mailed_at: '2030-03-10T06:00:00.000Z' });
    const res = await details(w.tokens.superAdmin, w.a.tenant.id, old.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CardDetails>().renewal_mailed_at).toBe('2030-03-10T06:00:00.000Z');
  });

  it('stays closed to anonymous callers (401) and to other tenants (404)', async () => {
    const card = await newCard(w, t.db, { renewal_mailed_at: '2030-03-10T06:00:00.000Z' });
    expect((await details(undefined, w.a.tenant.id, card.id)).statusCode).toBe(401);
    expect((await details(w.tokens.otherAdmin, w.b.tenant.id, card.id)).statusCode).toBe(404);
  });
});

/** Bulk delete and bulk validate on mixed selections: all or nothing, one transaction (docs/product.md#limits). */
import { cards } from '@ausweis/shared/contracts/cards';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import { inArray } from 'drizzle-orm';
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

const bulk = (
  action: typeof cards.deleteMany | typeof cards.validate,
  token: string | undefined,
  ids: unknown,
  tenantId = w.a.tenant.id,
) => callEndpoint(t.app, action, { token, tenantId, body: { order_ids: ids } });
const rows = (ids: number[]) => t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);

/** Three cards: a plain one, a validated one, a deleted one. */
async function mixed() {
  const plain = await newCard(w, t.db);
  const validated = await newCard(w, t.db, { validated: true, validated_from: w.a.admin.id });
  const deleted = await newCard(w, t.db, { is_delete: true, delete_from: w.a.admin.id });
  return [plain.id, validated.id, deleted.id];
}

describe.each([
  ['delete_many', cards.deleteMany],
  ['validate', cards.validate],
])('POST %s', (_, action) => {
  it('refuses anonymous (401), another tenant’s member (404) and bad input (400)', async () => {
    expect((await bulk(action, undefined, [w.a.card.id])).statusCode).toBe(401);
    expect((await bulk(action, w.tokens.otherAdmin, [w.a.card.id])).statusCode).toBe(404);
    const empty = await bulk(action, w.tokens.user, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte einen Wert angeben');
    expect((await bulk(action, w.tokens.user, ['x'])).statusCode).toBe(400);
  });

  it('changes nothing when one id belongs to another tenant or only to the archive (404)', async () => {
    const ids = await mixed();
    const before = await rows(ids);
    const foreign = await bulk(action, w.tokens.user, [...ids, w.b.card.id]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CARD_TEXTS.notFound);
    const archived = await archivedCard(w, t.db);
    expect((await bulk(action, w.tokens.superAdmin, [...ids, archived.id])).statusCode).toBe(404);
    expect(await rows(ids)).toEqual(before);
    expect((await rows([w.b.card.id]))[0]).toMatchObject({ is_delete: false, validated: false });
  });
});

describe('bulk results', () => {
  it('deletes the cards not yet deleted, by the user', async () => {
    const ids = await mixed();
    const res = await bulk(cards.deleteMany, w.tokens.user, [...ids, ids[0]]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    const [plain, validated, deleted] = await rows(ids);
    expect(plain).toMatchObject({ is_delete: true, delete_from: w.a.user.id });
    expect(validated).toMatchObject({ is_delete: true, delete_from: w.a.user.id });
    // Already deleted: kept as it was.
    expect(deleted).toMatchObject({ is_delete: true, delete_from: w.a.admin.id });
  });

  it('validates the cards not yet validated, by the user', async () => {
    const ids = await mixed();
    const res = await bulk(cards.validate, w.tokens.user, ids);
    expect(res.json()).toEqual({ count: 2 });
    const [plain, validated, deleted] = await rows(ids);
    expect(plain).toMatchObject({ validated: true, validated_from: w.a.user.id });
    expect(plain?.validated_at).not.toBeNull();
    expect(validated).toMatchObject({ validated: true, validated_from: w.a.admin.id });
    expect(deleted).toMatchObject({ validated: true, validated_from: w.a.user.id });
  });
});

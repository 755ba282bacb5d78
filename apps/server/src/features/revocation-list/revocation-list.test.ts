/**
 * The revocation list (Sperrliste): which cards it names after they are deleted, erased, archived or
 * reissued, that it is signed with the published key, and how it is served (compressed, ETag).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CARD_KEYS_PATH, type CardKeySet } from '@ausweis/shared/card-code';
import {
  CARD_REVOCATION_PATH,
  type RevocationList,
  readRevocationList,
  revocationOf,
} from '@ausweis/shared/revocation-list';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endedCards, orders, ordersArchive } from '../../db/schema/index';
import { epochSeconds } from '../../platform/card-code';
import { verifyEd25519 } from '../../platform/card-keys';
import { germanIsoDate } from '../../platform/german-date';
import { createCard, createTenant, createTenantProduct } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEXT_YEAR = `${Number(germanIsoDate().slice(0, 4)) + 1}-07-31`;

async function card(values: Partial<typeof orders.$inferInsert> = {}) {
  const tenant = await createTenant(t.db);
  const product = await createTenantProduct(t.db, tenant.id);
  const c = await createCard(t.db, tenant.id, product.id, {
    validated: true,
    card_valid_from: '2026-01-01',
    card_valid_to: NEXT_YEAR,
    ...values,
  });
  return { card_id: c.id, issued_at: await versionOf(c.id) };
}

/** The card's version as its code states it (issued_at). */
async function versionOf(id: number): Promise<number> {
  const [row] = await t.db
    .select({ v: sql<string>`${orders.updated_at}::text` })
    .from(orders)
    .where(eq(orders.id, id));
  return epochSeconds(row?.v ?? expect.unreachable('card missing'));
}

async function fetchList(encoding = 'br'): Promise<RevocationList> {
  const res = await t.app.inject({
    method: 'GET',
    url: CARD_REVOCATION_PATH,
    headers: { 'accept-encoding': encoding },
  });
  expect(res.statusCode).toBe(200);
  const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
  const keys = (await t.app.inject({ method: 'GET', url: CARD_KEYS_PATH })).json<CardKeySet>();
  const read = await readRevocationList(new Uint8Array(bytes), keys, verifyEd25519);
  if (!read.ok) return expect.unreachable(`list refused: ${read.reason}`);
  return read.list;
}

describe('revocation list', () => {
  it('names deleted, erased and archived cards, not valid or expired ones', async () => {
    const valid = await card();
    const deleted = await card();
    const erased = await card();
    const archived = await card();
    const expiredDeleted = await card({ card_valid_from: '2020-01-01', card_valid_to: '2021-07-31' });
    await t.db.update(orders).set({ is_delete: true }).where(eq(orders.id, deleted.card_id));
    await t.db.update(orders).set({ erased_at: sql`now()` }).where(eq(orders.id, erased.card_id));
    await t.db.update(orders).set({ is_delete: true }).where(eq(orders.id, expiredDeleted.card_id));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, archived.card_id));
    const { id: _id, ...rest } = row ?? expect.unreachable('card missing');
    await t.db.delete(orders).where(eq(orders.id, archived.card_id));
    await t.db.insert(ordersArchive).values({ ...rest, id: archived.card_id });

    const list = await fetchList();
    expect(revocationOf(list, valid)).toBeNull();
    expect(revocationOf(list, deleted)).toBe('revoked');
    expect(revocationOf(list, erased)).toBe('revoked');
    expect(revocationOf(list, archived)).toBe('revoked');
    // Past its valid_to the code refuses itself: the list stays small, and the table gets no row.
    expect(revocationOf(list, expiredDeleted)).toBeNull();
    expect(
      await t.db.select().from(endedCards).where(eq(endedCards.card_id, expiredDeleted.card_id)),
    ).toEqual([]);
    expect(list.warn_days).toBe(7);
    expect(Math.abs(list.issued_at - Date.now() / 1000)).toBeLessThan(3600);

    // Restored (deleted by mistake): the card is valid again.
    await t.db.update(orders).set({ is_delete: false }).where(eq(orders.id, deleted.card_id));
    expect(revocationOf(await fetchList('gzip'), deleted)).toBeNull();
  });

  it('outdates older codes of a card reissued in the holder’s favour, not after a change that only adds', async () => {
    const renamed = await card();
    await t.db.update(orders).set({ familyname: 'Meier' }).where(eq(orders.id, renamed.card_id));
    const renamedNow = { card_id: renamed.card_id, issued_at: await versionOf(renamed.card_id) };
    // The new version is in a later second than the old code's, so only the old code is outdated.
    expect(renamedNow.issued_at).toBeGreaterThan(renamed.issued_at);

    const shortened = await card();
    await t.db
      .update(orders)
      .set({ card_valid_to: germanIsoDate(), updated_at: sql`now()` })
      .where(eq(orders.id, shortened.card_id));
    const unvalidated = await card();
    await t.db.update(orders).set({ validated: false }).where(eq(orders.id, unvalidated.card_id));
    // Validating or extending changes the card too, but an older code only says less than is true.
    const validatedLater = await card({ validated: false });
    await t.db.update(orders).set({ validated: true }).where(eq(orders.id, validatedLater.card_id));

    // The version it outdated is kept: the list may publish a rounder instant between the two.
    const [row] = await t.db.select().from(endedCards).where(eq(endedCards.card_id, renamed.card_id));
    expect(row).toMatchObject({ min_issued_at: renamedNow.issued_at, last_outdated: renamed.issued_at });

    const list = await fetchList();
    expect(revocationOf(list, renamed)).toBe('reissued');
    expect(revocationOf(list, renamedNow)).toBeNull();
    expect(revocationOf(list, shortened)).toBe('reissued');
    expect(revocationOf(list, unvalidated)).toBe('reissued');
    expect(revocationOf(list, validatedLater)).toBeNull();
  });

  it('is built at most once per REVOCATION_REBUILD_SECONDS, however many changes come meanwhile', async () => {
    const first = await card();
    await fetchList();
    t.config.revocationRebuildSeconds = 3600;
    try {
      await t.db.update(orders).set({ is_delete: true }).where(eq(orders.id, first.card_id));
      // The kept list answers until its time is up.
      expect(revocationOf(await fetchList(), first)).toBeNull();
      t.config.revocationRebuildSeconds = 0;
      expect(revocationOf(await fetchList(), first)).toBe('revoked');
    } finally {
      t.config.revocationRebuildSeconds = 0;
    }
  });

  it('is served compressed, cacheable by ETag, for any origin', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: CARD_REVOCATION_PATH,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/octet-stream');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: CARD_REVOCATION_PATH,
      headers: { 'if-none-match': etag },
    });
    // Unless another test file changed a card meanwhile, the same list answers 304.
    expect([304, 200]).toContain(again.statusCode);
    if (again.statusCode === 304) expect(again.body).toBe('');
    const plain = await t.app.inject({ method: 'GET', url: CARD_REVOCATION_PATH });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.subarray(0, 4).toString()).toBe('ASL2');
  });
});

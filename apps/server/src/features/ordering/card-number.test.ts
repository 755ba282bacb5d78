/**
 * The generated card number ('Barcode generieren'): stored as the card's external id when the order is
 * written, so the card details, the list's filter and the Excel export show the number printed on the
 * card; the migration that filled it in for older cards computes the same number as the code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedCardNumber } from '@ausweis/shared/card-layout/barcode';
import { cards } from '@ausweis/shared/contracts/cards';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ordersArchive } from '../../db/schema/index';
import { readWorkbook } from '../../platform/excel.test-support';
import { addMember, createCard, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderWorld, placeGoodOrder, type World } from './ordering.test-support';

let t: TestApp;
let w: World;
let token: string;
const GENERATED = {
  barcode_type: 'code_128',
  generate_barcode: true,
  barcode_prefix: 'GS',
  barcode_len: 10,
} as const;

beforeAll(async () => {
  t = await createTestApp({ orderRateLimitPerMinute: 10_000 });
  w = await orderWorld(t.db, { product: { ...GENERATED, need_external_id: true } });
  const admin = await createUser(t.db);
  await addMember(t.db, admin.id, w.tenant.id, 'Admin');
  token = await loginAs(t.app, admin.email);
});
afterAll(() => t.close());

describe('a new card of a product that generates its barcode', () => {
  it('stores the number on the card as its external id; details, list and Excel show it', async () => {
    const { id } = await placeGoodOrder(t, w);
    const number = `GS${String(id).padStart(8, '0')}`;
    expect(generatedCardNumber(w.product, id)).toBe(number);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.external_id).toBe(number);

    const q = { token, tenantId: w.tenant.id };
    const details = await callEndpoint(t.app, cards.details, { ...q, query: { order_id: id } });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ external_id: number, external_id_name: 'Schülernummer' });

    // A secretary types the number from the card into the list's filter.
    const found = await callEndpoint(t.app, cards.find, {
      ...q,
      body: { page: 1, count: 50, filters: { external_id: number.toLowerCase() } },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([id]);

    const excel = await callEndpoint(t.app, cards.exportExcel, { ...q, body: { order_ids: [id] } });
    expect(excel.statusCode).toBe(200);
    const [head, first] = await readWorkbook(excel.rawPayload);
    expect(first?.[head?.indexOf('Externe-ID') ?? -1]).toBe(number);
  });

  it('keeps nothing generated for a product without it', async () => {
    const plain = await orderWorld(t.db);
    const { id } = await placeGoodOrder(t, plain);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.external_id).toBeNull();
  });
});

/** The backfill statements of the migration, as drizzle runs them. */
const backfill = readFileSync(
  path.join(import.meta.dirname, '../../db/migrations/0019_card_number_backfill.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

class Rollback extends Error {}

describe('the migration that filled in the numbers of older cards', () => {
  it('computes the same number as the code, for every prefix and length, and leaves other cards alone', async () => {
    const settings = [
      GENERATED,
      { barcode_type: 'code_2_5_interleaved', generate_barcode: true, barcode_prefix: null, barcode_len: 6 },
      // Shorter than prefix and id: the id is never cut.
      { barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'ABC', barcode_len: 4 },
      { barcode_type: 'code_128', generate_barcode: true, barcode_prefix: 'X', barcode_len: null },
    ] as const;
    const made: { id: number; product: (typeof settings)[number]; archived: boolean }[] = [];
    const untouched: { id: number; external_id: string | null }[] = [];
    for (const s of settings) {
      const world = await orderWorld(t.db, { product: { ...s, need_external_id: true } });
      const card = (values: Partial<typeof orders.$inferInsert> = {}) =>
        createCard(t.db, world.tenant.id, world.product.id, values);
      made.push({ id: (await card()).id, product: s, archived: false });
      made.push({ id: (await card({ external_id: '  ' })).id, product: s, archived: false });
      const archived = await card();
      await t.db.insert(ordersArchive).values(archived);
      await t.db.delete(orders).where(eq(orders.id, archived.id));
      made.push({ id: archived.id, product: s, archived: true });
      untouched.push({ id: (await card({ external_id: 'S-4711' })).id, external_id: 'S-4711' });
      const wiped = await card({ data_deleted_at: new Date().toISOString() });
      untouched.push({ id: wiped.id, external_id: null });
    }
    const noGeneration = await orderWorld(t.db, { product: { barcode_type: 'code_128', barcode_len: 8 } });
    const plain = await createCard(t.db, noGeneration.tenant.id, noGeneration.product.id);
    untouched.push({ id: plain.id, external_id: null });

    const ids = made.map((m) => m.id);
    const after = { live: new Map<number, string | null>(), archive: new Map<number, string | null>() };
    // Run on the shared test database inside a transaction that is rolled back: other tests' rows stay.
    await t.db
      .transaction(async (tx) => {
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        const all = [...ids, ...untouched.map((u) => u.id)];
        for (const r of await tx.select().from(orders).where(inArray(orders.id, all)))
          after.live.set(r.id, r.external_id);
        for (const r of await tx.select().from(ordersArchive).where(inArray(ordersArchive.id, all)))
          after.archive.set(r.id, r.external_id);
        throw new Rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Rollback)) throw err;
      });

    expect(backfill).toHaveLength(1);
    for (const m of made) {
      const stored = (m.archived ? after.archive : after.live).get(m.id);
      expect(stored, `card ${m.id}`).toBe(generatedCardNumber(m.product, m.id));
    }
    for (const u of untouched) expect(after.live.get(u.id), `card ${u.id}`).toBe(u.external_id);
    // Rolled back: the cards are as they were.
    const [first] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, made[0]?.id ?? 0));
    expect(first?.external_id).toBeNull();
  });
});

/**
 * Benchmark (numbers printed, never asserted): the staff card list on a large tenant.
 * BENCH_CARDS (default 200000; try 1000000) cards are generated in an in-memory PGlite database with
 * the real migrations, then the paged list is timed for the sorts and filters the screen offers.
 */
import { openMemoryDatabase } from '../apps/server/src/db/client';
import { findCards } from '../apps/server/src/features/cards/cards.service';
import { createTenant, createTenantProduct } from '../apps/server/src/test/factories';
import { FindCardsRequest } from '../packages/shared/src/schemas/dashboard';

const CARDS = Number(process.env.BENCH_CARDS ?? 200_000);
const RUNS = 7;

export async function benchCards() {
  const database = await openMemoryDatabase();
  await database.migrate();
  const { db } = database;
  const tenant = await createTenant(db);
  const other = await createTenant(db);
  const product = await createTenantProduct(db, tenant.id);
  const otherProduct = await createTenantProduct(db, other.id);
  const t0 = performance.now();
  // 90 % of the cards belong to the measured tenant, the rest to another one.
  await database.client.query(
    `
    insert into orders (tenant_id, tenant_product_id, email, familyname, forname, birthday, external_department,
      card_valid_from, card_valid_to, online_code, user_code, is_online, online_ready, validated, is_delete, created_at)
    select case when g % 10 = 0 then $1::int else $2::int end,
           case when g % 10 = 0 then $3::int else $4::int end,
           'e' || g || '@bench.example', 'Name' || (g * 7919 % 100000), 'Vor' || (g % 500),
           date '2010-01-01' + (g % 3000), (g % 13 + 5) || 'a', date '2026-08-01', date '2027-07-31',
           'OC' || g, 'UC' || g, true, g % 3 <> 0, g % 2 = 0, g % 20 = 0, now() - (g || ' minutes')::interval
    from generate_series(1, $5::int) g`,
    [other.id, tenant.id, otherProduct.id, product.id, CARDS],
  );
  await database.client.query(`analyze`);
  console.log(`${CARDS} Ausweise angelegt in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const cases: [string, unknown][] = [
    [
      'Standard (Online-Ready, nicht gelöscht, neueste zuerst)',
      { filters: { online_ready: true, is_delete: false } },
    ],
    ['Seite 200 à 50', { page: 200, filters: { online_ready: true, is_delete: false } }],
    ['Sortiert nach Nachname', { sorts: [{ key: 'familyname', order: 'asc' }] }],
    ['Filter Nachname beginnt mit "Name123"', { filters: { familyname: 'Name123' } }],
    ['Filter Klasse 7a, validiert', { filters: { external_department: '7a', validated: true } }],
    ['Dashboard (10 neueste)', { count: 10 }],
  ];
  for (const [name, body] of cases) {
    const req = FindCardsRequest.parse(body);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      total = (await findCards(db, tenant.id, req)).pagination.total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(56)} Median ${times[RUNS >> 1]?.toFixed(1)} ms  (Treffer: ${total})`);
  }
  await database.close();
}

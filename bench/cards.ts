/**
 * Benchmark (numbers printed, never asserted): the staff card list and the staff dashboard on a large
 * tenant. BENCH_CARDS cards (default 1,000,000 on PostgreSQL, 200,000 on PGlite) are generated with
 * the real migrations: on PostgreSQL when BENCH_DATABASE_URL is set (that database is EMPTIED first),
 * else in an in-memory PGlite database.
 *
 * - Kartenliste: findCards with the screen's default filters, p50/p95, beside its row query alone
 *   (the same SQL and parameters sent straight to the driver) as the baseline; then the other sorts
 *   and filters the screen offers.
 * - Dashboard: BENCH_DASHBOARD_CLIENTS (4) staff clients hit the real dashboard endpoint of the app
 *   built in-process (logged in, over HTTP) for BENCH_DASHBOARD_SECONDS (10) with autocannon.
 * BENCH_REUSE=1 keeps a PostgreSQL database that an earlier run filled (new migrations still run).
 */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Database, type Db, MIGRATIONS_FOLDER, wrapPglite } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema/index';
import { tenantScope } from '../apps/server/src/db/tenant-scope';
import { findCards } from '../apps/server/src/features/cards/cards.service';
import {
  addMember,
  createTenant,
  createTenantProduct,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/test/factories';
import { TENANT_HEADER } from '../packages/shared/src/constants';
import { cards } from '../packages/shared/src/contracts/cards';
import { FindCardsRequest, LATEST_ROWS_REQUEST } from '../packages/shared/src/schemas/dashboard';
import { benchConfig, DEFAULT_CARD_LIST, wipePostgres } from './bench-app';
import { recordBench } from './report';

const URL = process.env.BENCH_DATABASE_URL;
const CARDS = Number(process.env.BENCH_CARDS ?? (URL ? 1_000_000 : 200_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const REUSE = Boolean(URL && process.env.BENCH_REUSE);
const CLIENTS = Number(process.env.BENCH_DASHBOARD_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_DASHBOARD_SECONDS ?? 10);

interface Logged {
  text: string;
  params: unknown[];
}

/** The bench database, with a drizzle instance that logs each statement it sends. */
interface BenchDb {
  database: Database;
  db: Db;
  /** Statements sent since the last `take()`. */
  take(): Logged[];
  /** Sends SQL straight to the driver. */
  raw(text: string, params?: unknown[]): Promise<unknown>;
}

async function open(): Promise<BenchDb> {
  const log: Logged[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void log.push({ text, params }) };
  const take = () => log.splice(0, log.length);
  if (!URL) {
    const client = await PGlite.create();
    const database = wrapPglite(client);
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    return { database, db, take, raw: (text, params) => client.query(text, params) };
  }
  if (!REUSE) {
    await wipePostgres(URL);
  }
  const pool = new pg.Pool({ connectionString: URL, max: 10 });
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const plain = drizzlePg(pool, { schema });
  const database: Database = {
    db: plain as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(plain, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  return { database, db, take, raw: (text, params) => pool.query(text, params) };
}

/** The tenant and staff user of an earlier run, when its cards are all there. */
async function reused(b: BenchDb) {
  const { rows } = (await b.raw(
    `select o.tenant_id, (select u.email from tenant_memberships m join users u on u.id = m.user_id
       where m.tenant_id = o.tenant_id limit 1) as email, count(*)::int as n
     from orders o group by o.tenant_id order by n desc`,
  )) as { rows: { tenant_id: number; email: string | null; n: number }[] };
  const [top] = rows;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  if (!top?.email || total !== CARDS) return null;
  console.log(`${CARDS} Ausweise aus einem früheren Lauf (${b.database.kind})`);
  return { tenant: { id: top.tenant_id }, staff: { email: top.email } };
}

async function seed(b: BenchDb) {
  const { db } = b.database;
  const tenant = await createTenant(db);
  const other = await createTenant(db);
  const product = await createTenantProduct(db, tenant.id);
  const otherProduct = await createTenantProduct(db, other.id);
  const t0 = performance.now();
  // 90 % of the cards belong to the measured tenant, the rest to another one; 1 in 30 is unpaid,
  // 2 in 3 are loaded into the card app (online_ready), 1 in 20 is deleted. ::bigint: g * 7919
  // overflows integer above 271,183 rows.
  await b.raw(
    `
    insert into orders (tenant_id, tenant_product_id, email, familyname, forname, birthday, external_department,
      card_valid_from, card_valid_to, online_code, user_code, is_online, online_ready, validated, is_delete,
      status, is_payed, price, paid_amount, created_at)
    select case when g % 10 = 0 then $1::int else $2::int end,
           case when g % 10 = 0 then $3::int else $4::int end,
           'e' || g || '@bench.example', 'Name' || (g::bigint * 7919 % 100000), 'Vor' || (g % 500),
           date '2010-01-01' + (g % 3000), (g % 13 + 5) || 'a', date '2026-08-01', date '2027-07-31',
           'OC' || g, 'UC' || g, true, g % 3 <> 0 and g % 30 <> 1, g % 2 = 0, g % 20 = 0,
           case when g % 30 = 1 then 'new' else 'payed' end, g % 30 <> 1, 490,
           case when g % 30 = 1 then 0 else 490 end,
           now() - ((($5::int - g) * 30) || ' seconds')::interval
    from generate_series(1, $5::int) g`,
    [other.id, tenant.id, otherProduct.id, product.id, CARDS],
  );
  await b.raw('vacuum analyze');
  const staff = await createUser(db);
  await addMember(db, staff.id, tenant.id, 'User');
  console.log(
    `${CARDS} Ausweise angelegt in ${((performance.now() - t0) / 1000).toFixed(1)} s (${b.database.kind})`,
  );
  return { tenant, staff };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** The row query findCards sends for `body` (every statement but the count). */
async function rowQueryOf(b: BenchDb, tenantId: number, body: unknown): Promise<Logged> {
  b.take();
  await findCards(b.db, tenantScope(tenantId), FindCardsRequest.parse(body));
  const rowQuery = b.take().find((q) => !/^select count\(/i.test(q.text));
  if (!rowQuery) throw new Error('row query not found');
  return rowQuery;
}

/** The card list with the default filters: findCards vs its row query alone, interleaved. */
async function benchList(b: BenchDb, tenantId: number) {
  const req = FindCardsRequest.parse(DEFAULT_CARD_LIST);
  // The same page without its count: what the service costs beyond the bare SQL (row mapping).
  const uncounted = FindCardsRequest.parse({ ...DEFAULT_CARD_LIST, with_total: false });
  const rowQuery = await rowQueryOf(b, tenantId, DEFAULT_CARD_LIST);
  const service: number[] = [];
  const rows: number[] = [];
  const noCount: number[] = [];
  for (let i = 0; i < 5; i++) await findCards(b.database.db, tenantScope(tenantId), req); // warm-up
  for (let i = 0; i < RUNS; i++) {
    service.push(await time(() => findCards(b.database.db, tenantScope(tenantId), req)));
    rows.push(await time(() => b.raw(rowQuery.text, rowQuery.params)));
    noCount.push(await time(() => findCards(b.database.db, tenantScope(tenantId), uncounted)));
  }
  for (const list of [service, rows, noCount]) list.sort((x, y) => x - y);
  console.log(
    `findCards ohne Zählung: p50 ${percentile(noCount, 50).toFixed(2)} ms, p95 ${percentile(noCount, 95).toFixed(2)} ms`,
  );
  const n = `${(CARDS / 1_000_000).toLocaleString('de-DE')} Mio. Ausweise, ${b.database.kind}`;
  const { pagination } = await findCards(b.database.db, tenantScope(tenantId), req);
  console.log(`Standardfilter: total ${JSON.stringify(pagination)}`);
  for (const p of [50, 95]) {
    recordBench({
      what: `Kartenliste ${n}, Standardfilter, p${p}`,
      now: percentile(service, p),
      unit: 'ms',
      baseline: percentile(rows, p),
      baselineLabel: 'Zeilenabfrage allein',
      goal: p === 95 ? '≤ 20 ms und ≤ 1,5× Zeilenabfrage' : undefined,
    });
  }
}

/** The other sorts and filters of the screen (medians, printed). */
async function benchCases(b: BenchDb, tenantId: number) {
  const cases: [string, unknown][] = [
    ['Seite 200 à 50, Standardfilter', { ...DEFAULT_CARD_LIST, page: 200 }],
    ['Sortiert nach Nachname', { sorts: [{ key: 'familyname', order: 'asc' }] }],
    ['Filter Nachname beginnt mit "Name123"', { filters: { familyname: 'Name123' } }],
    ['Filter Klasse 7a, validiert', { filters: { external_department: '7a', validated: true } }],
    ['Dashboard (10 neueste)', LATEST_ROWS_REQUEST],
    ['Suche "name123", Standardfilter', { filters: { ...DEFAULT_CARD_LIST.filters, search: 'name123' } }],
    [
      'Suche "name123 vor3", Standardfilter',
      { filters: { ...DEFAULT_CARD_LIST.filters, search: 'name123 vor3' } },
    ],
    ['Suche "e12345@" (E-Mail)', { filters: { search: 'e12345@' } }],
    ['Suche "7a" (Klasse, viele Treffer)', { filters: { ...DEFAULT_CARD_LIST.filters, search: '7a' } }],
    ['Suche "zzz" (kein Treffer)', { filters: { ...DEFAULT_CARD_LIST.filters, search: 'zzz' } }],
    ["'läuft bald ab', Standardfilter", { filters: { ...DEFAULT_CARD_LIST.filters, expires_soon: true } }],
  ];
  for (const [name, body] of cases) {
    const req = FindCardsRequest.parse(body);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 7; i++) {
      times.push(
        await time(async () => {
          total = (await findCards(b.database.db, tenantScope(tenantId), req)).pagination.total;
        }),
      );
    }
    times.sort((x, y) => x - y);
    console.log(`${name.padEnd(56)} Median ${times[3]?.toFixed(1)} ms  (Treffer: ${total})`);
  }
}

/** CLIENTS staff users' browsers on the dashboard: the real endpoint over HTTP, in-process app. */
async function benchDashboard(b: BenchDb, tenantId: number, email: string) {
  const app = await buildApp({
    config: benchConfig({ databaseUrl: URL ?? null }),
    database: b.database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const login = await fetch(`${base}/anon/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const result = await autocannon({
      url: `${base}${cards.find.path}`,
      method: cards.find.method,
      connections: CLIENTS,
      duration: SECONDS,
      headers: {
        authorization: `Bearer ${token}`,
        [TENANT_HEADER]: String(tenantId),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...LATEST_ROWS_REQUEST, use_archive: false }),
    });
    if (result.non2xx > 0) console.log(`Dashboard: ${result.non2xx} Antworten ohne 2xx`);
    const n = `${(CARDS / 1_000_000).toLocaleString('de-DE')} Mio. Ausweise`;
    recordBench({
      what: `Dashboard, ${CLIENTS} Mitarbeiter gleichzeitig, ${n}`,
      now: result.requests.average,
      unit: 'req/s',
      goal: '≥ 100 req/s',
    });
    recordBench({
      what: `Dashboard, ${CLIENTS} Mitarbeiter, ${n}, p50`,
      now: result.latency.p50,
      unit: 'ms',
    });
  } finally {
    await app.close();
  }
}

export async function benchCards() {
  const b = await open();
  try {
    await b.database.migrate();
    const { tenant, staff } = (REUSE && (await reused(b))) || (await seed(b));
    await benchList(b, tenant.id);
    await benchCases(b, tenant.id);
    await benchDashboard(b, tenant.id, staff.email);
  } finally {
    await b.database.close();
  }
}

/**
 * Benchmark of the public product info (GET /api/order/{tenant}/{product}), the first call of every
 * order page: the real app (in-process, listening on a free port) under BENCH_PI_CONNECTIONS (default
 * 50) concurrent connections, BENCH_PI_ROUNDS (default 3) rounds of BENCH_PI_SECONDS (default 4)
 * seconds, against a bare Fastify hello-world that serves the same JSON in the same run. Also the
 * answer as phones get it: precompressed (Accept-Encoding) and revalidated (If-None-Match → 304). The load generator (autocannon) runs in a
 * worker thread so that it does not share the server's event loop. On in-memory PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set (that database is EMPTIED first).
 */
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { storedFiles, tenants } from '../apps/server/src/db/schema/index';
import { createTenant, createTenantProduct } from '../apps/server/src/test/factories';
import { ordering as orderingApi } from '../packages/shared/src/contracts/ordering';
import { pathOf } from '../packages/shared/src/endpoint';
import { benchConfig, openBenchDatabase } from './bench-app';
import { recordBench } from './report';

const CONNECTIONS = Number(process.env.BENCH_PI_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_PI_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_PI_ROUNDS ?? 3);
const GOAL = '≥ 50 % der nackten Fastify-Antwort';

/** A tenant with a logo and one product (and its product info route): both product info queries run, as on a real order page. */
export async function seedProduct(database: Database) {
  const { db } = database;
  const tenant = await createTenant(db, { name: 'Gymnasium am See', city: 'Seestadt' });
  const product = await createTenantProduct(db, tenant.id);
  const [logo] = await db
    .insert(storedFiles)
    .values({
      tenant_id: tenant.id,
      kind: 'logo',
      path: 'bench/logo.png',
      mime_type: 'image/png',
      size: 1,
      sha256: 'b'.repeat(64),
    })
    .returning();
  await db.update(tenants).set({ logo_file_id: logo?.id }).where(eq(tenants.id, tenant.id));
  const params = { tenantShortCode: tenant.short_code, productShortCode: product.product_short_code };
  return { route: `/api${pathOf(orderingApi.productInfo, params)}`, tenant, product };
}

interface Load {
  rps: number;
  p99: number;
  bad: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, workers: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r['4xx'] + r['5xx'] + r.errors };
}

const listen = async (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });

/**
 * Each target in turn, ROUNDS times over, keeping each one's best round: the machine is shared, and
 * taking turns within a round lets every target meet the same background load.
 */
async function bestOf(targets: Record<string, [string, Record<string, string>]>) {
  const best: Record<string, Load> = {};
  for (const [url, headers] of Object.values(targets)) await load(url, headers, 1); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, [url, headers]] of Object.entries(targets)) {
      const r = await load(url, headers, SECONDS);
      const kept = best[name];
      if (!kept || r.rps > kept.rps) best[name] = { ...r, bad: r.bad + (kept?.bad ?? 0) };
      else kept.bad += r.bad;
    }
  }
  return best;
}

async function benchOn(kind: string, database: Database) {
  await database.migrate();
  const { route } = await seedProduct(database);
  const app = await buildApp({ config: benchConfig(), database, logger: false });
  const url = `${await listen(app)}${route}`;
  const first = await fetch(url);
  if (!first.ok) throw new Error(`product info answered ${first.status}`);
  const body: unknown = await first.json();

  const bare = Fastify({ logger: false });
  bare.get('/', async () => body);
  const bareUrl = await listen(bare);

  const r = await bestOf({
    bare: [bareUrl, {}],
    plain: [url, {}],
    // Phones ask with Accept-Encoding (the answer goes out precompressed) …
    br: [url, { 'accept-encoding': 'gzip, deflate, br' }],
    // … and, holding the answer already, with If-None-Match: a 304 without a body.
    revalidate: [url, { 'if-none-match': first.headers.get('etag') ?? '' }],
  });
  const note = (name: string, l: Load | undefined) =>
    l ? `${name} ${l.rps.toFixed(0)} req/s, p99 ${l.p99} ms${l.bad ? `, ${l.bad} Fehlantworten` : ''}` : '';
  console.log(
    `Produktinfo (${kind}, ${CONNECTIONS} Verbindungen, Bestwert aus ${ROUNDS} × ${SECONDS} s): ${Object.entries(
      r,
    )
      .map(([name, l]) => note(name, l))
      .join('; ')}`,
  );
  const baseline = { baseline: r.bare?.rps ?? 0, baselineLabel: 'nacktes Fastify, gleiches JSON' };
  const rows: [string, Load | undefined, string?][] = [
    [`Produktinfo öffentlich (${kind})`, r.plain, GOAL],
    [`Produktinfo, Accept-Encoding br (${kind})`, r.br],
    [`Produktinfo, If-None-Match → 304 (${kind})`, r.revalidate],
  ];
  for (const [what, l, goal] of rows)
    if (l) recordBench({ what, now: l.rps, unit: 'req/s', ...baseline, goal });
  await bare.close();
  await app.close();
  await database.close();
}

export async function benchProductInfo() {
  await benchOn('PGlite', await openBenchDatabase(undefined));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchOn('PostgreSQL', await openBenchDatabase(url));
}

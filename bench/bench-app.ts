/** What the benchmarks share: the in-process app's configuration and a wiped PostgreSQL database. */
import type { Config } from '../apps/server/src/config';
import { type Database, openMemoryDatabase, openPostgres } from '../apps/server/src/db/client';
import {
  addMember,
  createCard,
  createTenant,
  createTenantProduct,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/test/factories';
import { testConfig } from '../apps/server/src/test/test-config';
import { auth } from '../packages/shared/src/contracts/auth';

/** The test configuration with a silent log; one client address sends everything, so no order limit trips. */
export function benchConfig(overrides: Partial<Config> = {}): Config {
  return testConfig({ logLevel: 'silent', orderRateLimitPerMinute: 1_000_000_000, ...overrides });
}

/** Drops everything in the database at `url` (BENCH_DATABASE_URL: it gets wiped). */
export async function wipePostgres(url: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
}

/** PGlite in memory, or the wiped PostgreSQL database at `url`; not migrated yet. */
export async function openBenchDatabase(url: string | undefined): Promise<Database> {
  if (!url) return openMemoryDatabase();
  await wipePostgres(url);
  return openPostgres(url);
}

/**
 * The source of a load generator (run as a worker thread or a process of its own): `w.clients` loops
 * POSTing `body` to `w.url` back to back for `w.seconds`; `input` defines `w` and `body`, `output`
 * sends the result object named by its argument (latencies of the 2xx answers, statuses, seconds).
 */
export function orderLoadCode(input: string, output: (result: string) => string): string {
  return `
    ${input}
    const start = performance.now();
    const end = start + w.seconds * 1000;
    const latencies = [];
    const statuses = {};
    const count = (key) => { statuses[key] = (statuses[key] || 0) + 1; };
    async function client() {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(w.url, { method: 'POST', body, headers: w.headers });
          await res.arrayBuffer();
          count(res.status);
          if (res.ok) latencies.push(performance.now() - t);
        } catch {
          count('Netzwerkfehler');
        }
      }
    }
    Promise.all(Array.from({ length: w.clients }, client)).then(() => {
      const result = { latencies, statuses, seconds: (performance.now() - start) / 1000 };
      ${output('result')}
    });`;
}

/** The p-th percentile (0 to 100) of the latencies, nearest rank. */
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The card list screen's default filters (web CardFilters' DEFAULT_CARD_FILTERS). */
export const DEFAULT_CARD_LIST = { filters: { online_ready: true, is_delete: false, is_payed: true } };

/** A tenant with one product, `count` paid online-ready cards (names `N0`…) and a staff member of `role`. */
export async function benchTenantWithCards(db: Database['db'], count: number, role: 'Admin' | 'User') {
  const tenant = await createTenant(db);
  const product = await createTenantProduct(db, tenant.id);
  let lastCardId = 0;
  for (let i = 0; i < count; i++)
    lastCardId = (
      await createCard(db, tenant.id, product.id, { online_ready: true, is_payed: true, familyname: `N${i}` })
    ).id;
  const staff = await createUser(db);
  await addMember(db, staff.id, tenant.id, role);
  return { tenant, product, staff, lastCardId };
}

/** Signs `email` in with the test password over HTTP at `base`; the bearer token. */
export async function benchLogin(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api${auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** What the benchmarks share: the in-process app's configuration and a wiped PostgreSQL database. */
import type { Config } from '../apps/server/src/config';
import { type Database, openMemoryDatabase, openPostgres } from '../apps/server/src/db/client';
import { testConfig } from '../apps/server/src/test/test-config';

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

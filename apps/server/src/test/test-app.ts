/** Builds the app in-process for integration tests, on the migrated test database. */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { type Database, type Db, openPostgres, wrapPglite } from '../db/client';
import type { FeatureRoutes } from '../http/families';
import { testConfig } from './test-config';

export { testConfig };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

async function openTestDatabase(isolated = false): Promise<Database> {
  const url = inject('databaseUrl');
  if (url && !isolated) return openPostgres(url);
  const dump = readFileSync(inject('pgliteDump'));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}

/**
 * The test app on the shared test database (PostgreSQL with TEST_DATABASE_URL, else a PGlite copy).
 * `isolated` always gives this file a PGlite database of its own: for tests that act on every row
 * (retention), which must neither see nor change other test files' rows.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extraRoutes: FeatureRoutes[] = [],
  {
    isolated = false,
    onRoute,
    serveWhileStarting = false,
    namespace = `test-${randomUUID()}/`,
  }: {
    isolated?: boolean;
    onRoute?: (route: RouteOptions) => void;
    serveWhileStarting?: boolean;
    /** The jobs' namespace: another process's, to work the jobs it left (default: this app's own). */
    namespace?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(isolated);
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    database,
    logger: false,
    extraRoutes,
    onRoute,
    serveWhileStarting,
    // Test files share one PostgreSQL: each test app counts its rate limits and runs its jobs apart.
    namespace,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

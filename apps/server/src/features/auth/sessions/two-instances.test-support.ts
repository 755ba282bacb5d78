/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL (TEST_DATABASE_URL) each
 * with its own connection pool, on PGlite sharing the one in-process database. Same key, same namespace.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import type { AppContext } from '../../../context';
import { type Database, type Db, openPostgres, wrapPglite } from '../../../db/client';
import { testConfig } from '../../../test/test-config';

export interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  /** Their contexts, in the same order (each instance's session cache). */
  contexts: AppContext[];
  db: Db;
  close(): Promise<void>;
}

export async function twoInstances(overrides: Partial<Config> = {}): Promise<TwoInstances> {
  const url = inject('databaseUrl');
  const pglite = url
    ? null
    : wrapPglite(await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) }));
  const databases: Database[] = [];
  const config = testConfig(overrides);
  const namespace = `test-${randomUUID()}/`;
  const contexts: AppContext[] = [];
  const open = async () => {
    const database = pglite ?? openPostgres(url);
    if (!pglite) databases.push(database);
    const app = await buildApp({
      config,
      database,
      logger: false,
      namespace,
      extraRoutes: [{ anon: (_app, ctx) => contexts.push(ctx) }],
    });
    await app.ready();
    return app;
  };
  const apps: [FastifyInstance, FastifyInstance] = [await open(), await open()];
  if (pglite) databases.push(pglite);
  return {
    apps,
    contexts,
    db: (databases[0] ?? (pglite as Database)).db,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    },
  };
}

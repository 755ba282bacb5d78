/**
 * Two app instances on one PostgreSQL that count their rate limits and share their jobs. They
 * share a namespace of their own, so other test files on the same database neither see nor change
 * their counters.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { type Db, openPostgres } from '../db/client';
import { testConfig } from '../test/test-config';

export interface SharedApps {
  apps: [FastifyInstance, FastifyInstance];
  /** The prefix of their counters' keys, and the database they count in. */
  namespace: string;
  db: Db;
  close(): Promise<void>;
}

export async function createTwoInstances(
  databaseUrl: string,
  overrides: Partial<Config> = {},
): Promise<SharedApps> {
  const namespace = `test-${randomUUID()}/`;
  const open = async () => {
    const database = openPostgres(databaseUrl);
    const app = await buildApp({
      config: testConfig(overrides),
      database,
      logger: false,
      namespace,
    });
    await app.ready();
    return { app, database };
  };
  const instances = await Promise.all([open(), open()]);
  return {
    apps: [instances[0].app, instances[1].app],
    namespace,
    db: instances[0].database.db,
    close: async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
    },
  };
}

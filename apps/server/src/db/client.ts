/** Opens the database: embedded PGlite in DATA_DIR by default, or PostgreSQL when DATABASE_URL is set. */
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../platform/file-store';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle offers the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, for sessions of their own (LISTEN, see notify.ts). */
  pool?: pg.Pool;
  /** PostgreSQL only: where it is, for the job queue's own pool (platform/jobs.ts). */
  connectionString?: string;
  /** PGlite only: the embedded database itself (the job queue runs on it through pg-boss's adapter). */
  client?: PGlite;
  /** Runs the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_KEY = 7_246_001;

/** Where the embedded database keeps its files below DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = pgliteDir(opts.dataDir);
  const fresh = !existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const loose = (statSync(dir).mode & 0o077) !== 0;
  const client = await PGlite.create(dir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  if (fresh || loose) restrictTree(dir);
  return wrapPglite(client);
}

/**
 * The database files are for the server's user alone. PGlite writes its first files world-readable
 * (0666) whatever the umask: a new data dir, or one left so by an older version, is narrowed once to
 * 0700/0600; what it writes later is covered by the closed directory (and the server's umask, main.ts).
 */
function restrictTree(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE_MODE);
  }
}

/**
 * The embedded database's memory (idle memory): PGlite keeps PostgreSQL's server defaults,
 * whose 128 MB of shared buffers are written at start and stay resident in its WebAssembly memory, which
 * never shrinks. The demo and small installations need far less; real PostgreSQL (DATABASE_URL) is
 * configured on its server instead.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

export function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    connectionString: databaseUrl,
    // Several instances may start at once: migrate on one session under an advisory lock.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database & { client: PGlite } {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** An empty in-memory PGlite database (benchmarks, one-off checks). */
export async function openMemoryDatabase(): Promise<Database & { client: PGlite }> {
  return wrapPglite(await PGlite.create());
}

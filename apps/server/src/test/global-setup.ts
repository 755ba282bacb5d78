/**
 * Prepares one migrated database for the server tests: on real PostgreSQL when TEST_DATABASE_URL is
 * set (schema reset, then the real migrations), otherwise a migrated PGlite data dir that each test
 * file loads (faster than migrating per file); the PGlite dump is made in both cases, for isolated tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client';
import { compileEinvoiceRules } from '../features/invoices/einvoice-rules.test-support';
import { startJobs } from '../platform/jobs.test-support';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Beside the database work: the e-invoice rules compile in child processes of their own.
  const rules = compileEinvoiceRules();
  rules.catch(() => undefined); // awaited below, after the database
  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('databaseUrl', databaseUrl);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
    );
    await client.end();
    const database = openPostgres(databaseUrl);
    await database.migrate();
    await database.close();
  }
  // Also with PostgreSQL: tests that need a database of their own (createTestApp isolated) load this.
  const dir = mkdtempSync(path.join(tmpdir(), 'ausweis-test-'));
  const database = wrapPglite(await PGlite.create());
  await database.migrate();
  // The job queue's schema too, so that no test app installs it again.
  await (await startJobs({ database, log: console })).stop();
  const dump = await database.client.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  await rules;
  return () => rmSync(dir, { recursive: true, force: true });
}

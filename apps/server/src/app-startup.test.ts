/**
 * What the app's start-up costs: it validates and serialises with zod only, so Fastify's default
 * JSON-schema compilers (ajv, fast-json-stringify; a good part of the start-up time) are never loaded;
 * a request with a bad body is still refused in German by the zod compilers.
 */
import { createRequire } from 'node:module';
import { auth } from '@ausweis/shared/contracts/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('start-up of the app', () => {
  it('loads neither ajv nor fast-json-stringify, and still validates bodies with zod in German', async () => {
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
      /[\\/]@fastify[\\/](?:ajv-compiler|fast-json-stringify-compiler)[\\/]/.test(file),
    );
    expect(loaded).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${auth.login.path}`,
      payload: { email: 'keine-adresse', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^Ungültig/) });
  });
});

describe('a request while the job queue still starts (the server listens meanwhile)', () => {
  it('that sends a job in its transaction is answered once the queue runs, and blocks nothing', async () => {
    // With SMTP every mail is a job sent in the transaction that queues it; on PGlite a transaction
    // waiting for pg-boss, whose start needs the database too, would hold the database forever.
    const early = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' }, [], {
      isolated: true,
      serveWhileStarting: true,
    });
    try {
      const user = await createUser(early.db);
      const res = await early.app.inject({
        method: 'POST',
        url: `/api${auth.forgotPassword.path}`,
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      await early.app.started;
    } finally {
      await early.close();
    }
  }, 60_000);

  it('starts the job queue once it has answered (or listens): the app info answers first', async () => {
    const early = await createTestApp({}, [], { isolated: true, serveWhileStarting: true });
    try {
      const info = await early.app.inject({ method: 'GET', url: '/api/anon/info' });
      expect(info.statusCode).toBe(200);
      await early.app.started;
    } finally {
      await early.close();
    }
  }, 60_000);

  it('closed before it listened or answered, it never starts the job queue', async () => {
    const early = await createTestApp({}, [], { isolated: true, serveWhileStarting: true });
    const queues = async () => {
      const res = await early.db.execute(sql`select count(*)::int as n from pgboss.queue`);
      return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    try {
      const before = await queues();
      await early.app.close();
      expect(await queues()).toBe(before);
    } finally {
      await early.close();
    }
  }, 60_000);
});

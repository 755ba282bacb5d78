/**
 * Two server instances as separate processes on one PostgreSQL database (a fresh one of this test's
 * own) and one S3-compatible object store (s3rver), as behind a load balancer: an order
 * placed through A is seen with its photo on B, its access mail goes out once, wrong logins alternated
 * between A and B are refused at the same count as on one instance, and a print export whose instance
 * is killed midway is finished by the other, prints every card once and downloads from either.
 * Needs PostgreSQL (TEST_DATABASE_URL, set in CI); without it the test is skipped with a message.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { auth } from '@ausweis/shared/contracts/auth';
import { authFactors } from '@ausweis/shared/contracts/auth-factors';
import { cards } from '@ausweis/shared/contracts/cards';
import { exports } from '@ausweis/shared/contracts/exports';
import { info } from '@ausweis/shared/contracts/info';
import { ordering } from '@ausweis/shared/contracts/ordering';
import { type Endpoint, pathOf } from '@ausweis/shared/endpoint';
import { consentFields } from '@ausweis/shared/schemas/consent';
import type { PrintExport } from '@ausweis/shared/schemas/exports';
import { eq, inArray, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../../test-fixtures/photos';
import { type Database, openPostgres } from './db/client';
import { orders, tenantProducts } from './db/schema/index';
import { drawPortrait } from './db/seed/photos';
import { storeFile } from './platform/images';
import { createS3FileStore } from './platform/s3-file-store';
import { startS3Server } from './platform/s3-server.test-support';
import { eventually } from './test/eventually';
import { createCard, createTenant, createTenantProduct, createUser, TEST_PASSWORD } from './test/factories';
import { nextTotpCode } from './test/http';
import { freePort, type ServerProcess, startServerProcess } from './test/server-process';
import { startSmtpSink } from './test/smtp-sink';
import { TEST_SECRETS_KEY } from './test/test-config';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PRINT_CARDS = 150;
const FREE_FAILURES = 5;

let work: string;
let databaseUrl: string;
let database: Database;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const jwtSecret = randomBytes(32).toString('hex');
const running = new Set<ServerProcess>();

/** One server instance: the sources with tsx, on the shared database, object store and SMTP server. */
async function startInstance(name: string): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DEMO_DATA: '0',
    JWT_SECRET: jwtSecret,
    // The factories seal super admins' one-time-code secrets with the tests' key.
    SECRETS_KEY: TEST_SECRETS_KEY,
    DATA_DIR: path.join(work, name),
    WEB_DIST: path.join(work, 'web'),
    LOG_LEVEL: 'warn',
    PHOTO_CHECK_WORKERS: '1',
    FILE_STORE: 's3',
    S3_ENDPOINT: s3.settings.endpoint ?? '',
    S3_REGION: s3.settings.region,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: '1',
    SMTP_URL: sink.url,
    // Dead workers and due schedules are looked for every second (default: every minute).
    JOB_MONITOR_SECONDS: '1',
    LOGIN_IP_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_ACCOUNT_FREE_FAILURES: String(FREE_FAILURES),
  };
  delete env.NODE_ENV;
  const server = await startServerProcess({
    command: process.execPath,
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    cwd: ROOT,
    env,
    port,
    readyPath: `/api${info.health.path}`,
  });
  running.add(server);
  return server;
}

async function stop(server: ServerProcess, graceMs?: number) {
  running.delete(server);
  return server.stop(graceMs);
}

/** Calls a contract on one instance over HTTP. */
async function call(
  server: ServerProcess,
  endpoint: Endpoint,
  opts: { token?: string; tenantId?: number; params?: Record<string, string | number>; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.tenantId) headers['x-tenant-id'] = String(opts.tenantId);
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}/api${pathOf(endpoint, opts.params)}`, {
    method: endpoint.method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

async function login(server: ServerProcess, email: string, password = TEST_PASSWORD) {
  let res = await call(server, auth.login, { body: { email, password } });
  const body = res.ok ? ((await res.json()) as { token?: string; second_factor?: { ticket: string } }) : {};
  if (body.second_factor) {
    // A factory super admin confirms with its one-time code.
    const code = await nextTotpCode(email);
    res = await call(server, authFactors.secondStep, { body: { ticket: body.second_factor.ticket, code } });
    return { status: res.status, token: res.ok ? ((await res.json()) as { token: string }).token : '' };
  }
  return { status: res.status, token: body.token ?? '' };
}

beforeAll(async () => {
  if (!baseUrl) return;
  work = mkdtempSync(path.join(tmpdir(), 'ausweis-scale-'));
  mkdirSync(path.join(work, 'web'));
  writeFileSync(path.join(work, 'web/index.html'), '<!doctype html><title>Ausweisportal</title>');
  // A database of this test's own: the instances run retention and jobs on all of its rows.
  const name = `ausweis_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  database = openPostgres(databaseUrl);
  await database.migrate();
  [s3, sink] = await Promise.all([startS3Server(), startSmtpSink()]);
}, 120_000);

afterAll(async () => {
  if (!baseUrl) return;
  for (const server of running) await server.stop(5000);
  await database?.close();
  await sink?.close();
  await s3?.close();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!baseUrl)(
  'two server instances on one PostgreSQL and one object store (skipped without TEST_DATABASE_URL; CI sets it)',
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let superToken: string;
    let superEmail: string;

    beforeAll(async () => {
      [a, b] = await Promise.all([startInstance('a'), startInstance('b')]);
      superEmail = (await createUser(database.db, { is_super_admin: true })).email;
      superToken = (await login(a, superEmail)).token;
    }, 240_000);

    it('an order placed through A is seen with its photo on B; its access mail goes out once', async () => {
      const tenant = await createTenant(database.db);
      const product = await createTenantProduct(database.db, tenant.id);
      const email = `eltern-${randomBytes(4).toString('hex')}@test.example`;
      const form = new FormData();
      const fields = {
        tenant_product_id: String(product.id),
        tenant_short_code: tenant.short_code,
        product_short_code: product.product_short_code,
        forname: 'Mia',
        familyname: 'Zweifach',
        email,
        birthday: '2011-05-20',
        is_online: 'true',
        is_hardcopy: 'false',
        ...consentFields('parent'),
        // A super admin's order may say so: paid without a payment, the access mail goes out.
        is_payed: 'true',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append(
        'image_file',
        new Blob([readFileSync(fixturePhoto('astronaut.png'))], { type: 'image/png' }),
        'foto.png',
      );
      const placed = await fetch(`${a.url}/api${ordering.placeOrder.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${superToken}` },
        body: form,
      });
      expect(placed.status, await placed.clone().text()).toBe(200);
      const { id } = (await placed.json()) as { id: number };

      const onB = await login(b, superEmail);
      const image = await fetch(`${b.url}/api${cards.image.path}?order_id=${id}`, {
        headers: { authorization: `Bearer ${onB.token}`, 'x-tenant-id': String(tenant.id) },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);

      const mailsTo = () => sink.mails.filter((m) => m.to.includes(email));
      await eventually(async () => mailsTo().length > 0);
      // Both instances work the mail queue: a second copy would follow within a poll or two.
      await new Promise((r) => setTimeout(r, 5000));
      expect(mailsTo()).toHaveLength(1);
    }, 120_000);

    it('ten wrong logins alternated between A and B are refused at the same count as on one instance', async () => {
      const statuses = async (servers: ServerProcess[]) => {
        const email = (await createUser(database.db)).email;
        const out: number[] = [];
        for (let i = 0; i < 10; i++)
          out.push((await login(servers[i % servers.length] as ServerProcess, email, 'Falsch-1234')).status);
        return out;
      };
      const oneInstance = await statuses([a]);
      const alternating = await statuses([a, b]);
      const expected = [...Array(FREE_FAILURES + 1).fill(401), ...Array(10 - FREE_FAILURES - 1).fill(429)];
      expect(oneInstance).toEqual(expected);
      expect(alternating).toEqual(expected);
    }, 120_000);

    it('a print export whose instance is killed midway is finished by the other: every card once', async () => {
      const tenant = await createTenant(database.db);
      const product = await createTenantProduct(database.db, tenant.id);
      await database.db
        .update(tenantProducts)
        .set({ export_unvalidated: true })
        .where(eq(tenantProducts.id, product.id));
      const files = createS3FileStore(s3.settings);
      const photos = await Promise.all(
        [1, 2, 3].map(async (v) =>
          storeFile(database.db, files, {
            kind: 'student_photo',
            tenantId: tenant.id,
            bytes: await drawPortrait(v),
            mime: 'image/png',
            extension: 'png',
          }),
        ),
      );
      const ids: number[] = [];
      for (let i = 0; i < PRINT_CARDS; i++) {
        const card = await createCard(database.db, tenant.id, product.id, {
          is_hardcopy: true,
          is_payed: true,
          status: 'payed',
          familyname: `Druck${i}`,
          image_file_id: photos[i % 3],
        });
        ids.push(card.id);
      }

      // Only A works now, so A takes the job; B comes back once A is gone.
      await stop(b);
      const started = await call(a, exports.start, { token: superToken, body: { order_ids: ids } });
      expect(started.status).toBe(202);
      const exportId = ((await started.json()) as PrintExport).id;
      const progress = async (server: ServerProcess) =>
        (await (
          await call(server, exports.run, { token: superToken, params: { id: exportId } })
        ).json()) as PrintExport;
      const beforeKill = await eventually(async () => {
        const run = await progress(a);
        return run.done > 0 && run;
      });
      a.child.kill('SIGKILL');
      running.delete(a);
      expect(beforeKill.status).toBe('running');
      expect(beforeKill.done).toBeLessThan(PRINT_CARDS);
      b = await startInstance('b');

      const done = await eventually(async () => {
        const run = await progress(b);
        return run.status !== 'running' && run.status !== 'queued' && run;
      });
      expect(done).toMatchObject({ status: 'done', total: PRINT_CARDS, done: PRINT_CARDS });
      // The job's second attempt did it: A's died with A.
      const job = (await database.db.execute(
        sql`select retry_count from pgboss.job where name = 'print-export' and data->>'exportId' = ${String(exportId)}`,
      )) as unknown as { rows: { retry_count: number }[] };
      expect(job.rows[0]?.retry_count).toBeGreaterThanOrEqual(1);

      a = await startInstance('a');
      const zips = await Promise.all(
        [a, b].map(async (server) => {
          const res = await call(server, exports.file, { token: superToken, params: { id: exportId } });
          expect(res.status).toBe(200);
          return Buffer.from(await res.arrayBuffer());
        }),
      );
      expect(zips[0]?.equals(zips[1] as Buffer)).toBe(true);
      const zip = await JSZip.loadAsync(zips[0] as Buffer);
      const pdfName = Object.keys(zip.files).find((n) => n.endsWith('.pdf')) as string;
      const pdf = (await zip.file(pdfName)?.async('nodebuffer'))?.toString('latin1') ?? '';
      // Front and back of each card.
      expect(pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)).toHaveLength(PRINT_CARDS * 2);
      const marked = await database.db
        .select({ status: orders.status, exported_at: orders.exported_at })
        .from(orders)
        .where(inArray(orders.id, ids));
      expect(marked.every((o) => o.status === 'added_to_pdf')).toBe(true);
      expect(new Set(marked.map((o) => o.exported_at)).size).toBe(1);
    }, 240_000);
  },
);

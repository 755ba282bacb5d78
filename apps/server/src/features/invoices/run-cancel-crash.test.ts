/**
 * A cancellation survives a crash: a child process cancels a run through the endpoint and is killed
 * (SIGKILL) as soon as the answer is there. The cancellation and its job were committed together; the
 * dying instance's worker may have fetched the job already, but drew and mailed nothing. An app started
 * afterwards on the same jobs draws the cancellation invoice and mails it, once. Needs PostgreSQL (two
 * processes on one database); without TEST_DATABASE_URL the test is skipped with a message.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mailOutbox, paymentRuns } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issuedRun, payingTenant } from './invoices.test-support';

const databaseUrl = inject('databaseUrl');
const SRC = path.resolve(import.meta.dirname, '../..');
const ROOT = path.resolve(SRC, '../../..');
/**
 * A job the dead instance had fetched is taken for dead once its heartbeat (30 s) is missing; its
 * next attempt then follows within a second, not after the usual minute.
 */
const RETRIES = { limit: 1, delaySeconds: 1 };

/**
 * The crashing instance: the app on the same database and job namespace cancels the run through the
 * endpoint and kills itself with SIGKILL in the moment the answer is there (no shutdown, no further
 * job work); any other outcome ends it with its answer on stdout.
 */
const CHILD = `
  const w = JSON.parse(process.env.CANCEL_CRASH);
  const { buildApp } = await import(${JSON.stringify(path.join(SRC, 'app.ts'))});
  const { openPostgres } = await import(${JSON.stringify(path.join(SRC, 'db/client.ts'))});
  const { testConfig } = await import(${JSON.stringify(path.join(SRC, 'test/test-config.ts'))});
  const database = openPostgres(w.databaseUrl);
  const app = await buildApp({
    config: testConfig({ logLevel: 'silent', jwtSecret: w.jwtSecret, invoiceJobRetries: w.retries }),
    database,
    logger: false,
    namespace: w.namespace,
  });
  await app.ready();
  const res = await app.inject({
    method: 'POST',
    url: w.url,
    headers: { authorization: 'Bearer ' + w.token },
    payload: { payment_run_id: w.runId },
  });
  if (res.statusCode === 200) process.kill(process.pid, 'SIGKILL');
  process.stdout.write(res.statusCode + ' ' + res.body);
  process.exit(1);
`;

/** Runs the crashing instance; resolves with how it ended and what it wrote. */
function crashingCancel(env: Record<string, unknown>): Promise<{ signal: string | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: ROOT,
    env: { ...process.env, CANCEL_CRASH: JSON.stringify(env) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve({ signal, output })));
}

describe.skipIf(!databaseUrl)(
  'a cancellation whose process is killed right after the commit (skipped without TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let restarted: TestApp | undefined;
    let token: string;

    beforeAll(async () => {
      t = await createTestApp();
      token = await loginAs(
        t.app,
        (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email,
      );
    }, 60_000);
    afterAll(async () => {
      await restarted?.close();
      await t?.close();
    });

    it('gets its PDF and its mail once when an instance starts again', async () => {
      const a = await payingTenant(t.db, { name: 'Absturz-Verein' });
      await a.order();
      const billed = await callEndpoint(t.app, invoices.createRuns, {
        token,
        body: {
          date_from: '2026-03-10',
          date_to: '2026-03-12',
          country_id: 'DE',
          tenant_ids: [a.tenant.id],
          additional_emails: 'kasse@absturz.example',
        },
      });
      expect(billed.statusCode).toBe(200);
      const run = await issuedRun(t.app, token, billed.json<{ runs: PaymentRunRow[] }>().runs[0]?.id ?? 0);
      const recipients = [a.notify.email, 'kasse@absturz.example'];
      const cancellationMails = () =>
        t.db
          .select({ recipient: mailOutbox.recipient })
          .from(mailOutbox)
          .where(and(inArray(mailOutbox.recipient, recipients), like(mailOutbox.subject, 'Stornorechnung%')));
      const runRow = async () => (await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, run.id)))[0];
      const namespace = `test-${randomUUID()}/`;
      const jobsLeft = async () =>
        (
          (await t.db.execute(
            sql`select state from pgboss.job where name = ${`${namespace}invoice.cancel`} and data->>'runId' = ${String(run.id)}`,
          )) as unknown as { rows: { state: string }[] }
        ).rows.map((r) => r.state);

      const crash = await crashingCancel({
        databaseUrl,
        namespace,
        jwtSecret: t.config.jwtSecret,
        token,
        url: `/api${invoices.cancelRun.path}`,
        runId: run.id,
        retries: RETRIES,
      });
      expect(crash.signal, crash.output).toBe('SIGKILL');
      // Committed with its job (waiting, or fetched by the dead instance); nothing drawn or mailed.
      expect(await runRow()).toMatchObject({
        cancelled_at: expect.any(String),
        cancellation_number: expect.stringMatching(/^ST-\d{4}-\d{5}$/),
        cancellation_state: 'pending',
        cancellation_file_id: null,
      });
      const [left] = await jobsLeft();
      expect(['created', 'active']).toContain(left);
      expect(await cancellationMails()).toEqual([]);

      // An instance on the same jobs, as after a restart; it finds a dead worker's job within seconds.
      restarted = await createTestApp({ jobMonitorSeconds: 1, invoiceJobRetries: RETRIES }, [], {
        namespace,
      });
      const issued = await eventually(async () => {
        const row = await runRow();
        return row?.cancellation_state === 'issued' && row;
      });
      expect(issued.cancellation_file_id).not.toBeNull();
      expect(issued.cancellation_mails).toBe(2);
      expect((await cancellationMails()).map((m) => m.recipient).sort()).toEqual([...recipients].sort());
      // One job, completed (a dead instance's attempt, if it had one, failed with its heartbeat).
      expect(await jobsLeft()).toEqual(['completed']);
    }, 120_000);
  },
);

/**
 * The invoice job: a run's invoice is drawn and mailed after the billing commits, retried when an
 * attempt fails, started again by 'Erneut versuchen' after the last one, and never drawn or mailed twice.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { invoices } from '@ausweis/shared/contracts/invoices';
import { INVOICE_TEXTS, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, paymentRuns, storedFiles } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invoiceQueue } from './invoice-issue.job';
import { issuedRun, payingTenant } from './invoices.test-support';

let t: TestApp;
let token: string;
const RANGE = { date_from: '2026-03-10', date_to: '2026-03-12', country_id: 'DE' };

/** The pause before the second (and last) attempt: the test sees the first fail well within it. */
const RETRY_SECONDS = 3;

beforeAll(async () => {
  t = await createTestApp({ invoiceJobRetries: { limit: 1, delaySeconds: RETRY_SECONDS } });
  token = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email);
});
afterAll(() => t.close());

/** A tenant with one billable order whose invoice folder cannot be written while blocked. */
async function blockedTenant() {
  const a = await payingTenant(t.db);
  await a.order();
  // A file where the tenant's invoice folder belongs: storing the PDF fails until it is gone.
  const folder = path.join(t.config.filesDir, 'invoice');
  mkdirSync(folder, { recursive: true });
  const blocker = path.join(folder, String(a.tenant.id));
  writeFileSync(blocker, 'kein Ordner');
  return { ...a, unblock: () => rmSync(blocker) };
}

async function billOne(tenantId: number, additional_emails = ''): Promise<PaymentRunRow> {
  const res = await callEndpoint(t.app, invoices.createRuns, {
    token,
    body: { ...RANGE, tenant_ids: [tenantId], additional_emails },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ runs: PaymentRunRow[] }>().runs[0] as PaymentRunRow;
}

const mailsOf = (recipients: string[]) =>
  t.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients));

const invoiceFilesOf = (tenantId: number) =>
  t.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.tenant_id, tenantId), eq(storedFiles.kind, 'invoice')));

const retry = (runId: number) =>
  callEndpoint(t.app, invoices.retryInvoice, { token, body: { payment_run_id: runId } });

/** Once the first attempt of the run's invoice job failed and its retry waits (RETRY_SECONDS). */
const attemptFailed = (runId: number) =>
  eventually(async () => {
    const waiting = await rows<{ id: string }>(
      sql`select id from pgboss.job where name like '%/invoice.issue'
           and data->>'runId' = ${String(runId)} and state = 'retry'`,
    );
    return waiting.length > 0;
  });

const rows = async <R>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;

describe('the invoice job', () => {
  it('an attempt that fails is retried, and the invoice is drawn and mailed once', async () => {
    const a = await blockedTenant();
    const run = await billOne(a.tenant.id, 'buchhaltung@job.example');
    expect(run.invoice_state).toBe('pending');
    await attemptFailed(run.id);
    expect(await mailsOf([a.notify.email, 'buchhaltung@job.example'])).toEqual([]);
    a.unblock();

    const issued = await issuedRun(t.app, token, run.id);
    expect(issued).toMatchObject({ invoice_number: run.invoice_number, invoice_mails: 2 });
    expect(await mailsOf([a.notify.email, 'buchhaltung@job.example'])).toHaveLength(2);
    expect(await invoiceFilesOf(a.tenant.id)).toHaveLength(1);

    // The job once more (an acknowledgement lost with its instance): nothing is drawn or mailed again.
    const again = await t.app.jobs.send(invoiceQueue(t), { runId: run.id });
    await eventually(async () => {
      const [job] = await rows<{ state: string }>(
        sql`select state from pgboss.job where id = ${again}::uuid`,
      );
      return job?.state === 'completed';
    });
    expect(await mailsOf([a.notify.email, 'buchhaltung@job.example'])).toHaveLength(2);
    expect(await invoiceFilesOf(a.tenant.id)).toHaveLength(1);
    // Mailing it again on purpose is still possible.
    const resend = await callEndpoint(t.app, invoices.resendInvoice, {
      token,
      body: { payment_run_id: run.id },
    });
    expect(resend.json()).toEqual({ mails: 1 });
  }, 120_000);

  it("after the last attempt the invoice is failed; 'Erneut versuchen' completes it once", async () => {
    const a = await blockedTenant();
    const run = await billOne(a.tenant.id);
    await issuedRun(t.app, token, run.id, 'failed');
    expect(await mailsOf([a.notify.email])).toEqual([]);
    // Not mailed yet: resending would be its first mail, and no second one may follow.
    const early = await callEndpoint(t.app, invoices.resendInvoice, {
      token,
      body: { payment_run_id: run.id },
    });
    expect([early.statusCode, early.json().message]).toEqual([409, INVOICE_TEXTS.notIssued]);

    a.unblock();
    const res = await retry(run.id);
    expect(res.statusCode).toBe(200);
    expect(['pending', 'issued']).toContain(res.json<PaymentRunRow>().invoice_state);
    const issued = await issuedRun(t.app, token, run.id);
    expect(issued).toMatchObject({ invoice_number: run.invoice_number, invoice_mails: 1 });
    expect(await mailsOf([a.notify.email])).toHaveLength(1);
    expect(await invoiceFilesOf(a.tenant.id)).toHaveLength(1);
    const [row] = await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, run.id));
    expect(row?.invoice_number).toBe(run.invoice_number);

    // Only a failed invoice is started again.
    const twice = await retry(run.id);
    expect([twice.statusCode, twice.json().message]).toEqual([409, INVOICE_TEXTS.notFailed]);
    expect(await mailsOf([a.notify.email])).toHaveLength(1);
  }, 120_000);
});

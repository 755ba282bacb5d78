/**
 * 'Stornieren': who may, the cancellation invoice (its number, its credit note through the official
 * rules, its mail once), exactly the run's orders billable again, and the refusals that change nothing.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { Endpoint } from '@ausweis/shared/endpoint';
import { INVOICE_TEXTS, type InvoiceableRow, type PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, orders, ordersArchive, paymentRuns } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { createTenantWithStaff, createUser } from '../../test/factories';
import { callEndpoint, type EndpointCallOptions, loginAs } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fatalAsserts } from './einvoice-rules.test-support';
import { readEmbeddedInvoiceXml } from './invoice-xml.test-support';
import { issuedRun, OPERATOR, payingTenant } from './invoices.test-support';
import { bookPayment, reversePayment } from './run-payments';

let t: TestApp;
const tokens = { user: '', admin: '', superNo: '', biller: '' };
const RANGE = { date_from: '2026-03-10', date_to: '2026-03-12', country_id: 'DE' };

beforeAll(async () => {
  // One retry a few seconds later: the crash test sees the first attempt fail well within it.
  t = await createTestApp({ invoiceJobRetries: { limit: 1, delaySeconds: 3 } });
  const staff = await createTenantWithStaff(t.db);
  tokens.user = await loginAs(t.app, staff.user.email);
  tokens.admin = await loginAs(t.app, staff.admin.email);
  tokens.superNo = await loginAs(t.app, (await createUser(t.db, { is_super_admin: true })).email);
  tokens.biller = await loginAs(
    t.app,
    (await createUser(t.db, { is_super_admin: true, can_invoice: true })).email,
  );
}, 60_000);
afterAll(() => t.close());

async function billOne(tenantId: number, extra: Record<string, unknown> = {}): Promise<PaymentRunRow> {
  const res = await callEndpoint(t.app, invoices.createRuns, {
    token: tokens.biller,
    body: { ...RANGE, tenant_ids: [tenantId], ...extra },
  });
  expect(res.statusCode).toBe(200);
  const run = res.json<{ runs: PaymentRunRow[] }>().runs[0] as PaymentRunRow;
  return issuedRun(t.app, tokens.biller, run.id);
}

const cancel = (runId: number) =>
  callEndpoint(t.app, invoices.cancelRun, { token: tokens.biller, body: { payment_run_id: runId } });

/** The run as listed once its cancellation invoice is through. */
const cancelledRun = (runId: number, state: 'issued' | 'failed' = 'issued') =>
  eventually(async () => {
    const res = await callEndpoint(t.app, invoices.findRuns, {
      token: tokens.biller,
      body: { filters: { id: runId } },
    });
    const run = res.json<{ data: PaymentRunRow[] }>().data[0];
    return run?.cancellation_state === state && run;
  });

const invoiceableOf = async (tenantId: number, range = RANGE) => {
  const res = await callEndpoint(t.app, invoices.invoiceable, { token: tokens.biller, query: range });
  return res.json<InvoiceableRow[]>().find((r) => r.tenant_id === tenantId);
};

const cancellationMails = (recipients: string[]) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.recipient, recipients), like(mailOutbox.subject, 'Stornorechnung%')));

const runRow = async (runId: number) =>
  (await t.db.select().from(paymentRuns).where(eq(paymentRuns.id, runId)))[0];

describe('access', () => {
  const endpoints: [name: string, endpoint: Endpoint, request: EndpointCallOptions][] = [
    [invoices.cancelRun.name, invoices.cancelRun, { body: { payment_run_id: 1 } }],
    [invoices.cancellationPdf.name, invoices.cancellationPdf, { query: { payment_run_id: 1 } }],
  ];
  it.each(endpoints)(
    '%s: 401 anonymous, 403 User, Admin and super admin without can_invoice, 404 unknown',
    async (_name, endpoint, request) => {
      expect((await callEndpoint(t.app, endpoint, request)).statusCode).toBe(401);
      for (const token of [tokens.user, tokens.admin, tokens.superNo])
        expect((await callEndpoint(t.app, endpoint, { ...request, token })).statusCode).toBe(403);
      const unknown =
        'body' in request
          ? { body: { payment_run_id: 999999999 } }
          : { query: { payment_run_id: 999999999 } };
      const res = await callEndpoint(t.app, endpoint, { ...unknown, token: tokens.biller });
      expect([res.statusCode, res.json().message]).toEqual([404, INVOICE_TEXTS.runNotFound]);
    },
  );
});

describe('POST cancel_run', () => {
  it('issues a credit note once and makes exactly the run’s orders billable again', async () => {
    const a = await payingTenant(t.db, { name: 'Storno-Verein', usst_id: 'DE999999999' });
    const billed = [
      (await a.order({ price: 390, is_online: true, is_hardcopy: false })).id,
      (await a.order({ price: 1090, is_online: true, is_hardcopy: true })).id,
    ];
    const run = await billOne(a.tenant.id, { additional_emails: 'kasse@storno.example' });
    // A later run of the same tenant stays billed by its own run.
    const later = (await a.order({ created_at: '2026-03-20T10:00:00Z' })).id;
    const laterRange = { ...RANGE, date_from: '2026-03-20', date_to: '2026-03-20' };
    const res0 = await callEndpoint(t.app, invoices.createRuns, {
      token: tokens.biller,
      body: { ...laterRange, tenant_ids: [a.tenant.id] },
    });
    const laterRun = res0.json<{ runs: PaymentRunRow[] }>().runs[0] as PaymentRunRow;
    await issuedRun(t.app, tokens.biller, laterRun.id);
    expect(await invoiceableOf(a.tenant.id)).toBeUndefined();

    const res = await cancel(run.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<PaymentRunRow>()).toMatchObject({ cancelled_at: expect.any(String) });
    const done = await cancelledRun(run.id);
    expect(done.cancellation_number).toMatch(/^ST-\d{4}-\d{5}$/);
    expect(done.cancellation_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await runRow(run.id))?.cancellation_mails).toBe(2);

    // Exactly the run's orders are billable again; the later run's order stays billed.
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...billed, later]));
    for (const o of rows)
      expect([o.id, o.tenant_payee_billed, o.payment_run_id]).toEqual(
        o.id === later ? [later, true, laterRun.id] : [o.id, false, null],
      );
    expect(await invoiceableOf(a.tenant.id)).toMatchObject({ count: 2, sum_price: 1480 });

    // The mail, once, to the invoice's recipients, with the cancellation PDF.
    const mails = await cancellationMails([a.notify.email, 'kasse@storno.example']);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.subject).toContain(
        `Stornorechnung ${done.cancellation_number} zu Rechnung ${run.invoice_number}`,
      );
      expect(m.attachment_name).toBe(`Stornorechnung_${done.cancellation_number}.pdf`);
    }

    // The credit note: type 381, naming the cancelled invoice, through the official rules.
    const pdf = await callEndpoint(t.app, invoices.cancellationPdf, {
      token: tokens.biller,
      query: { payment_run_id: run.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`Stornorechnung_${done.cancellation_number}.pdf`);
    const xml = await readEmbeddedInvoiceXml(pdf.rawPayload);
    expect(xml).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    expect(xml).toContain(`<ram:IssuerAssignedID>${run.invoice_number}</ram:IssuerAssignedID>`);
    expect(xml).toContain(`<ram:ID>${done.cancellation_number}</ram:ID>`);
    expect(fatalAsserts(xml, { xrechnung: false })).toEqual([]);

    // The orders bill again, in a new run with a new invoice number.
    const again = await billOne(a.tenant.id);
    expect(again.total_count).toBe(2);
    expect(again.invoice_number).not.toBe(run.invoice_number);
    expect(await invoiceableOf(a.tenant.id)).toBeUndefined();

    // The trail: the cancellation and the cards billable again, in the tenant's chain.
    await t.app.auditTrailSettled();
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.chain, a.tenant.id));
    expect(events.find((e) => e.action === 'invoice.cancelled')?.record_ids).toEqual([run.id]);
    expect([...(events.find((e) => e.action === 'cards.unbilled')?.record_ids ?? [])].sort()).toEqual(
      [...billed].sort(),
    );
  }, 240_000);

  it('two requests at once cancel once; a cancelled run is not cancelled again', async () => {
    const a = await payingTenant(t.db);
    await a.order();
    const run = await billOne(a.tenant.id);
    const answers = await Promise.all([cancel(run.id), cancel(run.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(INVOICE_TEXTS.cancelledTwice);
    const done = await cancelledRun(run.id);
    const third = await cancel(run.id);
    expect([third.statusCode, third.json().message]).toEqual([409, INVOICE_TEXTS.cancelledTwice]);
    expect((await runRow(run.id))?.cancellation_number).toBe(done.cancellation_number);
    expect(await cancellationMails([a.notify.email])).toHaveLength(1);
    // The cancelled invoice is not sent again.
    const resend = await callEndpoint(t.app, invoices.resendInvoice, {
      token: tokens.biller,
      body: { payment_run_id: run.id },
    });
    expect([resend.statusCode, resend.json().message]).toEqual([409, INVOICE_TEXTS.cancelledNoResend]);
  }, 120_000);

  it('refuses a run with a booked payment (until it is reversed), or whose invoice is not issued, and changes nothing', async () => {
    const a = await payingTenant(t.db);
    const order = await a.order();
    const run = await billOne(a.tenant.id);
    const paymentId = await t.db.transaction((tx) =>
      bookPayment(tx, OPERATOR, { runId: run.id, paidOn: '2026-03-20', amount: 100, source: 'manual' }),
    );
    const paid = await cancel(run.id);
    expect([paid.statusCode, paid.json().message]).toEqual([409, INVOICE_TEXTS.cancelPaid]);

    const b = await payingTenant(t.db);
    await b.order();
    const failed = await billOne(b.tenant.id);
    await t.db.update(paymentRuns).set({ invoice_state: 'failed' }).where(eq(paymentRuns.id, failed.id));
    const notIssued = await cancel(failed.id);
    expect([notIssued.statusCode, notIssued.json().message]).toEqual([409, INVOICE_TEXTS.cancelNotIssued]);

    // A run whose order expired into the archive: that order could not be billed again.
    const c = await payingTenant(t.db);
    const expired = await c.order();
    await c.order();
    const archivedRun = await billOne(c.tenant.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, expired.id));
    await t.db.delete(orders).where(eq(orders.id, expired.id));
    await t.db.insert(ordersArchive).values(row as typeof orders.$inferSelect);
    const archived = await cancel(archivedRun.id);
    expect([archived.statusCode, archived.json().message]).toEqual([409, INVOICE_TEXTS.cancelArchived]);

    for (const id of [run.id, failed.id, archivedRun.id])
      expect(await runRow(id)).toMatchObject({ cancelled_at: null, cancellation_number: null });
    const [other] = await t.db.select().from(orders).where(eq(orders.tenant_id, c.tenant.id));
    expect(other).toMatchObject({ tenant_payee_billed: true, payment_run_id: archivedRun.id });
    const [still] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still).toMatchObject({ tenant_payee_billed: true, payment_run_id: run.id });
    const pdf = await callEndpoint(t.app, invoices.cancellationPdf, {
      token: tokens.biller,
      query: { payment_run_id: run.id },
    });
    expect([pdf.statusCode, pdf.json().message]).toEqual([409, INVOICE_TEXTS.notCancelled]);

    // Once its payment is reversed, the run may be cancelled.
    await t.db.transaction((tx) => reversePayment(tx, OPERATOR, paymentId ?? 0));
    expect((await cancel(run.id)).statusCode).toBe(200);
    expect((await runRow(run.id))?.cancellation_number).toMatch(/^ST-/);
  }, 120_000);
});

describe('the cancellation job', () => {
  it('a failed attempt is retried; after the last one “Erneut versuchen” completes it once', async () => {
    const a = await payingTenant(t.db);
    await a.order();
    const run = await billOne(a.tenant.id);
    // The tenant's invoice folder replaced by a file: storing the cancellation PDF fails meanwhile.
    const folder = path.join(t.config.filesDir, 'invoice', String(a.tenant.id));
    renameSync(folder, `${folder}.aside`);
    writeFileSync(folder, 'kein Ordner');
    const unblock = () => {
      rmSync(folder);
      renameSync(`${folder}.aside`, folder);
    };

    expect((await cancel(run.id)).statusCode).toBe(200);
    await cancelledRun(run.id, 'failed');
    expect(await cancellationMails([a.notify.email])).toEqual([]);
    unblock();
    const retry = await callEndpoint(t.app, invoices.retryInvoice, {
      token: tokens.biller,
      body: { payment_run_id: run.id },
    });
    expect(retry.statusCode).toBe(200);
    await cancelledRun(run.id);
    expect(await cancellationMails([a.notify.email])).toHaveLength(1);
    // Only a failed one is started again.
    const twice = await callEndpoint(t.app, invoices.retryInvoice, {
      token: tokens.biller,
      body: { payment_run_id: run.id },
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, INVOICE_TEXTS.notFailed]);
    expect(await cancellationMails([a.notify.email])).toHaveLength(1);
  }, 180_000);
});

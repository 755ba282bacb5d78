/**
 * The audit trail of invoice runs: each tenant's trail names the cards billed to it, the invoice
 * downloads, and the payments booked on its runs and reversed.
 */
import { bankStatements } from '@ausweis/shared/contracts/bank-statements';
import { invoices } from '@ausweis/shared/contracts/invoices';
import type { StatementPreview } from '@ausweis/shared/schemas/bank-statements';
import type { PaymentRunRow } from '@ausweis/shared/schemas/invoices';
import type { RunPaymentsResponse } from '@ausweis/shared/schemas/run-payments';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { camt053 } from '../../../../../test-fixtures/camt053';
import { auditEvents, runPayments } from '../../db/schema/index';
import { createPaymentRun, createTenant, createUser } from '../../test/factories';
import { callEndpoint, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { multipartBody } from '../class-imports/class-imports.test-support';
import { issuedRun, payingTenant } from './invoices.test-support';

const t = await createTestApp();
afterAll(() => t.close());

const chainOf = async (tenantId: number) => {
  await t.app.auditTrailSettled();
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, tenantId)))
    .orderBy(auditEvents.seq);
};

describe('invoice runs in the trail', () => {
  it('billing records one event per tenant with its cards; the invoice PDF a download', async () => {
    const biller = await createUser(t.db, { is_super_admin: true, can_invoice: true });
    const token = await loginAs(t.app, biller.email);
    const one = await payingTenant(t.db);
    const two = await payingTenant(t.db);
    const cardsOfOne = [(await one.order()).id, (await one.order()).id];
    const cardOfTwo = (await two.order()).id;
    const res = await callEndpoint(t.app, invoices.createRuns, {
      token,
      body: {
        date_from: '2026-03-10',
        date_to: '2026-03-12',
        country_id: 'DE',
        tenant_ids: [one.tenant.id, two.tenant.id],
      },
    });
    expect(res.statusCode).toBe(200);
    const billedOne = (await chainOf(one.tenant.id)).filter((e) => e.action === 'cards.billed');
    expect(billedOne).toHaveLength(1);
    expect(billedOne[0]).toMatchObject({ user_id: biller.id, role: 'SuperAdmin', record: 'card' });
    expect([...(billedOne[0]?.record_ids ?? [])].sort()).toEqual([...cardsOfOne].sort());
    const billedTwo = (await chainOf(two.tenant.id)).filter((e) => e.action === 'cards.billed');
    expect(billedTwo.map((e) => e.record_ids)).toEqual([[cardOfTwo]]);

    const runs = res.json<{ runs: PaymentRunRow[] }>().runs;
    const run = runs.find((r) => r.tenant_id === one.tenant.id);
    if (!run) throw new Error('no run of the first tenant');
    await issuedRun(t.app, token, run.id);
    const pdf = await callEndpoint(t.app, invoices.invoicePdf, { token, query: { payment_run_id: run.id } });
    expect(pdf.statusCode).toBe(200);
    const downloads = (await chainOf(one.tenant.id)).filter((e) => e.action === 'invoice.downloaded');
    expect(downloads).toEqual([
      expect.objectContaining({ record: 'paymentRun', record_ids: [run.id], user_id: biller.id }),
    ]);
  });
});

describe('payments in the trail', () => {
  const statement = async (xml: string, fields: Record<string, string> = {}) =>
    multipartBody(fields, { statement_file: { name: 'auszug.xml', bytes: Buffer.from(xml) } });

  it('booking by hand, by statement and reversing each land in the run’s tenant’s trail', async () => {
    const biller = await createUser(t.db, { is_super_admin: true, can_invoice: true });
    const token = await loginAs(t.app, biller.email);
    const one = await createTenant(t.db);
    const two = await createTenant(t.db);
    // This file's own invoice year (2032), numbered by tenant: no other test's statement matches them.
    const runOf = (tenantId: number) =>
      createPaymentRun(t.db, tenantId, {
        total_amount: 1000,
        due_date: '2099-01-01',
        invoice_number: `RE-2032-${String(tenantId).padStart(5, '0')}`,
      });
    const runOne = await runOf(one.id);
    const runTwo = await runOf(two.id);

    const manual = await callEndpoint(t.app, invoices.bookPayment, {
      token,
      body: { payment_run_id: runOne.id, paid_on: '2026-11-20', amount: 300, note: 'Teilzahlung' },
    });
    expect(manual.statusCode).toBe(200);
    const listed = await callEndpoint(t.app, invoices.runPayments, {
      token,
      query: { payment_run_id: runOne.id },
    });
    const manualId = listed.json<RunPaymentsResponse>().payments[0]?.id ?? 0;

    const xml = camt053([
      {
        id: `S-2032-${two.id}`,
        entries: [
          {
            amount: '10.00',
            ref: `AUDIT-${two.id}`,
            txs: [{ payer: 'Jürgen Weiß', ustrd: [runTwo.invoice_number] }],
          },
        ],
      },
    ]);
    const previewBody = await statement(xml);
    const preview = await callEndpoint(t.app, bankStatements.previewStatement, { token, ...previewBody });
    const bookBody = await statement(xml, { file_sha256: preview.json<StatementPreview>().file_sha256 });
    const booked = await callEndpoint(t.app, bankStatements.bookStatement, { token, ...bookBody });
    expect(booked.statusCode).toBe(200);
    const [bankPayment] = await t.db
      .select()
      .from(runPayments)
      .where(eq(runPayments.payment_run_id, runTwo.id));
    if (!bankPayment) throw new Error('the statement booked nothing');

    expect(
      (await callEndpoint(t.app, invoices.reversePayment, { token, body: { payment_id: manualId } }))
        .statusCode,
    ).toBe(200);
    // Reversing again is refused and records nothing more.
    expect(
      (await callEndpoint(t.app, invoices.reversePayment, { token, body: { payment_id: manualId } }))
        .statusCode,
    ).toBe(409);

    const paymentEvents = async (tenantId: number) =>
      (await chainOf(tenantId))
        .filter((e) => e.action.startsWith('payment.'))
        .map((e) => ({
          action: e.action,
          record: e.record,
          ids: e.record_ids,
          user: e.user_id,
          role: e.role,
        }));
    const who = { user: biller.id, role: 'SuperAdmin', record: 'runPayment' };
    expect(await paymentEvents(one.id)).toEqual([
      { action: 'payment.booked', ids: [manualId], ...who },
      { action: 'payment.reversed', ids: [manualId], ...who },
    ]);
    expect(await paymentEvents(two.id)).toEqual([
      { action: 'payment.booked', ids: [bankPayment.id], ...who },
    ]);
    // The ids name the payments: their runs and amounts in cents; the payer's name is nowhere.
    const named = await t.db
      .select()
      .from(runPayments)
      .where(inArray(runPayments.id, [manualId, bankPayment.id]));
    expect(named.map((p) => [p.payment_run_id, p.amount]).sort()).toEqual(
      [
        [runOne.id, 300],
        [runTwo.id, 1000],
      ].sort(),
    );
    const trail = JSON.stringify([...(await chainOf(one.id)), ...(await chainOf(two.id))]);
    expect(trail).not.toContain('Jürgen');
  });
});
